// k = INT64_MIN in the custom form: negative, and no result dim fits it.
func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %v, %i = chlo.top_k(%x, k = -9223372036854775808) : tensor<2x3xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %v : tensor<2x3xf32>
}
