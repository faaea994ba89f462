// Decompositions for tests/composite_claims/families.spec: one per op family
// or instance kind, written the way JAX exports them (attribute syntax from
// the StableHLO testdata). Each gets a right and a wrong claim there.
//
// Not here: stablehlo.fft. Every fft_type has a complex operand or result
// (RFFT: real in, complex out), and complex element types do not parse.

// ---- elementwise ------------------------------------------------------------

// jnp.clip(jnp.where(x >= y, x, y), -2, 2).astype(int32): a compare, a
// select, a clamp with scalar bounds, a float-to-integer convert.
func.func @ew(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xi32> {
  %c = stablehlo.compare  GE, %x, %y,  FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %s = stablehlo.select %c, %x, %y : tensor<4x8xi1>, tensor<4x8xf32>
  %lo = stablehlo.constant dense<-2.0> : tensor<f32>
  %hi = stablehlo.constant dense<2.0> : tensor<f32>
  %cl = stablehlo.clamp %lo, %s, %hi : (tensor<f32>, tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %0 = stablehlo.convert %cl : (tensor<4x8xf32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// Integer compares (unsigned direction on a shifted value) and a bool convert.
func.func @ew_int(%x: tensor<4x8xi32>, %y: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %c = stablehlo.compare  LT, %x, %y,  SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
  %b = stablehlo.convert %c : (tensor<4x8xi1>) -> tensor<4x8xi32>
  %m = stablehlo.maximum %x, %y : tensor<4x8xi32>
  %0 = stablehlo.add %m, %b : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// ---- data movement ----------------------------------------------------------

// x - c broadcast along the columns (c is a 4x1 column: its size-1 dim expands).
func.func @bcast_col(%c: tensor<4x1xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %cb = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.subtract %x, %cb : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A vector broadcast into the middle dim of a 3-d tensor.
func.func @bcast_mid(%v: tensor<6xf32>, %x: tensor<4x6x8xf32>) -> tensor<4x6x8xf32> {
  %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<6xf32>) -> tensor<4x6x8xf32>
  %0 = stablehlo.multiply %x, %vb : tensor<4x6x8xf32>
  return %0 : tensor<4x6x8xf32>
}

// Split dim 0 (4) into 2x2: result[a, b, c] = x[2a + b, c].
func.func @reshape(%x: tensor<4x6xf32>) -> tensor<2x2x6xf32> {
  %0 = stablehlo.reshape %x : (tensor<4x6xf32>) -> tensor<2x2x6xf32>
  return %0 : tensor<2x2x6xf32>
}

// result[i, j, k] = x[j, k, i].
func.func @transpose3(%x: tensor<2x4x6xf32>) -> tensor<6x2x4xf32> {
  %0 = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x4x6xf32>) -> tensor<6x2x4xf32>
  return %0 : tensor<6x2x4xf32>
}

// Three inputs of different lengths joined along dim 0 (2 + 4 + 2 rows).
func.func @concat3(%x: tensor<2x4xf32>, %y: tensor<4x4xf32>, %z: tensor<2x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.concatenate %x, %y, %z, dim = 0 : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// Interior padding: a zero before each column ([0 x0 0 x1 0 x2 0 x3]).
func.func @pad_interleave(%x: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Interior padding with two zeros in front and one behind: 2 + 4 + 3 + 1 = 10.
func.func @pad_interior(%x: tensor<4x4xf32>, %v: tensor<f32>) -> tensor<4x10xf32> {
  %0 = stablehlo.pad %x, %v, low = [0, 2], high = [0, 1], interior = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x10xf32>
  return %0 : tensor<4x10xf32>
}

// Every third column from column 1: columns 1, 4, 7, 10.
func.func @slice_stride3(%x: tensor<4x12xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.slice %x [0:4, 1:12:3] : (tensor<4x12xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// Columns 0 and 3 of 8 (stride 3, limit 6).
func.func @slice_stride_short(%x: tensor<4x8xf32>) -> tensor<4x2xf32> {
  %0 = stablehlo.slice %x [0:4, 0:6:3] : (tensor<4x8xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// lax.dynamic_slice(x, (i, j), (2, 6)): two rows, every column (j clamps to 0).
func.func @dyn_slice(%x: tensor<8x6xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x6xf32> {
  %0 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 6] : (tensor<8x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// lax.dynamic_update_slice(x, u, (i, 0)): two rows written at row i.
func.func @dyn_update(%x: tensor<8x6xf32>, %u: tensor<2x6xf32>, %i: tensor<i32>) -> tensor<8x6xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %c0 : (tensor<8x6xf32>, tensor<2x6xf32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
}

// x[r, c:c+3] for each of 4 (r, c) pairs: a 2-d start, a window of 3 columns.
func.func @gather2d(%x: tensor<8x6xf32>, %idx: tensor<4x2xi32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<8x6xf32>, tensor<4x2xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// x.at[idx].multiply(u): rows of x scaled by updates.
func.func @scatter_mul(%x: tensor<8x4xf32>, %idx: tensor<4x1xi32>, %u: tensor<4x4xf32>) -> tensor<8x4xf32> {
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// jnp.zeros((8, 4)).at[idx].add(u): a segment sum of the update rows.
func.func @scatter_add_zeros(%idx: tensor<4x1xi32>, %u: tensor<4x4xf32>) -> tensor<8x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<8x4xf32>
  %0 = "stablehlo.scatter"(%z, %idx, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// Reverse both dims, then dim 1 again: x reversed along dim 0 only.
func.func @reverse2(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.reverse %x, dims = [0, 1] : tensor<4x8xf32>
  %1 = stablehlo.reverse %0, dims = [1] : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// x + the row number, on i32.
func.func @iota_rows(%x: tensor<8x4xi32>) -> tensor<8x4xi32> {
  %i = stablehlo.iota dim = 0 : tensor<8x4xi32>
  %0 = stablehlo.add %x, %i : tensor<8x4xi32>
  return %0 : tensor<8x4xi32>
}

// x divided by its number of rows.
func.func @per_rows(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<8x4xf32>) -> tensor<i32>
  %nf = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
  %nb = stablehlo.broadcast_in_dim %nf, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
  %0 = stablehlo.divide %x, %nb : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// ---- reductions -------------------------------------------------------------

// The sum and the max of each row.
func.func @sum_max(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %s, %m : tensor<4xf32>, tensor<4xf32>
}

// Windows of 3 columns, stride 2, one column of padding on the left:
// windows [-1, 1], [1, 3], [3, 5], [5, 7] (each shares a column with the next).
func.func @rw_stride_pad(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %z) <{padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// The gradient of a 3-wide, stride-2 max pool padded by one on each side.
func.func @sas_pad(%x: tensor<4x8xf32>, %g: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %z) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare  GE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<4x4xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// lax.sort((keys, values), dimension=0): values follow their keys, descending.
func.func @sort_kv(%k: tensor<8x4xf32>, %v: tensor<8x4xi32>) -> (tensor<8x4xf32>, tensor<8x4xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %1 = stablehlo.compare  GT, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<8x4xf32>, tensor<8x4xi32>) -> (tensor<8x4xf32>, tensor<8x4xi32>)
  return %0#0, %0#1 : tensor<8x4xf32>, tensor<8x4xi32>
}

// ---- contractions, convolutions, normalization ------------------------------

// A batched matmul with a precision_config.
func.func @bmm_precision(%a: tensor<2x4x6xf32>, %b: tensor<2x6x8xf32>) -> tensor<2x4x8xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x4x6xf32>, tensor<2x6x8xf32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}

// A grouped 1-d convolution, NCW: 4 input channels in 2 groups of 2, 4
// outputs (outputs 0, 1 read inputs 0, 1; outputs 2, 3 read inputs 2, 3).
func.func @conv_groups(%x: tensor<2x4x6xf32>, %w: tensor<4x2x3xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x6xf32>, tensor<4x2x3xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// The same with one output per group: only k = 2 splits the groups.
func.func @conv_groups_k2(%x: tensor<2x4x6xf32>, %w: tensor<2x2x3xf32>) -> tensor<2x2x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x4x6xf32>, tensor<2x2x3xf32>) -> tensor<2x2x4xf32>
  return %0 : tensor<2x2x4xf32>
}

// batch_group_count = 2 (a weight gradient's shape): the batch of 4 splits
// into 2 groups of 2; output 0 reads batches 0, 1, output 1 batches 2, 3:
// result[b, o] = conv(x[2o + b], w[o]).
func.func @conv_batch_groups(%x: tensor<4x3x6xf32>, %w: tensor<2x3x3xf32>) -> tensor<2x2x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x6xf32>, tensor<2x3x3xf32>) -> tensor<2x2x4xf32>
  return %0 : tensor<2x2x4xf32>
}

// NWC, a 3-tap kernel dilated by 2 (5 wide), stride 2, padding 2 on each
// side: (12 + 4 - 5) / 2 + 1 = 6 outputs.
func.func @conv_strided(%x: tensor<2x12x2xf32>, %w: tensor<3x2x4xf32>) -> tensor<2x6x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[2, 2]], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x12x2xf32>, tensor<3x2x4xf32>) -> tensor<2x6x4xf32>
  return %0 : tensor<2x6x4xf32>
}

// Inference batch norm over feature dim 1.
func.func @bn_infer(%x: tensor<4x6x2xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>) -> tensor<4x6x2xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<4x6x2xf32>
  return %0 : tensor<4x6x2xf32>
}

// Training batch norm over feature dim 1: statistics over dims 0 and 2.
func.func @bn_train(%x: tensor<4x6x2xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>
}

// chol(x x^T + 4 I) for a batch of two 4x4 matrices (positive definite).
func.func @chol(%x: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %g = stablehlo.dot_general %x, %x, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %r = stablehlo.iota dim = 1 : tensor<2x4x4xi32>
  %c = stablehlo.iota dim = 2 : tensor<2x4x4xi32>
  %d = stablehlo.compare  EQ, %r, %c,  SIGNED : (tensor<2x4x4xi32>, tensor<2x4x4xi32>) -> tensor<2x4x4xi1>
  %four = stablehlo.constant dense<4.0> : tensor<2x4x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2x4x4xf32>
  %e = stablehlo.select %d, %four, %zero : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %a = stablehlo.add %g, %e : tensor<2x4x4xf32>
  %0 = stablehlo.cholesky %a, lower = true : tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// Solve a x = b with a unit lower triangle (the diagonal is never read).
func.func @trsolve(%a: tensor<2x4x4xf32>, %b: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<2x4x4xf32>, tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  return %0 : tensor<2x4x6xf32>
}

// ---- regions, calls, control flow -------------------------------------------

// x * y + 1 through stablehlo.map.
func.func @map2(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %p = stablehlo.multiply %a, %b : tensor<f32>
    %q = stablehlo.add %p, %one : tensor<f32>
    stablehlo.return %q : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// lax.fori_loop(0, 3, lambda i, v: v * 0.5 + x, x): elementwise in x.
func.func @fori(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4x8xf32>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare  LT, %i, %c3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %h = stablehlo.constant dense<0.5> : tensor<4x8xf32>
    %s = stablehlo.multiply %v, %h : tensor<4x8xf32>
    %w = stablehlo.add %s, %x : tensor<4x8xf32>
    stablehlo.return %n, %w : tensor<i32>, tensor<4x8xf32>
  }
  return %0#1 : tensor<4x8xf32>
}

// lax.cond(p, lambda: x + y, lambda: x - y).
func.func @cond(%p: tensor<i1>, %x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.if"(%p) ({
    %a = stablehlo.add %x, %y : tensor<4x8xf32>
    stablehlo.return %a : tensor<4x8xf32>
  }, {
    %s = stablehlo.subtract %x, %y : tensor<4x8xf32>
    stablehlo.return %s : tensor<4x8xf32>
  }) : (tensor<i1>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// lax.switch(i, [x, reverse(x), -x]) (an index out of range takes the last branch).
func.func @switch(%i: tensor<i32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<4x8xf32>
  }, {
    %r = stablehlo.reverse %x, dims = [1] : tensor<4x8xf32>
    stablehlo.return %r : tensor<4x8xf32>
  }, {
    %n = stablehlo.negate %x : tensor<4x8xf32>
    stablehlo.return %n : tensor<4x8xf32>
  }) : (tensor<i32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Each row divided by its sum, in a called function.
func.func private @row_normalize(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.divide %x, %sb : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @calls(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = stablehlo.exponential %x : tensor<4x8xf32>
  %0 = call @row_normalize(%e) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A cumulative sum down the rows, as a composite inside the composite.
func.func private @cumsum_rows(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %z) <{padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 8, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
func.func @nested(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.composite "t.cumsum_rows" %x {composite_attributes = {axis = 0 : i64}, decomposition = @cumsum_rows} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.multiply %0, %x : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// (x, w) through an optimization barrier, then x @ w as multiply and reduce.
func.func @barrier(%x: tensor<4x8xf32>, %w: tensor<8xf32>) -> tensor<4xf32> {
  %0:2 = stablehlo.optimization_barrier %x, %w : tensor<4x8xf32>, tensor<8xf32>
  %wb = stablehlo.broadcast_in_dim %0#1, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %p = stablehlo.multiply %0#0, %wb : tensor<4x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = stablehlo.reduce(%p init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// ---- ops without a denotation -----------------------------------------------

// jax.random.bits from a raw key: 8x4 words of THREE_FRY.
func.func @rbg(%key: tensor<2xui64>) -> (tensor<2xui64>, tensor<8x4xui32>) {
  %s, %bits = stablehlo.rng_bit_generator %key, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8x4xui32>)
  return %s, %bits : tensor<2xui64>, tensor<8x4xui32>
}

// stablehlo.rng: implementation-defined numbers (the interpreter does not run it).
func.func @rng(%a: tensor<f32>, %b: tensor<f32>) -> tensor<8x4xf32> {
  %shape = stablehlo.constant dense<[8, 4]> : tensor<2xi64>
  %0 = stablehlo.rng %a, %b, %shape, distribution =  UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// A sharding constraint (jax.lax.with_sharding_constraint): the identity
// (docs/custom-calls.md), then a reverse along dim 1.
func.func @constrained(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.reverse %0, dims = [1] : tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// A target the project does not know: implementation-defined.
func.func @opaque(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.custom_call @my_kernel(%x) {backend_config = ""} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
