// Already SPMD: a cross-replica all_reduce over replica_groups [[0, 1]]
// needs 2 replicas, and `partir run` runs one (interpreter.run_parallel
// would run it on 2). It follows a loop of 2^40 iterations, so run, check
// and partition must refuse it before computing anything
// (interp/collective_fit.h).
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<1099511627776> : tensor<i64>
  %w:2 = stablehlo.while(%i = %zero, %acc = %x) : tensor<i64>, tensor<8x4xf32>
    cond {
      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %next = stablehlo.add %i, %one : tensor<i64>
      %sum = stablehlo.add %acc, %x : tensor<8x4xf32>
      stablehlo.return %next, %sum : tensor<i64>, tensor<8x4xf32>
    }
  %r = "stablehlo.all_reduce"(%w#1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
