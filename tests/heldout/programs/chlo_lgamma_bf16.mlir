// chlo_lgamma_bf16: chlo.lgamma on bf16.
// Expected: math.lgamma in double rounded to bf16 (bits RNE).
// 1 ULP of bf16: the f32 computation is far more accurate than bf16's 8 bits.
// Tolerance: check.expect_close max_ulp_difference = 1.
module @jit_chlo_lgamma_bf16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xbf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<8xbf16>
    %exp = call @expected() : () -> tensor<8xbf16>
    %r = chlo.lgamma %in : tensor<8xbf16> -> tensor<8xbf16>
    check.expect_close %r, %exp, max_ulp_difference = 1 : tensor<8xbf16>, tensor<8xbf16>
    return %r : tensor<8xbf16>
  }
  func.func private @inputs() -> (tensor<8xbf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.5, 3.0, 10.0, -2.5, 7.25, 0.125, 30.0, -0.75]> : tensor<8xbf16>
    return %cst_0 : tensor<8xbf16>
  }
  func.func private @expected() -> (tensor<8xbf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.57421875, 0.69140625, 12.8125, -0.05615234375, 7.0625, 2.015625, 71.5, 1.578125]> : tensor<8xbf16>
    return %cst_0 : tensor<8xbf16>
  }
}
