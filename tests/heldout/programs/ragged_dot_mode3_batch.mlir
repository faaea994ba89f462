// ragged_dot_mode3_batch: chlo.ragged_dot mode 3 (lhs ragged dim 0 is a batch dim): lhs 5x2x3, rhs 5x3x2,
// no rhs group dim, group_sizes [2, 2] (sum 4 < 5). In this mode the result is the plain
// batched dot_general (JAX's reference implementation, _ragged_dot_general_impl, returns
// dot_general for RAGGED_BATCH), so batch 4 is computed too. Expected: numpy einsum, exact.
module @jit_ragged_dot_mode3_batch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5x2x2xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:3 = call @inputs() : () -> (tensor<5x2x3xf32>, tensor<5x3x2xf32>, tensor<2xi64>)
    %exp = call @expected() : () -> tensor<5x2x2xf32>
    %r = "chlo.ragged_dot"(%in#0, %in#1, %in#2) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = []>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]} : (tensor<5x2x3xf32>, tensor<5x3x2xf32>, tensor<2xi64>) -> tensor<5x2x2xf32>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<5x2x2xf32>, tensor<5x2x2xf32>) -> ()
    return %r : tensor<5x2x2xf32>
  }
  func.func private @inputs() -> (tensor<5x2x3xf32> {mhlo.layout_mode = "default"}, tensor<5x3x2xf32> {mhlo.layout_mode = "default"}, tensor<2xi64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[-3.5, -1.625, -3.375], [2.375, 3.625, -3.625]], [[1.25, -3.375, -3.5], [-1.75, -1.875, -2.25]], [[-1.5, -0.25, 2.625], [0.125, -0.25, 2.625]], [[-1.25, -0.125, -3.125], [-2.625, 1.875, 0.625]], [[4.0, -2.125, 0.375], [-3.25, -1.25, -0.75]]]> : tensor<5x2x3xf32>
    %cst_1 = stablehlo.constant dense<[[[-1.75, 2.75], [1.75, 1.75], [-3.0, 2.875]], [[2.875, -2.5], [-3.375, -3.25], [-2.625, -1.5]], [[-3.0, 0.875], [0.0, 3.5], [-2.875, -2.25]], [[1.0, 1.5], [-2.25, 1.625], [1.75, -0.375]], [[-3.75, 0.125], [1.375, -0.75], [2.125, -1.375]]]> : tensor<5x3x2xf32>
    %cst_2 = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
    return %cst_0, %cst_1, %cst_2 : tensor<5x2x3xf32>, tensor<5x3x2xf32>, tensor<2xi64>
  }
  func.func private @expected() -> (tensor<5x2x2xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[13.40625, -22.171875], [13.0625, 2.453125]], [[24.171875, 13.09375], [7.203125, 13.84375]], [[-3.046875, -8.09375], [-7.921875, -6.671875]], [[-6.4375, -0.90625], [-5.75, -1.125]], [[-17.125, 1.578125], [8.875, 1.5625]]]> : tensor<5x2x2xf32>
    return %cst_0 : tensor<5x2x2xf32>
  }
}
