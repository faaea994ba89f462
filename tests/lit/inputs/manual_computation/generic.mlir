// MLIR's generic form of a manual computation, as mlir-opt prints it.
module attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @mesh = <["a"=2]>
  func.func @main(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = "sdy.manual_computation"(%x) ({
    ^bb0(%l: tensor<2x2xf32>):
      %1 = stablehlo.add %l, %l : tensor<2x2xf32>
      "sdy.return"(%1) : (tensor<2x2xf32>) -> ()
    }) {in_shardings = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>, manual_axes = #sdy<manual_axes{"a"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"a"}, {}]>]>} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}
