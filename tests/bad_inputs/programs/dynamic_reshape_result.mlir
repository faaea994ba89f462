// reshape's result has a `?` dim: its rule gives no shape to refine it to.
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?xf32> {
  %0 = stablehlo.reshape %x : (tensor<?x4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
