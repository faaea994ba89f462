// complex_dot_general_batch_c64: stablehlo.dot_general on complex<f32>, batch dim 0,
// contracting lhs 2 / rhs 1. Inputs are multiples of 1/8 so the result
// (numpy einsum in complex128) is exact in f32. Tolerance: custom_call expect_close.
module @jit_complex_dot_general_batch_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x3x5xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<2x3x4xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>)
    %exp = call @expected() : () -> tensor<2x3x5xcomplex<f32>>
    %r = stablehlo.dot_general %in#0, %in#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>) -> tensor<2x3x5xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<2x3x5xcomplex<f32>>, tensor<2x3x5xcomplex<f32>>) -> ()
    return %r : tensor<2x3x5xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<2x3x4xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<2x4x5xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[(-3.125, 4.0), (-0.375, 2.5), (3.625, 3.125), (-3.75, 1.125)], [(0.75, -1.0), (3.0, 1.5), (-2.875, -1.5), (0.625, 2.875)], [(3.125, 3.0), (0.5, 2.75), (-3.375, 1.375), (2.0, 2.5)]], [[(3.25, -0.125), (-2.875, -1.25), (4.0, -0.375), (2.625, 3.375)], [(1.75, 0.875), (0.625, -3.0), (-0.5, 3.875), (-1.0, -1.5)], [(-1.875, 0.75), (-0.125, -2.5), (-3.75, -2.5), (-2.875, 1.0)]]]> : tensor<2x3x4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[[(1.875, 0.875), (3.75, 3.625), (1.875, -0.125), (-0.375, -0.875), (2.375, -0.875)], [(-1.625, 1.125), (0.5, -2.875), (-3.5, -0.125), (-2.375, 3.0), (2.5, 2.625)], [(-1.0, -2.875), (-3.625, -1.25), (0.25, 1.25), (-1.125, -1.875), (-1.625, -3.0)], [(3.75, 1.625), (-0.5, 0.625), (-3.0, -3.875), (1.0, -2.375), (-3.0, -2.0)]], [[(1.0, 0.125), (4.0, 3.5), (-0.75, 3.125), (0.375, 3.375), (-1.0, 2.25)], [(-0.5, -3.375), (1.375, 1.125), (-1.25, -1.5), (-3.625, -2.625), (3.0, 3.875)], [(1.125, -1.5), (4.0, -0.625), (-1.5, -3.375), (2.0, 0.5), (-2.25, 3.5)], [(0.625, -3.0), (-0.75, 1.375), (-1.125, 2.625), (1.625, -1.125), (-3.375, 2.625)]]]> : tensor<2x4x5xcomplex<f32>>
    return %cst_0, %cst_1 : tensor<2x3x4xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<2x3x5xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[(-22.09375, -15.140625), (-27.28125, -12.765625), (8.875, 15.65625), (-1.234375, -6.109375), (5.5625, 5.671875)], [(-8.046875, 21.28125), (18.6875, -0.921875), (1.390625, -22.609375), (-4.90625, 13.625), (8.515625, 9.78125)], [(10.09375, 25.40625), (20.390625, 21.75), (5.953125, -23.578125), (6.328125, -6.359375), (12.6875, 8.96875)]], [[(16.1875, -1.578125), (20.046875, 3.0), (-19.40625, 6.28125), (25.03125, 26.78125), (-32.15625, 2.890625)], [(-8.671875, 7.65625), (11.40625, 21.765625), (9.5625, 2.5625), (-18.6875, 21.65625), (4.65625, -11.546875)], [(-17.109375, 14.25), (-23.265625, -19.5), (-6.734375, 4.625), (-19.140625, 1.328125), (33.765625, -31.375)]]]> : tensor<2x3x5xcomplex<f32>>
    return %cst_0 : tensor<2x3x5xcomplex<f32>>
  }
}
