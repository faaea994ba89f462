// A GSPMD-annotated program whose only GSPMD op is a @Sharding constraint,
// an identity (tests/lit/partition_dependent.mlir).
module @annotated attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%x: tensor<8x2xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> tensor<8x2xf32> {
    %s = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %y = stablehlo.multiply %s, %s : tensor<8x2xf32>
    return %y : tensor<8x2xf32>
  }
}
