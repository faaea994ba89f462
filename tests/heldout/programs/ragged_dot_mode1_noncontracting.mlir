// ragged_dot_mode1_noncontracting: chlo.ragged_dot mode 1 (lhs ragged dim 0 is non-contracting),
// lhs 9x4, rhs 3x4x5 (group dim 0), group_sizes [2, 3, 2] summing to 7 < 9: rows 0-1 use
// rhs[0], rows 2-4 rhs[1], rows 5-6 rhs[2], rows 7-8 (in no group) are 0. Expected: numpy,
// inputs multiples of 1/8 (exact).
module @jit_ragged_dot_mode1_noncontracting attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<9x5xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:3 = call @inputs() : () -> (tensor<9x4xf32>, tensor<3x4x5xf32>, tensor<3xi64>)
    %exp = call @expected() : () -> tensor<9x5xf32>
    %r = "chlo.ragged_dot"(%in#0, %in#1, %in#2) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]} : (tensor<9x4xf32>, tensor<3x4x5xf32>, tensor<3xi64>) -> tensor<9x5xf32>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<9x5xf32>, tensor<9x5xf32>) -> ()
    return %r : tensor<9x5xf32>
  }
  func.func private @inputs() -> (tensor<9x4xf32> {mhlo.layout_mode = "default"}, tensor<3x4x5xf32> {mhlo.layout_mode = "default"}, tensor<3xi64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[3.875, 1.625, -2.5, 3.875], [2.5, 2.875, -2.5, 1.625], [2.25, -3.125, -1.0, -2.875], [3.75, 0.625, -2.125, -3.125], [-3.75, 3.375, -2.375, 0.25], [2.625, -2.5, -2.75, 3.125], [-2.875, 1.25, -3.75, 1.125], [-3.75, 0.75, -2.25, -3.375], [-1.25, 1.375, 2.875, -0.75]]> : tensor<9x4xf32>
    %cst_1 = stablehlo.constant dense<[[[-1.25, -0.25, -3.0, 1.5, -2.125], [-3.125, -2.0, -4.0, -0.25, -0.875], [-1.75, 3.0, 0.375, -3.375, 3.125], [-2.25, 2.75, 2.375, 1.25, -3.5]], [[4.0, -2.25, -3.875, 2.25, -0.75], [3.125, -2.0, -1.0, 1.25, -2.375], [-0.625, 3.875, -0.75, -0.75, -0.625], [1.75, 0.0, -2.0, 0.375, 0.75]], [[0.375, -0.875, -2.5, -0.125, -4.0], [3.25, 2.625, -3.625, 2.75, -0.5], [3.375, 2.125, 0.625, 3.125, -2.125], [-3.125, 2.375, -2.25, -3.0, 1.125]]]> : tensor<3x4x5xf32>
    %cst_2 = stablehlo.constant dense<[2, 3, 2]> : tensor<3xi64>
    return %cst_0, %cst_1, %cst_2 : tensor<9x4xf32>, tensor<3x4x5xf32>, tensor<3xi64>
  }
  func.func private @expected() -> (tensor<9x5xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[-14.265625, -1.0625, -9.859375, 18.6875, -31.03125], [-11.390625, -9.40625, -16.078125, 13.5, -21.328125], [-5.171875, -2.6875, 0.90625, 0.828125, 4.203125], [12.8125, -17.921875, -7.3125, 9.640625, -5.3125], [-2.53125, -7.515625, 12.4375, -2.34375, -3.53125], [-26.1875, -7.28125, -6.25, -25.171875, 0.109375], [-13.1875, 0.5, -2.21875, -11.296875, 20.109375], [0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0, 0.0]]> : tensor<9x5xf32>
    return %cst_0 : tensor<9x5xf32>
  }
}
