module attributes {partir.mesh = #partir.mesh<["B"=0]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B"], []]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], []]}) {
    return %x : tensor<8x4xf32>
  }
}
