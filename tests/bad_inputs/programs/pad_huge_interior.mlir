// Interior padding that makes the result 2^62 elements long.
func.func @main(%x: tensor<8xf32>) -> tensor<32281802128991715xf32> {
  %p = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %p, low = [0], high = [0], interior = [4611686018427387903] : (tensor<8xf32>, tensor<f32>) -> tensor<32281802128991715xf32>
  return %0 : tensor<32281802128991715xf32>
}
