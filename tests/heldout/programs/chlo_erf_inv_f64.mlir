// chlo_erf_inv_f64: chlo.erf_inv on f64.
// Expected: erfinv in double by Newton's method on math.erf (math.erfc near +-1,
// checked: erf(erfinv(y)) = y to 2e-16); erf_inv(+-1) = +-inf, |x| > 1 -> NaN,
// erf_inv(-0) = -0. 256 ULP.
// Tolerance: check.expect_close max_ulp_difference = 256.
module @jit_chlo_erf_inv_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<22xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<22xf64>
    %exp = call @expected() : () -> tensor<22xf64>
    %r = chlo.erf_inv %in : tensor<22xf64> -> tensor<22xf64>
    check.expect_close %r, %exp, max_ulp_difference = 256 : tensor<22xf64>, tensor<22xf64>
    return %r : tensor<22xf64>
  }
  func.func private @inputs() -> (tensor<22xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -0.5, 0.9, 0.999, -0.99999, 1.0, -1.0, 1.5, 0x7FF8000000000000, 1.0e-20, 0.8049688750681425, 0.5545649181153962, 0.4372465082224437, -0.3064311101281827, 0.32311802246820287, -0.6152248353523635, -0.0994356730931717, 0.32834183259606164, -0.8814365399844706, -0.794352236792283]> : tensor<22xf64>
    return %cst_0 : tensor<22xf64>
  }
  func.func private @expected() -> (tensor<22xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.4769362762044699, -0.4769362762044699, 1.1630871536766743, 2.3267537655135246, -3.123413274341571, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 8.862269254527579e-21, 0.9162962029276657, 0.5395560454918, 0.4092426403530254, -0.2786117079273069, 0.2946667424566397, -0.6145688348429891, -0.08835192704560416, 0.29972373309843237, -1.1036746967366409, -0.8949312461355486]> : tensor<22xf64>
    return %cst_0 : tensor<22xf64>
  }
}
