func.func @main() -> tensor<i8> {
  %a = stablehlo.constant dense<300> : tensor<i8>
  return %a : tensor<i8>
}
