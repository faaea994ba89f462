// The valid decomposition the spec cases name (specs/ refer to it as "../valid/elementwise.mlir").
func.func @ew(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %y = stablehlo.add %x, %x : tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}
