// A result shape that is an argument's value: data-dependent, not refinable.
func.func @main(%n: tensor<i64>, %x: tensor<?xf32>, %s: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
