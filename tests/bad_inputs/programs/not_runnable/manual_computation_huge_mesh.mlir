// Legal, not runnable: an sdy.manual_computation on a mesh of 2^62 devices whose shardings tile nothing.
module {
  sdy.mesh @mesh = <["a"=4611686018427387904, "b"=1]>
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"a", "b"} (%l: tensor<8x8xf32>) {
      sdy.return %l : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
