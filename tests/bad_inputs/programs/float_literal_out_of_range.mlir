func.func @main() -> tensor<f32> {
  %a = stablehlo.constant dense<1.0e999> : tensor<f32>
  return %a : tensor<f32>
}
