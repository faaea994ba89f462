// chlo_tan_f64: chlo.tan on f64.
// Expected: math.tan in double of the exact f64 input, rounded; tan(inf) = NaN.
// Arguments are small (|x| <= 3) so no large-argument reduction is involved. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_tan_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf64>
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.tan %in : tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 1.0e-20, 1.5, 3.0, 0x7FF0000000000000, 0x7FF8000000000000, 1.2063660130757596, 1.4008115262860796, 0.887361757460702, -0.23740689450054697, 1.2839095969464958, 0.21715460996218305, -0.8501176706732023, -0.622811196810214, -1.1016933182674034]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5463024898437905, -1.5574077246549023, 1.0e-20, 14.101419947171719, -0.1425465430742778, 0x7FF8000000000000, 0x7FF8000000000000, 2.6214427239829914, 5.826107872254142, 1.2279615182377495, -0.24197004262180555, 3.389538489118548, 0.22063363766484032, -1.1386028979127631, -0.7181615208367912, -1.9730171392550795]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
