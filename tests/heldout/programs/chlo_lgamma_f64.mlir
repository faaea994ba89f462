// chlo_lgamma_f64: chlo.lgamma on f64.
// Expected: math.lgamma in double (log|Gamma(x)|, negative non-integers too), rounded;
// poles 0, -0, -4 -> +inf, lgamma(+-inf) = +inf, NaN -> NaN. Random inputs (seed 5005)
// stay 0.05 away from the zeros at 1 and 2 and 0.02 away from the poles so a relative
// (ULP) tolerance is meaningful (|lgamma| > 0.5). 64 ULP: the Lanczos-based decomposition is not
// correctly rounded (relative error ~1e-6 in f32 / ~1e-14 in f64 near the poles).
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_lgamma_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<28xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<28xf64>
    %exp = call @expected() : () -> tensor<28xf64>
    %r = chlo.lgamma %in : tensor<28xf64> -> tensor<28xf64>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<28xf64>, tensor<28xf64>
    return %r : tensor<28xf64>
  }
  func.func private @inputs() -> (tensor<28xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.5, 3.0, 10.0, 100.5, 1.0e-300, 1.0e+300, -0.5, -2.5, -3.75, 0.0, -0.0, -4.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 3.417862678170115, -3.2860665789863317, 3.2953375017781674, 18.6322475507271, 20.52185025478329, -4.228625393052825, 11.131875972017419, 15.393734856768166, 18.596442013203582, -0.37972467752422556, 12.251184101449837, 12.160571749591899, 20.31076016176893]> : tensor<28xf64>
    return %cst_0 : tensor<28xf64>
  }
  func.func private @expected() -> (tensor<28xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.5723649429247004, 0.693147180559945, 12.801827480081467, 361.4355404677776, 690.7755278982137, 6.897755278982137e+302, 1.265512123484645, -0.05624371649767457, -1.3172679424463638, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 1.1114877850784848, -0.7724412804171026, 0.9822775643373012, 35.32606186825942, 40.896972692058995, -1.9649006515584193, 15.415376325745102, 26.249500646357866, 35.22233928055964, 1.3360400159531016, 18.118587374436466, 17.89564544177445, 40.26546732179024]> : tensor<28xf64>
    return %cst_0 : tensor<28xf64>
  }
}
