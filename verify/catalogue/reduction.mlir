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
