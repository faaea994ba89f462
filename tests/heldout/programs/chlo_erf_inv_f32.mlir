// chlo_erf_inv_f32: chlo.erf_inv on f32.
// Expected: erfinv in double by Newton's method on math.erf (math.erfc near +-1,
// checked: erf(erfinv(y)) = y to 2e-16); erf_inv(+-1) = +-inf, |x| > 1 -> NaN,
// erf_inv(-0) = -0. 8 ULP.
// Tolerance: check.expect_close max_ulp_difference = 8.
module @jit_chlo_erf_inv_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<22xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<22xf32>
    %exp = call @expected() : () -> tensor<22xf32>
    %r = chlo.erf_inv %in : tensor<22xf32> -> tensor<22xf32>
    check.expect_close %r, %exp, max_ulp_difference = 8 : tensor<22xf32>, tensor<22xf32>
    return %r : tensor<22xf32>
  }
  func.func private @inputs() -> (tensor<22xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -0.5, 0.8999999761581421, 0.9990000128746033, -0.9999899864196777, 1.0, -1.0, 1.5, 0x7FC00000, 9.999999682655225e-21, -0.36530742049217224, 0.3903154730796814, 0.08297058939933777, -0.016158856451511383, -0.9268340468406677, 0.7324838042259216, -0.9826581478118896, -0.722001314163208, 0.385224848985672, 0.29271310567855835]> : tensor<22xf32>
    return %cst_0 : tensor<22xf32>
  }
  func.func private @expected() -> (tensor<22xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.4769362807273865, -0.4769362807273865, 1.1630871295928955, 2.326756238937378, -3.1232056617736816, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 8.862269295638222e-21, -0.33596935868263245, 0.3609948456287384, 0.07366379350423813, -0.01432139240205288, -1.2669897079467773, 0.7840404510498047, -1.6824747323989868, -0.7670878767967224, 0.355864942073822, 0.26552027463912964]> : tensor<22xf32>
    return %cst_0 : tensor<22xf32>
  }
}
