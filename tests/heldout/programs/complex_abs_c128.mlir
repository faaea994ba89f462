// complex_abs_c128: stablehlo.abs of complex<f64> -> f64 (the modulus). Expected: math.hypot in
// double rounded to f64: no spurious overflow/underflow (|1e+200(1+i)|, |1e-200(1-i)|),
// hypot(inf, nan) = inf, |nan| = nan, and a genuine overflow to inf for |1.7e+308(1+i)|.
// Tolerance: custom_call expect_close (3 ULP).
module @jit_complex_abs_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<16xcomplex<f64>>
    %exp = call @expected() : () -> tensor<16xf64>
    %r = stablehlo.abs %in : (tensor<16xcomplex<f64>>) -> tensor<16xf64>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<16xf64>, tensor<16xf64>) -> ()
    return %r : tensor<16xf64>
  }
  func.func private @inputs() -> (tensor<16xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(3.0, 4.0), (-5.0, 12.0), (-0.0, 0.0), (1.0e+200, 1.0e+200), (1.0e-200, -1.0e-200), (0x7FF0000000000000, 0x7FF8000000000000), (0x7FF8000000000000, 0.0), (0xFFF0000000000000, 1.0), (1.7e+308, 1.7e+308), (-61.004063240306806, -10.603700536389155), (-48.87669188435524, -93.50620872860749), (69.82457507825788, -25.97754420851605), (-10.272733546086087, -10.275786358991752), (10.238674885461236, 87.60814035888166), (66.79580954239461, 92.30423728711253), (29.18386905847882, -49.33746707157489)]> : tensor<16xcomplex<f64>>
    return %cst_0 : tensor<16xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<16xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[5.0, 13.0, 0.0, 1.414213562373095e+200, 1.414213562373095e-200, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 61.91877095754382, 105.50991460690369, 74.50036300558996, 14.52999792857946, 88.20440306782697, 113.93749336184042, 57.32262965235609]> : tensor<16xf64>
    return %cst_0 : tensor<16xf64>
  }
}
