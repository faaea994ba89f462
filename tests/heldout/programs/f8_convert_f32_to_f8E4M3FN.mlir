// f8_convert_f32_to_f8E4M3FN: stablehlo.convert f32 -> f8E4M3FN, round to nearest even: ties to even (1.0625 -> 1, 1.1875 -> 1.25), the largest finite value 448 (460 and the
// tie 464 round to 448), subnormals (2^-9 is the smallest; 2^-10 ties to 0, 3*2^-10 ties
// to 2^-8), and NaN.
// Expected: exact rounding in Python over the decoded table of all 256 codes.
module @jit_f8_convert_f32_to_f8E4M3FN attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf8E4M3FN> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf32>
    %exp = call @expected() : () -> tensor<20xf8E4M3FN>
    %r = stablehlo.convert %in : (tensor<20xf32>) -> tensor<20xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<20xf8E4M3FN>, tensor<20xf8E4M3FN>) -> ()
    return %r : tensor<20xf8E4M3FN>
  }
  func.func private @inputs() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, 1.0625, 1.1875, 1.1259765625, 448.0, 460.0, 464.0, -300.0, 0.001953125, 0.0009765625, 0.0009775161743164062, 0.0029296875, 0.017000000923871994, -0.3333333134651184, 240.0, 232.0, 0x7FC00000, 0.0146484375]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
  func.func private @expected() -> (tensor<20xf8E4M3FN> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, 1.0, 1.25, 1.125, 448.0, 448.0, 448.0, -288.0, 0.001953125, 0.0, 0.001953125, 0.00390625, 0.017578125, -0.34375, 240.0, 224.0, 0x7F, 0.015625]> : tensor<20xf8E4M3FN>
    return %cst_0 : tensor<20xf8E4M3FN>
  }
}
