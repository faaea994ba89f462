// quant_dequantize_narrow_range: storage type with a narrowed range !quant.uniform<i8<-100:100>:f32, 0.125:7>.
// uniform_dequantize of storage values ((q - 7) * 0.125, exact) and uniform_quantize of
// f32 values, clamped to [-100, 100] (not [-128, 127]); ties 0.0625/0.125 + 7 = 7.5 -> 8,
// -0.0625/0.125 + 7 = 6.5 -> 6. Expected: numpy float32, spec formulas.
module @jit_quant_dequantize_narrow_range attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xf32> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<8xi8> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<8xi8>, tensor<8xf32>)
    %exp:2 = call @expected() : () -> (tensor<8xf32>, tensor<8xi8>)
    %qs = stablehlo.bitcast_convert %in#0 : (tensor<8xi8>) -> tensor<8x!quant.uniform<i8<-100:100>:f32, 0.125:7>>
    %d = stablehlo.uniform_dequantize %qs : (tensor<8x!quant.uniform<i8<-100:100>:f32, 0.125:7>>) -> tensor<8xf32>
    %q = stablehlo.uniform_quantize %in#1 : (tensor<8xf32>) -> tensor<8x!quant.uniform<i8<-100:100>:f32, 0.125:7>>
    %s = stablehlo.bitcast_convert %q : (tensor<8x!quant.uniform<i8<-100:100>:f32, 0.125:7>>) -> tensor<8xi8>
    stablehlo.custom_call @check.expect_eq(%d, %exp#0) {has_side_effect = true} : (tensor<8xf32>, tensor<8xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%s, %exp#1) {has_side_effect = true} : (tensor<8xi8>, tensor<8xi8>) -> ()
    return %d, %s : tensor<8xf32>, tensor<8xi8>
  }
  func.func private @inputs() -> (tensor<8xi8> {mhlo.layout_mode = "default"}, tensor<8xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-100, -1, 0, 7, 8, 100, 55, -33]> : tensor<8xi8>
    %cst_1 = stablehlo.constant dense<[-20.0, 20.0, 0.0, -0.0625, 0.0625, 0.1875, -11.399999618530273, 12.550000190734863]> : tensor<8xf32>
    return %cst_0, %cst_1 : tensor<8xi8>, tensor<8xf32>
  }
  func.func private @expected() -> (tensor<8xf32> {mhlo.layout_mode = "default"}, tensor<8xi8> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-13.375, -1.0, -0.875, 0.0, 0.125, 11.625, 6.0, -5.0]> : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<[-100, 100, 7, 6, 8, 8, -84, 100]> : tensor<8xi8>
    return %cst_0, %cst_1 : tensor<8xf32>, tensor<8xi8>
  }
}
