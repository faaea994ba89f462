func.func @main(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %w = stablehlo.constant dense_resource<__elided__> : tensor<2x4xf32>
  %0 = stablehlo.add %x, %w : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
