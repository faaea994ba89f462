func.func @main() -> tensor<i1> {
  %a = stablehlo.constant dense<2> : tensor<i1>
  return %a : tensor<i1>
}
