// A quantized product whose contracting dim is split: no entry sums into its
// quantized result (each partial result would be rounded), so partitioning
// gathers the quantized lhs, an all_gather of i8 storage the processes meet at.
func.func @main(%x: tensor<4x6xf32>, %w: tensor<6x2xf32>) -> tensor<4x2xf32> {
  %qx = stablehlo.uniform_quantize %x : (tensor<4x6xf32>) -> tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>
  %qw = stablehlo.uniform_quantize %w : (tensor<6x2xf32>) -> tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>
  %p = stablehlo.dot_general %qx, %qw, contracting_dims = [1] x [0] : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>
  %d = stablehlo.uniform_dequantize %p : (tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>) -> tensor<4x2xf32>
  return %d : tensor<4x2xf32>
}
