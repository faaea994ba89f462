// A router as JAX exports it: logits = x @ w, then jax.lax.top_k, which
// becomes custom_call @mhlo.topk (docs/custom-calls.md).
func.func @main(%x: tensor<8x6xf32>, %w: tensor<6x5xf32>) -> (tensor<8x2xf32>, tensor<8x2xi32>) {
  %logits = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x5xf32>) -> tensor<8x5xf32>
  %r:2 = stablehlo.custom_call @mhlo.topk(%logits) {mhlo.attributes = {k = 2 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<8x5xf32>) -> (tensor<8x2xf32>, tensor<8x2xi32>)
  return %r#0, %r#1 : tensor<8x2xf32>, tensor<8x2xi32>
}
