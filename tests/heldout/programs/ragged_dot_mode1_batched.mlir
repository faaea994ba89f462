// ragged_dot_mode1_batched: chlo.ragged_dot mode 1 with a batch dim: lhs 2x7x3 (batch 0, ragged 1,
// contracting 2), rhs 2x2x3x4 (group 0, batch 1, contracting 2), group_sizes [2, 3] (sum 5 < 7:
// rows 5-6 of every batch are 0). Expected: numpy, exact dyadic inputs.
module @jit_ragged_dot_mode1_batched attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x7x4xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:3 = call @inputs() : () -> (tensor<2x7x3xf32>, tensor<2x2x3x4xf32>, tensor<2xi64>)
    %exp = call @expected() : () -> tensor<2x7x4xf32>
    %r = "chlo.ragged_dot"(%in#0, %in#1, %in#2) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]} : (tensor<2x7x3xf32>, tensor<2x2x3x4xf32>, tensor<2xi64>) -> tensor<2x7x4xf32>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<2x7x4xf32>, tensor<2x7x4xf32>) -> ()
    return %r : tensor<2x7x4xf32>
  }
  func.func private @inputs() -> (tensor<2x7x3xf32> {mhlo.layout_mode = "default"}, tensor<2x2x3x4xf32> {mhlo.layout_mode = "default"}, tensor<2xi64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[0.375, -4.0, -3.125], [1.75, 3.875, -0.375], [-0.125, -3.625, 3.5], [2.75, 1.625, 1.625], [3.875, -1.875, 3.75], [2.0, -0.5, -2.875], [2.375, -3.5, -1.0]], [[1.875, 2.875, 1.0], [3.25, -3.375, -2.875], [0.5, -0.625, 3.5], [0.0, 2.375, 2.5], [2.5, -3.5, -4.0], [0.375, -1.375, -3.75], [2.25, -3.375, -0.75]]]> : tensor<2x7x3xf32>
    %cst_1 = stablehlo.constant dense<[[[[1.125, 1.875, -2.75, -2.5], [-2.5, -4.0, 0.25, -2.25], [-2.375, -0.25, 1.5, 2.5]], [[-1.875, -0.625, 1.0, -0.75], [-3.0, -3.125, -4.0, -1.375], [4.0, -0.5, 1.75, -3.25]]], [[[3.125, -2.625, -0.5, -2.125], [0.875, 1.375, -0.125, -4.0], [-1.25, -2.375, 0.5, 1.125]], [[-0.125, -3.375, -3.75, 1.25], [-0.5, 0.875, 3.25, 3.5], [0.5, 0.625, 4.0, -1.375]]]]> : tensor<2x2x3x4xf32>
    %cst_2 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
    return %cst_0, %cst_1, %cst_2 : tensor<2x7x3xf32>, tensor<2x2x3x4xf32>, tensor<2xi64>
  }
  func.func private @expected() -> (tensor<2x7x4xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[17.84375, 17.484375, -6.71875, 0.25], [-6.828125, -12.125, -4.40625, -14.03125], [-7.9375, -12.96875, 2.265625, 18.703125], [7.984375, -8.84375, -0.765625, -10.515625], [5.78125, -21.65625, 0.171875, 3.484375], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]], [[-8.140625, -10.65625, -7.875, -8.609375], [-7.46875, 9.953125, 11.71875, 11.546875], [2.0, -0.046875, 10.09375, -6.375], [0.0625, 3.640625, 17.71875, 4.875], [-0.5625, -14.0, -36.75, -3.625], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]]> : tensor<2x7x4xf32>
    return %cst_0 : tensor<2x7x4xf32>
  }
}
