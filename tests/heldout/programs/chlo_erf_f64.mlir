// chlo_erf_f64: chlo.erf on f64.
// Expected: math.erf in double, rounded; erf(+-0) = +-0, tiny x -> 2x/sqrt(pi),
// saturation to +-1, erf(+-inf) = +-1, NaN. Random part seeded (5005). 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_erf_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<24xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<24xf64>
    %exp = call @expected() : () -> tensor<24xf64>
    %r = chlo.erf %in : tensor<24xf64> -> tensor<24xf64>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<24xf64>, tensor<24xf64>
    return %r : tensor<24xf64>
  }
  func.func private @inputs() -> (tensor<24xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0e-300, 0.5, -0.5, 1.0, 2.0, -3.0, 3.9, 5.0, -6.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -0.8499822378330455, -1.9036354836774725, -0.16295962445536283, -1.6268484737122688, -0.20294184437560503, -0.22491225671271664, 1.7728377123692152, -0.23704404416204072, 0.581919291211193, -2.9932867052277157]> : tensor<24xf64>
    return %cst_0 : tensor<24xf64>
  }
  func.func private @expected() -> (tensor<24xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.1283791670955126e-300, 0.5204998778130465, -0.5204998778130465, 0.8427007929497149, 0.9953222650189527, -0.9999779095030014, 0.9999999652077514, 0.9999999999984626, -1.0, 1.0, -1.0, 0x7FF8000000000000, -0.7706583261080407, -0.9929006379332397, -0.1822654331345549, -0.9785920380067782, -0.22589006006189605, -0.24957116728055023, 0.9878298228167579, -0.2625490871937723, 0.5894682095280174, -0.9999769555876264]> : tensor<24xf64>
    return %cst_0 : tensor<24xf64>
  }
}
