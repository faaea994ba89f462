module @jit_f attributes {mhlo.num_partitions = "four", mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    return %x : tensor<8x4xf32>
  }
}
