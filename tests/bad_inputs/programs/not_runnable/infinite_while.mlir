// A loop whose condition is always true.
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %w = stablehlo.while(%it = %x) : tensor<8x4xf32>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      stablehlo.return %it : tensor<8x4xf32>
    }
  return %w : tensor<8x4xf32>
}
