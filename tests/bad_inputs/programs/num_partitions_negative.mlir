// mhlo.num_partitions = -1 on a program JAX could have exported.
module @jit_f attributes {mhlo.num_partitions = -1 : i64, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = stablehlo.add %x, %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}
