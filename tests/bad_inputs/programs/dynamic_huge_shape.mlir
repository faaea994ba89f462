// A computed shape whose element count overflows int64.
func.func @main(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?x?xf32> {
  %c = stablehlo.constant dense<[4611686018427387904, 4611686018427387904]> : tensor<2xi64>
  %0 = stablehlo.dynamic_iota %c, dim = 0 : (tensor<2xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
