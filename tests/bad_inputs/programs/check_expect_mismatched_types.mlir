func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c = stablehlo.constant dense<1> : tensor<3xi32>
  check.expect_eq %x, %c : tensor<8x4xf32>
  return %x : tensor<8x4xf32>
}
