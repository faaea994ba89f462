// chlo.scan whose operandSegmentSizes do not cover its operands.
func.func @main(%x: tensor<4xi32>, %i: tensor<i32>) -> tensor<4xi32> {
  %0:2 = "chlo.scan"(%x, %i) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }) {dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 5>} : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0#0 : tensor<4xi32>
}
