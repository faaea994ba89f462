func.func @main(%x: tensor<8x4xf32>) -> tensor<5x7xf32> {
  %y = stablehlo.reshape %x : (tensor<8x4xf32>) -> tensor<5x7xf32>
  return %y : tensor<5x7xf32>
}
