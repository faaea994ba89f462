// Collectives inside a program: every dim but the gather / split / concat /
// scatter dim is pointwise (each process runs the loop in lockstep). A
// one-process group keeps the instances runnable by the differential test;
// the proofs are over every size.
func.func @collectives(%a: tensor<4x6xf32>, %b: tensor<2x6x4xi32>, %c: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<2x6x4xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x6x4xi32>) {
  %0:2 = "stablehlo.all_gather"(%a, %b) {all_gather_dim = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4x6xf32>, tensor<2x6x4xi32>) -> (tensor<4x6xf32>, tensor<2x6x4xi32>)
  %1:2 = "stablehlo.all_reduce"(%a, %c) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
  %2 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %3 = "stablehlo.all_to_all"(%c) {split_dimension = 1 : i64, concat_dimension = 1 : i64, split_count = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %4 = "stablehlo.reduce_scatter"(%b) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.maximum %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x6x4xi32>) -> tensor<2x6x4xi32>
  return %0#0, %0#1, %1#0, %1#1, %2, %3, %4 : tensor<4x6xf32>, tensor<2x6x4xi32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x6x4xi32>
}
