// f8_convert_f32_to_f8E5M2: stablehlo.convert f32 -> f8E5M2, round to nearest even: ties to even (1.125 -> 1, 1.375 -> 1.5), the largest finite 57344 (60000 -> 57344,
// 61440 is the tie and goes to inf, 1e6 -> inf as in IEEE), infinities, subnormals
// (2^-16 the smallest; 2^-17 ties to 0, 3*2^-17 ties to 2^-15), and NaN.
// Expected: exact rounding in Python over the decoded table of all 256 codes.
module @jit_f8_convert_f32_to_f8E5M2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf8E5M2> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf32>
    %exp = call @expected() : () -> tensor<20xf8E5M2>
    %r = stablehlo.convert %in : (tensor<20xf32>) -> tensor<20xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<20xf8E5M2>, tensor<20xf8E5M2>) -> ()
    return %r : tensor<20xf8E5M2>
  }
  func.func private @inputs() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, 1.125, 1.375, 57344.0, 60000.0, 61440.0, 1000000.0, -1000000.0, 0x7F800000, 0xFF800000, 1.52587890625e-05, 7.62939453125e-06, 2.288818359375e-05, 7.630325853824615e-06, 0.10000000149011612, -2.5, 3.5, 0x7FC00000]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
  func.func private @expected() -> (tensor<20xf8E5M2> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, 1.0, 1.5, 57344.0, 57344.0, 0x7C, 0x7C, 0xFC, 0x7C, 0xFC, 1.52587890625e-05, 0.0, 3.0517578125e-05, 1.52587890625e-05, 0.09375, -2.5, 3.5, 0x7E]> : tensor<20xf8E5M2>
    return %cst_0 : tensor<20xf8E5M2>
  }
}
