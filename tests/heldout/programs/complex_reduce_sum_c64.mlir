// complex_reduce_sum_c64: stablehlo.reduce with stablehlo.add over dims [1] of complex<f32>
// (init 0+0i). Inputs are multiples of 1/16, so the sum is exact in any order;
// expected = numpy sum. Check: custom_call expect_eq.
module @jit_complex_reduce_sum_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<4x6xcomplex<f32>>
    %exp = call @expected() : () -> tensor<4xcomplex<f32>>
    %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
    %r = stablehlo.reduce(%in init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> ()
    return %r : tensor<4xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<4x6xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(0.875, 3.25), (-0.125, -3.8125), (-0.4375, -2.125), (1.75, -3.9375), (-3.25, 2.5), (3.1875, -3.625)], [(-0.625, -0.75), (-1.5625, -1.3125), (1.0, -1.8125), (-0.6875, 0.5625), (-3.0625, -1.9375), (-1.25, 2.25)], [(-3.375, 2.9375), (-0.8125, 0.25), (2.9375, 2.6875), (0.375, -1.5625), (3.0, -2.25), (-3.3125, -0.375)], [(1.6875, 4.0), (1.9375, -2.375), (-1.5, 3.375), (2.3125, -0.9375), (-0.1875, -1.4375), (-3.9375, -1.0)]]> : tensor<4x6xcomplex<f32>>
    return %cst_0 : tensor<4x6xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<4xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(2.0, -7.75), (-6.1875, -3.0), (-1.1875, 1.6875), (0.3125, 1.625)]> : tensor<4xcomplex<f32>>
    return %cst_0 : tensor<4xcomplex<f32>>
  }
}
