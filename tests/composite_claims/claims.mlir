// Decompositions for tests/composite_claims/claims.spec: one composite each,
// written the way JAX exports them. Every claim there says what it must get.

// A cumulative sum along dim 1 (jnp.cumsum): a window of 8 padded by 7 on the left.
func.func @cumsum(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 1, 8>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @reverse(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.reverse %x, dims = [1] : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A 3-wide max filter with stride 1 (windows overlap).
func.func @maxfilter(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 1, 3>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// 2-wide max pooling with stride 2 (windows do not overlap).
func.func @maxpool(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// jnp.argmax along dim 1: a variadic reduce of (value, index).
func.func @argmax(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %ids = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %ninf), (%ids init: %zero) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%ai: tensor<i32>, %ci: tensor<i32>) {
    %gt = stablehlo.compare  GT, %a, %c,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %a, %c : tensor<i1>, tensor<f32>
    %i = stablehlo.select %gt, %ai, %ci : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// A sum whose init is 1.0 (each chunk would add its own 1.0).
func.func @sum_from_one(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %one) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// sum(0.1 * x) over dim 1: the chunks' sums differ from the whole's by rounding only.
func.func @scaled_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %tenth = stablehlo.constant dense<0.1> : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.multiply %x, %tenth : tensor<4x8xf32>
  %0 = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// x * iota along dim 1: inside a chunk the iota counts the chunk's columns.
func.func @times_iota(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %i : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// x * size of dim 1: inside a chunk the size is the chunk's.
func.func @times_width(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<4x8xf32>) -> tensor<i32>
  %nf = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
  %nb = stablehlo.broadcast_in_dim %nf, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %nb : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Rows sorted along dim 1.
func.func @sort_rows(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare  LT, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// An embedding lookup (jnp.take(table, ids, axis=0)).
func.func @embed(%table: tensor<16x4xf32>, %ids: tensor<6xi32>) -> tensor<6x4xf32> {
  %idx = stablehlo.reshape %ids : (tensor<6xi32>) -> tensor<6x1xi32>
  %0 = "stablehlo.gather"(%table, %idx) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>, indices_are_sorted = false
  } : (tensor<16x4xf32>, tensor<6x1xi32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// The gradient of 2-wide max pooling over dim 0 (windows of 2, stride 2).
func.func @maxpool_grad(%x: tensor<8x4xf32>, %g: tensor<4x4xf32>) -> tensor<8x4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %zero) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare  GE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// The gradient of a 3-wide max filter over dim 0 (windows overlap).
func.func @maxfilter_grad(%x: tensor<8x4xf32>, %g: tensor<6x4xf32>) -> tensor<8x4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %g, %zero) <{window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare  GE, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<6x4xf32>, tensor<f32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// An argument the body never reads.
func.func @ignores_first(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.add %y, %y : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Layer norm over dim 1 (mean and variance of each row).
func.func @layernorm(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<8.0> : tensor<4xf32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %m = stablehlo.divide %s, %n : tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %c = stablehlo.subtract %x, %mb : tensor<4x8xf32>
  %c2 = stablehlo.multiply %c, %c : tensor<4x8xf32>
  %v = stablehlo.reduce(%c2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %vn = stablehlo.divide %v, %n : tensor<4xf32>
  %r = stablehlo.rsqrt %vn : tensor<4xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %c, %rb : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Attention scores softmax(q k^T) v for one head: q 8x4, k 6x4, v 6x4.
func.func @attention(%q: tensor<8x4xf32>, %k: tensor<6x4xf32>, %v: tensor<6x4xf32>) -> tensor<8x4xf32> {
  %s = stablehlo.dot_general %q, %k, contracting_dims = [1] x [1] : (tensor<8x4xf32>, tensor<6x4xf32>) -> tensor<8x6xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<8xf32>) -> tensor<8x6xf32>
  %e = stablehlo.exponential %s : tensor<8x6xf32>
  %t = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
  %tb = stablehlo.broadcast_in_dim %t, dims = [0] : (tensor<8xf32>) -> tensor<8x6xf32>
  %p = stablehlo.divide %e, %tb : tensor<8x6xf32>
  %0 = stablehlo.dot_general %p, %v, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// A sum of squares over dim 1, then its square root (an L2 norm per row).
func.func @row_norm(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %x2 = stablehlo.multiply %x, %x : tensor<4x8xf32>
  %s = stablehlo.reduce(%x2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.sqrt %s : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// A transpose then a matmul: y = x^T w, x 6x4, w 6x8.
func.func @xtw(%x: tensor<6x4xf32>, %w: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<6x4xf32>) -> tensor<4x6xf32>
  %0 = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// The first half of dim 1 (a slice).
func.func @first_half(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.slice %x [0:4, 0:4] : (tensor<4x8xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// Integer max over dim 0, then a bias.
func.func @imax(%x: tensor<8x4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %lo = stablehlo.constant dense<-2147483648> : tensor<i32>
  %m = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0] : (tensor<8x4xi32>, tensor<i32>) -> tensor<4xi32>
  %0 = stablehlo.add %m, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Flatten a 4x6 into 24 then double.
func.func @flatten(%x: tensor<4x6xf32>) -> tensor<24xf32> {
  %r = stablehlo.reshape %x : (tensor<4x6xf32>) -> tensor<24xf32>
  %0 = stablehlo.add %r, %r : tensor<24xf32>
  return %0 : tensor<24xf32>
}

// Two inputs joined along dim 1.
func.func @concat(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %0 = stablehlo.concatenate %x, %y, dim = 1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// One zero column on each side.
func.func @pad(%x: tensor<4x8xf32>) -> tensor<4x10xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x10xf32>
  return %0 : tensor<4x10xf32>
}

// Two columns from a start the caller passes (clamped into range).
func.func @dslice(%x: tensor<4x8xf32>, %i: tensor<i32>) -> tensor<4x2xf32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_slice %x, %z, %i, sizes = [4, 2] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// A batched matmul (batch 4, 6x8 by 8x2).
func.func @bmm(%a: tensor<4x6x8xf32>, %b: tensor<4x8x2xf32>) -> tensor<4x6x2xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x6x8xf32>, tensor<4x8x2xf32>) -> tensor<4x6x2xf32>
  return %0 : tensor<4x6x2xf32>
}

// A sum over dims 0 and 2.
func.func @sum2(%x: tensor<4x6x8xf32>) -> tensor<6xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0, 2] : (tensor<4x6x8xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// A transpose, then a negation.
func.func @tr(%x: tensor<4x6xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %1 = stablehlo.negate %0 : tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}

// A row of scales broadcast over the rows.
func.func @bcast(%b: tensor<8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %bb : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// The mean of each row (a sum divided by 8).
func.func @mean(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<8.0> : tensor<4xf32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.divide %s, %n : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The sum of each row's positive part.
func.func @relu_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %zz = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %r = stablehlo.maximum %x, %zz : tensor<4x8xf32>
  %0 = stablehlo.reduce(%r init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// A 3x3 convolution, NCHW, 3 -> 4 features, no padding.
func.func @conv(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<2x4x6x6xf32>
  return %0 : tensor<2x4x6x6xf32>
}

// A scatter-add of three rows into an 8x4.
func.func @scat(%x: tensor<8x4xf32>, %idx: tensor<3x1xi32>, %u: tensor<3x4xf32>) -> tensor<8x4xf32> {
  %0 = "stablehlo.scatter"(%x, %idx, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// Three rounds of v + reverse(v) along dim 1 in a while loop (lax.fori_loop).
func.func @loop(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4x8xf32>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare  LT, %i, %c3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %r = stablehlo.reverse %v, dims = [1] : tensor<4x8xf32>
    %w = stablehlo.add %r, %v : tensor<4x8xf32>
    stablehlo.return %n, %w : tensor<i32>, tensor<4x8xf32>
  }
  return %0#1 : tensor<4x8xf32>
}

// A matrix-vector product written as multiply and reduce, on i32.
func.func @matvec(%x: tensor<6x8xi32>, %w: tensor<8xi32>) -> tensor<6xi32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %wb = stablehlo.broadcast_in_dim %w, dims = [1] : (tensor<8xi32>) -> tensor<6x8xi32>
  %p = stablehlo.multiply %x, %wb : tensor<6x8xi32>
  %s = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<6x8xi32>, tensor<i32>) -> tensor<6xi32>
  return %s : tensor<6xi32>
}

// A depthwise 3x3 convolution, NCHW, 4 channels (feature_group_count = 4).
func.func @depthwise(%x: tensor<2x4x8x8xf32>, %w: tensor<4x1x3x3xf32>) -> tensor<2x4x6x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x4x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<2x4x6x6xf32>
  return %0 : tensor<2x4x6x6xf32>
}

// Pad the columns by one on each side, then crop the padding away.
func.func @pad_crop(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x10xf32>
  %c = stablehlo.slice %p [0:4, 1:9] : (tensor<4x10xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// Pad the columns by one on each side, then keep the first 8: a shift right.
func.func @pad_shift(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x10xf32>
  %c = stablehlo.slice %p [0:4, 0:8] : (tensor<4x10xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// Prepend a CLS row, scale each token by its row sum, drop the CLS row.
func.func @cls(%x: tensor<8x4xf32>, %cls: tensor<1x4xf32>) -> tensor<8x4xf32> {
  %j = stablehlo.concatenate %cls, %x, dim = 0 : (tensor<1x4xf32>, tensor<8x4xf32>) -> tensor<9x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%j init: %z) applies stablehlo.add across dimensions = [1] : (tensor<9x4xf32>, tensor<f32>) -> tensor<9xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<9xf32>) -> tensor<9x4xf32>
  %n = stablehlo.multiply %j, %b : tensor<9x4xf32>
  %o = stablehlo.slice %n [1:9, 0:4] : (tensor<9x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// Pad by one on each side, then a 3-wide sum filter (a 1-d convolution).
func.func @pad_conv1d(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x10xf32>
  %r = "stablehlo.reduce_window"(%p, %z) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3>} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}

// x * convert(iota % 2) along the columns: zeroes the even columns.
func.func @parity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %two = stablehlo.constant dense<2> : tensor<4x8xi32>
  %m = stablehlo.remainder %i, %two : tensor<4x8xi32>
  %f = stablehlo.convert %m : (tensor<4x8xi32>) -> tensor<4x8xf32>
  %y = stablehlo.multiply %x, %f : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// select((2 * iota) % 2 == 0, x, -x): the mask holds everywhere, so it is x.
func.func @even_mask(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %two = stablehlo.constant dense<2> : tensor<4x8xi32>
  %zero = stablehlo.constant dense<0> : tensor<4x8xi32>
  %d = stablehlo.multiply %i, %two : tensor<4x8xi32>
  %m = stablehlo.remainder %d, %two : tensor<4x8xi32>
  %c = stablehlo.compare EQ, %m, %zero, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
  %n = stablehlo.negate %x : tensor<4x8xf32>
  %y = stablehlo.select %c, %x, %n : tensor<4x8xi1>, tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// select(x > 100, the row's sum, x): the sum matters only above 100.
func.func @big_rowsum(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %h = stablehlo.constant dense<100.0> : tensor<4x8xf32>
  %c = stablehlo.compare GT, %x, %h : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %y = stablehlo.select %c, %b, %x : tensor<4x8xi1>, tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// x + convert(x > 100) * the row's sum: the same mask, as arithmetic.
func.func @big_rowsum_mask(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %h = stablehlo.constant dense<100.0> : tensor<4x8xf32>
  %c = stablehlo.compare GT, %x, %h : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %m = stablehlo.convert %c : (tensor<4x8xi1>) -> tensor<4x8xf32>
  %p = stablehlo.multiply %m, %b : tensor<4x8xf32>
  %y = stablehlo.add %x, %p : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
