// chlo_digamma_f16: chlo.digamma on f16.
// Expected: reference digamma in double rounded to f16 (numpy). 2 ULP of f16.
// Tolerance: check.expect_close max_ulp_difference = 2.
module @jit_chlo_digamma_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<8xf16>
    %exp = call @expected() : () -> tensor<8xf16>
    %r = chlo.digamma %in : tensor<8xf16> -> tensor<8xf16>
    check.expect_close %r, %exp, max_ulp_difference = 2 : tensor<8xf16>, tensor<8xf16>
    return %r : tensor<8xf16>
  }
  func.func private @inputs() -> (tensor<8xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 0.5, 3.0, 10.0, -0.5, 2.5, 100.0, 0.25]> : tensor<8xf16>
    return %cst_0 : tensor<8xf16>
  }
  func.func private @expected() -> (tensor<8xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-0.5771484375, -1.9638671875, 0.9228515625, 2.251953125, 0.0364990234375, 0.703125, 4.6015625, -4.2265625]> : tensor<8xf16>
    return %cst_0 : tensor<8xf16>
  }
}
