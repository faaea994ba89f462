// chlo_erfc_f32: chlo.erfc on f32.
// Expected: math.erfc in double, rounded: includes the far tail (erfc(9) ~ 4.14e-37, where
// 1 - erf would lose every digit), erfc(100) underflows to 0, erfc(-inf) = 2.
// 64 ULP: relative accuracy in the tail is the point of erfc, but exp(-x^2) amplifies
// the rounding of x^2 by 2x^2 (~100 at x = 7 in f32).
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_erfc_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<23xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<23xf32>
    %exp = call @expected() : () -> tensor<23xf32>
    %r = chlo.erfc %in : tensor<23xf32> -> tensor<23xf32>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<23xf32>, tensor<23xf32>
    return %r : tensor<23xf32>
  }
  func.func private @inputs() -> (tensor<23xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 1.0, 2.0, 5.0, 9.0, -6.0, 100.0, 0x7F800000, 0xFF800000, 0x7FC00000, 7.6505560874938965, 6.249514102935791, 4.3325066566467285, 1.1524220705032349, 2.148954391479492, 0.41968461871147156, 2.9501335620880127, 4.130919933319092, 2.2203540802001953, 7.327207088470459]> : tensor<23xf32>
    return %cst_0 : tensor<23xf32>
  }
  func.func private @expected() -> (tensor<23xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.0, 0.4795001149177551, 1.8427008390426636, 0.15729920566082, 0.004677734803408384, 1.5374598295869735e-12, 4.137031708073991e-37, 2.0, 0.0, 0.0, 2.0, 0x7FC00000, 2.78230162750682e-27, 9.731864692699157e-19, 8.950103436156098e-10, 0.10314992070198059, 0.002373014809563756, 0.5528307557106018, 3.017800918314606e-05, 5.157688054424625e-09, 0.0016891619889065623, 3.6825249790119924e-25]> : tensor<23xf32>
    return %cst_0 : tensor<23xf32>
  }
}
