// quant_i4_storage: uniform_quantize / uniform_dequantize with a 4-bit storage type
// !quant.uniform<i4:f32, 0.5:1>: clamping to [-8, 7], ties to even (3.25 -> 7.5 -> clamped 7; 0.25 -> 1.5 -> 2;
// -0.25 -> 0.5 -> 0; -4.75 -> -8.5 -> -8). Expected: numpy float32, spec formulas.
module @jit_quant_i4_storage attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<10xi4> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<10xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<10xf32>
    %exp:2 = call @expected() : () -> (tensor<10xi4>, tensor<10xf32>)
    %q = stablehlo.uniform_quantize %in : (tensor<10xf32>) -> tensor<10x!quant.uniform<i4:f32, 0.5:1>>
    %s = stablehlo.bitcast_convert %q : (tensor<10x!quant.uniform<i4:f32, 0.5:1>>) -> tensor<10xi4>
    %d = stablehlo.uniform_dequantize %q : (tensor<10x!quant.uniform<i4:f32, 0.5:1>>) -> tensor<10xf32>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<10xi4>, tensor<10xi4>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#1) {has_side_effect = true} : (tensor<10xf32>, tensor<10xf32>) -> ()
    return %s, %d : tensor<10xi4>, tensor<10xf32>
  }
  func.func private @inputs() -> (tensor<10xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 3.0, 3.25, -4.5, -4.75, 10.0, -10.0, 0.25, -0.25, 2.200000047683716]> : tensor<10xf32>
    return %cst_0 : tensor<10xf32>
  }
  func.func private @expected() -> (tensor<10xi4> {mhlo.layout_mode = "default"}, tensor<10xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1, 7, 7, -8, -8, 7, -8, 2, 0, 5]> : tensor<10xi4>
    %cst_1 = stablehlo.constant dense<[0.0, 3.0, 3.0, -4.5, -4.5, 3.0, -4.5, 0.5, -0.5, 2.0]> : tensor<10xf32>
    return %cst_0, %cst_1 : tensor<10xi4>, tensor<10xf32>
  }
}
