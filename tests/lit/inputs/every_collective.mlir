// Lowers to all_gather, all_reduce (add and maximum), reduce_scatter and
// all_slice under every_collective.schedule (tests/lit/check_mutants.mlir).
func.func @main(%x: tensor<8x8xf32> loc("x"), %w: tensor<8x8xf32> loc("w"), %v: tensor<8x8xi32> loc("v")) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xi32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = stablehlo.add %t, %x : tensor<8x8xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %m = stablehlo.reduce(%v init: %c) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
  return %y, %z, %m : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xi32>
}
