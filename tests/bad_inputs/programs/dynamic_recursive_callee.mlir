// A function with `?` dims that calls itself: refinement inlines calls.
func.func @main(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = call @f(%n, %x) : (tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func private @f(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = call @f(%n, %x) : (tensor<i64>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
