// chlo_lgamma_f32: chlo.lgamma on f32.
// Expected: math.lgamma in double (log|Gamma(x)|, negative non-integers too), rounded;
// poles 0, -0, -4 -> +inf, lgamma(+-inf) = +inf, NaN -> NaN. Random inputs (seed 5005)
// stay 0.05 away from the zeros at 1 and 2 and 0.02 away from the poles so a relative
// (ULP) tolerance is meaningful (|lgamma| > 0.5). 16 ULP: the Lanczos-based decomposition is not
// correctly rounded (relative error ~1e-6 in f32 / ~1e-14 in f64 near the poles).
// Tolerance: check.expect_close max_ulp_difference = 16.
module @jit_chlo_lgamma_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<28xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<28xf32>
    %exp = call @expected() : () -> tensor<28xf32>
    %r = chlo.lgamma %in : tensor<28xf32> -> tensor<28xf32>
    check.expect_close %r, %exp, max_ulp_difference = 16 : tensor<28xf32>, tensor<28xf32>
    return %r : tensor<28xf32>
  }
  func.func private @inputs() -> (tensor<28xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.5, 3.0, 10.0, 100.5, 1.0000000031710769e-30, 1.0000000150474662e+30, -0.5, -2.5, -3.75, 0.0, -0.0, -4.0, 0x7F800000, 0xFF800000, 0x7FC00000, 10.467278480529785, 11.773855209350586, 22.17085075378418, 10.440607070922852, 12.142906188964844, 22.481861114501953, -4.666769981384277, 15.032957077026367, 22.611454010009766, 14.560022354125977, -0.4080618917942047, 14.29052734375, 13.623249053955078]> : tensor<28xf32>
    return %cst_0 : tensor<28xf32>
  }
  func.func private @expected() -> (tensor<28xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.5723649263381958, 0.6931471824645996, 12.801827430725098, 361.435546875, 69.07755279541016, 6.807755301009307e+31, 1.2655121088027954, -0.056243717670440674, -1.317267894744873, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0x7FC00000, 13.865321159362793, 16.952150344848633, 45.90501022338867, 13.804019927978516, 17.852262496948242, 46.86391830444336, -2.9404795169830322, 25.27939796447754, 47.26477813720703, 24.02130889892578, 1.3071095943450928, 23.311485290527344, 21.57681655883789]> : tensor<28xf32>
    return %cst_0 : tensor<28xf32>
  }
}
