// A dimension that does not fit in int64.
func.func @main(%x: tensor<99999999999999999999x4xf32>) -> tensor<99999999999999999999x4xf32> {
  return %x : tensor<99999999999999999999x4xf32>
}
