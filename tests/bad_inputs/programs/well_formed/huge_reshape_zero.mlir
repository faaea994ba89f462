// A zero-element tensor reshaped to one whose other dims overflow int64.
func.func @main(%x: tensor<0x4xf32>) -> tensor<0x9223372036854775807x9223372036854775807xf32> {
  %y = stablehlo.reshape %x : (tensor<0x4xf32>) -> tensor<0x9223372036854775807x9223372036854775807xf32>
  return %y : tensor<0x9223372036854775807x9223372036854775807xf32>
}
