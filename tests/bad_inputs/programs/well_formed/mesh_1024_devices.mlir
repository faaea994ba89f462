// A lowered (PartIR:HLO) program on the largest mesh the simulator runs,
// 1024 devices (docs/cli.md): `run` starts a thread per device, whose small
// stacks (semantics/threads.h) fit the suite's 8 GiB address-space limit.
module attributes {partir.mesh = #partir.mesh<["B"=32, "M"=32]>} {
  func.func @main(%x: tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) -> (tensor<8x4xf32> {partir.sharding = [["B"], ["M"]]}) {
    %y = stablehlo.add %x, %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}
