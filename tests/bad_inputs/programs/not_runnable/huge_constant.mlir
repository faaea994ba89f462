// A splat constant of 10^15 elements.
func.func @main() -> tensor<100000x100000x100000xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<100000x100000x100000xf32>
  return %c : tensor<100000x100000x100000xf32>
}
