// Elementwise ops (StableHLO spec, one generic denotation): every dim is
// pointwise; scalar operands (clamp's bounds) are read whole.
func.func @binary(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.add %a, %b : tensor<4x6xf32>
  %1 = stablehlo.multiply %0, %b : tensor<4x6xf32>
  %2 = stablehlo.maximum %1, %a : tensor<4x6xf32>
  return %2 : tensor<4x6xf32>
}

func.func @unary(%a: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = stablehlo.exponential %a : tensor<2x3x4xf32>
  %1 = stablehlo.negate %0 : tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

func.func @compare_select(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.compare LT, %a, %b : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
  %1 = stablehlo.select %0, %a, %b : tensor<4x6xi1>, tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

func.func @clamp_convert(%lo: tensor<f32>, %a: tensor<4x6xf32>, %hi: tensor<f32>) -> tensor<4x6xi32> {
  %0 = stablehlo.clamp %lo, %a, %hi : (tensor<f32>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  %1 = stablehlo.convert %0 : (tensor<4x6xf32>) -> tensor<4x6xi32>
  return %1 : tensor<4x6xi32>
}
