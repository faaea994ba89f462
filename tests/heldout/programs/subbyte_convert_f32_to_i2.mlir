// subbyte_convert_f32_to_i2: stablehlo.convert f32 -> i2. Spec "convert": float to integer
// truncates toward zero; every input's truncation is in the i2 range (out-of-range is
// left unspecified by the spec, so it is not tested). Expected: Python math.trunc.
module @jit_subbyte_convert_f32_to_i2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<9xi2> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<9xf32>
    %exp = call @expected() : () -> tensor<9xi2>
    %r = stablehlo.convert %in : (tensor<9xf32>) -> tensor<9xi2>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<9xi2>, tensor<9xi2>) -> ()
    return %r : tensor<9xi2>
  }
  func.func private @inputs() -> (tensor<9xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.7000000476837158, -2.5, -0.8999999761581421, 0.8999999761581421, -1.0, 1.0, -1.9900000095367432, 0.0, -0.0]> : tensor<9xf32>
    return %cst_0 : tensor<9xf32>
  }
  func.func private @expected() -> (tensor<9xi2> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1, -2, 0, 0, -1, 1, -1, 0, 0]> : tensor<9xi2>
    return %cst_0 : tensor<9xi2>
  }
}
