// dot_general: matmul, batched, several contracting dims.
func.func @dot_general(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>, %c: tensor<2x4x6xf32>, %d: tensor<2x6x8xf32>, %e: tensor<3x4x5xf32>, %f: tensor<4x5x2xf32>) -> (tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x6xf32>, tensor<2x6x8xf32>) -> tensor<2x4x8xf32>
  %2 = stablehlo.dot_general %e, %f, contracting_dims = [1, 2] x [0, 1] : (tensor<3x4x5xf32>, tensor<4x5x2xf32>) -> tensor<3x2xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<3x2xf32>
}

// Feature dim last or first; a unit dim.
func.func @batch_norm_inference(%x: tensor<6x4x6xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>, %y: tensor<4x1xf32>, %t: tensor<4xf32>) -> (tensor<6x4x6xf32>, tensor<4x1xf32>) {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<6x4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6x4x6xf32>
  %1 = "stablehlo.batch_norm_inference"(%y, %t, %t, %t, %t) {epsilon = 0.0 : f32, feature_index = 0 : i64} : (tensor<4x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4x1xf32>
  return %0, %1 : tensor<6x4x6xf32>, tensor<4x1xf32>
}

// Statistics over the non-feature dims: only the feature dim splits.
func.func @batch_norm_training(%x: tensor<4x6x2xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>
}

func.func @batch_norm_grad(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>, %g: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>
}

// Batch dims split; the matrices never.
func.func @cholesky(%a: tensor<2x6x3x3xf32>) -> tensor<2x6x3x3xf32> {
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x6x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %0 : tensor<2x6x3x3xf32>
}

// Left and right side: batch dims and the right-hand sides' columns (rows) split.
func.func @triangular_solve(%a: tensor<6x4x4xf32>, %b: tensor<6x4x6xf32>, %c: tensor<4x4xf32>, %d: tensor<6x4xf32>) -> (tensor<6x4x6xf32>, tensor<6x4xf32>) {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<6x4x4xf32>, tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
  %1 = "stablehlo.triangular_solve"(%c, %d) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0, %1 : tensor<6x4x6xf32>, tensor<6x4xf32>
}

// NHWC; padded, dilated and reversed windows with permuted layouts; feature
// groups (split with the kernel's output features) and batch groups (split
// with them too; the input features still sum).
func.func @convolution(%x: tensor<6x4x4x6xf32>, %w: tensor<2x2x6x6xf32>, %x2: tensor<2x6x5xf32>, %w2: tensor<3x6x4xf32>, %x3: tensor<9x2x4xf32>, %w3: tensor<4x3x2xf32>, %x4: tensor<2x3x5x5xf32>, %w4: tensor<6x1x3x3xf32>) -> (tensor<6x3x3x6xf32>, tensor<2x11x4xf32>, tensor<4x3x4xf32>, tensor<2x6x3x3xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<6x4x4x6xf32>, tensor<2x2x6x6xf32>) -> tensor<6x3x3x6xf32>
  %1 = stablehlo.convolution(%x2, %w2) dim_numbers = [b, f, 0]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x5xf32>, tensor<3x6x4xf32>) -> tensor<2x11x4xf32>
  %2 = stablehlo.convolution(%x3, %w3) dim_numbers = [0, f, b]x[o, 0, i]->[f, 0, b], window = {stride = [2], pad = [[1, 0]], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<9x2x4xf32>, tensor<4x3x2xf32>) -> tensor<4x3x4xf32>
  %3 = stablehlo.convolution(%x4, %w4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x5x5xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %0, %1, %2, %3 : tensor<6x3x3x6xf32>, tensor<2x11x4xf32>, tensor<4x3x4xf32>, tensor<2x6x3x3xf32>
}

func.func @convolution_groups(%x: tensor<2x5x8xf32>, %w: tensor<3x2x8xf32>, %y: tensor<4x6x5xf32>, %v: tensor<6x4x2xf32>) -> (tensor<2x2x8xf32>, tensor<2x4x4xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x5x8xf32>, tensor<3x2x8xf32>) -> tensor<2x2x8xf32>
  %1 = stablehlo.convolution(%y, %v) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x6x5xf32>, tensor<6x4x2xf32>) -> tensor<2x4x4xf32>
  return %0, %1 : tensor<2x2x8xf32>, tensor<2x4x4xf32>
}

// The legacy dot (MLIR's DotOp): matrix-matrix with a precision config,
// matrix-vector, vector-matrix (generic form), vector-vector.
func.func @dot(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>, %v: tensor<6xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>) {
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, HIGHEST] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.dot %a, %v : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4xf32>
  %2 = "stablehlo.dot"(%v, %b) {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<6xf32>, tensor<6x8xf32>) -> tensor<8xf32>
  %3 = stablehlo.dot %v, %v : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>
}

// Complex contractions: the sum over the contracting dim is complex addition,
// whose laws are proved on pairs of reals.
func.func @dot_general_complex(%a: tensor<4x6xcomplex<f32>>, %b: tensor<6x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xcomplex<f32>>, tensor<6x8xcomplex<f32>>) -> tensor<4x8xcomplex<f32>>
  return %0 : tensor<4x8xcomplex<f32>>
}

// fft over the last dims: the leading (batch) dims split; each of the four kinds.
func.func @fft(%a: tensor<6x4x8xcomplex<f32>>, %r: tensor<6x8xf64>, %h: tensor<6x5xcomplex<f64>>) -> (tensor<6x4x8xcomplex<f32>>, tensor<6x4x8xcomplex<f32>>, tensor<6x5xcomplex<f64>>, tensor<6x8xf64>) {
  %0 = stablehlo.fft %a, type = FFT, length = [4, 8] : (tensor<6x4x8xcomplex<f32>>) -> tensor<6x4x8xcomplex<f32>>
  %1 = stablehlo.fft %a, type = IFFT, length = [8] : (tensor<6x4x8xcomplex<f32>>) -> tensor<6x4x8xcomplex<f32>>
  %2 = stablehlo.fft %r, type = RFFT, length = [8] : (tensor<6x8xf64>) -> tensor<6x5xcomplex<f64>>
  %3 = stablehlo.fft %h, type = IRFFT, length = [8] : (tensor<6x5xcomplex<f64>>) -> tensor<6x8xf64>
  return %0, %1, %2, %3 : tensor<6x4x8xcomplex<f32>>, tensor<6x4x8xcomplex<f32>>, tensor<6x5xcomplex<f64>>, tensor<6x8xf64>
}
