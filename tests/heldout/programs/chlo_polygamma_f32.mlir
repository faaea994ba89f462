// chlo_polygamma_f32: chlo.polygamma on f32.
// Expected: polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x) (n >= 1) and digamma (n = 0),
// from the reference zeta/digamma above (polygamma(1, 1) = pi^2/6 checked); x > 0.
// 16 ULP.
// Tolerance: check.expect_close max_ulp_difference = 16.
module @jit_chlo_polygamma_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<18xf32>, tensor<18xf32>)
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.polygamma %in#0, %in#1 : tensor<18xf32>, tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 16 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}, tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0, 1.0, 2.0, 1.0, 0.0, 3.0, 4.0, 1.0, 4.0, 1.0, 3.0, 2.0, 1.0, 2.0, 3.0]> : tensor<18xf32>
    %cst_1 = stablehlo.constant dense<[1.0, 1.0, 1.0, 0.5, 10.0, 3.5, 0.10000000149011612, 5.0, 2.0, 7.0, 10.785995483398438, 3.887705087661743, 6.389230251312256, 8.735276222229004, 8.669418334960938, 8.786456108093262, 5.621887683868408, 4.773796081542969]> : tensor<18xf32>
    return %cst_0, %cst_1 : tensor<18xf32>, tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-0.5772156715393066, 1.644934058189392, -2.40411376953125, 97.40908813476562, 0.10516633838415146, -0.10820405185222626, 101.43329620361328, 1.5061177015304565, 0.4939393997192383, -0.003296771552413702, 0.09714324027299881, -0.04255200922489166, 0.1693975180387497, 0.0035548603627830744, -0.014928009361028671, 0.12053313106298447, -0.037763357162475586, 0.024950388818979263]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
