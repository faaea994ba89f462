// MoveToHost / MoveToDevice (docs/custom-calls.md): identities, every dim pointwise.
func.func @memory_space(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.custom_call @MoveToHost(%a) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %1 = stablehlo.custom_call @MoveToDevice(%0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}
