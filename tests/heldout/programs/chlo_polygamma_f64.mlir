// chlo_polygamma_f64: chlo.polygamma on f64.
// Expected: polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x) (n >= 1) and digamma (n = 0),
// from the reference zeta/digamma above (polygamma(1, 1) = pi^2/6 checked); x > 0.
// 64 ULP.
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_polygamma_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<18xf64>, tensor<18xf64>)
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.polygamma %in#0, %in#1 : tensor<18xf64>, tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}, tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 1.0, 2.0, 1.0, 0.0, 3.0, 4.0, 2.0, 2.0, 4.0, 4.0, 1.0, 2.0, 3.0, 3.0]> : tensor<18xf64>
    %cst_1 = stablehlo.constant dense<[1.0, 1.0, 1.0, 0.5, 10.0, 3.5, 0.1, 5.0, 2.0, 7.0, 18.340839527675538, 13.81338683619219, 16.315479285669984, 0.4318140113989588, 17.28126309786852, 4.252540475298101, 9.799541499286706, 17.234556998028]> : tensor<18xf64>
    return %cst_0, %cst_1 : tensor<18xf64>, tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-0.5772156649015328, 1.6449340668482262, -2.404113806319189, 97.40909103400244, 0.10516633568168576, -0.1082040516417274, 101.43329915079276, 1.5061176684318003, 0.4939394022668292, -0.0032967715890263797, -0.0031392709859835843, -0.0056339360580142175, -9.558275872101276e-05, -1602.8997099980515, 0.05957265816236275, -0.06980265636683843, 0.0024725911753899375, 0.0004260039800456001]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
