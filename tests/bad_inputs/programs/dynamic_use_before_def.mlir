// An operand used before it is defined, in a shape-polymorphic function.
func.func @main(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %1, %x : tensor<?xf32>
  %1 = stablehlo.negate %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}
