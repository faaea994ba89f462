// An op on a per-axis quantized tensor whose axis lost its scales.
func.func @main(%a: tensor<2x3x!quant.uniform<i8:f32:1, {0.1,0.2,0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1,0.2,0.3}>> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3x!quant.uniform<i8:f32:1, {0.1,0.2,0.3}>>) -> tensor<3x2x!quant.uniform<i8:f32:1, {0.1,0.2,0.3}>>
  return %0 : tensor<3x2x!quant.uniform<i8:f32:1, {0.1,0.2,0.3}>>
}
