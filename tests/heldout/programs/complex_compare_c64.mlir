// complex_compare_c64: stablehlo.compare EQ and NE on complex<f32> (both parts compared;
// -0 == 0; NaN parts make EQ false and NE true). Expected: Python complex ==/!=.
module @jit_complex_compare_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<8xi1> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<8xi1> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>)
    %exp:2 = call @expected() : () -> (tensor<8xi1>, tensor<8xi1>)
    %eq = stablehlo.compare EQ, %in#0, %in#1, FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
    %ne = stablehlo.compare NE, %in#0, %in#1, FLOAT : (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>) -> tensor<8xi1>
    stablehlo.custom_call @check.expect_eq(%eq, %exp#0) {has_side_effect = true} : (tensor<8xi1>, tensor<8xi1>) -> ()
    stablehlo.custom_call @check.expect_eq(%ne, %exp#1) {has_side_effect = true} : (tensor<8xi1>, tensor<8xi1>) -> ()
    return %eq, %ne : tensor<8xi1>, tensor<8xi1>
  }
  func.func private @inputs() -> (tensor<8xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<8xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.0, 2.0), (1.0, 2.0), (0.0, 0.0), (0x7FC00000, 0.0), (3.0, 0x7FC00000), (0x7F800000, -1.0), (1.5, -2.5), (2.0, 0.0)]> : tensor<8xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(1.0, 2.0), (1.0, -2.0), (-0.0, -0.0), (0x7FC00000, 0.0), (3.0, 1.0), (0x7F800000, -1.0), (1.5, 2.5), (2.0, 1.0e-45)]> : tensor<8xcomplex<f32>>
    return %cst_0, %cst_1 : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<8xi1> {mhlo.layout_mode = "default"}, tensor<8xi1> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[true, false, true, false, false, true, false, false]> : tensor<8xi1>
    %cst_1 = stablehlo.constant dense<[false, true, false, true, true, false, true, true]> : tensor<8xi1>
    return %cst_0, %cst_1 : tensor<8xi1>, tensor<8xi1>
  }
}
