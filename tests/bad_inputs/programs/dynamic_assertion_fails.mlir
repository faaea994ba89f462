// A shape_assertion that fails for every size.
func.func @main(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f, %n) {error_message = "size {0} is never right", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> ()
  return %x : tensor<?xf32>
}
