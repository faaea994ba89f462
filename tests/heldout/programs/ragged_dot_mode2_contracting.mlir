// ragged_dot_mode2_contracting: chlo.ragged_dot mode 2 (lhs ragged dim 1 is contracting): lhs 3x10,
// rhs 10x4, no rhs group dim, group_sizes [3, 4, 1] (sum 8 < 10): result 3x3x4 (group dim
// first), group g contracting only over its slice of k; k = 8, 9 belong to no group and
// contribute nothing. Expected: numpy, exact dyadic inputs.
module @jit_ragged_dot_mode2_contracting attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3x3x4xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:3 = call @inputs() : () -> (tensor<3x10xf32>, tensor<10x4xf32>, tensor<3xi64>)
    %exp = call @expected() : () -> tensor<3x3x4xf32>
    %r = "chlo.ragged_dot"(%in#0, %in#1, %in#2) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1], rhs_group_dimensions = []>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]} : (tensor<3x10xf32>, tensor<10x4xf32>, tensor<3xi64>) -> tensor<3x3x4xf32>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<3x3x4xf32>, tensor<3x3x4xf32>) -> ()
    return %r : tensor<3x3x4xf32>
  }
  func.func private @inputs() -> (tensor<3x10xf32> {mhlo.layout_mode = "default"}, tensor<10x4xf32> {mhlo.layout_mode = "default"}, tensor<3xi64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[4.0, 1.875, 3.125, -1.625, -2.375, -0.125, -1.0, -3.0, 1.375, -0.75], [3.75, -2.0, 0.0, 2.0, -0.25, -2.375, -0.125, -1.625, -2.125, -3.75], [2.0, 1.0, -2.375, 0.75, -1.0, -1.125, 1.875, 2.0, 3.25, 1.25]]> : tensor<3x10xf32>
    %cst_1 = stablehlo.constant dense<[[-0.75, -1.375, 2.25, 0.375], [2.625, -1.5, 1.0, -1.75], [0.875, -3.375, 2.75, 1.125], [-2.125, -3.625, 0.125, -1.0], [-3.75, 2.375, 2.0, -2.375], [2.75, -0.25, -2.625, -3.625], [1.75, 2.375, 3.125, -1.125], [-0.875, 1.125, 1.5, -0.25], [-0.5, -1.0, 2.375, -2.5], [0.625, 1.75, -2.125, -0.125]]> : tensor<10x4xf32>
    %cst_2 = stablehlo.constant dense<[3, 4, 1]> : tensor<3xi64>
    return %cst_0, %cst_1, %cst_2 : tensor<3x10xf32>, tensor<10x4xf32>, tensor<3xi64>
  }
  func.func private @expected() -> (tensor<3x3x4xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[4.65625, -18.859375, 19.46875, 1.734375], [-8.0625, -2.15625, 6.4375, 4.90625], [-0.953125, 3.765625, -1.03125, -3.671875]], [[10.265625, -2.09375, -7.75, 8.84375], [-10.0625, -7.546875, 5.59375, 7.34375], [2.34375, -0.359375, 6.90625, 3.59375]], [[2.625, -3.375, -4.5, 0.75], [1.421875, -1.828125, -2.4375, 0.40625], [-1.75, 2.25, 3.0, -0.5]]]> : tensor<3x3x4xf32>
    return %cst_0 : tensor<3x3x4xf32>
  }
}
