// An argument whose element count overflows int64 (2^66).
func.func @main(%x: tensor<4294967296x4294967296x4xf32>) -> tensor<4294967296x4294967296x4xf32> {
  return %x : tensor<4294967296x4294967296x4xf32>
}
