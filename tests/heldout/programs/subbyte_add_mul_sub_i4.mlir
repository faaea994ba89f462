// subbyte_add_mul_sub_i4: stablehlo.add, multiply and subtract on i4 with two's-complement
// wrap-around modulo 2^4 (e.g. 7 + 1 = -8). Expected: Python integers reduced modulo 2^4.
module @jit_subbyte_add_mul_sub_i4 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<12xi4> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<12xi4> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<12xi4> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<12xi4>, tensor<12xi4>)
    %exp:3 = call @expected() : () -> (tensor<12xi4>, tensor<12xi4>, tensor<12xi4>)
    %s = stablehlo.add %in#0, %in#1 : tensor<12xi4>
    %m = stablehlo.multiply %in#0, %in#1 : tensor<12xi4>
    %d = stablehlo.subtract %in#0, %in#1 : tensor<12xi4>
    stablehlo.custom_call @check.expect_eq(%s, %exp#0) {has_side_effect = true} : (tensor<12xi4>, tensor<12xi4>) -> ()
    stablehlo.custom_call @check.expect_eq(%m, %exp#1) {has_side_effect = true} : (tensor<12xi4>, tensor<12xi4>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#2) {has_side_effect = true} : (tensor<12xi4>, tensor<12xi4>) -> ()
    return %s, %m, %d : tensor<12xi4>, tensor<12xi4>, tensor<12xi4>
  }
  func.func private @inputs() -> (tensor<12xi4> {mhlo.layout_mode = "default"}, tensor<12xi4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[7, -8, -8, 5, -3, 7, 4, -7, -8, 4, 4, 6]> : tensor<12xi4>
    %cst_1 = stablehlo.constant dense<[1, -1, -8, 5, -6, 7, 4, 3, 2, -6, -7, -1]> : tensor<12xi4>
    return %cst_0, %cst_1 : tensor<12xi4>, tensor<12xi4>
  }
  func.func private @expected() -> (tensor<12xi4> {mhlo.layout_mode = "default"}, tensor<12xi4> {mhlo.layout_mode = "default"}, tensor<12xi4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-8, 7, 0, -6, 7, -2, -8, -4, -6, -2, -3, 5]> : tensor<12xi4>
    %cst_1 = stablehlo.constant dense<[7, -8, 0, -7, 2, 1, 0, -5, 0, -8, 4, -6]> : tensor<12xi4>
    %cst_2 = stablehlo.constant dense<[6, -7, 0, 0, 3, 0, 0, 6, 6, -6, -5, 7]> : tensor<12xi4>
    return %cst_0, %cst_1, %cst_2 : tensor<12xi4>, tensor<12xi4>, tensor<12xi4>
  }
}
