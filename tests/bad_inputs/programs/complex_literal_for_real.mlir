// A complex literal for a real type, and complex<i32>.
func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
