// @f is the entry of `--entry f`, and @main calls it: partitioning @f must
// not leave @main calling a function whose signature changed.
func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.add %x, %x : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = call @f(%x) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
