// dot_general: matmul, batched, several contracting dims.
func.func @dot_general(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>, %c: tensor<2x4x6xf32>, %d: tensor<2x6x8xf32>, %e: tensor<3x4x5xf32>, %f: tensor<4x5x2xf32>) -> (tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.dot_general %c, %d, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x6xf32>, tensor<2x6x8xf32>) -> tensor<2x4x8xf32>
  %2 = stablehlo.dot_general %e, %f, contracting_dims = [1, 2] x [0, 1] : (tensor<3x4x5xf32>, tensor<4x5x2xf32>) -> tensor<3x2xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<2x4x8xf32>, tensor<3x2xf32>
}
