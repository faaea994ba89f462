// subbyte_convert_f32_to_ui4: stablehlo.convert f32 -> ui4. Spec "convert": float to integer
// truncates toward zero; every input's truncation is in the ui4 range (out-of-range is
// left unspecified by the spec, so it is not tested). Expected: Python math.trunc.
module @jit_subbyte_convert_f32_to_ui4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<9xui4> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<9xf32>
    %exp = call @expected() : () -> tensor<9xui4>
    %r = stablehlo.convert %in : (tensor<9xf32>) -> tensor<9xui4>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<9xui4>, tensor<9xui4>) -> ()
    return %r : tensor<9xui4>
  }
  func.func private @inputs() -> (tensor<9xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 15.899999618530273, 0.5, 7.5, 8.989999771118164, 14.0, -0.75, 1.0, 12.300000190734863]> : tensor<9xf32>
    return %cst_0 : tensor<9xf32>
  }
  func.func private @expected() -> (tensor<9xui4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0, 15, 0, 7, 8, 14, 0, 1, 12]> : tensor<9xui4>
    return %cst_0 : tensor<9xui4>
  }
}
