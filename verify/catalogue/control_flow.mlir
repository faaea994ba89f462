// MoveToHost / MoveToDevice (docs/custom-calls.md): identities, every dim pointwise.
func.func @memory_space(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.custom_call @MoveToHost(%a) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %1 = stablehlo.custom_call @MoveToDevice(%0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// tt.mark_argument (docs/custom-calls.md): the identity, every dim pointwise.
func.func @mark_argument(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.custom_call @tt.mark_argument(%a) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// @mhlo.topk (docs/custom-calls.md): chlo.top_k's entries, every dim but the last.
func.func @mhlo_topk(%a: tensor<6x5xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>) {
  %r:2 = stablehlo.custom_call @mhlo.topk(%a) {mhlo.attributes = {k = 3 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<6x5xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>)
  return %r#0, %r#1 : tensor<6x3xf32>, tensor<6x3xi32>
}
