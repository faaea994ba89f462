// No @main: the only public function, @forward, is the entry. Its arguments
// have no names; its call of @scale is inlined before the tiling analysis,
// as `partir partition` does.
module @forward_only {
  func.func public @forward(%a: tensor<4x6xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
    %0 = func.call @scale(%a) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<6xf32>) -> tensor<4x6xf32>
    %2 = stablehlo.add %0, %1 : tensor<4x6xf32>
    return %2 : tensor<4x6xf32>
  }
  func.func private @scale(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.multiply %x, %x : tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
}
