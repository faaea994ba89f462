// A top-k of a 0-d tensor: the operand needs rank at least 1.
func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %r:2 = "chlo.top_k"(%x) {k = 0 : i64} : (tensor<f32>) -> (tensor<f32>, tensor<i32>)
  return %r#0 : tensor<f32>
}
