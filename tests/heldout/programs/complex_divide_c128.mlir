// complex_divide_c128: stablehlo.divide on complex<f64>, expected = numpy complex128 division
// rounded per part to f64; inputs drawn (seed 1001) so that neither part of
// the quotient suffers cancellation, plus 0/(1+2i), (6+8i)/2 and a huge/huge
// quotient whose naive |b|^2 overflows. Tolerance: custom_call expect_close (3 ULP).
module @jit_complex_divide_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<10xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<10xcomplex<f64>>, tensor<10xcomplex<f64>>)
    %exp = call @expected() : () -> tensor<10xcomplex<f64>>
    %q = stablehlo.divide %in#0, %in#1 : tensor<10xcomplex<f64>>
    stablehlo.custom_call @check.expect_close(%q, %exp) {has_side_effect = true} : (tensor<10xcomplex<f64>>, tensor<10xcomplex<f64>>) -> ()
    return %q : tensor<10xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<10xcomplex<f64>> {mhlo.layout_mode = "default"}, tensor<10xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.0202263389848945, 9.317502508811167), (-1.554010048745294, 6.481679733944006), (3.7647112765124433, 5.897165936387953), (5.973024631959966, -9.710993065960045), (-5.8116280745562925, -8.740543981999014), (-9.452204055703007, 4.097271832481455), (-2.9443513726239523, -8.224457498152898), (0.0, 0.0), (6.0, 8.0), (1.0e+300, 1.0e+300)]> : tensor<10xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(5.562535890416758, 0.010151360712018942), (-7.982423404828529, 4.694112883062203), (-9.467300171114896, -4.689045346552989), (-3.239264466438083, 0.9530719049971523), (-5.290989673609072, -1.487256999458559), (-4.168324990129455, -3.154807087718554), (-8.445831692674407, -2.333013844006735), (1.0, 2.0), (2.0, 0.0), (2.0e+300, 0.0)]> : tensor<10xcomplex<f64>>
    return %cst_0, %cst_1 : tensor<10xcomplex<f64>>, tensor<10xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<10xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.18646655039097113, 1.674705530556042), (0.49945906688361813, -0.5182840202413765), (-0.5670621523080331, -0.3420389901422456), (-2.5088175308348006, 2.2597443457915896), (1.448320459061358, 1.2448558111262011), (0.9687502591309171, -1.716155058244317), (0.5738229122662684, 0.8152803596358479), (0.0, 0.0), (3.0, 4.0), (0.5, 0.5)]> : tensor<10xcomplex<f64>>
    return %cst_0 : tensor<10xcomplex<f64>>
  }
}
