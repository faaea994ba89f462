// chlo_bessel_i1e_f64: chlo.bessel_i1e on f64.
// Expected: exp(-|x|) I1(x) by the power series of I1 in double (positive terms,
// fsum; checked: i1e(1) = 0.2079104153497085, i1e(10) = 0.1212626813844555);
// odd in x; i1e(+-inf) = +-0 (limit 1/sqrt(2 pi x) -> 0). 32 ULP.
// Tolerance: check.expect_close max_ulp_difference = 32.
module @jit_chlo_bessel_i1e_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf64>
    %exp = call @expected() : () -> tensor<20xf64>
    %r = chlo.bessel_i1e %in : tensor<20xf64> -> tensor<20xf64>
    check.expect_close %r, %exp, max_ulp_difference = 32 : tensor<20xf64>, tensor<20xf64>
    return %r : tensor<20xf64>
  }
  func.func private @inputs() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.0, 10.0, 0.001, 50.0, -100.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 26.83627064152178, 17.124502973371186, 1.185835678797897, 12.697927821652314, 20.7719350663901, 28.699533231050346, 26.547350289174936, 6.63423633051449, -22.13438097961125]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
  func.func private @expected() -> (tensor<20xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.20791041534970847, -0.21526928924893768, 0.12126268138445555, 0.0004995003123542213, 0.0559931238928954, -0.03974415302513025, 0.0, -0.0, 0x7FF8000000000000, 0.07592125377338071, 0.09425353337574237, 0.21489046307123588, 0.10856102363357872, 0.08592785396205467, 0.07348453589390769, 0.07632120375661029, 0.14564766973357324, -0.08333844220058406]> : tensor<20xf64>
    return %cst_0 : tensor<20xf64>
  }
}
