// A lowered (PartIR:HLO) program on a mesh of 1,000,000 devices.
module attributes {partir.mesh = #partir.mesh<["B"=1000000]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B"], []]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], []]}) {
    %y = stablehlo.add %x, %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}
