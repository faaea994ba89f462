// irfft_c128_2d_4x6: stablehlo.fft type = IRFFT, length = [4, 6] on tensor<4x4xcomplex<f64>>.
// Input: numpy.fft.rfftn of a real 4x6 signal. Expected: numpy.fft.irfftn(s=(4, 6)).
// Tolerance: check.expect_almost_eq tolerance 1e-10.
module @jit_irfft_c128_2d_4x6 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4x6xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<4x4xcomplex<f64>>
    %exp = call @expected() : () -> tensor<4x6xf64>
    %r = stablehlo.fft %in, type =  IRFFT, length = [4, 6] : (tensor<4x4xcomplex<f64>>) -> tensor<4x6xf64>
    check.expect_almost_eq %r, %exp, tolerance = 1.0e-10 : tensor<4x6xf64>
    return %r : tensor<4x6xf64>
  }
  func.func private @inputs() -> (tensor<4x4xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.01639538886612213, 0.0), (-0.7799411564992395, 0.6219175180992875), (-0.7695034853017761, 2.106780510248855), (-6.003197173384946, 0.0)], [(-1.4415528931240649, -5.171090692071504), (1.6718179950746386, 1.608170843555274), (-0.35567482161329417, -1.4000229144768255), (1.3866086429688416, -4.804304547644357)], [(-3.375384513359257, 0.0), (1.2959047994935382, -0.7706904079918211), (-3.7068469760979417, 1.7664375249408841), (-2.3689134342392553, 0.0)], [(-1.4415528931240649, 5.171090692071504), (1.0779232898712277, 0.34734203468305447), (-0.8436283620914669, -1.1391867569803826), (1.3866086429688416, 4.804304547644357)]]> : tensor<4x4xcomplex<f64>>
    return %cst_0 : tensor<4x4xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<4x6xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[-0.6955698518536938, 0.11772627027790697, -0.42844272854876936, -0.7732795630365114, -0.36020979586754, 0.5710542469102305], [0.8082710679847662, -0.15347435057626013, 0.7419966317072736, 0.866523082450347, 0.909169283405356, 0.25280691218755297], [-0.9448188270346742, 0.17575011206666213, 0.3586751400803763, 0.35625477108741066, -0.8706065642380938, 0.7975768390440063], [-0.6876293634052477, 0.06835138318325058, -0.9886106725335898, 0.5517812306510455, -0.8520206008216968, 0.16232995801377031]]> : tensor<4x6xf64>
    return %cst_0 : tensor<4x6xf64>
  }
}
