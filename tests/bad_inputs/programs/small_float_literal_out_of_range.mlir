// f8E4M3FN has no infinity: 1000.0 rounds past its largest value (448) to NaN.
func.func @main() -> tensor<f8E4M3FN> {
  %0 = stablehlo.constant dense<1000.0> : tensor<f8E4M3FN>
  return %0 : tensor<f8E4M3FN>
}
