// A two-layer perceptron forward pass, written the way JAX exports programs:
// @main takes its inputs from @inputs(), computes, and checks the result
// against @expected(). Integer-valued data keeps every result exact.
//
//   h = relu(x @ w1 + b1)      x: 2x3, w1: 3x4, b1: 4
//   y = h @ w2                 w2: 4x2
//   s = sum(y, axis=1)
//
// Run it with:  partir run examples/mlp.mlir
module @mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x2xf32>, tensor<2xf32>) {
    %x, %w1, %b1, %w2 = call @inputs() : () -> (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x2xf32>)
    %y_expected, %s_expected = call @expected() : () -> (tensor<2x2xf32>, tensor<2xf32>)
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x4xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<2x4xf32>
    %h = stablehlo.maximum %2, %zero : tensor<2x4xf32>
    %y = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
    %init = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %s = stablehlo.reduce(%y init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    stablehlo.custom_call @check.expect_eq(%y, %y_expected) {has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%s, %s_expected) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return %y, %s : tensor<2x2xf32>, tensor<2xf32>
  }
  func.func private @inputs() -> (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x2xf32>) {
    %x = stablehlo.constant dense<[[1.0, -2.0, 3.0], [0.0, 1.0, -1.0]]> : tensor<2x3xf32>
    %w1 = stablehlo.constant dense<[[1.0, 0.0, -1.0, 2.0], [2.0, 1.0, 0.0, -1.0], [0.0, -1.0, 1.0, 1.0]]> : tensor<3x4xf32>
    %b1 = stablehlo.constant dense<[1.0, -1.0, 0.0, 2.0]> : tensor<4xf32>
    %w2 = stablehlo.constant dense<[[1.0, -1.0], [0.0, 2.0], [1.0, 1.0], [-1.0, 0.0]]> : tensor<4x2xf32>
    return %x, %w1, %b1, %w2 : tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x2xf32>
  }
  func.func private @expected() -> (tensor<2x2xf32>, tensor<2xf32>) {
    %y = stablehlo.constant dense<[[-7.0, 2.0], [3.0, -1.0]]> : tensor<2x2xf32>
    %s = stablehlo.constant dense<[-5.0, 2.0]> : tensor<2xf32>
    return %y, %s : tensor<2x2xf32>, tensor<2xf32>
  }
}
