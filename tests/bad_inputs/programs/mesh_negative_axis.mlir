module attributes {partir.mesh = #partir.mesh<["B"=-2, "M"=-2]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) {
    return %x : tensor<8x4xf32>
  }
}
