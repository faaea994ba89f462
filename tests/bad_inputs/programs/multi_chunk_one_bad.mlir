// Two modules: the first is fine, the second has a type error.
func.func @main() -> tensor<2xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<2xf32>
  return %c : tensor<2xf32>
}
// -----
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = stablehlo.add %x, %x : tensor<8x4xi8>
  return %y : tensor<8x4xf32>
}
