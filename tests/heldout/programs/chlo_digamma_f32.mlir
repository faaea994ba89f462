// chlo_digamma_f32: chlo.digamma on f32.
// Expected: digamma in double, by reflection (x < 1/2), recurrence to x >= 10 and the
// asymptotic series with Bernoulli numbers (checked against psi(1) = -gamma,
// psi(1/2) = -gamma - 2 ln 2); random inputs (seed 5005) avoid the poles and keep
// |psi(x)| > 0.3 (the recurrence leaves an absolute error ~5e-16 in the reference, and a
// ULP tolerance needs results away from the zero near 1.4616). 16 ULP: the decomposition
// is not correctly rounded.
// Tolerance: check.expect_close max_ulp_difference = 16.
module @jit_chlo_digamma_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<22xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<22xf32>
    %exp = call @expected() : () -> tensor<22xf32>
    %r = chlo.digamma %in : tensor<22xf32> -> tensor<22xf32>
    check.expect_close %r, %exp, max_ulp_difference = 16 : tensor<22xf32>, tensor<22xf32>
    return %r : tensor<22xf32>
  }
  func.func private @inputs() -> (tensor<22xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 0.5, 2.0, 10.0, 1000000.0, -2.25, 0.0010000000474974513, -0.5, 23.05816078186035, 24.276565551757812, 12.938087463378906, 19.60383415222168, 25.541601181030273, 11.386919975280762, 19.894275665283203, 11.293684005737305, -4.589807510375977, -1.6222232580184937, 14.655718803405762, -4.210484981536865, 22.807476043701172, -4.8140106201171875]> : tensor<22xf32>
    return %cst_0 : tensor<22xf32>
  }
  func.func private @expected() -> (tensor<22xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-0.5772156715393066, -1.9635100364685059, 0.42278432846069336, 2.2517526149749756, 13.815509796142578, 4.158583641052246, -1000.5755004882812, 0.036489974707365036, 3.1161787509918213, 3.168774127960205, 2.5210323333740234, 2.950003147125244, 3.22060489654541, 2.3879129886627197, 2.9650886058807373, 2.3793182373046875, 0.7181804776191711, -0.5079068541526794, 2.6503264904022217, 5.589054107666016, 3.1050055027008057, -3.078561544418335]> : tensor<22xf32>
    return %cst_0 : tensor<22xf32>
  }
}
