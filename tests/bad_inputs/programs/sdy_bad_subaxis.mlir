// A sub-axis "x":(3)5 of an axis of size 4.
module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(3)5}, {}]>}) -> tensor<8x4xf32> {
    return %arg0 : tensor<8x4xf32>
  }
}
