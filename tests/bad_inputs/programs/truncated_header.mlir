func.func @main(%x: tensor<8x4xf32>, %w: tensor<4x
