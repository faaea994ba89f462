// The call's types disagree with the callee's signature.
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = func.call @f(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
func.func @f(%x: tensor<2xi32>) -> tensor<2xi32> {
  return %x : tensor<2xi32>
}
