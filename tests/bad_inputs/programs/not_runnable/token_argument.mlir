// The entry takes a token and a tuple: no .npy file can hold them.
func.func @main(%t: !stablehlo.token, %x: tuple<tensor<2xf32>, tensor<i32>>) -> !stablehlo.token {
  return %t : !stablehlo.token
}
