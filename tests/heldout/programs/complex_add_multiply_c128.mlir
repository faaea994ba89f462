// complex_add_multiply_c128: stablehlo.add and stablehlo.multiply on complex<f64>.
// Inputs are small multiples of 1/8, so the sums and products are exact and
// the expected values (numpy complex128, rounded per part to f64) are exact too.
module @jit_complex_add_multiply_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x5xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<2x5xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>)
    %exp:2 = call @expected() : () -> (tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>)
    %sum = stablehlo.add %in#0, %in#1 : tensor<2x5xcomplex<f64>>
    %prod = stablehlo.multiply %in#0, %in#1 : tensor<2x5xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%sum, %exp#0) {has_side_effect = true} : (tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>) -> ()
    stablehlo.custom_call @check.expect_close(%prod, %exp#1) {has_side_effect = true} : (tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>) -> ()
    return %sum, %prod : tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<2x5xcomplex<f64>> {mhlo.layout_mode = "default"}, tensor<2x5xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.0, 0.0), (3.125, 3.875), (-3.375, -0.625), (-1.0, -0.875), (-3.375, -1.125)], [(-1.375, -1.0), (0.5, -1.0), (-3.5, -0.875), (-3.125, -2.875), (-1.0, -3.75)]]> : tensor<2x5xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[(-0.0, -0.0), (-1.125, 1.75), (-2.0, -3.125), (-3.0, -2.375), (1.625, 3.625)], [(-3.375, 2.625), (-3.75, -1.25), (-1.875, -2.25), (3.875, 3.75), (-0.75, -0.5)]]> : tensor<2x5xcomplex<f64>>
    return %cst_0, %cst_1 : tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<2x5xcomplex<f64>> {mhlo.layout_mode = "default"}, tensor<2x5xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.0, 0.0), (2.0, 5.625), (-5.375, -3.75), (-4.0, -3.25), (-1.75, 2.5)], [(-4.75, 1.625), (-3.25, -2.25), (-5.375, -3.125), (0.75, 0.875), (-1.75, -4.25)]]> : tensor<2x5xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[(0.0, 0.0), (-10.296875, 1.109375), (4.796875, 11.796875), (0.921875, 5.0), (-1.40625, -14.0625)], [(7.265625, -0.234375), (-3.125, 3.125), (4.59375, 9.515625), (-1.328125, -22.859375), (-1.125, 3.3125)]]> : tensor<2x5xcomplex<f64>>
    return %cst_0, %cst_1 : tensor<2x5xcomplex<f64>>, tensor<2x5xcomplex<f64>>
  }
}
