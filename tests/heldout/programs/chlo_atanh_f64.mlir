// chlo_atanh_f64: chlo.atanh on f64.
// Expected: math.atanh in double, rounded; atanh(+-1) = +-inf, |x| > 1 -> NaN. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_atanh_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf64>
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.atanh %in : tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -0.9, 0.99, 1.0e-10, 1.0, -1.0, 2.0, 0x7FF8000000000000, -0.5673226054175933, -0.8907561027139925, 0.21643500619204525, -0.8919713396518268, -0.48395473218475504, -0.2436879756116661, -0.1765496794659166, -0.6449881735244244]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5493061443340548, -1.4722194895832204, 2.6466524123622457, 1.0e-10, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, -0.6435658462760971, -1.425574555033078, 0.21991286119233494, -1.431489017904225, -0.5281357146928333, -0.2486911983361556, -0.17841910659431762, -0.766668685445276]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
