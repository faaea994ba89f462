// chlo_bessel_i1e_f32: chlo.bessel_i1e on f32.
// Expected: exp(-|x|) I1(x) by the power series of I1 in double (positive terms,
// fsum; checked: i1e(1) = 0.2079104153497085, i1e(10) = 0.1212626813844555);
// odd in x; i1e(+-inf) = +-0 (limit 1/sqrt(2 pi x) -> 0). 8 ULP.
// Tolerance: check.expect_close max_ulp_difference = 8.
module @jit_chlo_bessel_i1e_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf32>
    %exp = call @expected() : () -> tensor<20xf32>
    %r = chlo.bessel_i1e %in : tensor<20xf32> -> tensor<20xf32>
    check.expect_close %r, %exp, max_ulp_difference = 8 : tensor<20xf32>, tensor<20xf32>
    return %r : tensor<20xf32>
  }
  func.func private @inputs() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, -2.0, 10.0, 0.0010000000474974513, 50.0, -100.0, 0x7F800000, 0xFF800000, 0x7FC00000, 7.825071811676025, -27.345657348632812, -9.861249923706055, 9.428215026855469, 17.469051361083984, -2.5667619705200195, -19.475034713745117, -17.899316787719727, 11.507320404052734]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
  func.func private @expected() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.207910418510437, -0.2152692824602127, 0.12126268446445465, 0.0004995003109797835, 0.05599312484264374, -0.03974415361881256, 0.0, -0.0, 0x7FC00000, 0.13546966016292572, -0.0752311497926712, -0.12204084545373917, 0.12456785142421722, 0.0933622494339943, -0.2052975296974182, -0.08863053470849991, -0.09228382259607315, 0.11365858465433121]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
}
