// chlo_tan_bf16: chlo.tan on bf16.
// Expected: math.tan in double rounded to bf16. 1 ULP of bf16.
// Tolerance: check.expect_close max_ulp_difference = 1.
module @jit_chlo_tan_bf16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xbf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<8xbf16>
    %exp = call @expected() : () -> tensor<8xbf16>
    %r = chlo.tan %in : tensor<8xbf16> -> tensor<8xbf16>
    check.expect_close %r, %exp, max_ulp_difference = 1 : tensor<8xbf16>, tensor<8xbf16>
    return %r : tensor<8xbf16>
  }
  func.func private @inputs() -> (tensor<8xbf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.5, -1.0, 1.25, 0.75, -0.125, 1.5, 2.0]> : tensor<8xbf16>
    return %cst_0 : tensor<8xbf16>
  }
  func.func private @expected() -> (tensor<8xbf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.546875, -1.5546875, 3.015625, 0.9296875, -0.1259765625, 14.125, -2.1875]> : tensor<8xbf16>
    return %cst_0 : tensor<8xbf16>
  }
}
