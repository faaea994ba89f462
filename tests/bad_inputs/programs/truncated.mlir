// Cut off in the middle of an op.
func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %y = stablehlo.add %x, %x : tens
