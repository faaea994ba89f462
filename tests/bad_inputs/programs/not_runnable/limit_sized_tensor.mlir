// Exactly the 4 GiB tensor size limit: c + c needs a second 4 GiB buffer (over 8 GiB with the first).
func.func @main() -> tensor<1073741824xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<1073741824xf32>
  %y = stablehlo.add %c, %c : tensor<1073741824xf32>
  return %y : tensor<1073741824xf32>
}
// The same with an argument (specs/function_limit_sized.spec).
func.func @arg(%x: tensor<1073741824xf32>) -> tensor<1073741824xf32> {
  %y = stablehlo.add %x, %x : tensor<1073741824xf32>
  return %y : tensor<1073741824xf32>
}
