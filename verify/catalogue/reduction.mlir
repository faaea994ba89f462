// reduce: sums over one and several dims, maximum, integer add.
func.func @reduce(%a: tensor<4x6xf32>, %b: tensor<2x3x4xi32>) -> (tensor<4xf32>, tensor<6xf32>, tensor<3xi32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  %1 = stablehlo.reduce(%a init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
  %2 = stablehlo.reduce(%b init: %izero) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
  return %0, %1, %2 : tensor<4xf32>, tensor<6xf32>, tensor<3xi32>
}

func.func @map(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %r0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.multiply %x, %y : tensor<f32>
    %2 = stablehlo.add %1, %y : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  return %r0 : tensor<4x6xf32>
}

// Aligned, gapped, dilated and padded windows; a global pool (sum entry); variadic argmax.
func.func @reduce_window(%a: tensor<4x3xf32>, %c: tensor<f32>, %b: tensor<9xf32>, %g: tensor<2x12x4xf32>, %d: tensor<3x2xi32>, %z: tensor<i32>, %v: tensor<4xf32>, %i: tensor<4xi32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<2x1x4xf32>, tensor<2x2xi32>, tensor<2xf32>, tensor<2xi32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %r1 = "stablehlo.reduce_window"(%b, %c) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 3>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<9xf32>, tensor<f32>) -> tensor<3xf32>
  %r2 = "stablehlo.reduce_window"(%g, %zero) <{window_dimensions = array<i64: 1, 12, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x12x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
  %r3 = "stablehlo.reduce_window"(%d, %z) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<3x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  %r4:2 = "stablehlo.reduce_window"(%v, %i, %c, %z) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %xi: tensor<i32>, %y: tensor<f32>, %yi: tensor<i32>):
    %1 = stablehlo.compare  GT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %x, %y : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %xi, %yi : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %r0, %r1, %r2, %r3, %r4#0, %r4#1 : tensor<2x3xf32>, tensor<3xf32>, tensor<2x1x4xf32>, tensor<2x2xi32>, tensor<2xf32>, tensor<2xi32>
}

// Max-pool gradient: aligned and padded windows.
func.func @select_and_scatter(%a: tensor<4x3xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>, %b: tensor<4x2xi32>, %t: tensor<2x2xi32>, %z: tensor<i32>) -> (tensor<4x3xf32>, tensor<4x2xi32>) {
  %r0 = "stablehlo.select_and_scatter"(%a, %s, %c) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare  GE, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %r1 = "stablehlo.select_and_scatter"(%b, %t, %z) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.compare  GE, %x, %y,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
  return %r0, %r1 : tensor<4x3xf32>, tensor<4x2xi32>
}

// Two operands sorted together along the last dim; along dim 0 of rank 3.
func.func @sort(%a: tensor<6x5xf32>, %i: tensor<6x5xi32>, %b: tensor<5x1x4xi32>) -> (tensor<6x5xf32>, tensor<6x5xi32>, tensor<5x1x4xi32>) {
  %r0:2 = "stablehlo.sort"(%a, %i) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %xi: tensor<i32>, %yi: tensor<i32>):
    %1 = stablehlo.compare  LT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<6x5xf32>, tensor<6x5xi32>) -> (tensor<6x5xf32>, tensor<6x5xi32>)
  %r1 = "stablehlo.sort"(%b) <{dimension = -3 : i64}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.compare  GT, %x, %y,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<5x1x4xi32>) -> tensor<5x1x4xi32>
  return %r0#0, %r0#1, %r1 : tensor<6x5xf32>, tensor<6x5xi32>, tensor<5x1x4xi32>
}

// chlo.top_k along the last dim: of rank 3 (two batch dims split), and of
// rank 2 with k the whole last dim (still not split). custom_call
// @mhlo.topk is in control_flow.mlir.
func.func @top_k(%a: tensor<6x4x5xf32>, %b: tensor<4x3xi32>) -> (tensor<6x4x2xf32>, tensor<6x4x2xi32>, tensor<4x3xi32>, tensor<4x3xi32>) {
  %v, %i = chlo.top_k(%a, k = 2) : tensor<6x4x5xf32> -> (tensor<6x4x2xf32>, tensor<6x4x2xi32>)
  %w, %j = chlo.top_k(%b, k = 3) : tensor<4x3xi32> -> (tensor<4x3xi32>, tensor<4x3xi32>)
  return %v, %i, %w, %j : tensor<6x4x2xf32>, tensor<6x4x2xi32>, tensor<4x3xi32>, tensor<4x3xi32>
}

// Variadic reduce: a body reducing each input on its own (sum and max; sum
// and product over two dims) sums each result with its own op; the coupled
// argmax never splits its reduced dim.
func.func @reduce_variadic(%a: tensor<4x6xf32>, %b: tensor<4x6xi32>, %c: tensor<2x3x4xf32>, %v: tensor<6x4xf32>, %i: tensor<6x4xi32>) -> (tensor<4xf32>, tensor<4xi32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xi32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %imin = stablehlo.constant dense<-2147483648> : tensor<i32>
  %izero = stablehlo.constant dense<0> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r0:2 = stablehlo.reduce(%a init: %zero), (%b init: %imin) across dimensions = [1] : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%x: tensor<f32>, %y: tensor<f32>) (%xi: tensor<i32>, %yi: tensor<i32>)  {
    %1 = stablehlo.add %x, %y : tensor<f32>
    %2 = stablehlo.maximum %yi, %xi : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }
  %r1:2 = stablehlo.reduce(%c init: %zero), (%c init: %one) across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>)
   reducer(%x: tensor<f32>, %y: tensor<f32>) (%p: tensor<f32>, %q: tensor<f32>)  {
    %2 = stablehlo.multiply %p, %q : tensor<f32>
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<f32>
  }
  %r2:2 = stablehlo.reduce(%v init: %ninf), (%i init: %izero) across dimensions = [0] : (tensor<6x4xf32>, tensor<6x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
   reducer(%x: tensor<f32>, %y: tensor<f32>) (%xi: tensor<i32>, %yi: tensor<i32>)  {
    %1 = stablehlo.compare  GT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %x, %y : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %xi, %yi : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }
  return %r0#0, %r0#1, %r1#0, %r1#1, %r2#0, %r2#1 : tensor<4xf32>, tensor<4xi32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xi32>
}

// A complex sum: its sum entry rests on complex addition's laws.
func.func @reduce_complex(%a: tensor<4x6xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f64>>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x6xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}
