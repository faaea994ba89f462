// An infeed: each partition reads its own (tests/lit/partition_dependent.mlir).
func.func @main(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %t = stablehlo.after_all : !stablehlo.token
  %v, %t2 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<4x2xf32>, !stablehlo.token)
  %y = stablehlo.add %x, %v : tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
