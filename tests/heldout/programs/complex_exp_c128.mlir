// complex_exp_c128: stablehlo.exponential on complex<f64>. Expected: Python cmath.exp in double
// (C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
// rounded per part to f64. Random inputs (seed 1001) keep both parts of the
// result away from zero relative to its modulus. Tolerance: custom_call
// expect_close (3 ULP per part).
module @jit_complex_exp_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<14xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<14xcomplex<f64>>
    %exp = call @expected() : () -> tensor<14xcomplex<f64>>
    %r = stablehlo.exponential %in : tensor<14xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<14xcomplex<f64>>, tensor<14xcomplex<f64>>) -> ()
    return %r : tensor<14xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<14xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.0, 0.0), (-0.0, 0.0), (1.0, 0.0), (0.0, 1.5707963267948966), (-1.0, 3.141592653589793), (0.27689393891924574, 2.634971535257157), (-0.6762170658084385, 2.8672326106844537), (-1.7186986681754626, 2.096581429344921), (-2.9292534560055565, 1.3658051405375593), (-0.26224713308806713, 2.06911242175555), (0.9970622251300982, -1.4857982469373212), (-1.989194936686016, -0.6801949273801853), (-2.6123956374725954, -2.6537761982342385), (-1.974099249539422, 2.1389634240528297)]> : tensor<14xcomplex<f64>>
    return %cst_0 : tensor<14xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<14xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.0, 0.0), (1.0, 0.0), (2.718281828459045, 0.0), (6.123233995736766e-17, 1.0), (-0.36787944117144233, 4.505223801027239e-17), (-1.1533422534597992, 0.6400253628057142), (-0.48951721140340004, 0.13777845567074398), (-0.08998893547598817, 0.15508139509874566), (0.010877540160708276, 0.05231809572380925), (-0.36769467674714323, 0.6757627055985813), (0.23009367050533575, -2.7005231953210034), (0.10635946861512006, -0.08604308951588076), (-0.0648019279408407, -0.03438303692516659), (-0.0747330853846627, 0.11706573516913328)]> : tensor<14xcomplex<f64>>
    return %cst_0 : tensor<14xcomplex<f64>>
  }
}
