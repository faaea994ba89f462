func.func @main() -> tensor<3xi32> {
  %a = stablehlo.constant dense<[0, 2, -1]> : tensor<3xi32>
  %e = stablehlo.constant dense<[-1, -2147483648, 2147483647]> : tensor<3xi32>
  %p = stablehlo.power %a, %e : tensor<3xi32>
  return %p : tensor<3xi32>
}
