// chlo_sinh_f64: chlo.sinh on f64.
// Expected: math.sinh in double, rounded (sinh(-0) = -0, tiny x -> x,
// +-inf -> +-inf).
// 32 ULP: the decomposition goes through exp(|x| + log(1/2)), whose relative error
// grows like |x| * eps (|x| up to 20 here).
// Tolerance: check.expect_close max_ulp_difference = 32.
module @jit_chlo_sinh_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf64>
    %exp = call @expected() : () -> tensor<20xf64>
    %r = chlo.sinh %in : tensor<20xf64> -> tensor<20xf64>
    check.expect_close %r, %exp, max_ulp_difference = 32 : tensor<20xf64>, tensor<20xf64>
    return %r : tensor<20xf64>
  }
  func.func private @inputs() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 3.0, 20.0, -19.5, 1.0e-20, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -0.2009145644814847, -7.7775832615724845, 5.052644980803736, -7.386935554901961, 8.471539234360314, -5.6148839199936535, 7.573010190768489, -0.10511530323827678, -4.624237913471092]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
  func.func private @expected() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5210953054937474, -1.1752011936438014, 10.017874927409903, 242582597.70489514, -147133783.0207544, 1.0e-20, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -0.20226900369613957, -1193.2499397954339, 78.21464737436693, -807.374795304766, 2388.4311576055798, -137.23893614870232, 972.4928719643016, -0.10530898401579718, -50.957628313578624]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
}
