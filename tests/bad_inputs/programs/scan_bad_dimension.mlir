// chlo.scan over a dimension the input does not have.
func.func @main(%x: tensor<4xi32>, %i: tensor<i32>) -> tensor<4xi32> {
  %0:2 = chlo.scan(%x) inits(%i) dimension=3 {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0#0 : tensor<4xi32>
}
