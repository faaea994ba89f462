module {
  sdy.mesh @mesh = <["a"=2]>
  func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%l: tensor<8x8xf32>) {
      sdy.return %l : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
