// chlo.ragged_dot names two ragged lhs dims; it takes exactly one.
func.func @main(%l: tensor<4x3xf32>, %r: tensor<2x3x5xf32>, %g: tensor<2xi64>) -> tensor<4x5xf32> {
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>} : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<2xi64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
