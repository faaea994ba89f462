func.func @main(%x: tensor<f32>) -> tensor<100000x100000x100000xf32> {
  %y = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<100000x100000x100000xf32>
  return %y : tensor<100000x100000x100000xf32>
}
