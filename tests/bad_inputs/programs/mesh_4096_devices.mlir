// A lowered (PartIR:HLO) program on a mesh of 4096 devices.
module attributes {partir.mesh = #partir.mesh<["B"=64, "M"=64]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) {
    %y = stablehlo.add %x, %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}
