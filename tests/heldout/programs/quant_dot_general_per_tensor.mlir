// quant_dot_general_per_tensor: batched stablehlo.dot_general of !quant.uniform<i8:f32, 0.5:2> (lhs) and
// !quant.uniform<i8:f32, 0.25:0> (rhs, zero point 0 as the spec requires) into !quant.uniform<i8:f32, 0.3:-4>.
// Spec: dequantize_op_quantize. The dequantized operands are multiples of 1/8 so the f32 dot
// product is exact; the quantized result (x / 0.3 - 4, half to even, clamped) is from numpy
// float32. Storage values seeded (3003).
module @jit_quant_dot_general_per_tensor attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x3x3xi8> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<2x3x3xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<2x3x4xi8>, tensor<2x4x3xi8>)
    %exp:2 = call @expected() : () -> (tensor<2x3x3xi8>, tensor<2x3x3xf32>)
    %l = stablehlo.bitcast_convert %in#0 : (tensor<2x3x4xi8>) -> tensor<2x3x4x!quant.uniform<i8:f32, 0.5:2>>
    %r = stablehlo.bitcast_convert %in#1 : (tensor<2x4x3xi8>) -> tensor<2x4x3x!quant.uniform<i8:f32, 0.25:0>>
    %o = stablehlo.dot_general %l, %r, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4x!quant.uniform<i8:f32, 0.5:2>>, tensor<2x4x3x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x3x3x!quant.uniform<i8:f32, 0.3:-4>>
    %s = stablehlo.bitcast_convert %o : (tensor<2x3x3x!quant.uniform<i8:f32, 0.3:-4>>) -> tensor<2x3x3xi8>
    %d = stablehlo.uniform_dequantize %o : (tensor<2x3x3x!quant.uniform<i8:f32, 0.3:-4>>) -> tensor<2x3x3xf32>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<2x3x3xi8>, tensor<2x3x3xi8>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#1) {has_side_effect = true} : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> ()
    return %s, %d : tensor<2x3x3xi8>, tensor<2x3x3xf32>
  }
  func.func private @inputs() -> (tensor<2x3x4xi8> {mhlo.layout_mode = "default"}, tensor<2x4x3xi8> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[14, -3, -2, -16], [-20, -13, 2, 20], [-4, 7, 3, -15]], [[-2, 20, 9, -9], [11, -2, 12, 18], [-5, -3, -15, 11]]]> : tensor<2x3x4xi8>
    %cst_1 = stablehlo.constant dense<[[[-18, 12, 10], [17, -14, 4], [7, -7, -16], [-18, -16, -6]], [[2, 8, 12], [-20, 8, -7], [2, 10, 19], [16, 19, 4]]]> : tensor<2x4x3xi8>
    return %cst_0, %cst_1 : tensor<2x3x4xi8>, tensor<2x4x3xi8>
  }
  func.func private @expected() -> (tensor<2x3x3xi8> {mhlo.layout_mode = "default"}, tensor<2x3x3xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[[-6, 127, 109], [-80, -128, -128], [127, 47, 15]], [[-128, -15, -39], [127, 127, 127], [78, -44, -128]]]> : tensor<2x3x3xi8>
    %cst_1 = stablehlo.constant dense<[[[-0.6000000238418579, 39.30000305175781, 33.900001525878906], [-22.80000114440918, -37.20000076293945, -37.20000076293945], [39.30000305175781, 15.300000190734863, 5.700000286102295]], [[-37.20000076293945, -3.3000001907348633, -10.5], [39.30000305175781, 39.30000305175781, 39.30000305175781], [24.600000381469727, -12.0, -37.20000076293945]]]> : tensor<2x3x3xf32>
    return %cst_0, %cst_1 : tensor<2x3x3xi8>, tensor<2x3x3xf32>
  }
}
