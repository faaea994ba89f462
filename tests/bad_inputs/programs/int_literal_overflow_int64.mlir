func.func @main() -> tensor<i64> {
  %a = stablehlo.constant dense<99999999999999999999999999> : tensor<i64>
  return %a : tensor<i64>
}
