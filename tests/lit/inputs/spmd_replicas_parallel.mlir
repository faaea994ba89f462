// The advice of the refusal in spmd_refused.mlir, followed: the step that
// sums over replica_groups [[0, 1]] runs on 2 replicas, each with its own x.
func.func @step(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.multiply %x, %x : tensor<2xf32>
  %r = "stablehlo.all_reduce"(%y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @main() -> (tensor<2xf32>, tensor<2xf32>) {
  %x0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %x1 = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %r:2 = "interpreter.run_parallel"(%x0, %x1) {programs = [[@step], [@step]]}
      : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}
