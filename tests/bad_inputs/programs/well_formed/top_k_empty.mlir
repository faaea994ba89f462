// Legal top-k edge cases: k = 0, and a last dim of size 0 (both results empty);
// custom_call @mhlo.topk with k the whole last dim.
func.func @main(%x: tensor<3x0xf32>, %y: tensor<2x4xi8>) -> (tensor<3x0xf32>, tensor<2x0xi32>, tensor<2x4xi8>) {
  %v, %i = chlo.top_k(%x, k = 0) : tensor<3x0xf32> -> (tensor<3x0xf32>, tensor<3x0xi32>)
  %w, %j = chlo.top_k(%y, k = 0) : tensor<2x4xi8> -> (tensor<2x0xi8>, tensor<2x0xi32>)
  %r:2 = stablehlo.custom_call @mhlo.topk(%y) {mhlo.attributes = {k = 4 : i64}} : (tensor<2x4xi8>) -> (tensor<2x4xi8>, tensor<2x4xi32>)
  return %v, %j, %r#0 : tensor<3x0xf32>, tensor<2x0xi32>, tensor<2x4xi8>
}
