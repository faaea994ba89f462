// chlo_erf_f16: chlo.erf on f16.
// Expected: math.erf in double rounded to f16 by numpy. 1 ULP of f16.
// Tolerance: check.expect_close max_ulp_difference = 1.
module @jit_chlo_erf_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<10xf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<10xf16>
    %exp = call @expected() : () -> tensor<10xf16>
    %r = chlo.erf %in : tensor<10xf16> -> tensor<10xf16>
    check.expect_close %r, %exp, max_ulp_difference = 1 : tensor<10xf16>, tensor<10xf16>
    return %r : tensor<10xf16>
  }
  func.func private @inputs() -> (tensor<10xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.0999755859375, -0.5, 1.0, 1.5, -2.0, 3.0, 0.0010004043579101562, -0.25, 0.75]> : tensor<10xf16>
    return %cst_0 : tensor<10xf16>
  }
  func.func private @expected() -> (tensor<10xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.1124267578125, -0.5205078125, 0.8427734375, 0.96630859375, -0.9951171875, 1.0, 0.001129150390625, -0.2763671875, 0.7109375]> : tensor<10xf16>
    return %cst_0 : tensor<10xf16>
  }
}
