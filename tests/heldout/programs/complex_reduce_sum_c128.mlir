// complex_reduce_sum_c128: stablehlo.reduce with stablehlo.add over dims [0, 2] of complex<f64>
// (init 0+0i). Inputs are multiples of 1/16, so the sum is exact in any order;
// expected = numpy sum. Check: custom_call expect_eq.
module @jit_complex_reduce_sum_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<3x2x5xcomplex<f64>>
    %exp = call @expected() : () -> tensor<2xcomplex<f64>>
    %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f64>>
    %r = stablehlo.reduce(%in init: %zero) applies stablehlo.add across dimensions = [0, 2] : (tensor<3x2x5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> ()
    return %r : tensor<2xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<3x2x5xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[(0.5, -3.625), (2.75, 0.0), (-3.375, 1.25), (-2.4375, -3.0), (0.8125, 2.8125)], [(1.6875, -0.5625), (0.5625, 0.6875), (2.0625, 0.25), (-1.9375, 1.625), (-0.1875, -1.5)]], [[(-2.25, 0.625), (3.5625, -1.0), (1.4375, -0.25), (3.3125, -0.8125), (3.1875, -1.6875)], [(-1.4375, 3.4375), (1.6875, 1.5), (-2.4375, 2.625), (-3.1875, 3.6875), (-0.5625, 1.5)]], [[(-1.5625, -2.125), (1.25, 3.125), (1.625, -1.9375), (-2.5, -3.5625), (3.0, 1.5625)], [(-1.9375, -1.0625), (-2.6875, 1.75), (-0.25, -2.0), (3.75, -3.1875), (-3.625, 2.9375)]]]> : tensor<3x2x5xcomplex<f64>>
    return %cst_0 : tensor<3x2x5xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<2xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(9.3125, -8.625), (-8.5, 11.6875)]> : tensor<2xcomplex<f64>>
    return %cst_0 : tensor<2xcomplex<f64>>
  }
}
