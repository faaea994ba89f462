// Generators (no operands split: every chunk builds its own part) and the
// ops that pass values through.
func.func @constant() -> (tensor<4x6xf32>, tensor<2x2xi32>) {
  %0 = stablehlo.constant dense<1.5> : tensor<4x6xf32>
  %1 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %0, %1 : tensor<4x6xf32>, tensor<2x2xi32>
}

// Along the iota dim and across it; a unit dim.
func.func @iota() -> (tensor<4x1x6xi32>, tensor<8x6xf32>) {
  %0 = stablehlo.iota dim = 2 : tensor<4x1x6xi32>
  %1 = stablehlo.iota dim = 0 : tensor<8x6xf32>
  return %0, %1 : tensor<4x1x6xi32>, tensor<8x6xf32>
}

func.func @tag(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = partir.tag "t" %a : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// Tensors and a token through one barrier.
func.func @optimization_barrier(%a: tensor<6x4xf32>, %b: tensor<3xi32>, %c: tensor<6xf32>, %t: !stablehlo.token) -> (tensor<6x4xf32>, tensor<3xi32>, tensor<6xf32>, !stablehlo.token) {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<6x4xf32>, tensor<3xi32>
  %1:2 = stablehlo.optimization_barrier %c, %t : tensor<6xf32>, !stablehlo.token
  return %0#0, %0#1, %1#0, %1#1 : tensor<6x4xf32>, tensor<3xi32>, tensor<6xf32>, !stablehlo.token
}

// Same width, a wider element split into a new last dim, narrower ones merged.
func.func @bitcast_convert(%a: tensor<4x6xf32>, %b: tensor<6x1x4xui8>) -> (tensor<4x6xi32>, tensor<4x6x2xi16>, tensor<6x1xi32>) {
  %0 = stablehlo.bitcast_convert %a : (tensor<4x6xf32>) -> tensor<4x6xi32>
  %1 = stablehlo.bitcast_convert %a : (tensor<4x6xf32>) -> tensor<4x6x2xi16>
  %2 = stablehlo.bitcast_convert %b : (tensor<6x1x4xui8>) -> tensor<6x1xi32>
  return %0, %1, %2 : tensor<4x6xi32>, tensor<4x6x2xi16>, tensor<6x1xi32>
}
