// chlo_erf_f32: chlo.erf on f32.
// Expected: math.erf in double, rounded; erf(+-0) = +-0, tiny x -> 2x/sqrt(pi),
// saturation to +-1, erf(+-inf) = +-1, NaN. Random part seeded (5005). 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_erf_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<24xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<24xf32>
    %exp = call @expected() : () -> tensor<24xf32>
    %r = chlo.erf %in : tensor<24xf32> -> tensor<24xf32>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<24xf32>, tensor<24xf32>
    return %r : tensor<24xf32>
  }
  func.func private @inputs() -> (tensor<24xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0000000031710769e-30, 0.5, -0.5, 1.0, 2.0, -3.0, 3.9000000953674316, 5.0, -6.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.538902759552002, -2.964789390563965, -2.756253957748413, 0.5288714170455933, 2.1053850650787354, -1.2133394479751587, 1.581551432609558, -1.954296588897705, -1.8994133472442627, -1.9794821739196777]> : tensor<24xf32>
    return %cst_0 : tensor<24xf32>
  }
  func.func private @expected() -> (tensor<24xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.1283791266481092e-30, 0.5204998850822449, -0.5204998850822449, 0.8427007794380188, 0.9953222870826721, -0.9999778866767883, 0.9999999403953552, 1.0, -1.0, 1.0, -1.0, 0x7FC00000, 0.9704699516296387, -0.9999724626541138, -0.9999029636383057, 0.5455019474029541, 0.9970935583114624, -0.9138235449790955, 0.974690854549408, -0.9942865967750549, -0.9927725195884705, -0.9948803782463074]> : tensor<24xf32>
    return %cst_0 : tensor<24xf32>
  }
}
