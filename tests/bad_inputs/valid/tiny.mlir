// The valid program the schedule, npy and option cases run against.
func.func @main(%x: tensor<8x4xf32> loc("x"), %w: tensor<4x6xf32> loc("w")) -> tensor<8x6xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  return %y : tensor<8x6xf32>
}
