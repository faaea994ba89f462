// The decomposition of the composite "example.gelu": GELU, tanh
// approximation, as JAX writes it (scalar constants broadcast to the shape):
//   gelu(x) = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
// A program calling GELU at two shapes has one decomposition per shape: @gelu
// at 6x8 (used by @main through stablehlo.composite) and @gelu_4x10.
// Registered by gelu.spec:
//   partir verify --spec examples/composites/gelu.spec
func.func @gelu(%x: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %c_half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %c_one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %c_cube = stablehlo.constant dense<4.471500e-02> : tensor<f32>
  %c_scale = stablehlo.constant dense<0.797884583> : tensor<f32>
  %half = stablehlo.broadcast_in_dim %c_half, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
  %one = stablehlo.broadcast_in_dim %c_one, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
  %cube = stablehlo.broadcast_in_dim %c_cube, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
  %scale = stablehlo.broadcast_in_dim %c_scale, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<6x8xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<6x8xf32>
  %t0 = stablehlo.multiply %cube, %x3 : tensor<6x8xf32>
  %t1 = stablehlo.add %x, %t0 : tensor<6x8xf32>
  %t2 = stablehlo.multiply %scale, %t1 : tensor<6x8xf32>
  %t3 = stablehlo.tanh %t2 : tensor<6x8xf32>
  %t4 = stablehlo.add %one, %t3 : tensor<6x8xf32>
  %t5 = stablehlo.multiply %half, %x : tensor<6x8xf32>
  %y = stablehlo.multiply %t5, %t4 : tensor<6x8xf32>
  return %y : tensor<6x8xf32>
}

func.func @gelu_4x10(%x: tensor<4x10xf32>) -> tensor<4x10xf32> {
  %c_half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %c_one = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %c_cube = stablehlo.constant dense<4.471500e-02> : tensor<f32>
  %c_scale = stablehlo.constant dense<0.797884583> : tensor<f32>
  %half = stablehlo.broadcast_in_dim %c_half, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
  %one = stablehlo.broadcast_in_dim %c_one, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
  %cube = stablehlo.broadcast_in_dim %c_cube, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
  %scale = stablehlo.broadcast_in_dim %c_scale, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<4x10xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<4x10xf32>
  %t0 = stablehlo.multiply %cube, %x3 : tensor<4x10xf32>
  %t1 = stablehlo.add %x, %t0 : tensor<4x10xf32>
  %t2 = stablehlo.multiply %scale, %t1 : tensor<4x10xf32>
  %t3 = stablehlo.tanh %t2 : tensor<4x10xf32>
  %t4 = stablehlo.add %one, %t3 : tensor<4x10xf32>
  %t5 = stablehlo.multiply %half, %x : tensor<4x10xf32>
  %y = stablehlo.multiply %t5, %t4 : tensor<4x10xf32>
  return %y : tensor<4x10xf32>
}

func.func @main(%x: tensor<6x8xf32>) -> tensor<6x8xf32> {
  %0 = stablehlo.composite "example.gelu" %x {decomposition = @gelu} : (tensor<6x8xf32>) -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}
