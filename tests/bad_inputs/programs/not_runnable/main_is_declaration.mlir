// @main has no body.
func.func private @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32>
