// A dynamic_reshape whose shape operand has the wrong length for its result.
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<[2, 2, 3]> : tensor<3xi32>
  %0 = stablehlo.dynamic_reshape %x, %c : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
