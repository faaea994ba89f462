// subbyte_add_mul_sub_i2: stablehlo.add, multiply and subtract on i2 with two's-complement
// wrap-around modulo 2^2 (e.g. 1 + 1 = -2). Expected: Python integers reduced modulo 2^2.
module @jit_subbyte_add_mul_sub_i2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<12xi2> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<12xi2> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<12xi2> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<12xi2>, tensor<12xi2>)
    %exp:3 = call @expected() : () -> (tensor<12xi2>, tensor<12xi2>, tensor<12xi2>)
    %s = stablehlo.add %in#0, %in#1 : tensor<12xi2>
    %m = stablehlo.multiply %in#0, %in#1 : tensor<12xi2>
    %d = stablehlo.subtract %in#0, %in#1 : tensor<12xi2>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<12xi2>, tensor<12xi2>) -> ()
    stablehlo.custom_call @check.expect_eq(%m, %exp#1) {has_side_effect = true} : (tensor<12xi2>, tensor<12xi2>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#2) {has_side_effect = true} : (tensor<12xi2>, tensor<12xi2>) -> ()
    return %s, %m, %d : tensor<12xi2>, tensor<12xi2>, tensor<12xi2>
  }
  func.func private @inputs() -> (tensor<12xi2> {mhlo.layout_mode = "default"}, tensor<12xi2> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1, -2, -2, 0, 1, -1, 1, 0, 0, 0, -1, -1]> : tensor<12xi2>
    %cst_1 = stablehlo.constant dense<[1, -1, -2, -1, -2, -1, 1, 0, -2, -1, -1, 1]> : tensor<12xi2>
    return %cst_0, %cst_1 : tensor<12xi2>, tensor<12xi2>
  }
  func.func private @expected() -> (tensor<12xi2> {mhlo.layout_mode = "default"}, tensor<12xi2> {mhlo.layout_mode = "default"}, tensor<12xi2> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-2, 1, 0, -1, -1, -2, -2, 0, -2, -1, -2, 0]> : tensor<12xi2>
    %cst_1 = stablehlo.constant dense<[1, -2, 0, 0, -2, 1, 1, 0, 0, 0, 1, -1]> : tensor<12xi2>
    %cst_2 = stablehlo.constant dense<[0, -1, 0, 1, -1, 0, 0, 0, -2, 1, 0, -2]> : tensor<12xi2>
    return %cst_0, %cst_1, %cst_2 : tensor<12xi2>, tensor<12xi2>, tensor<12xi2>
  }
}
