// partir.sharding names axis B twice.
module attributes {partir.mesh = #partir.mesh<["B"=2]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B", "B"], []]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], []]}) {
    return %x : tensor<8x4xf32>
  }
}
