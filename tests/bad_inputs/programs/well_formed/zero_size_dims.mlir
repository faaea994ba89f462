// Zero-size dims are legal StableHLO: everything well-formed must still work (or be refused cleanly).
func.func @main(%x: tensor<0x4xf32> loc("x"), %w: tensor<4x0xf32> loc("w")) -> tensor<0x0xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<0x4xf32>, tensor<4x0xf32>) -> tensor<0x0xf32>
  return %y : tensor<0x0xf32>
}
