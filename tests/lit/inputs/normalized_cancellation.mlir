// A gradient that cancels in exact arithmetic, normalized as RMSProp
// normalizes an update: d = sum(e^0.1x) - sum(reverse(e^0.1x)) is rounding
// noise at every precision, and d / (|d| + 1e-30) is +-1 in f32 and in f64.
// Tiling the sums' dim reassociates them, which flips some signs in both
// precisions: only the perturbed f64 re-runs show that rounding decides
// those elements (verify/differential/float_verdict.h, test 2).
func.func @main(%x: tensor<16x32xf32>) -> tensor<32xf32> {
  %tenth = stablehlo.constant dense<0.1> : tensor<16x32xf32>
  %t = stablehlo.multiply %x, %tenth : tensor<16x32xf32>
  %a = stablehlo.exponential %t : tensor<16x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s1 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
  %r = stablehlo.reverse %a, dims = [0] : tensor<16x32xf32>
  %s2 = stablehlo.reduce(%r init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
  %d = stablehlo.subtract %s1, %s2 : tensor<32xf32>
  %m = stablehlo.abs %d : tensor<32xf32>
  %eps = stablehlo.constant dense<1.0e-30> : tensor<32xf32>
  %den = stablehlo.add %m, %eps : tensor<32xf32>
  %u = stablehlo.divide %d, %den : tensor<32xf32>
  return %u : tensor<32xf32>
}
