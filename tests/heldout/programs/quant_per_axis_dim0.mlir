// quant_per_axis_dim0: per-axis quantization over dim 0 with 3 (scale, zp) pairs
// !quant.uniform<i8:f32:0, {0.25:-10, 0.5:20, 2.0:0}>; includes exact ties (-9.5 -> -10, -0.5 -> 0, 1.5 -> 2) and saturation.
// Expected: spec formulas in numpy float32 (seed 3003).
module @jit_quant_per_axis_dim0 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3x4xi8> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<3x4xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<3x4xf32>
    %exp:2 = call @expected() : () -> (tensor<3x4xi8>, tensor<3x4xf32>)
    %q = stablehlo.uniform_quantize %in : (tensor<3x4xf32>) -> tensor<3x4x!quant.uniform<i8:f32:0, {0.25:-10, 0.5:20, 2.0:0}>>
    %s = stablehlo.bitcast_convert %q : (tensor<3x4x!quant.uniform<i8:f32:0, {0.25:-10, 0.5:20, 2.0:0}>>) -> tensor<3x4xi8>
    %d = stablehlo.uniform_dequantize %q : (tensor<3x4x!quant.uniform<i8:f32:0, {0.25:-10, 0.5:20, 2.0:0}>>) -> tensor<3x4xf32>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<3x4xi8>, tensor<3x4xi8>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#1) {has_side_effect = true} : (tensor<3x4xf32>, tensor<3x4xf32>) -> ()
    return %s, %d : tensor<3x4xi8>, tensor<3x4xf32>
  }
  func.func private @inputs() -> (tensor<3x4xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[0.125, 61.836326599121094, 12.060667991638184, 30.38690948486328], [-55.19137191772461, -10.25, 13.980792045593262, 7.998565196990967], [-15.303069114685059, 78.86370849609375, 3.0, 19.533721923828125]]> : tensor<3x4xf32>
    return %cst_0 : tensor<3x4xf32>
  }
  func.func private @expected() -> (tensor<3x4xi8> {mhlo.layout_mode = "default"}, tensor<3x4xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[-10, 127, 38, 112], [-90, 0, 48, 36], [-8, 39, 2, 10]]> : tensor<3x4xi8>
    %cst_1 = stablehlo.constant dense<[[0.0, 34.25, 12.0, 30.5], [-55.0, -10.0, 14.0, 8.0], [-16.0, 78.0, 4.0, 20.0]]> : tensor<3x4xf32>
    return %cst_0, %cst_1 : tensor<3x4xi8>, tensor<3x4xf32>
  }
}
