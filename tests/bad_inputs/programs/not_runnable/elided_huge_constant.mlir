// An elided constant of 2^40 floats: reading and partitioning it needs no
// values; `--fill-elided` must refuse it before allocating, not crash.
func.func @main(%x: tensor<1048576x1048576xf32>) -> tensor<1048576x1048576xf32> {
  %w = stablehlo.constant dense_resource<__elided__> : tensor<1048576x1048576xf32>
  %0 = stablehlo.add %x, %w : tensor<1048576x1048576xf32>
  return %0 : tensor<1048576x1048576xf32>
}
