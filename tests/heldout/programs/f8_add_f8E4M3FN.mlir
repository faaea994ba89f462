// f8_add_f8E4M3FN: stablehlo.add on f8E4M3FN: the exact result (Python double, exact for
// these operands) rounded once to f8E4M3FN, nearest even; 2^-9 + 2^-9 = 2^-8 (subnormals), 240 + 16 = 256.
// Expected: exact rounding in Python; check: expect_eq.
module @jit_f8_add_f8E4M3FN attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xf8E4M3FN> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<16xf8E4M3FN>, tensor<16xf8E4M3FN>)
    %exp = call @expected() : () -> tensor<16xf8E4M3FN>
    %r = stablehlo.add %in#0, %in#1 : tensor<16xf8E4M3FN>
    stablehlo.custom_call @check.expect_eq(%r, %exp) {has_side_effect = true} : (tensor<16xf8E4M3FN>, tensor<16xf8E4M3FN>) -> ()
    return %r : tensor<16xf8E4M3FN>
  }
  func.func private @inputs() -> (tensor<16xf8E4M3FN> {mhlo.layout_mode = "default"}, tensor<16xf8E4M3FN> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.0, -0.0, -0.0, 0.001953125, 240.0, -448.0, 0.875, 10.0, 2.25, 0.109375, -0.875, 0.5, -3.25, -0.625, 0.171875]> : tensor<16xf8E4M3FN>
    %cst_1 = stablehlo.constant dense<[0.0625, 0.1875, 0.0, -0.0, 0.001953125, 16.0, 448.0, 0.0078125, -0.46875, 0.125, -0.125, 5.0, -1.625, 0.171875, -0.109375, 0.140625]> : tensor<16xf8E4M3FN>
    return %cst_0, %cst_1 : tensor<16xf8E4M3FN>, tensor<16xf8E4M3FN>
  }
  func.func private @expected() -> (tensor<16xf8E4M3FN> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.25, 0.0, -0.0, 0.00390625, 256.0, 0.0, 0.875, 10.0, 2.5, -0.015625, 4.0, -1.125, -3.0, -0.75, 0.3125]> : tensor<16xf8E4M3FN>
    return %cst_0 : tensor<16xf8E4M3FN>
  }
}
