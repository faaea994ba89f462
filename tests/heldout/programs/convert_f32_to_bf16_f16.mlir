// convert_f32_to_bf16_f16: stablehlo.convert f32 -> bf16 and f32 -> f16, round to nearest
// even: bf16 ties (1 + 2^-8 -> 1, 1 + 3*2^-8 -> 1 + 2^-6), bf16 overflow of 3.4e38 to inf,
// f16 overflow (65520 -> inf, 65519.99 -> 65504), f16 subnormals (6e-8 -> 2^-24,
// 2^-25 ties to 0). Expected: bf16 by rounding the f32 bits (RNE) in Python, f16 by numpy.
module @jit_convert_f32_to_bf16_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xbf16> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<18xf16> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf32>
    %exp:2 = call @expected() : () -> (tensor<18xbf16>, tensor<18xf16>)
    %b = stablehlo.convert %in : (tensor<18xf32>) -> tensor<18xbf16>
    %h = stablehlo.convert %in : (tensor<18xf32>) -> tensor<18xf16>
    stablehlo.custom_call @check.expect_eq(%b, %exp#0) {has_side_effect = true} : (tensor<18xbf16>, tensor<18xbf16>) -> ()
    stablehlo.custom_call @check.expect_eq(%h, %exp#1) {has_side_effect = true} : (tensor<18xf16>, tensor<18xf16>) -> ()
    return %b, %h : tensor<18xbf16>, tensor<18xf16>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.00390625, 1.01171875, 1.0039072036743164, -3.1415927410125732, 3.3895313892515355e+38, 3.3999999521443642e+38, 9.99994610111476e-41, -0.0, 0x7F800000, 0x7FC00000, 65504.0, 65520.0, 65519.98828125, 5.99999978589949e-08, 2.9802322387695312e-08, 0.0010000000474974513, -70000.0]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xbf16> {mhlo.layout_mode = "default"}, tensor<18xf16> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.0, 1.015625, 1.0078125, -3.140625, 3.3895313892515355e+38, 0x7F80, 9.183549615799121e-41, -0.0, 0x7F80, 0x7FC0, 65536.0, 65536.0, 65536.0, 6.007030606269836e-08, 2.9802322387695312e-08, 0.00099945068359375, -70144.0]> : tensor<18xbf16>
    %cst_1 = stablehlo.constant dense<[1.0, 1.00390625, 1.01171875, 1.00390625, -3.140625, 0x7C00, 0x7C00, 0.0, -0.0, 0x7C00, 0x7E00, 65504.0, 0x7C00, 65504.0, 5.960464477539063e-08, 0.0, 0.0010004043579101562, 0xFC00]> : tensor<18xf16>
    return %cst_0, %cst_1 : tensor<18xbf16>, tensor<18xf16>
  }
}
