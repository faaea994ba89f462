// A result declared replicated (no partir.sharding) that each device
// computes from its own shard: the devices disagree on it. The threaded
// mesh's assemble and, across ranks, the digests of --output-dir's shards
// must both refuse it (tests/mpi/run_mpi_tests.py).
module attributes {partir.mesh = #partir.mesh<["B"=4]>} {
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
}
