// chlo_next_after_f32: chlo.next_after on f32.
// Expected: numpy.nextafter in f32 (C99 nextafter): 0 -> +-smallest subnormal,
// x == y returns y (next_after(0, -0) = -0, next_after(-0, 0) = 0), smallest normal
// -> largest subnormal, max -> inf, inf -> max, NaN in either -> NaN.
// Tolerance: exact (custom_call expect_eq).
module @jit_chlo_next_after_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<20xf32>, tensor<20xf32>)
    %exp = call @expected() : () -> tensor<20xf32>
    %r = chlo.next_after %in#0, %in#1 : tensor<20xf32>, tensor<20xf32> -> tensor<20xf32>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<20xf32>, tensor<20xf32>) -> ()
    return %r : tensor<20xf32>
  }
  func.func private @inputs() -> (tensor<20xf32> {mhlo.layout_mode = "default"}, tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 0.0, -0.0, 1.0, 1.0, -1.0, 1.1754943508222875e-38, 3.4028234663852886e+38, 3.4028234663852886e+38, 0x7F800000, 1.0, 0x7FC00000, 2.0, 0.0, -4.692505836486816, 93.11329650878906, -25.436080932617188, -23.523204803466797, 66.50410461425781, 57.511009216308594]> : tensor<20xf32>
    %cst_1 = stablehlo.constant dense<[1.0, -1.0, 0.0, 2.0, 0.0, 0xFF800000, 0.0, 0x7F800000, 0.0, 0.0, 0x7FC00000, 1.0, 2.0, -0.0, 36.87546920776367, -9.571423530578613, 68.22694396972656, 16.764909744262695, -22.312089920043945, 16.97337532043457]> : tensor<20xf32>
    return %cst_0, %cst_1 : tensor<20xf32>, tensor<20xf32>
  }
  func.func private @expected() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.401298464324817e-45, -1.401298464324817e-45, 0.0, 1.0000001192092896, 0.9999999403953552, -1.0000001192092896, 1.1754942106924411e-38, 0x7F800000, 3.4028232635611926e+38, 3.4028234663852886e+38, 0x7FC00000, 0x7FC00000, 2.0, -0.0, -4.692505359649658, 93.11328887939453, -25.436079025268555, -23.523202896118164, 66.50409698486328, 57.51100540161133]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
}
