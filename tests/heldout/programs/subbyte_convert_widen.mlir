// subbyte_convert_widen: stablehlo.convert i4 -> i32 (sign extension), ui4 -> i32
// (zero extension), i4 -> f32, ui4 -> f32, i32 -> i4 (values in range), every value of
// the 4-bit types. Expected: the Python integers.
module @jit_subbyte_convert_widen attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xi32> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<16xi4> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:3 = call @inputs() : () -> (tensor<16xi4>, tensor<16xui4>, tensor<16xi32>)
    %exp:5 = call @expected() : () -> (tensor<16xi32>, tensor<16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi4>)
    %a = stablehlo.convert %in#0 : (tensor<16xi4>) -> tensor<16xi32>
    %b = stablehlo.convert %in#1 : (tensor<16xui4>) -> tensor<16xi32>
    %c = stablehlo.convert %in#0 : (tensor<16xi4>) -> tensor<16xf32>
    %d = stablehlo.convert %in#1 : (tensor<16xui4>) -> tensor<16xf32>
    %e = stablehlo.convert %in#2 : (tensor<16xi32>) -> tensor<16xi4>
    stablehlo.custom_call @check.expect_eq(%a, %exp#0) {has_side_effect = true} : (tensor<16xi32>, tensor<16xi32>) -> ()
    stablehlo.custom_call @check.expect_eq(%b, %exp#1) {has_side_effect = true} : (tensor<16xi32>, tensor<16xi32>) -> ()
    stablehlo.custom_call @check.expect_eq(%c, %exp#2) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%d, %exp#3) {has_side_effect = true} : (tensor<16xf32>, tensor<16xf32>) -> ()
    stablehlo.custom_call @check.expect_eq(%e, %exp#4) {has_side_effect = true} : (tensor<16xi4>, tensor<16xi4>) -> ()
    return %a, %e : tensor<16xi32>, tensor<16xi4>
  }
  func.func private @inputs() -> (tensor<16xi4> {mhlo.layout_mode = "default"}, tensor<16xui4> {mhlo.layout_mode = "default"}, tensor<16xi32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<16xi4>
    %cst_1 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui4>
    %cst_2 = stablehlo.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<16xi32>
    return %cst_0, %cst_1, %cst_2 : tensor<16xi4>, tensor<16xui4>, tensor<16xi32>
  }
  func.func private @expected() -> (tensor<16xi32> {mhlo.layout_mode = "default"}, tensor<16xi32> {mhlo.layout_mode = "default"}, tensor<16xf32> {mhlo.layout_mode = "default"}, tensor<16xf32> {mhlo.layout_mode = "default"}, tensor<16xi4> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<16xi32>
    %cst_1 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
    %cst_2 = stablehlo.constant dense<[-8.0, -7.0, -6.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<[-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7]> : tensor<16xi4>
    return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : tensor<16xi32>, tensor<16xi32>, tensor<16xf32>, tensor<16xf32>, tensor<16xi4>
  }
}
