func.func @main() -> tensor<4294967296x4294967296x4xi32> {
  %y = stablehlo.iota dim = 0 : tensor<4294967296x4294967296x4xi32>
  return %y : tensor<4294967296x4294967296x4xi32>
}
