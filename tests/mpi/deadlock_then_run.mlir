// Two runs in one file, across the same ranks: the first deadlocks (device 0
// waits at an all_reduce device 1 skips), the second sums over "B". The
// second must pass as on the threaded mesh: what the first left unreceived
// belongs to its own session (tests/mpi/run_mpi_tests.py).
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

// -----

module attributes {partir.mesh = #partir.mesh<["B"=2]>} {
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> tensor<2xf32> {
    %s = partir.all_reduce <"B"> %x : tensor<2xf32>
    return %s : tensor<2xf32>
  }
}
