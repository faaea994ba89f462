// window_strides = 0 (StableHLO "reduce_window" C9: > 0); a divisor in the result shape.
func.func @main(%a: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 0, 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
