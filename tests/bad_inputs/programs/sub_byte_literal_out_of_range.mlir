// 16 is beyond an i4's 4 bits (a signless literal up to 15 reads as its bits: 15 is -1).
func.func @main() -> tensor<2xi4> {
  %0 = stablehlo.constant dense<[7, 16]> : tensor<2xi4>
  return %0 : tensor<2xi4>
}
