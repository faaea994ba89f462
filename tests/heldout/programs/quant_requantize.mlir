// quant_requantize: stablehlo.uniform_quantize from !quant.uniform<i8:f32, 0.5:-3> to !quant.uniform<i8:f32, 0.2:10>
// (spec: dequantize, then quantize to the result type). Expected: numpy float32.
module @jit_quant_requantize attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xi8> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<8xi8>
    %exp = call @expected() : () -> tensor<8xi8>
    %a = stablehlo.bitcast_convert %in : (tensor<8xi8>) -> tensor<8x!quant.uniform<i8:f32, 0.5:-3>>
    %b = stablehlo.uniform_quantize %a : (tensor<8x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<8x!quant.uniform<i8:f32, 0.2:10>>
    %s = stablehlo.bitcast_convert %b : (tensor<8x!quant.uniform<i8:f32, 0.2:10>>) -> tensor<8xi8>
    stablehlo.custom_call @check.expect_eq(%s, %exp) {has_side_effect = true} : (tensor<8xi8>, tensor<8xi8>) -> ()
    return %s : tensor<8xi8>
  }
  func.func private @inputs() -> (tensor<8xi8> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-128, -3, -2, 0, 10, 60, 127, -50]> : tensor<8xi8>
    return %cst_0 : tensor<8xi8>
  }
  func.func private @expected() -> (tensor<8xi8> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-128, 10, 12, 18, 42, 127, 127, -108]> : tensor<8xi8>
    return %cst_0 : tensor<8xi8>
  }
}
