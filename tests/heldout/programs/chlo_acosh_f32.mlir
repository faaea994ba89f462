// chlo_acosh_f32: chlo.acosh on f32.
// Expected: math.acosh in double, rounded; x < 1 -> NaN, acosh(1) = 0, huge x
// without overflow. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_acosh_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf32>
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.acosh %in : tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.5, 2.0, 10.0, 10000000000.0, 1.0000000150474662e+30, 0.5, -2.0, 0x7F800000, 0x7FC00000, 50.888397216796875, 69.21928405761719, 15.106043815612793, 58.42367172241211, 37.68355941772461, 83.2869873046875, 20.15492820739746, 17.96023941040039]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.9624236226081848, 1.316957950592041, 2.993222951889038, 23.718997955322266, 69.77069854736328, 0x7FC00000, 0x7FC00000, 0x7F800000, 0x7FC00000, 4.622685432434082, 4.930374622344971, 3.407144784927368, 4.7607951164245605, 4.322195053100586, 5.115403652191162, 3.6959800720214844, 3.580531597137451]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
