func.func @main(%a: tensor<8x4xf32>) -> tensor<9x5xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 0, 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<9x5xf32>
  return %0 : tensor<9x5xf32>
}
