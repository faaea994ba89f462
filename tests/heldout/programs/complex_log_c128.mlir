// complex_log_c128: stablehlo.log on complex<f64>. Expected: Python cmath.log in double
// (C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
// rounded per part to f64. Random inputs (seed 1001) keep both parts of the
// result away from zero relative to its modulus. Tolerance: custom_call
// expect_close (3 ULP per part).
module @jit_complex_log_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<16xcomplex<f64>>
    %exp = call @expected() : () -> tensor<16xcomplex<f64>>
    %r = stablehlo.log %in : tensor<16xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<16xcomplex<f64>>, tensor<16xcomplex<f64>>) -> ()
    return %r : tensor<16xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<16xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.0, 0.0), (-1.0, 0.0), (-1.0, -0.0), (0.0, 1.0), (3.0, 4.0), (-2.5, 0.0), (0.0, -2.0), (1.0208398062092154, -2.3558755071933613), (0.39596931910850586, -2.9250609701558075), (0.6731484318785275, 1.5406798442983263), (1.4086725627292562, -2.2213583889078405), (-0.4816894879394358, 0.6366382354953872), (0.9293691321821029, -1.9727979913184688), (-2.015042445204034, -1.9742310815639064), (-0.8460108019388191, -0.9428801123626771), (1.0025286090112466, -1.2963926650714706)]> : tensor<16xcomplex<f64>>
    return %cst_0 : tensor<16xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<16xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.0, 0.0), (0.0, 3.141592653589793), (0.0, -3.141592653589793), (0.0, 1.5707963267948966), (1.6094379124341003, 0.9272952180016122), (0.9162907318741551, 3.141592653589793), (0.6931471805599453, -1.5707963267948966), (0.9429483682450266, -1.161902642538278), (1.0823950767959816, -1.4362429582673282), (0.519576767413475, 1.1588757547534037), (0.9671205564489208, -1.005644874588293), (-0.22523149406499, 2.2185170605458513), (0.779667627994016, -1.130541484346595), (1.0370878770737173, -2.366424407921327), (0.23648622873235342, -2.3020968404156363), (0.49397024542208, -0.9125356245450009)]> : tensor<16xcomplex<f64>>
    return %cst_0 : tensor<16xcomplex<f64>>
  }
}
