// The reducer returns an i32 for f32 operands.
func.func @main(%a: tensor<8x4xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    %i = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %i : tensor<i32>
  }
  return %0 : tensor<8xf32>
}
