// A composite whose decomposition is itself.
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = stablehlo.composite "example.loop" %x {decomposition = @main} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
