// chlo_asinh_f64: chlo.asinh on f64.
// Expected: math.asinh in double, rounded (odd, huge arguments without overflow). 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_asinh_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf64>
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.asinh %in : tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -2.0, 10000000000.0, -1.0e-10, 1.0e+300, 0x7FF0000000000000, 0x7FF8000000000000, 28.738208434544205, -26.281880491541067, -37.14616598507872, 21.941882900814335, -0.44492701420453074, -32.49628032129959, -19.227623163869566, -42.47522055616969, -5.074455357431148]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.48121182505960347, -1.4436354751788103, 23.7189981105004, -1.0e-10, 691.4686750787736, 0x7FF0000000000000, 0x7FF8000000000000, 4.051677290631709, -3.962388663404725, -4.308188874281809, 3.782063316979509, -0.43141912103539237, -4.1745094682464075, -3.650170668450214, -4.4422065817648395, -2.326936668709794]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
