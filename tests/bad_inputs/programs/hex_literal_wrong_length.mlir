// A hex dense literal of 3 bytes for 2 f32 elements.
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<"0x000102"> : tensor<2xf32>
  return %a : tensor<2xf32>
}
