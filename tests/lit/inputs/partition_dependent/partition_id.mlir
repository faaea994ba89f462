func.func @main(%x: tensor<4xui32>) -> tensor<4xui32> {
  %p = stablehlo.partition_id : tensor<ui32>
  %b = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<ui32>) -> tensor<4xui32>
  %0 = stablehlo.add %b, %x : tensor<4xui32>
  return %0 : tensor<4xui32>
}
