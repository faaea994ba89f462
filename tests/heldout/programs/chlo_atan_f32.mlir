// chlo_atan_f32: chlo.atan on f32.
// Expected: math.atan in double, rounded; atan(+-inf) = +-pi/2. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_atan_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf32>
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.atan %in : tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 9.999999682655225e-21, 1.0000000200408773e+20, 0x7F800000, 0xFF800000, 0x7FC00000, 5.238838195800781, 16.63640785217285, -8.138760566711426, -17.224199295043945, 1.7644367218017578, 5.046123027801514, 8.366205215454102, -2.283294677734375, -7.443234443664551]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.7853981852531433, -0.7853981852531433, 9.999999682655225e-21, 1.5707963705062866, 1.5707963705062866, -1.5707963705062866, 0x7FC00000, 1.3821831941604614, 1.5107594728469849, -1.448540210723877, -1.512803554534912, 1.055181860923767, 1.3751591444015503, 1.4518321752548218, -1.1579967737197876, -1.4372458457946777]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
