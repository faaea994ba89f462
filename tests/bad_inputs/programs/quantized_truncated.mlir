// A quantized type cut short.
func.func @main(%a: tensor<2x!quant.uniform<i8:f32, {0.1:-3,>>) {
  return
}
