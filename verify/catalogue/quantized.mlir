// Ops on quantized tensors (StableHLO spec "Quantization"): each is
// dequantize, the op on the expressed type, quantize, so its quantized
// results are quantize.<type>(exact value), a function the verifier keeps
// uninterpreted. It commutes with tiles: every tile entry stands. It does not
// distribute over a sum, so a contraction into a quantized result has no
// sum entry (semantics/tmr.cc), while the same contraction into f32 keeps it.
// A per-axis quantized dim has no entry (its chunks would need scales of
// their own).
func.func @quantized(%a: tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<4x6x!quant.uniform<i8:f32, 0.25:1>>, %w: tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>, %x: tensor<4x6xf32>, %p: tensor<6x2x!quant.uniform<i8:f32:1, {0.1:0, 0.2:4}>>) -> (tensor<4x6x!quant.uniform<i8:f32, 0.25:1>>, tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>, tensor<4x2xf32>, tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2xf32>) {
  %0 = stablehlo.add %a, %b : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<4x6x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4x6x!quant.uniform<i8:f32, 0.25:1>>
  %1 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>
  %2 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>) -> tensor<4x2xf32>
  %3 = stablehlo.uniform_quantize %x : (tensor<4x6xf32>) -> tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>
  %4 = stablehlo.uniform_dequantize %p : (tensor<6x2x!quant.uniform<i8:f32:1, {0.1:0, 0.2:4}>>) -> tensor<6x2xf32>
  return %0, %1, %2, %3, %4 : tensor<4x6x!quant.uniform<i8:f32, 0.25:1>>, tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>, tensor<4x2xf32>, tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2xf32>
}
