// Decompositions for tests/composite_claims/probes.spec: variations on the
// claims the verifier once got wrong (claims.spec @depthwise, @pad_crop,
// @cls, @pad_conv1d, @parity, @big_rowsum): other pads, offsets, moduli,
// strides, thresholds, bit tricks on iota, masks, and normalizations.

// ---- convolutions by channel ------------------------------------------------

// A depthwise 1-d convolution, NWC, 4 channels, padded by one (a "same" conv).
func.func @depthwise_nwc(%x: tensor<2x8x4xf32>, %w: tensor<3x1x4xf32>) -> tensor<2x8x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x8x4xf32>, tensor<3x1x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// Depthwise with a channel multiplier of 2: outputs 2c and 2c + 1 read channel c.
func.func @depthwise_mult(%x: tensor<2x4x6xf32>, %w: tensor<8x1x3xf32>) -> tensor<2x8x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x4x6xf32>, tensor<8x1x3xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// ---- pads and crops ---------------------------------------------------------

// Pad 2 on the left and 3 on the right, then crop them: the identity.
func.func @pad_crop_asym(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 2], high = [0, 3], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x13xf32>
  %c = stablehlo.slice %p [0:4, 2:10] : (tensor<4x13xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// Pad by one on each side, keep the last 8: a shift left (x[1..7], 0).
func.func @pad_shift_left(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x10xf32>
  %c = stablehlo.slice %p [0:4, 2:10] : (tensor<4x10xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// The same shift as one pad with a negative low edge.
func.func @pad_negative(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [0, -1], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Pad by one with -inf, then a 3-wide max filter.
func.func @pad_maxfilter(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %p = stablehlo.pad %x, %ninf, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x10xf32>
  %r = "stablehlo.reduce_window"(%p, %ninf) <{window_dimensions = array<i64: 1, 3>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}

// Pad by two on the right, then a 3-wide sum: out[i] = x[i] + x[i+1] + x[i+2].
func.func @pad_right_conv(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 0], high = [0, 2], interior = [0, 0] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2x10xf32>
  %r = "stablehlo.reduce_window"(%p, %z) <{window_dimensions = array<i64: 1, 3>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}

// Sum pooling over 3 columns with stride 3 (windows do not overlap).
func.func @pool_stride3(%x: tensor<2x12xf32>) -> tensor<2x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 3>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x12xf32>, tensor<f32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// The odd columns: x[:, 1::2].
func.func @odd_columns(%x: tensor<4x8xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.slice %x [0:4, 1:8:2] : (tensor<4x8xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// jnp.roll(x, 2, axis=1): the last two columns first.
func.func @roll2(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = stablehlo.slice %x [0:4, 6:8] : (tensor<4x8xf32>) -> tensor<4x2xf32>
  %b = stablehlo.slice %x [0:4, 0:6] : (tensor<4x8xf32>) -> tensor<4x6xf32>
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<4x2xf32>, tensor<4x6xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// x + reverse(x) along the columns.
func.func @symmetrize(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = stablehlo.reverse %x, dims = [1] : tensor<4x8xf32>
  %0 = stablehlo.add %x, %r : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// ---- masks from iota --------------------------------------------------------

// jnp.where(iota % 4 == 0, x, 0): every fourth column.
func.func @mask_mod4(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x16xi32>
  %four = stablehlo.constant dense<4> : tensor<4x16xi32>
  %zi = stablehlo.constant dense<0> : tensor<4x16xi32>
  %m = stablehlo.remainder %i, %four : tensor<4x16xi32>
  %c = stablehlo.compare  EQ, %m, %zi,  SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
  %z = stablehlo.constant dense<0.0> : tensor<4x16xf32>
  %0 = stablehlo.select %c, %x, %z : tensor<4x16xi1>, tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// x * convert(iota % 2) on 6 columns: two chunks are 3 wide, an odd width.
func.func @parity_odd(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x6xi32>
  %two = stablehlo.constant dense<2> : tensor<4x6xi32>
  %m = stablehlo.remainder %i, %two : tensor<4x6xi32>
  %f = stablehlo.convert %m : (tensor<4x6xi32>) -> tensor<4x6xf32>
  %0 = stablehlo.multiply %x, %f : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// x * convert(iota % 3) on 12 columns.
func.func @mod3(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x12xi32>
  %three = stablehlo.constant dense<3> : tensor<4x12xi32>
  %m = stablehlo.remainder %i, %three : tensor<4x12xi32>
  %f = stablehlo.convert %m : (tensor<4x12xi32>) -> tensor<4x12xf32>
  %0 = stablehlo.multiply %x, %f : tensor<4x12xf32>
  return %0 : tensor<4x12xf32>
}

// x * convert(iota & 1): the parity as a bit mask.
func.func @low_bit(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %one = stablehlo.constant dense<1> : tensor<4x8xi32>
  %m = stablehlo.and %i, %one : tensor<4x8xi32>
  %f = stablehlo.convert %m : (tensor<4x8xi32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %f : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// x * convert((iota >> 1) & 1): columns 2, 3, 6, 7, 10, 11, 14, 15.
func.func @bit1(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x16xi32>
  %one = stablehlo.constant dense<1> : tensor<4x16xi32>
  %s = stablehlo.shift_right_logical %i, %one : tensor<4x16xi32>
  %m = stablehlo.and %s, %one : tensor<4x16xi32>
  %f = stablehlo.convert %m : (tensor<4x16xi32>) -> tensor<4x16xf32>
  %0 = stablehlo.multiply %x, %f : tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// select(((iota << 1) & 1) == 0, x, -x): the mask holds everywhere, so it is x.
func.func @shift_even(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %one = stablehlo.constant dense<1> : tensor<4x8xi32>
  %zi = stablehlo.constant dense<0> : tensor<4x8xi32>
  %s = stablehlo.shift_left %i, %one : tensor<4x8xi32>
  %m = stablehlo.and %s, %one : tensor<4x8xi32>
  %c = stablehlo.compare  EQ, %m, %zi,  SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
  %n = stablehlo.negate %x : tensor<4x8xf32>
  %0 = stablehlo.select %c, %x, %n : tensor<4x8xi1>, tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// x * convert((iota + 4) % 8): the column numbers rolled by 4.
func.func @roll_iota(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %four = stablehlo.constant dense<4> : tensor<4x8xi32>
  %eight = stablehlo.constant dense<8> : tensor<4x8xi32>
  %a = stablehlo.add %i, %four : tensor<4x8xi32>
  %m = stablehlo.remainder %a, %eight : tensor<4x8xi32>
  %f = stablehlo.convert %m : (tensor<4x8xi32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %f : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// x + ((iota << 2) & 12) on i32: 4 * (column & 3), period 4.
func.func @shifted_bits(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %two = stablehlo.constant dense<2> : tensor<4x8xi32>
  %twelve = stablehlo.constant dense<12> : tensor<4x8xi32>
  %s = stablehlo.shift_left %i, %two : tensor<4x8xi32>
  %m = stablehlo.and %s, %twelve : tensor<4x8xi32>
  %0 = stablehlo.add %x, %m : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// x + (iota >> 3) on i32: every column number is below 8, so it adds 0.
func.func @iota_high(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %three = stablehlo.constant dense<3> : tensor<4x8xi32>
  %s = stablehlo.shift_right_logical %i, %three : tensor<4x8xi32>
  %0 = stablehlo.add %x, %s : tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// x * convert((8 * row + column) % 2): the parity of the flat index.
func.func @flat_parity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = stablehlo.iota dim = 0 : tensor<4x8xi32>
  %c = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %eight = stablehlo.constant dense<8> : tensor<4x8xi32>
  %two = stablehlo.constant dense<2> : tensor<4x8xi32>
  %r8 = stablehlo.multiply %r, %eight : tensor<4x8xi32>
  %f = stablehlo.add %r8, %c : tensor<4x8xi32>
  %m = stablehlo.remainder %f, %two : tensor<4x8xi32>
  %mf = stablehlo.convert %m : (tensor<4x8xi32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %mf : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A causal softmax over scores (batch, query, key): keys after the query masked.
func.func @causal_softmax(%s: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %q = stablehlo.iota dim = 1 : tensor<2x4x4xi32>
  %k = stablehlo.iota dim = 2 : tensor<2x4x4xi32>
  %c = stablehlo.compare  LE, %k, %q,  SIGNED : (tensor<2x4x4xi32>, tensor<2x4x4xi32>) -> tensor<2x4x4xi1>
  %ninfs = stablehlo.constant dense<0xFF800000> : tensor<2x4x4xf32>
  %m = stablehlo.select %c, %s, %ninfs : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %mx = stablehlo.reduce(%m init: %ninf) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %mxb = stablehlo.broadcast_in_dim %mx, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
  %d = stablehlo.subtract %m, %mxb : tensor<2x4x4xf32>
  %e = stablehlo.exponential %d : tensor<2x4x4xf32>
  %t = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  %tb = stablehlo.broadcast_in_dim %t, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
  %0 = stablehlo.divide %e, %tb : tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// A cumulative sum down the rows as a lower-triangular matmul: tril(1) @ x.
func.func @tril_cumsum(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = stablehlo.iota dim = 0 : tensor<8x8xi32>
  %c = stablehlo.iota dim = 1 : tensor<8x8xi32>
  %ge = stablehlo.compare  GE, %r, %c,  SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
  %l = stablehlo.convert %ge : (tensor<8x8xi1>) -> tensor<8x8xf32>
  %0 = stablehlo.dot_general %l, %x, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// ---- thresholds -------------------------------------------------------------

// select(x < -50, the row's max, x): the max matters only below -50.
func.func @thresh_low(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %t = stablehlo.constant dense<-50.0> : tensor<4x8xf32>
  %c = stablehlo.compare  LT, %x, %t,  FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %0 = stablehlo.select %c, %mb, %x : tensor<4x8xi1>, tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// select(the row's sum > 1000, x, 0): the gate reads the whole row.
func.func @sum_gate(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %t = stablehlo.constant dense<1000.0> : tensor<4x8xf32>
  %c = stablehlo.compare  GT, %sb, %t,  FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %z = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %0 = stablehlo.select %c, %x, %z : tensor<4x8xi1>, tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// The sum of each row's elements above 100.
func.func @masked_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %t = stablehlo.constant dense<100.0> : tensor<4x8xf32>
  %c = stablehlo.compare  GT, %x, %t,  FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %z = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %m = stablehlo.select %c, %x, %z : tensor<4x8xi1>, tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%m init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// select(column > 100, the row's sum, x): no column is above 100, so it is x.
func.func @iota_thresh(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %i = stablehlo.iota dim = 1 : tensor<4x8xi32>
  %h = stablehlo.constant dense<100> : tensor<4x8xi32>
  %c = stablehlo.compare  GT, %i, %h,  SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
  %0 = stablehlo.select %c, %sb, %x : tensor<4x8xi1>, tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// ---- CLS rows ---------------------------------------------------------------

// Append a CLS row, scale each token by its row sum, drop the CLS row.
func.func @cls_append(%x: tensor<8x4xf32>, %cls: tensor<1x4xf32>) -> tensor<8x4xf32> {
  %j = stablehlo.concatenate %x, %cls, dim = 0 : (tensor<8x4xf32>, tensor<1x4xf32>) -> tensor<9x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%j init: %z) applies stablehlo.add across dimensions = [1] : (tensor<9x4xf32>, tensor<f32>) -> tensor<9xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<9xf32>) -> tensor<9x4xf32>
  %n = stablehlo.multiply %j, %b : tensor<9x4xf32>
  %o = stablehlo.slice %n [0:8, 0:4] : (tensor<9x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// Prepend a CLS row, subtract the sum over the sequence, drop the CLS row.
func.func @cls_pool(%x: tensor<8x4xf32>, %cls: tensor<1x4xf32>) -> tensor<8x4xf32> {
  %j = stablehlo.concatenate %cls, %x, dim = 0 : (tensor<1x4xf32>, tensor<8x4xf32>) -> tensor<9x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%j init: %z) applies stablehlo.add across dimensions = [0] : (tensor<9x4xf32>, tensor<f32>) -> tensor<4xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<4xf32>) -> tensor<9x4xf32>
  %n = stablehlo.subtract %j, %b : tensor<9x4xf32>
  %o = stablehlo.slice %n [1:9, 0:4] : (tensor<9x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// Prepend a CLS row, layer-norm each token over its 4 features, drop the CLS row.
func.func @cls_layernorm(%x: tensor<8x4xf32>, %cls: tensor<1x4xf32>) -> tensor<8x4xf32> {
  %j = stablehlo.concatenate %cls, %x, dim = 0 : (tensor<1x4xf32>, tensor<8x4xf32>) -> tensor<9x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<4.0> : tensor<9xf32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<9xf32>
  %s = stablehlo.reduce(%j init: %z) applies stablehlo.add across dimensions = [1] : (tensor<9x4xf32>, tensor<f32>) -> tensor<9xf32>
  %m = stablehlo.divide %s, %n : tensor<9xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<9xf32>) -> tensor<9x4xf32>
  %c = stablehlo.subtract %j, %mb : tensor<9x4xf32>
  %c2 = stablehlo.multiply %c, %c : tensor<9x4xf32>
  %v = stablehlo.reduce(%c2 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<9x4xf32>, tensor<f32>) -> tensor<9xf32>
  %vn = stablehlo.divide %v, %n : tensor<9xf32>
  %ve = stablehlo.add %vn, %eps : tensor<9xf32>
  %r = stablehlo.rsqrt %ve : tensor<9xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<9xf32>) -> tensor<9x4xf32>
  %y = stablehlo.multiply %c, %rb : tensor<9x4xf32>
  %o = stablehlo.slice %y [1:9, 0:4] : (tensor<9x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// ---- broadcasts, reductions, normalizations ---------------------------------

// x minus its column's max.
func.func @colmax_center(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %0 = stablehlo.subtract %x, %mb : tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// The sum of exp over each row (a softmax's denominator).
func.func @sum_exp(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<4x8xf32>
  %0 = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// logsumexp over each row.
func.func @logsumexp(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %x : tensor<4x8xf32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.log %s : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Linear attention (q k^T) v: no softmax, so the keys' sum splits.
func.func @linear_attention(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %s = stablehlo.dot_general %q, %k, contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<6x8xf32>) -> tensor<4x6xf32>
  %0 = stablehlo.dot_general %s, %v, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Sigmoid attention: logistic(q k^T) v, each key weighted on its own.
func.func @sigmoid_attention(%q: tensor<4x8xf32>, %k: tensor<6x8xf32>, %v: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %s = stablehlo.dot_general %q, %k, contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<6x8xf32>) -> tensor<4x6xf32>
  %p = stablehlo.logistic %s : tensor<4x6xf32>
  %0 = stablehlo.dot_general %p, %v, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// RMS norm over each row: x * rsqrt(mean(x^2) + eps).
func.func @rmsnorm(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<8.0> : tensor<4xf32>
  %eps = stablehlo.constant dense<1.0e-6> : tensor<4xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<4x8xf32>
  %s = stablehlo.reduce(%x2 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %m = stablehlo.divide %s, %n : tensor<4xf32>
  %me = stablehlo.add %m, %eps : tensor<4xf32>
  %r = stablehlo.rsqrt %me : tensor<4xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.multiply %x, %rb : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Group norm (batch, 4 channels, 4 positions) with 2 groups of 2 channels:
// the statistics are over each group's 2 x 4 elements.
func.func @groupnorm(%x: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %g = stablehlo.reshape %x : (tensor<2x4x4xf32>) -> tensor<2x2x8xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<8.0> : tensor<2x2xf32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<2x2xf32>
  %s = stablehlo.reduce(%g init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<2x2xf32>
  %m = stablehlo.divide %s, %n : tensor<2x2xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x8xf32>
  %c = stablehlo.subtract %g, %mb : tensor<2x2x8xf32>
  %c2 = stablehlo.multiply %c, %c : tensor<2x2x8xf32>
  %v = stablehlo.reduce(%c2 init: %z) applies stablehlo.add across dimensions = [2] : (tensor<2x2x8xf32>, tensor<f32>) -> tensor<2x2xf32>
  %vn = stablehlo.divide %v, %n : tensor<2x2xf32>
  %ve = stablehlo.add %vn, %eps : tensor<2x2xf32>
  %r = stablehlo.rsqrt %ve : tensor<2x2xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x8xf32>
  %y = stablehlo.multiply %c, %rb : tensor<2x2x8xf32>
  %0 = stablehlo.reshape %y : (tensor<2x2x8xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// ---- more reshapes, scans, gates --------------------------------------------

// The sum of each batch element's 4x4 block, flattened first (2x4x4 -> 2x16).
func.func @batch_flat_sum(%x: tensor<2x4x4xf32>) -> tensor<2xf32> {
  %f = stablehlo.reshape %x : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%f init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// A cumulative sum along the columns minus itself shifted right by one: x again.
func.func @cumsum_diff(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %c = "stablehlo.reduce_window"(%x, %z) <{padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 8>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %s = stablehlo.pad %c, %z, low = [0, 1], high = [0, -1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %0 = stablehlo.subtract %c, %s : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// select(the row's max > 100, x, 0): the gate reads the whole row.
func.func @max_gate(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %t = stablehlo.constant dense<100.0> : tensor<4x8xf32>
  %c = stablehlo.compare  GT, %mb, %t,  FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %z = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %0 = stablehlo.select %c, %x, %z : tensor<4x8xi1>, tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// A 2-tap convolution with stride 2, NWC: windows [2i, 2i + 1] do not overlap.
func.func @conv_stride2(%x: tensor<2x8x3xf32>, %w: tensor<2x3x4xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x3xf32>, tensor<2x3x4xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// ---- masks, gathers and scatters by iota, windows ----------------------------

// A 4x4 causal mask from iota compares, broadcast over the batch, zeroing the scores.
func.func @causal_mask_b(%s: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %q = stablehlo.iota dim = 0 : tensor<4x4xi32>
  %k = stablehlo.iota dim = 1 : tensor<4x4xi32>
  %c = stablehlo.compare  LE, %k, %q,  SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
  %cb = stablehlo.broadcast_in_dim %c, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
  %z = stablehlo.constant dense<0.0> : tensor<2x4x4xf32>
  %0 = stablehlo.select %cb, %s, %z : tensor<2x4x4xi1>, tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// jnp.zeros((8, 4)).at[iota].add(x): x again, row i added into row i.
func.func @scatter_iota(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<8x4xf32>
  %i = stablehlo.iota dim = 0 : tensor<8x1xi32>
  %0 = "stablehlo.scatter"(%z, %i, %x) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<8x1xi32>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// x[7 - iota]: the rows reversed by a gather.
func.func @gather_rev(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %i = stablehlo.iota dim = 0 : tensor<8x1xi32>
  %s = stablehlo.constant dense<7> : tensor<8x1xi32>
  %j = stablehlo.subtract %s, %i : tensor<8x1xi32>
  %0 = "stablehlo.gather"(%x, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<8x1xi32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// Sums of columns j and j + 2 (window 2, window dilation 2).
func.func @dilated_window(%x: tensor<4x8xf32>) -> tensor<4x6xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 1, 2>, window_dilations = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// Interior padding of one zero, then every second column: x again.
func.func @pad_interior_slice(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %z, low = [0, 0], high = [0, 0], interior = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4x7xf32>
  %0 = stablehlo.slice %p [0:4, 0:7:2] : (tensor<4x7xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// A softmax over each of 2 heads of 4 features: 4x8 -> 4x2x4 -> 4x8.
func.func @head_softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %h = stablehlo.reshape %x : (tensor<4x8xf32>) -> tensor<4x2x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %e = stablehlo.exponential %h : tensor<4x2x4xf32>
  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [2] : (tensor<4x2x4xf32>, tensor<f32>) -> tensor<4x2xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<4x2xf32>) -> tensor<4x2x4xf32>
  %p = stablehlo.divide %e, %sb : tensor<4x2x4xf32>
  %0 = stablehlo.reshape %p : (tensor<4x2x4xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// ---- scalar functions of folds ---------------------------------------------

// The max of each row and 0 (the init 0 is not max's identity, but max is idempotent).
func.func @relu_max(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The mean of each row, divided by the size of dim 1.
func.func @mean_by_size(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<4x8xf32>) -> tensor<i32>
  %nf = stablehlo.convert %n : (tensor<i32>) -> tensor<f32>
  %nb = stablehlo.broadcast_in_dim %nf, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.divide %s, %nb : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// not(any(x > 0)) over each row: all(x <= 0).
func.func @none_pos(%x: tensor<4x8xf32>) -> tensor<4xi1> {
  %z = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %c = stablehlo.compare  GT, %x, %z,  FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %a = stablehlo.reduce(%c init: %f) applies stablehlo.or across dimensions = [1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1>
  %0 = stablehlo.not %a : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -max over each row: min(-x).
func.func @neg_max(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.negate %m : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// exp of each row's sum: the product of the exps.
func.func @exp_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.exponential %s : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// s + s for s the sum of each row.
func.func @sum_times2(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.add %s, %s : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// s * s for s the sum of each row.
func.func @sum_sq(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.multiply %s, %s : tensor<4xf32>
  return %0 : tensor<4xf32>
}
