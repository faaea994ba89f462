func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = func.call @f(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = func.call @g(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
func.func @g(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = func.call @f(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
