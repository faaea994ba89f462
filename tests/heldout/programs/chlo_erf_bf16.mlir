// chlo_erf_bf16: chlo.erf on bf16.
// Expected: math.erf in double rounded to bf16 (bits RNE). 1 ULP of bf16.
// Tolerance: check.expect_close max_ulp_difference = 1.
module @jit_chlo_erf_bf16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xbf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<8xbf16>
    %exp = call @expected() : () -> tensor<8xbf16>
    %r = chlo.erf %in : tensor<8xbf16> -> tensor<8xbf16>
    check.expect_close %r, %exp, max_ulp_difference = 1 : tensor<8xbf16>, tensor<8xbf16>
    return %r : tensor<8xbf16>
  }
  func.func private @inputs() -> (tensor<8xbf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.10009765625, -0.5, 1.0, 1.5, -2.0, 3.0, 0.00099945068359375]> : tensor<8xbf16>
    return %cst_0 : tensor<8xbf16>
  }
  func.func private @expected() -> (tensor<8xbf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.11279296875, -0.51953125, 0.84375, 0.96484375, -0.99609375, 1.0, 0.001129150390625]> : tensor<8xbf16>
    return %cst_0 : tensor<8xbf16>
  }
}
