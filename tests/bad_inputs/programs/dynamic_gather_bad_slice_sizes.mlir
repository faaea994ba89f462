// dynamic_gather whose slice_sizes has the wrong length.
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %i = stablehlo.constant dense<[0]> : tensor<1xi32>
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %0 = "stablehlo.dynamic_gather"(%x, %i, %s) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true} : (tensor<?x4xf32>, tensor<1xi32>, tensor<3xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
