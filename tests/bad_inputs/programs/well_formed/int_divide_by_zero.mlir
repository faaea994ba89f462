// Integer division by zero: the StableHLO spec leaves the value implementation-defined; it must not trap (SIGFPE).
func.func @main() -> (tensor<2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[7, -7]> : tensor<2xi32>
  %z = stablehlo.constant dense<0> : tensor<2xi32>
  %q = stablehlo.divide %a, %z : tensor<2xi32>
  %r = stablehlo.remainder %a, %z : tensor<2xi32>
  return %q, %r : tensor<2xi32>, tensor<2xi32>
}
