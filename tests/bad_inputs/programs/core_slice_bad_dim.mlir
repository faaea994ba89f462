module attributes {partir.mesh = #partir.mesh<["B"=4]>} {
  func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %xs = partir.slice 7 %x[%rB] : tensor<8x4xf32> -> tensor<2x4xf32>
      partir.yield %xs : tensor<2x4xf32>
    } : tensor<8x4xf32>
    return %r : tensor<8x4xf32>
  }
}
