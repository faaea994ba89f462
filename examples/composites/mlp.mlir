// The decomposition of the composite "example.mlp": a fused MLP block,
//   y = relu(x @ w1 + b1) @ w2      x: 8x4 (batch x in), w1: 4x6, b1: 6, w2: 6x4
// Registered by mlp.spec:
//   partir verify --spec examples/composites/mlp.spec
func.func @mlp(%x: tensor<8x4xf32>, %w1: tensor<4x6xf32>, %b1: tensor<6xf32>,
               %w2: tensor<6x4xf32>) -> tensor<8x4xf32> {
  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  %b = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<6xf32>) -> tensor<8x6xf32>
  %hb = stablehlo.add %h, %b : tensor<8x6xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<8x6xf32>
  %a = stablehlo.maximum %hb, %zero : tensor<8x6xf32>
  %y = stablehlo.dot_general %a, %w2, contracting_dims = [1] x [0] : (tensor<8x6xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

func.func @main(%x: tensor<8x4xf32>, %w1: tensor<4x6xf32>, %b1: tensor<6xf32>,
                %w2: tensor<6x4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.composite "example.mlp" %x, %w1, %b1, %w2 {decomposition = @mlp}
      : (tensor<8x4xf32>, tensor<4x6xf32>, tensor<6xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
