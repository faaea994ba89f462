func.func @main(%x: tensor<8x4xq32>) -> tensor<8x4xq32> {
  return %x : tensor<8x4xq32>
}
