// A PartIR:Core loop over an axis that is not in the mesh.
module attributes {partir.mesh = #partir.mesh<["B"=4]>} {
  func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %r = partir.loop "Q" [#partir.tile<0>] (%rQ: !partir.range<4>) {
      %xs = partir.slice 0 %x[%rQ] : tensor<8x4xf32> -> tensor<2x4xf32>
      partir.yield %xs : tensor<2x4xf32>
    } : tensor<8x4xf32>
    return %r : tensor<8x4xf32>
  }
}
