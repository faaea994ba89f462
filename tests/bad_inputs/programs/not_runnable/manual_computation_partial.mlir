// Legal, not runnable here: a partially manual sdy.manual_computation (axis "b" free) whose body has a collective over partitions.
module {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%l: tensor<4x8xf32>) {
      %c = "stablehlo.collective_permute"(%l) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 0]]> : tensor<2x2xi64>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
      sdy.return %c : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
}
