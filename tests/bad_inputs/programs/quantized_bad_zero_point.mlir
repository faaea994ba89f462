// A quantized type with an out-of-range zero point.
func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 0.1:300>>) -> tensor<2x!quant.uniform<i8:f32, 0.1:300>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 0.1:300>>
}
