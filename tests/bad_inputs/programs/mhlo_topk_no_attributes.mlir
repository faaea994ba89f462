// custom_call @mhlo.topk without its mhlo.attributes: no k.
func.func @main(%x: tensor<4x5xf32>) -> tensor<4x2xf32> {
  %r:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.version = 1 : i64} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %r#0 : tensor<4x2xf32>
}
