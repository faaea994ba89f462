module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 0 : i32} {
  func.func public @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    return %x : tensor<8x4xf32>
  }
}
