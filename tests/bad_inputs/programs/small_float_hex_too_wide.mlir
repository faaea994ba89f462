// An f4E2M1FN bit pattern has 4 bits: 0x1F is wider.
func.func @main() -> tensor<2xf4E2M1FN> {
  %0 = stablehlo.constant dense<[0x0F, 0x1F]> : tensor<2xf4E2M1FN>
  return %0 : tensor<2xf4E2M1FN>
}
