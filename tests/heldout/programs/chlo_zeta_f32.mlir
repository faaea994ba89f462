// chlo_zeta_f32: chlo.zeta on f32.
// Expected: Hurwitz zeta(x, q) = sum_k (q + k)^-x by Euler-Maclaurin in double (30
// terms + 9 Bernoulli corrections; checked against zeta(2) = pi^2/6, zeta(4) = pi^4/90,
// zeta(3), zeta(2, 1/2) = pi^2/2). Domain x > 1, q > 0. 16 ULP.
// Tolerance: check.expect_close max_ulp_difference = 16.
module @jit_chlo_zeta_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<18xf32>, tensor<18xf32>)
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.zeta %in#0, %in#1 : tensor<18xf32>, tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 16 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}, tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[2.0, 4.0, 3.0, 2.0, 1.5, 10.0, 2.5, 30.0, 6.0, 3.315875768661499, 7.487945556640625, 4.956749439239502, 5.2839436531066895, 3.6661922931671143, 1.8500524759292603, 5.338522434234619, 5.704947471618652, 7.387437343597412]> : tensor<18xf32>
    %cst_1 = stablehlo.constant dense<[1.0, 1.0, 1.0, 0.5, 2.0, 1.5, 100.0, 1.0, 0.25, 2.7763664722442627, 7.369296073913574, 9.955353736877441, 8.576062202453613, 4.711785793304443, 8.055363655090332, 8.67230224609375, 4.261221885681152, 8.645679473876953]> : tensor<18xf32>
    return %cst_0, %cst_1 : tensor<18xf32>, tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.644934058189392, 1.0823231935501099, 1.202056884765625, 4.934802055358887, 1.6123753786087036, 0.017450354993343353, 0.0006716874777339399, 1.0, 4096.27099609375, 0.06071687117218971, 5.494374590853113e-07, 3.453139288467355e-05, 2.9892655220464803e-05, 0.007933908142149448, 0.210617795586586, 2.5017025109264068e-05, 0.00038746060454286635, 2.3097092594071e-07]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
