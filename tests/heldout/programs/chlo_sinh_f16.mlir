// chlo_sinh_f16: chlo.sinh on f16.
// Expected: math.sinh in double rounded to f16 by numpy (sinh(11) = 29937 fits,
// sinh(100) overflows f16 to inf). 1 ULP of f16.
// Tolerance: check.expect_close max_ulp_difference = 1.
module @jit_chlo_sinh_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<8xf16>
    %exp = call @expected() : () -> tensor<8xf16>
    %r = chlo.sinh %in : tensor<8xf16> -> tensor<8xf16>
    check.expect_close %r, %exp, max_ulp_difference = 1 : tensor<8xf16>, tensor<8xf16>
    return %r : tensor<8xf16>
  }
  func.func private @inputs() -> (tensor<8xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.5, -1.0, 3.0, 100.0, -7.5, 0.0010004043579101562, 11.0]> : tensor<8xf16>
    return %cst_0 : tensor<8xf16>
  }
  func.func private @expected() -> (tensor<8xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.52099609375, -1.1748046875, 10.015625, 0x7C00, -904.0, 0.0010004043579101562, 29936.0]> : tensor<8xf16>
    return %cst_0 : tensor<8xf16>
  }
}
