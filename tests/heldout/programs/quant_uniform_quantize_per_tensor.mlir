// quant_uniform_quantize_per_tensor: stablehlo.uniform_quantize f32 -> !quant.uniform<i8:f32, 0.5:-3> and back
// with uniform_dequantize. Expected (StableHLO spec "uniform_quantize": x/scale + zero_point
// in f32, clamped to [-128, 127], rounded half to even; "uniform_dequantize": (q - zp) * scale),
// computed with numpy float32: ties -2.5 -> -2, -1.5 -> -2, -0.5 -> 0, 127.5 -> 127 (clamped),
// -128.5 -> -128, saturation of +-100. Checks the storage integers (bitcast_convert) and the
// dequantized values, exactly.
module @jit_quant_uniform_quantize_per_tensor attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<14xi8> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<14xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<14xf32>
    %exp:2 = call @expected() : () -> (tensor<14xi8>, tensor<14xf32>)
    %q = stablehlo.uniform_quantize %in : (tensor<14xf32>) -> tensor<14x!quant.uniform<i8:f32, 0.5:-3>>
    %s = stablehlo.bitcast_convert %q : (tensor<14x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<14xi8>
    %d = stablehlo.uniform_dequantize %q : (tensor<14x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<14xf32>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<14xi8>, tensor<14xi8>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#1) {has_side_effect = true} : (tensor<14xf32>, tensor<14xf32>) -> ()
    return %s, %d : tensor<14xi8>, tensor<14xf32>
  }
  func.func private @inputs() -> (tensor<14xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, 0.25, 0.75, 1.25, 100.0, -100.0, 63.0, 65.25, -62.75, 3.299999952316284, -1.75, 2.75]> : tensor<14xf32>
    return %cst_0 : tensor<14xf32>
  }
  func.func private @expected() -> (tensor<14xi8> {mhlo.layout_mode = "default"}, tensor<14xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-3, -3, -1, -2, -2, 0, 127, -128, 123, 127, -128, 4, -6, 2]> : tensor<14xi8>
    %cst_1 = stablehlo.constant dense<[0.0, 0.0, 1.0, 0.5, 0.5, 1.5, 65.0, -62.5, 63.0, 65.0, -62.5, 3.5, -1.5, 2.5]> : tensor<14xf32>
    return %cst_0, %cst_1 : tensor<14xi8>, tensor<14xf32>
  }
}
