// An sdy.manual_computation inside another one, manual on the same axis.
module {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%l: tensor<4x8xf32>) {
      %i = sdy.manual_computation(%l) in_shardings=[<@mesh, [{}, {"a"}]>] out_shardings=[<@mesh, [{}, {"a"}]>] manual_axes={"a"} (%m: tensor<4x4xf32>) {
        sdy.return %m : tensor<4x4xf32>
      } : (tensor<4x8xf32>) -> tensor<4x8xf32>
      sdy.return %i : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
