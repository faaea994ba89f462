func.func @main(%x: tensor<4xf32>) -> tensor<8x4xf32> {
  %y = stablehlo.broadcast_in_dim %x, dims = [99999999999999999999] : (tensor<4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
