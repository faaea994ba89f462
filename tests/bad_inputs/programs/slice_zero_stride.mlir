// A stride of 0 (StableHLO "slice" C4: strides > 0).
func.func @main(%x: tensor<8xf32>) -> tensor<4xf32> {
  %y = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 8>, strides = array<i64: 0>} : (tensor<8xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
