// ragged_dot_mode2_batched_empty_group: chlo.ragged_dot mode 2 with a batch dim: lhs 2x2x6 (batch 0,
// contracting+ragged 2), rhs 2x6x3 (batch 0, contracting 1), group_sizes [1, 0, 4] (an empty
// group, whose result block is 0; sum 5 < 6). Result 3x2x2x3 = [group, batch, m, n].
// Expected: numpy, exact dyadic inputs.
module @jit_ragged_dot_mode2_batched_empty_group attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3x2x2x3xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:3 = call @inputs() : () -> (tensor<2x2x6xf32>, tensor<2x6x3xf32>, tensor<3xi64>)
    %exp = call @expected() : () -> tensor<3x2x2x3xf32>
    %r = "chlo.ragged_dot"(%in#0, %in#1, %in#2) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2], rhs_group_dimensions = []>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]} : (tensor<2x2x6xf32>, tensor<2x6x3xf32>, tensor<3xi64>) -> tensor<3x2x2x3xf32>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<3x2x2x3xf32>, tensor<3x2x2x3xf32>) -> ()
    return %r : tensor<3x2x2x3xf32>
  }
  func.func private @inputs() -> (tensor<2x2x6xf32> {mhlo.layout_mode = "default"}, tensor<2x6x3xf32> {mhlo.layout_mode = "default"}, tensor<3xi64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[3.75, -1.75, -2.375, -3.875, -2.5, 3.125], [-2.25, -1.625, 0.375, -0.625, -0.25, 2.375]], [[-3.625, 3.875, -4.0, 1.5, -3.375, -3.75], [-2.375, 2.75, 3.25, -1.5, -2.75, 0.875]]]> : tensor<2x2x6xf32>
    %cst_1 = stablehlo.constant dense<[[[3.625, 0.0, 2.5], [-3.875, -4.0, -2.75], [-3.0, -3.625, 0.875], [-0.5, -1.125, -3.125], [-0.875, -3.875, 0.25], [-1.75, 1.125, -2.875]], [[1.125, 3.625, -3.25], [-3.875, 0.125, -2.375], [3.75, 1.625, 3.75], [-3.75, 2.125, -2.5], [2.875, 1.375, -3.875], [-3.0, -0.75, -2.125]]]> : tensor<2x6x3xf32>
    %cst_2 = stablehlo.constant dense<[1, 0, 4]> : tensor<3xi64>
    return %cst_0, %cst_1, %cst_2 : tensor<2x2x6xf32>, tensor<2x6x3xf32>, tensor<3xi64>
  }
  func.func private @expected() -> (tensor<3x2x2x3xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[[13.59375, 0.0, 9.375], [-8.15625, 0.0, -5.625]], [[-4.078125, -13.140625, 11.78125], [-2.671875, -8.609375, 7.71875]]], [[[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]]], [[[18.03125, 29.65625, 14.21875], [5.703125, 6.8125, 6.6875]], [[-45.34375, -7.46875, -14.875], [-0.75, -1.34375, 20.0625]]]]> : tensor<3x2x2x3xf32>
    return %cst_0 : tensor<3x2x2x3xf32>
  }
}
