func.func @main(%x: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %y = stablehlo.transpose %x, dims = [1, 4294967296] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
