// custom_call @mhlo.topk with largest = false (the k smallest): refused as unsupported.
func.func @main(%x: tensor<4x5xf32>) -> tensor<4x2xf32> {
  %r:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 2 : i64, largest = false}, mhlo.version = 1 : i64} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %r#0 : tensor<4x2xf32>
}
