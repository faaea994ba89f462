// Elementwise ops (StableHLO spec, one generic denotation): every dim is
// pointwise; scalar operands (clamp's bounds) are read whole. The ops of one
// type in and out (PARTIR_UNARY / PARTIR_BINARY rows of semantics/op_table.def)
// are in same_type.mlir, generated from the table (verify/catalogue.cc).
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

// The floating-point unary ops with type rules of their own (the ops of
// one type in and out are in the generated same_type.mlir).
func.func @unary_float(%a: tensor<4x6xf32>) -> (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) {
  %0 = stablehlo.is_finite %a : (tensor<4x6xf32>) -> tensor<4x6xi1>
  %1 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4x6xf32>
  %2 = stablehlo.real %a : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %3 = stablehlo.imag %a : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0, %1, %2, %3 : tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>
}

// A scalar predicate selects whole tensors.
func.func @select_scalar(%p: tensor<i1>, %a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// Complex operands: arithmetic, the parts and the modulus (a real result), and
// complex from two real tensors. Entries are pointwise whatever the element type.
func.func @complex_parts(%a: tensor<4x6xcomplex<f32>>, %b: tensor<4x6xcomplex<f32>>, %x: tensor<4x6xf64>) -> (tensor<4x6xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xcomplex<f64>>) {
  %0 = stablehlo.multiply %a, %b : tensor<4x6xcomplex<f32>>
  %1 = stablehlo.exponential %0 : tensor<4x6xcomplex<f32>>
  %2 = stablehlo.abs %a : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
  %3 = stablehlo.imag %b : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xf32>
  %4 = stablehlo.complex %x, %x : tensor<4x6xcomplex<f64>>
  return %1, %2, %3, %4 : tensor<4x6xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xcomplex<f64>>
}
