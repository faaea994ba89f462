// A depthwise convolution: feature_group_count is a scalar (4), the number of
// channels. Composite claims over it once aborted the process.
func.func @main(%x: tensor<2x4x8x8xf32>, %w: tensor<4x1x3x3xf32>) -> tensor<2x4x6x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x4x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<2x4x6x6xf32>
  return %0 : tensor<2x4x6x6xf32>
}
