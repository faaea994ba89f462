// The op's type disagrees with its operands' types.
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xi32> {
  %y = stablehlo.add %x, %x : tensor<8x4xi32>
  return %y : tensor<8x4xi32>
}
