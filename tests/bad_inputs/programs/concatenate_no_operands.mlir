func.func @main() -> tensor<8xf32> {
  %y = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<8xf32>
  return %y : tensor<8xf32>
}
