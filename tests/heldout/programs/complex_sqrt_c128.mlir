// complex_sqrt_c128: stablehlo.sqrt on complex<f64>. Expected: Python cmath.sqrt in double
// (C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
// rounded per part to f64. Random inputs (seed 1001) keep both parts of the
// result away from zero relative to its modulus. Tolerance: custom_call
// expect_close (3 ULP per part).
module @jit_complex_sqrt_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<17xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<17xcomplex<f64>>
    %exp = call @expected() : () -> tensor<17xcomplex<f64>>
    %r = stablehlo.sqrt %in : tensor<17xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<17xcomplex<f64>>, tensor<17xcomplex<f64>>) -> ()
    return %r : tensor<17xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<17xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(-4.0, 0.0), (-4.0, -0.0), (0.0, 0.0), (4.0, 0.0), (0.0, 2.0), (3.0, 4.0), (-3.0, 4.0), (0.0, -8.0), (-2.279930029365163, -1.0335744872690602), (0.39942559268301014, -2.325229722876513), (-1.2830777507620366, -2.6988701803927637), (-0.573007316509679, 0.9308648151473427), (1.3353539175261657, -2.8183627189970437), (-0.5823482295887126, -0.2108001160817583), (0.3321986952529432, 0.6967006976690344), (-0.9549055657991796, -0.20942290479726378), (0.7908240441893666, 1.9859566663865387)]> : tensor<17xcomplex<f64>>
    return %cst_0 : tensor<17xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<17xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.0, 2.0), (0.0, -2.0), (0.0, 0.0), (2.0, 0.0), (1.0, 1.0), (2.0, 1.0), (1.0, 2.0), (2.0, -2.0), (0.3341700651500409, -1.5464797644351982), (1.174459953291862, -0.9899144352939364), (0.9233808511351808, -1.4614068382915033), (0.5099426996282916, 0.9127151107623173), (1.4923239834288957, -0.9442864787716284), (0.1359760001081736, -0.775137215074938), (0.7429824101752539, 0.46885409945620204), (0.10652431662313941, -0.9829816864169986), (1.210050773364723, 0.8206088166301881)]> : tensor<17xcomplex<f64>>
    return %cst_0 : tensor<17xcomplex<f64>>
  }
}
