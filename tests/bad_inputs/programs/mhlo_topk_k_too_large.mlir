// custom_call @mhlo.topk (jax.lax.top_k) with k = 7 on a last dim of 5.
func.func @main(%x: tensor<4x5xf32>) -> tensor<4x7xf32> {
  %r:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 7 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<4x5xf32>) -> (tensor<4x7xf32>, tensor<4x7xi32>)
  return %r#0 : tensor<4x7xf32>
}
