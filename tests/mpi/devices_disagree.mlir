// Device 0 takes the branch with an all_reduce over "B", device 1 the one
// without: device 0 waits for a partner that never comes. On threads and
// across MPI ranks alike, a deadlock error that names the all_reduce.
module attributes {partir.mesh = #partir.mesh<["B"=2]>} {
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> (tensor<2xf32> {partir.sharding = [["B"]]}) {
    %p = stablehlo.partition_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %first = stablehlo.compare EQ, %p, %zero, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %r = "stablehlo.if"(%first) ({
      %s = partir.all_reduce <"B"> %x : tensor<2xf32>
      stablehlo.return %s : tensor<2xf32>
    }, {
      stablehlo.return %x : tensor<2xf32>
    }) : (tensor<i1>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
}
