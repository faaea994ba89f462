// k = 4 exceeds the last dim 3 of the operand (ChloOps.td TopKOp).
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %v, %i = chlo.top_k(%x, k = 4) : tensor<2x3xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
  return %v : tensor<2x4xf32>
}
