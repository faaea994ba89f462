// A computed result shape with a negative size.
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = stablehlo.constant dense<[-1, 4]> : tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %c, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
