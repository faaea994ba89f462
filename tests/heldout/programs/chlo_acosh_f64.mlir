// chlo_acosh_f64: chlo.acosh on f64.
// Expected: math.acosh in double, rounded; x < 1 -> NaN, acosh(1) = 0, huge x
// without overflow. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_acosh_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf64>
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.acosh %in : tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.5, 2.0, 10.0, 10000000000.0, 1.0e+300, 0.5, -2.0, 0x7FF0000000000000, 0x7FF8000000000000, 26.877492645412147, 62.48555457840066, 22.42806289671371, 9.119002522712133, 66.04438072022901, 46.182805704424695, 82.96725538072822, 71.1674413338879]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.9624236501192069, 1.3169578969248166, 2.993222846126381, 23.7189981105004, 691.4686750787736, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 3.984090163673355, 4.828018548097767, 3.8029627921754496, 2.9004875671551384, 4.883416811834302, 4.525637503889394, 5.111556876663927, 4.9581332458551435]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
