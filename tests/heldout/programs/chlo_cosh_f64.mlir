// chlo_cosh_f64: chlo.cosh on f64.
// Expected: math.cosh in double, rounded (cosh(-709) is near the top of the
// range; +-inf -> inf).
// 32 ULP: the decomposition goes through exp(|x| + log(1/2)), whose relative error
// grows like |x| * eps (|x| up to 20 here).
// Tolerance: check.expect_close max_ulp_difference = 32.
module @jit_chlo_cosh_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf64>
    %exp = call @expected() : () -> tensor<20xf64>
    %r = chlo.cosh %in : tensor<20xf64> -> tensor<20xf64>
    check.expect_close %r, %exp, max_ulp_difference = 32 : tensor<20xf64>, tensor<20xf64>
    return %r : tensor<20xf64>
  }
  func.func private @inputs() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 3.0, 20.0, -19.5, 1.0e-20, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -0.2009145644814847, -7.7775832615724845, 5.052644980803736, -7.386935554901961, 8.471539234360314, -5.6148839199936535, 7.573010190768489, -0.10511530323827678, -4.624237913471092]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
  func.func private @expected() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.0, 1.1276259652063807, 1.5430806348152437, 10.067661995777765, 242582597.70489514, 147133783.0207544, 1.0, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 1.0202513170078384, 1193.2503588190561, 78.22103977764911, 807.3754145955974, 2388.431366948008, 137.24257938128235, 972.4933861067517, 1.0055297022537124, 50.967439442695465]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
}
