// complex_convert_from_real: stablehlo.convert f32 -> complex<f32>, f64 -> complex<f64>
// (imaginary part +0) and f64 -> complex<f32> (real part rounded to nearest even,
// 1e300 -> inf, 5e-324 -> 0). Expected: numpy. Check: custom_call expect_eq.
module @jit_complex_convert_from_real attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<6xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<6xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<6xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<6xf32>, tensor<6xf64>)
    %exp:3 = call @expected() : () -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f32>>)
    %a = stablehlo.convert %in#0 : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %b = stablehlo.convert %in#1 : (tensor<6xf64>) -> tensor<6xcomplex<f64>>
    %c = stablehlo.convert %in#1 : (tensor<6xf64>) -> tensor<6xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%a, %exp#0) {has_side_effect = true} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
    stablehlo.custom_call @check.expect_eq(%b, %exp#1) {has_side_effect = true} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
    stablehlo.custom_call @check.expect_eq(%c, %exp#2) {has_side_effect = true} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
    return %a, %b, %c : tensor<6xcomplex<f32>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<6xf32> {mhlo.layout_mode = "default"}, tensor<6xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.5, -0.0, 0x7F800000, 0x7FC00000, -3.25e-05, 1.0e-45]> : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<[0.1, -2.0, 1.0e+300, 1.0000000000009095, -0.0, 5.0e-324]> : tensor<6xf64>
    return %cst_0, %cst_1 : tensor<6xf32>, tensor<6xf64>
  }
  func.func private @expected() -> (tensor<6xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<6xcomplex<f64>> {mhlo.layout_mode = "default"}, tensor<6xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.5, 0.0), (-0.0, 0.0), (0x7F800000, 0.0), (0x7FC00000, 0.0), (-3.25e-05, 0.0), (1.0e-45, 0.0)]> : tensor<6xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(0.1, 0.0), (-2.0, 0.0), (1.0e+300, 0.0), (1.0000000000009095, 0.0), (-0.0, 0.0), (5.0e-324, 0.0)]> : tensor<6xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<[(0.10000000149011612, 0.0), (-2.0, 0.0), (0x7F800000, 0.0), (1.0, 0.0), (-0.0, 0.0), (0.0, 0.0)]> : tensor<6xcomplex<f32>>
    return %cst_0, %cst_1, %cst_2 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f64>>, tensor<6xcomplex<f32>>
  }
}
