module @mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x2xf32>, tensor<2xf32>) {
    %0:4 = func.call @inputs() : () -> (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x2xf32>)
    %1:2 = func.call @expected() : () -> (tensor<2x2xf32>, tensor<2xf32>)
    %2 = "stablehlo.dot_general"(%0#0, %0#1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> (tensor<2x4xf32>)
    %3 = "stablehlo.broadcast_in_dim"(%0#2) {broadcast_dimensions = array<i64: 1>} : (tensor<4xf32>) -> (tensor<2x4xf32>)
    %4 = stablehlo.add %2, %3 : tensor<2x4xf32>
    %5 = stablehlo.constant dense<0.0> : tensor<2x4xf32>
    %6 = stablehlo.maximum %4, %5 : tensor<2x4xf32>
    %7 = "stablehlo.dot_general"(%6, %0#3) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<2x4xf32>, tensor<4x2xf32>) -> (tensor<2x2xf32>)
    %8 = stablehlo.constant dense<0.0> : tensor<f32>
    %9 = "stablehlo.reduce"(%7, %8) ({
      ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
        %10 = stablehlo.add %arg0, %arg1 : tensor<f32>
        stablehlo.return %10 : tensor<f32>
      }) {dimensions = array<i64: 1>} : (tensor<2x2xf32>, tensor<f32>) -> (tensor<2xf32>)
    "stablehlo.custom_call"(%7, %1#0) {call_target_name = "check.expect_eq", has_side_effect = true} : (tensor<2x2xf32>, tensor<2x2xf32>) -> ()
    "stablehlo.custom_call"(%9, %1#1) {call_target_name = "check.expect_eq", has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    func.return %7, %9 : tensor<2x2xf32>, tensor<2xf32>
  }
  func.func private @inputs() -> (tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x2xf32>) {
    %0 = stablehlo.constant dense<[[1.0, -2.0, 3.0], [0.0, 1.0, -1.0]]> : tensor<2x3xf32>
    %1 = stablehlo.constant dense<[[1.0, 0.0, -1.0, 2.0], [2.0, 1.0, 0.0, -1.0], [0.0, -1.0, 1.0, 1.0]]> : tensor<3x4xf32>
    %2 = stablehlo.constant dense<[1.0, -1.0, 0.0, 2.0]> : tensor<4xf32>
    %3 = stablehlo.constant dense<[[1.0, -1.0], [0.0, 2.0], [1.0, 1.0], [-1.0, 0.0]]> : tensor<4x2xf32>
    func.return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<3x4xf32>, tensor<4xf32>, tensor<4x2xf32>
  }
  func.func private @expected() -> (tensor<2x2xf32>, tensor<2xf32>) {
    %0 = stablehlo.constant dense<[[-7.0, 2.0], [3.0, -1.0]]> : tensor<2x2xf32>
    %1 = stablehlo.constant dense<[-5.0, 2.0]> : tensor<2xf32>
    func.return %0, %1 : tensor<2x2xf32>, tensor<2xf32>
  }
}
