// chlo_erfc_f64: chlo.erfc on f64.
// Expected: math.erfc in double, rounded: includes the far tail (erfc(26) ~ 5.66e-296, where
// 1 - erf would lose every digit), erfc(100) underflows to 0, erfc(-inf) = 2.
// 16 ULP: relative accuracy in the tail is the point of erfc, but exp(-x^2) amplifies
// the rounding of x^2 by 2x^2 (~100 at x = 7 in f32).
// Tolerance: check.expect_close max_ulp_difference = 16.
module @jit_chlo_erfc_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<23xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<23xf64>
    %exp = call @expected() : () -> tensor<23xf64>
    %r = chlo.erfc %in : tensor<23xf64> -> tensor<23xf64>
    check.expect_close %r, %exp, max_ulp_difference = 16 : tensor<23xf64>, tensor<23xf64>
    return %r : tensor<23xf64>
  }
  func.func private @inputs() -> (tensor<23xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 1.0, 2.0, 5.0, 26.0, -6.0, 100.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0.08370711621901261, 1.8157169715011574, 5.101620281203571, -0.43154083382775976, 5.890415600392481, 7.43748065324516, 5.889741549919446, 5.862390903897268, 0.2719522946742865, -0.2958145751827772]> : tensor<23xf64>
    return %cst_0 : tensor<23xf64>
  }
  func.func private @expected() -> (tensor<23xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.0, 0.4795001221869535, 1.842700792949715, 0.15729920705028513, 0.004677734981047265, 1.5374597944280351e-12, 5.663192408856143e-296, 2.0, 0.0, 0.0, 2.0, 0x7FF8000000000000, 0.9057667788032084, 0.01023427719402138, 5.402100696307671e-13, 1.4583308759809803, 8.063391761457962e-17, 7.123175150477351e-26, 8.128578464117218e-17, 1.1260973745189893e-16, 0.7005348141549037, 1.3243050955458235]> : tensor<23xf64>
    return %cst_0 : tensor<23xf64>
  }
}
