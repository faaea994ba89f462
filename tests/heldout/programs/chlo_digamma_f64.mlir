// chlo_digamma_f64: chlo.digamma on f64.
// Expected: digamma in double, by reflection (x < 1/2), recurrence to x >= 10 and the
// asymptotic series with Bernoulli numbers (checked against psi(1) = -gamma,
// psi(1/2) = -gamma - 2 ln 2); random inputs (seed 5005) avoid the poles and keep
// |psi(x)| > 0.3 (the recurrence leaves an absolute error ~5e-16 in the reference, and a
// ULP tolerance needs results away from the zero near 1.4616). 64 ULP: the decomposition
// is not correctly rounded.
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_digamma_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<21xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<21xf64>
    %exp = call @expected() : () -> tensor<21xf64>
    %r = chlo.digamma %in : tensor<21xf64> -> tensor<21xf64>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<21xf64>, tensor<21xf64>
    return %r : tensor<21xf64>
  }
  func.func private @inputs() -> (tensor<21xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 0.5, 2.0, 10.0, 1000000.0, -2.25, 0.001, 5.910752345028053, 20.295964423734304, 21.681926405642756, 4.9345428761152625, -3.3111399100659815, 20.199884029907597, 23.337302574635903, 21.211134711729144, 18.544888713490742, 15.786363047220672, 23.861922891761537, -1.9011750671513292, 5.58659643662015, 18.263468206509742]> : tensor<21xf64>
    return %cst_0 : tensor<21xf64>
  }
  func.func private @expected() -> (tensor<21xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[-0.5772156649015328, -1.963510026021423, 0.422784335098467, 2.251752589066721, 13.81551005796419, 4.158583564657974, -1000.5755719318103, 1.6898030139363733, 2.9855843775357482, 3.0532411200917773, 1.4915249687115275, 3.459381078094526, 2.9807200652476866, 3.1284751413351817, 3.03076856101825, 2.892990364049552, 2.7271393055451947, 3.151183789104466, -8.90869157568301, 1.6282086530579274, 2.8772759757115485]> : tensor<21xf64>
    return %cst_0 : tensor<21xf64>
  }
}
