// k = 4 on a last dim of 3: ChloOps.td wants the last dim at least k.
func.func @main() -> tensor<2x4xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %v, %i = chlo.top_k(%x, k = 4) : tensor<2x3xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
  return %v : tensor<2x4xf32>
}
