// complex_real_imag_c64: stablehlo.real / stablehlo.imag of complex<f32> and stablehlo.complex
// of the two parts back; exact (expect_eq), including -0, NaN, inf and a subnormal part.
// Expected values are the inputs themselves (numpy).
module @jit_complex_real_imag_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x3xf32> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<2x3xf32> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<2x3xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<2x3xcomplex<f32>>
    %exp:2 = call @expected() : () -> (tensor<2x3xf32>, tensor<2x3xf32>)
    %re = stablehlo.real %in : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %im = stablehlo.imag %in : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %z = stablehlo.complex %re, %im : tensor<2x3xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%re, %exp#0) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%im, %exp#1) {has_side_effect = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%z, %in) {has_side_effect = true} : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> ()
    return %re, %im, %z : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<2x3xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.0, 0x7FC00000), (0x7F800000, -0.0), (-4.7395806312561035, 4.132819175720215)], [(-3.4954254627227783, 2.1933491230010986), (1.0e-45, 0xFF800000), (4.014676570892334, -3.150198221206665)]]> : tensor<2x3xcomplex<f32>>
    return %cst_0 : tensor<2x3xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<2x3xf32> {mhlo.layout_mode = "default"}, tensor<2x3xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[-0.0, 0x7F800000, -4.7395806312561035], [-3.4954254627227783, 1.0e-45, 4.014676570892334]]> : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<[[0x7FC00000, -0.0, 4.132819175720215], [2.1933491230010986, 0xFF800000, -3.150198221206665]]> : tensor<2x3xf32>
    return %cst_0, %cst_1 : tensor<2x3xf32>, tensor<2x3xf32>
  }
}
