// quant_per_axis_dim1: per-axis uniform_quantize / uniform_dequantize with
// !quant.uniform<i8:f32:1, {0.1:0, 0.2:5}> (column 0: scale 0.1, zp 0; column 1: scale 0.2, zp 5). Expected: the spec formulas
// per slice of dim 1, computed in numpy float32 (x / f32(0.1) is an f32 division).
module @jit_quant_per_axis_dim1 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<6x2xi8> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<6x2xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<6x2xf32>
    %exp:2 = call @expected() : () -> (tensor<6x2xi8>, tensor<6x2xf32>)
    %q = stablehlo.uniform_quantize %in : (tensor<6x2xf32>) -> tensor<6x2x!quant.uniform<i8:f32:1, {0.1:0, 0.2:5}>>
    %s = stablehlo.bitcast_convert %q : (tensor<6x2x!quant.uniform<i8:f32:1, {0.1:0, 0.2:5}>>) -> tensor<6x2xi8>
    %d = stablehlo.uniform_dequantize %q : (tensor<6x2x!quant.uniform<i8:f32:1, {0.1:0, 0.2:5}>>) -> tensor<6x2xf32>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<6x2xi8>, tensor<6x2xi8>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#1) {has_side_effect = true} : (tensor<6x2xf32>, tensor<6x2xf32>) -> ()
    return %s, %d : tensor<6x2xi8>, tensor<6x2xf32>
  }
  func.func private @inputs() -> (tensor<6x2xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[0.0, 0.0], [0.25, 0.25], [-0.3499999940395355, -0.5], [12.699999809265137, 25.0], [13.0, -30.0], [-12.850000381469727, 1.100000023841858]]> : tensor<6x2xf32>
    return %cst_0 : tensor<6x2xf32>
  }
  func.func private @expected() -> (tensor<6x2xi8> {mhlo.layout_mode = "default"}, tensor<6x2xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[0, 5], [2, 6], [-4, 2], [127, 127], [127, -128], [-128, 10]]> : tensor<6x2xi8>
    %cst_1 = stablehlo.constant dense<[[0.0, 0.0], [0.20000000298023224, 0.20000000298023224], [-0.4000000059604645, -0.6000000238418579], [12.699999809265137, 24.399999618530273], [12.699999809265137, -26.600000381469727], [-12.800000190734863, 1.0]]> : tensor<6x2xf32>
    return %cst_0, %cst_1 : tensor<6x2xi8>, tensor<6x2xf32>
  }
}
