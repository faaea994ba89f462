// subbyte_convert_f32_to_i4: stablehlo.convert f32 -> i4. Spec "convert": float to integer
// truncates toward zero; every input's truncation is in the i4 range (out-of-range is
// left unspecified by the spec, so it is not tested). Expected: Python math.trunc.
module @jit_subbyte_convert_f32_to_i4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<9xi4> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<9xf32>
    %exp = call @expected() : () -> tensor<9xi4>
    %r = stablehlo.convert %in : (tensor<9xf32>) -> tensor<9xi4>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<9xi4>, tensor<9xi4>) -> ()
    return %r : tensor<9xi4>
  }
  func.func private @inputs() -> (tensor<9xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[7.900000095367432, -8.899999618530273, -0.5, 0.5, 3.990000009536743, -3.990000009536743, -0.0, 6.0, -7.25]> : tensor<9xf32>
    return %cst_0 : tensor<9xf32>
  }
  func.func private @expected() -> (tensor<9xi4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[7, -8, 0, 0, 3, -3, 0, 6, -7]> : tensor<9xi4>
    return %cst_0 : tensor<9xi4>
  }
}
