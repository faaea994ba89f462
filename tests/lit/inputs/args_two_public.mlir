// Two public functions and no @main: no entry to take without --function.
func.func @first(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
func.func @second(%y: tensor<3xf32>) -> tensor<3xf32> {
  return %y : tensor<3xf32>
}
