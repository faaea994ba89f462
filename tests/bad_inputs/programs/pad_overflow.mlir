// low + high + interior overflow int64.
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %p, low = [9223372036854775807], high = [9223372036854775807], interior = [9223372036854775807] : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
