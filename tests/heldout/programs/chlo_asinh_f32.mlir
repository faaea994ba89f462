// chlo_asinh_f32: chlo.asinh on f32.
// Expected: math.asinh in double, rounded (odd, huge arguments without overflow). 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_asinh_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf32>
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.asinh %in : tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -2.0, 10000000000.0, -1.000000013351432e-10, 1.0000000150474662e+30, 0x7F800000, 0x7FC00000, 45.78312301635742, 18.033292770385742, 26.52498435974121, -26.091157913208008, -9.010722160339355, 9.221197128295898, -15.625256538391113, -39.0377311706543, -1.0487905740737915]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.4812118113040924, -1.4436354637145996, 23.718997955322266, -1.000000013351432e-10, 69.77069854736328, 0x7F800000, 0x7FC00000, 4.517181873321533, 3.586134672164917, 3.9715893268585205, -3.955110788345337, -2.894627332687378, 2.917579174041748, -3.4430582523345947, -4.357840061187744, -0.9154564142227173]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
