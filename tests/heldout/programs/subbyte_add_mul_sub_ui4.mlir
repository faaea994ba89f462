// subbyte_add_mul_sub_ui4: stablehlo.add, multiply and subtract on ui4 with two's-complement
// wrap-around modulo 2^4 (e.g. 15 + 1 = 0). Expected: Python integers reduced modulo 2^4.
module @jit_subbyte_add_mul_sub_ui4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<12xui4> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<12xui4> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<12xui4> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<12xui4>, tensor<12xui4>)
    %exp:3 = call @expected() : () -> (tensor<12xui4>, tensor<12xui4>, tensor<12xui4>)
    %s = stablehlo.add %in#0, %in#1 : tensor<12xui4>
    %m = stablehlo.multiply %in#0, %in#1 : tensor<12xui4>
    %d = stablehlo.subtract %in#0, %in#1 : tensor<12xui4>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<12xui4>, tensor<12xui4>) -> ()
    stablehlo.custom_call @check.expect_eq(%m, %exp#1) {has_side_effect = true} : (tensor<12xui4>, tensor<12xui4>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#2) {has_side_effect = true} : (tensor<12xui4>, tensor<12xui4>) -> ()
    return %s, %m, %d : tensor<12xui4>, tensor<12xui4>, tensor<12xui4>
  }
  func.func private @inputs() -> (tensor<12xui4> {mhlo.layout_mode = "default"}, tensor<12xui4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[15, 10, 15, 0, 8, 3, 9, 8, 0, 10, 12, 12]> : tensor<12xui4>
    %cst_1 = stablehlo.constant dense<[1, 10, 15, 0, 8, 4, 15, 14, 10, 15, 6, 13]> : tensor<12xui4>
    return %cst_0, %cst_1 : tensor<12xui4>, tensor<12xui4>
  }
  func.func private @expected() -> (tensor<12xui4> {mhlo.layout_mode = "default"}, tensor<12xui4> {mhlo.layout_mode = "default"}, tensor<12xui4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0, 4, 14, 0, 0, 7, 8, 6, 10, 9, 2, 9]> : tensor<12xui4>
    %cst_1 = stablehlo.constant dense<[15, 4, 1, 0, 0, 12, 7, 0, 0, 6, 8, 12]> : tensor<12xui4>
    %cst_2 = stablehlo.constant dense<[14, 0, 0, 0, 0, 15, 10, 10, 6, 11, 6, 15]> : tensor<12xui4>
    return %cst_0, %cst_1, %cst_2 : tensor<12xui4>, tensor<12xui4>, tensor<12xui4>
  }
}
