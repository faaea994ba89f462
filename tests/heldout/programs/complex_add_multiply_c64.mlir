// complex_add_multiply_c64: stablehlo.add and stablehlo.multiply on complex<f32>.
// Inputs are small multiples of 1/8, so the sums and products are exact and
// the expected values (numpy complex128, rounded per part to f32) are exact too.
module @jit_complex_add_multiply_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3x4xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<3x4xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>)
    %exp:2 = call @expected() : () -> (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>)
    %sum = stablehlo.add %in#0, %in#1 : tensor<3x4xcomplex<f32>>
    %prod = stablehlo.multiply %in#0, %in#1 : tensor<3x4xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%sum, %exp#0) {has_side_effect = true} : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> ()
    stablehlo.custom_call @check.expect_close(%prod, %exp#1) {has_side_effect = true} : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> ()
    return %sum, %prod : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<3x4xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<3x4xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.0, 0.0), (0.875, 1.0), (2.625, -3.25), (-3.875, -3.25)], [(0.125, 1.5), (-2.5, -2.875), (2.125, -3.25), (2.875, -2.625)], [(-2.625, 3.625), (-3.5, -3.0), (-0.5, 2.625), (-2.375, 3.875)]]> : tensor<3x4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[(-0.0, -0.0), (2.125, -3.5), (-0.875, 1.25), (-2.0, -2.375)], [(-3.25, 1.5), (-0.125, -1.875), (3.875, 1.75), (-2.375, 3.75)], [(-1.75, 4.0), (-1.125, 2.25), (-2.0, -0.5), (3.375, -3.125)]]> : tensor<3x4xcomplex<f32>>
    return %cst_0, %cst_1 : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<3x4xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<3x4xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.0, 0.0), (3.0, -2.5), (1.75, -2.0), (-5.875, -5.625)], [(-3.125, 3.0), (-2.625, -4.75), (6.0, -1.5), (0.5, 1.125)], [(-4.375, 7.625), (-4.625, -0.75), (-2.5, 2.125), (1.0, 0.75)]]> : tensor<3x4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[(0.0, 0.0), (5.359375, -0.9375), (1.765625, 6.125), (0.03125, 15.703125)], [(-2.65625, -4.6875), (-5.078125, 5.046875), (13.921875, -8.875), (3.015625, 17.015625)], [(-9.90625, -16.84375), (10.6875, -4.5), (2.3125, -5.0), (4.09375, 20.5)]]> : tensor<3x4xcomplex<f32>>
    return %cst_0, %cst_1 : tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
}
