// A sort of a tiled argument: the lowering gathers it first, and the sort
// cannot tell in which order (tests/lit/check_mutants.mlir).
func.func @main(%x: tensor<8xf32> loc("x")) -> tensor<8xf32> {
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf32>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}
