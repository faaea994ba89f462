// A malformed GSPMD sharding string.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,2]<=[5"}) -> tensor<8x4xf32> {
    return %x : tensor<8x4xf32>
  }
}
