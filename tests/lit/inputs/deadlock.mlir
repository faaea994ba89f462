func.func @reduce(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

func.func @skip(%x: tensor<4xi64>) -> tensor<4xi64> {
  return %x : tensor<4xi64>
}

func.func @main() -> (tensor<4xi64>, tensor<4xi64>) {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@reduce], [@skip]]}
      : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

// docs/cli.md, "Parallel programs and collectives": process (0, 0) waits at
// the all_reduce for process (1, 0), which returned without it; the run stops
// with a deadlock error instead of hanging.
