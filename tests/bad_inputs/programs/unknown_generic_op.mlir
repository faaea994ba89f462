// An op of an unknown dialect in generic form.
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = "mydialect.frobnicate"(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
