func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = stablehlo.add %x, %x : tensor<8x4xf32>
  %y = stablehlo.multiply %x, %x : tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
