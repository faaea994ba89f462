// f8_multiply_f8E5M2: stablehlo.multiply on f8E5M2: the exact result (Python double, exact for
// these operands) rounded once to f8E5M2, nearest even; 256 * 256 = 65536 overflows to inf, 2^-8 * 2^-9 = 2^-17 ties to 0, 2^-8 * 2^-8 = 2^-16 (smallest subnormal).
// Expected: exact rounding in Python; check: expect_eq.
module @jit_f8_multiply_f8E5M2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xf8E5M2> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<16xf8E5M2>, tensor<16xf8E5M2>)
    %exp = call @expected() : () -> tensor<16xf8E5M2>
    %r = stablehlo.multiply %in#0, %in#1 : tensor<16xf8E5M2>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<16xf8E5M2>, tensor<16xf8E5M2>) -> ()
    return %r : tensor<16xf8E5M2>
  }
  func.func private @inputs() -> (tensor<16xf8E5M2> {mhlo.layout_mode = "default"}, tensor<16xf8E5M2> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[256.0, 0.00390625, 0.00390625, 1.25, -0.0, 0x7C, 1.5, -24576.0, 3.0, -0.078125, 0.0625, 2.5, 0.75, -0.875, -8.0, -0.625]> : tensor<16xf8E5M2>
    %cst_1 = stablehlo.constant dense<[256.0, 0.00390625, 0.001953125, 1.25, 3.0, 0.5, 1.75, 2.0, -5.0, 1.0, 10.0, 16.0, 0.15625, -4.0, -7.0, -0.1875]> : tensor<16xf8E5M2>
    return %cst_0, %cst_1 : tensor<16xf8E5M2>, tensor<16xf8E5M2>
  }
  func.func private @expected() -> (tensor<16xf8E5M2> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0x7C, 1.52587890625e-05, 0.0, 1.5, -0.0, 0x7C, 2.5, -49152.0, -16.0, -0.078125, 0.625, 40.0, 0.125, 3.5, 56.0, 0.125]> : tensor<16xf8E5M2>
    return %cst_0 : tensor<16xf8E5M2>
  }
}
