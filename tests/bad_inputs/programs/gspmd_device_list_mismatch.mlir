// 4 tiles, a device list of 3 with a repeat.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]0,1,1}"}) -> tensor<8x4xf32> {
    return %x : tensor<8x4xf32>
  }
}
