// Contracting dims of sizes 4 and 5.
func.func @main(%x: tensor<8x4xf32>, %w: tensor<5x6xf32>) -> tensor<8x6xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<5x6xf32>) -> tensor<8x6xf32>
  return %y : tensor<8x6xf32>
}
