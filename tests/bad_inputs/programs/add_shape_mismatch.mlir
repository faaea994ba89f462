func.func @main(%x: tensor<8x4xf32>, %w: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %y = stablehlo.add %x, %w : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
