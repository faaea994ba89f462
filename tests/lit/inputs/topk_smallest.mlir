// largest = false asks for the k smallest, which XLA does not lower to chlo.top_k.
func.func @main() -> tensor<2x2xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %r:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 2 : i64, largest = false}, mhlo.version = 1 : i64} : (tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  return %r#0 : tensor<2x2xf32>
}
