// A while loop carrying a `?` value whose regions have no block.
func.func @main(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.while"(%x) ({}, {}) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
