// Data-movement ops in their structural variants.
func.func @transpose(%a: tensor<4x6xf32>, %b: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<4x2x3xf32>) {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %1 = stablehlo.transpose %b, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0, %1 : tensor<6x4xf32>, tensor<4x2x3xf32>
}

// Expanded (size 1), kept and new dims.
func.func @broadcast_in_dim(%a: tensor<1x6xf32>, %b: tensor<6xf32>) -> (tensor<4x5x6xf32>, tensor<6x4xf32>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 2] : (tensor<1x6xf32>) -> tensor<4x5x6xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [0] : (tensor<6xf32>) -> tensor<6x4xf32>
  return %0, %1 : tensor<4x5x6xf32>, tensor<6x4xf32>
}

// Whole dims (strided or not) and a partial dim.
func.func @slice(%a: tensor<8x6xf32>) -> (tensor<4x4xf32>, tensor<8x6xf32>) {
  %0 = stablehlo.slice %a [0:8:2, 2:6] : (tensor<8x6xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.slice %a [0:8, 0:6] : (tensor<8x6xf32>) -> tensor<8x6xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<8x6xf32>
}

// Split, merged, unit dims.
func.func @reshape(%a: tensor<4x6xf32>, %b: tensor<2x3x4xf32>, %c: tensor<1x6x1xf32>) -> (tensor<2x2x6xf32>, tensor<6x4xf32>, tensor<6xf32>) {
  %0 = stablehlo.reshape %a : (tensor<4x6xf32>) -> tensor<2x2x6xf32>
  %1 = stablehlo.reshape %b : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %2 = stablehlo.reshape %c : (tensor<1x6x1xf32>) -> tensor<6xf32>
  return %0, %1, %2 : tensor<2x2x6xf32>, tensor<6x4xf32>, tensor<6xf32>
}
