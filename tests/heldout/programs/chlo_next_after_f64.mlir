// chlo_next_after_f64: chlo.next_after on f64.
// Expected: numpy.nextafter in f64 (C99 nextafter): 0 -> +-smallest subnormal,
// x == y returns y (next_after(0, -0) = -0, next_after(-0, 0) = 0), smallest normal
// -> largest subnormal, max -> inf, inf -> max, NaN in either -> NaN.
// Tolerance: exact (custom_call expect_eq).
module @jit_chlo_next_after_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<20xf64>, tensor<20xf64>)
    %exp = call @expected() : () -> tensor<20xf64>
    %r = chlo.next_after %in#0, %in#1 : tensor<20xf64>, tensor<20xf64> -> tensor<20xf64>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<20xf64>, tensor<20xf64>) -> ()
    return %r : tensor<20xf64>
  }
  func.func private @inputs() -> (tensor<20xf64> {mhlo.layout_mode = "default"}, tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.0, -0.0, 1.0, 1.0, -1.0, 2.2250738585072014e-308, 1.7976931348623157e+308, 1.7976931348623157e+308, 0x7FF0000000000000, 1.0, 0x7FF8000000000000, 2.0, 0.0, -53.548562139252034, 91.70417254373208, 68.87318116632395, -10.209375328815455, 42.35574818367894, 41.50460537954598]> : tensor<20xf64>
    %cst_1 = stablehlo.constant dense<[1.0, -1.0, 0.0, 2.0, 0.0, 0xFFF0000000000000, 0.0, 0x7FF0000000000000, 0.0, 0.0, 0x7FF8000000000000, 1.0, 2.0, -0.0, -88.82032340117594, -58.703720406490966, -51.922937273433, -13.536436386691904, -9.63373781196293, 25.613885987851887]> : tensor<20xf64>
    return %cst_0, %cst_1 : tensor<20xf64>, tensor<20xf64>
  }
  func.func private @expected() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[5.0e-324, -5.0e-324, 0.0, 1.0000000000000002, 0.9999999999999999, -1.0000000000000002, 2.225073858507201e-308, 0x7FF0000000000000, 1.7976931348623155e+308, 1.7976931348623157e+308, 0x7FF8000000000000, 0x7FF8000000000000, 2.0, -0.0, -53.54856213925204, 91.70417254373207, 68.87318116632393, -10.209375328815456, 42.355748183678934, 41.50460537954597]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
}
