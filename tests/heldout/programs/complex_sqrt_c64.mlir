// complex_sqrt_c64: stablehlo.sqrt on complex<f32>. Expected: Python cmath.sqrt in double
// (C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
// rounded per part to f32. Random inputs (seed 1001) keep both parts of the
// result away from zero relative to its modulus. Tolerance: custom_call
// expect_close (3 ULP per part).
module @jit_complex_sqrt_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<17xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<17xcomplex<f32>>
    %exp = call @expected() : () -> tensor<17xcomplex<f32>>
    %r = stablehlo.sqrt %in : tensor<17xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<17xcomplex<f32>>, tensor<17xcomplex<f32>>) -> ()
    return %r : tensor<17xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<17xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(-4.0, 0.0), (-4.0, -0.0), (0.0, 0.0), (4.0, 0.0), (0.0, 2.0), (3.0, 4.0), (-3.0, 4.0), (0.0, -8.0), (-2.896618366241455, 0.7367284297943115), (0.20930960774421692, -2.9813568592071533), (-1.11600661277771, -1.0980279445648193), (2.511185646057129, -1.8894562721252441), (1.0753235816955566, 0.811782956123352), (2.2337069511413574, -2.9981884956359863), (2.083063840866089, -0.6204773783683777), (-2.5897891521453857, 0.39551907777786255), (-1.8359988927841187, -2.070622205734253)]> : tensor<17xcomplex<f32>>
    return %cst_0 : tensor<17xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<17xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.0, 2.0), (0.0, -2.0), (0.0, 0.0), (2.0, 0.0), (1.0, 1.0), (2.0, 1.0), (1.0, 2.0), (2.0, -2.0), (0.21473471820354462, 1.7154384851455688), (1.2645167112350464, -1.1788523197174072), (0.47413280606269836, -1.1579328775405884), (1.6813404560089111, -0.5618898272514343), (1.1006041765213013, 0.3687897026538849), (1.7280770540237427, -0.86749267578125), (1.4588650465011597, -0.21265757083892822), (0.12253212928771973, 1.6139402389526367), (0.682413637638092, -1.5171313285827637)]> : tensor<17xcomplex<f32>>
    return %cst_0 : tensor<17xcomplex<f32>>
  }
}
