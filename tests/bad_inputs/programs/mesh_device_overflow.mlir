// Axis sizes whose product overflows int64.
module attributes {partir.mesh = #partir.mesh<["B"=4294967296, "M"=4294967296]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) {
    return %x : tensor<8x4xf32>
  }
}
