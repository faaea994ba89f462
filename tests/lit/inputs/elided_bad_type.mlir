func.func @main() -> tensor<2xf32> {
  %w = stablehlo.constant dense_resource<__elided__> : tuple<tensor<2xf32>>
  return %w : tensor<2xf32>
}
