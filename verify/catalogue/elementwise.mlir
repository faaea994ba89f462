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

// Every other floating-point unary op.
func.func @unary_float(%a: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
  %0 = stablehlo.abs %a : tensor<4x6xf32>
  %1 = stablehlo.cbrt %a : tensor<4x6xf32>
  %2 = stablehlo.ceil %a : tensor<4x6xf32>
  %3 = stablehlo.cosine %a : tensor<4x6xf32>
  %4 = stablehlo.exponential_minus_one %a : tensor<4x6xf32>
  %5 = stablehlo.floor %a : tensor<4x6xf32>
  %6 = stablehlo.log %a : tensor<4x6xf32>
  %7 = stablehlo.log_plus_one %a : tensor<4x6xf32>
  %8 = stablehlo.logistic %a : tensor<4x6xf32>
  %9 = stablehlo.round_nearest_afz %a : tensor<4x6xf32>
  %10 = stablehlo.round_nearest_even %a : tensor<4x6xf32>
  %11 = stablehlo.rsqrt %a : tensor<4x6xf32>
  %12 = stablehlo.sign %a : tensor<4x6xf32>
  %13 = stablehlo.sine %a : tensor<4x6xf32>
  %14 = stablehlo.sqrt %a : tensor<4x6xf32>
  %15 = stablehlo.tan %a : tensor<4x6xf32>
  %16 = stablehlo.tanh %a : tensor<4x6xf32>
  %17 = stablehlo.is_finite %a : (tensor<4x6xf32>) -> tensor<4x6xi1>
  %18 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4x6xf32>
  %19 = stablehlo.real %a : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %20 = stablehlo.imag %a : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}

// Every other floating-point binary op.
func.func @binary_float(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
  %0 = stablehlo.subtract %a, %b : tensor<4x6xf32>
  %1 = stablehlo.divide %a, %b : tensor<4x6xf32>
  %2 = stablehlo.minimum %a, %b : tensor<4x6xf32>
  %3 = stablehlo.power %a, %b : tensor<4x6xf32>
  %4 = stablehlo.remainder %a, %b : tensor<4x6xf32>
  %5 = stablehlo.atan2 %a, %b : tensor<4x6xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}

// Integer and boolean ops.
func.func @integer(%a: tensor<4x6xi32>, %b: tensor<4x6xi32>, %p: tensor<4x6xi1>) -> (tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi1>) {
  %0 = stablehlo.and %a, %b : tensor<4x6xi32>
  %1 = stablehlo.or %a, %b : tensor<4x6xi32>
  %2 = stablehlo.xor %a, %b : tensor<4x6xi32>
  %3 = stablehlo.not %a : tensor<4x6xi32>
  %4 = stablehlo.popcnt %a : tensor<4x6xi32>
  %5 = stablehlo.count_leading_zeros %a : tensor<4x6xi32>
  %6 = stablehlo.shift_left %a, %b : tensor<4x6xi32>
  %7 = stablehlo.shift_right_arithmetic %a, %b : tensor<4x6xi32>
  %8 = stablehlo.shift_right_logical %a, %b : tensor<4x6xi32>
  %9 = stablehlo.not %p : tensor<4x6xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<4x6xi1>
}

// A scalar predicate selects whole tensors.
func.func @select_scalar(%p: tensor<i1>, %a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
