// An argument of 10^15 elements (4 PB).
func.func @main(%x: tensor<100000x100000x100000xf32>) -> tensor<100000x100000x100000xf32> {
  %y = stablehlo.add %x, %x : tensor<100000x100000x100000xf32>
  return %y : tensor<100000x100000x100000xf32>
}
