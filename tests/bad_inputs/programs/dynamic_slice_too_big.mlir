// slice_sizes larger than the operand.
func.func @main(%x: tensor<8x4xf32>, %i: tensor<i32>) -> tensor<16x4xf32> {
  %y = stablehlo.dynamic_slice %x, %i, %i, sizes = [16, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<16x4xf32>
  return %y : tensor<16x4xf32>
}
