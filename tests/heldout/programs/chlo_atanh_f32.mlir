// chlo_atanh_f32: chlo.atanh on f32.
// Expected: math.atanh in double, rounded; atanh(+-1) = +-inf, |x| > 1 -> NaN. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_atanh_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf32>
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.atanh %in : tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -0.8999999761581421, 0.9900000095367432, 1.000000013351432e-10, 1.0, -1.0, 2.0, 0x7FC00000, 0.5614997148513794, -0.10516000539064407, 0.7308849096298218, 0.4123629331588745, 0.5976137518882751, -0.03886087238788605, -0.8183876276016235, -0.9302765130996704]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5493061542510986, -1.4722193479537964, 2.646652936935425, 1.000000013351432e-10, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 0.6350207924842834, -0.10555023699998856, 0.9306244850158691, 0.4384549558162689, 0.6894269585609436, -0.03888045251369476, -1.151915431022644, -1.6604406833648682]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
