// complex_real_imag_c128: stablehlo.real / stablehlo.imag of complex<f64> and stablehlo.complex
// of the two parts back; exact (expect_eq), including -0, NaN, inf and a subnormal part.
// Expected values are the inputs themselves (numpy).
module @jit_complex_real_imag_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xf64> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<4xf64> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<4xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<4xcomplex<f64>>
    %exp:2 = call @expected() : () -> (tensor<4xf64>, tensor<4xf64>)
    %re = stablehlo.real %in : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %im = stablehlo.imag %in : (tensor<4xcomplex<f64>>) -> tensor<4xf64>
    %z = stablehlo.complex %re, %im : tensor<4xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%re, %exp#0) {has_side_effect = true} : (tensor<4xf64>, tensor<4xf64>) -> ()
    stablehlo.custom_call @check.expect_eq(%im, %exp#1) {has_side_effect = true} : (tensor<4xf64>, tensor<4xf64>) -> ()
    stablehlo.custom_call @check.expect_eq(%z, %in) {has_side_effect = true} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> ()
    return %re, %im, %z : tensor<4xf64>, tensor<4xf64>, tensor<4xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<4xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(-0.0, 0x7FF8000000000000), (0x7FF0000000000000, -0.0), (3.075323555660745, 1.6659376744426222), (-0.19656798561580846, -1.6859186306286764)]> : tensor<4xcomplex<f64>>
    return %cst_0 : tensor<4xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<4xf64> {mhlo.layout_mode = "default"}, tensor<4xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-0.0, 0x7FF0000000000000, 3.075323555660745, -0.19656798561580846]> : tensor<4xf64>
    %cst_1 = stablehlo.constant dense<[0x7FF8000000000000, -0.0, 1.6659376744426222, -1.6859186306286764]> : tensor<4xf64>
    return %cst_0, %cst_1 : tensor<4xf64>, tensor<4xf64>
  }
}
