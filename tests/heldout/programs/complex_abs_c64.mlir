// complex_abs_c64: stablehlo.abs of complex<f32> -> f32 (the modulus). Expected: math.hypot in
// double rounded to f32: no spurious overflow/underflow (|1e+20(1+i)|, |1e-30(1-i)|),
// hypot(inf, nan) = inf, |nan| = nan, and a genuine overflow to inf for |3e+38(1+i)|.
// Tolerance: custom_call expect_close (3 ULP).
module @jit_complex_abs_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<16xcomplex<f32>>
    %exp = call @expected() : () -> tensor<16xf32>
    %r = stablehlo.abs %in : (tensor<16xcomplex<f32>>) -> tensor<16xf32>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
    return %r : tensor<16xf32>
  }
  func.func private @inputs() -> (tensor<16xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(3.0, 4.0), (-5.0, 12.0), (-0.0, 0.0), (1.0000000200408773e+20, 1.0000000200408773e+20), (1.0000000031710769e-30, -1.0000000031710769e-30), (0x7F800000, 0x7FC00000), (0x7FC00000, 0.0), (0xFF800000, 1.0), (3.0000000054977558e+38, 3.0000000054977558e+38), (67.7879867553711, -29.113134384155273), (21.446853637695312, 73.96047973632812), (85.20832061767578, 96.88401794433594), (52.060760498046875, -22.268558502197266), (-25.467823028564453, 1.898555874824524), (-57.729225158691406, -8.541759490966797), (-72.81450653076172, 43.66978073120117)]> : tensor<16xcomplex<f32>>
    return %cst_0 : tensor<16xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<16xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[5.0, 13.0, 0.0, 1.414213581995256e+20, 1.4142135555081815e-30, 0x7F800000, 0x7FC00000, 0x7F800000, 0x7F800000, 73.77523803710938, 77.00727081298828, 129.0231475830078, 56.623416900634766, 25.538490295410156, 58.35773468017578, 84.90584564208984]> : tensor<16xf32>
    return %cst_0 : tensor<16xf32>
  }
}
