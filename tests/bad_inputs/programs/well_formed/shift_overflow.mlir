// Shift amounts >= the bit width (StableHLO: the result is 0 / the sign); in C++ they are undefined.
func.func @main() -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
  %a = stablehlo.constant dense<[1, -1, 5]> : tensor<3xi32>
  %s = stablehlo.constant dense<[32, 100, -1]> : tensor<3xi32>
  %l = stablehlo.shift_left %a, %s : tensor<3xi32>
  %r = stablehlo.shift_right_arithmetic %a, %s : tensor<3xi32>
  %u = stablehlo.shift_right_logical %a, %s : tensor<3xi32>
  return %l, %r, %u : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}
