// Converting NaN, inf and 1e30 to i32 is undefined behaviour in C++ if done with a plain cast.
func.func @main() -> tensor<4xi32> {
  %a = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 1.0e30, -1.0e30]> : tensor<4xf32>
  %b = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>
  return %b : tensor<4xi32>
}
