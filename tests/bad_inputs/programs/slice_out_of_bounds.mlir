func.func @main(%x: tensor<8xf32>) -> tensor<4xf32> {
  %y = "stablehlo.slice"(%x) {start_indices = array<i64: 6>, limit_indices = array<i64: 10>, strides = array<i64: 1>} : (tensor<8xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
