func.func @main() -> tensor<8x4xf32> {
  %y = stablehlo.iota dim = 5 : tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
