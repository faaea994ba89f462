// complex_dot_general_transposed_c128: stablehlo.dot_general on complex<f64> contracting
// lhs dim 0 with rhs dim 0 (a^T b, no conjugation). Expected: numpy einsum in
// complex128; tolerance check.expect_almost_eq 1e-12 (summation order differs).
module @jit_complex_dot_general_transposed_c128 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3x2xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<4x3xcomplex<f64>>, tensor<4x2xcomplex<f64>>)
    %exp = call @expected() : () -> tensor<3x2xcomplex<f64>>
    %r = stablehlo.dot_general %in#0, %in#1, contracting_dims = [0] x [0] : (tensor<4x3xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    check.expect_almost_eq %r, %exp, tolerance = 1.0e-12 : tensor<3x2xcomplex<f64>>
    return %r : tensor<3x2xcomplex<f64>>
  }
  func.func private @inputs() -> (tensor<4x3xcomplex<f64>> {mhlo.layout_mode = "default"}, tensor<4x2xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.10874085739283834, 0.7173510927727258), (0.1969720068941141, -0.01682333864583696), (0.41122961809707537, 0.7994865858721301)], [(0.9638347206947202, 0.24672974033621164), (-0.5798202063168851, 0.8849949886514821), (-0.7861823170443358, 0.8952122654478627)], [(-0.20304649849845768, 0.12339771125533128), (-0.7387086017177982, -0.4276648501070881), (0.9458503129764606, 0.9247885731292524)], [(0.16240335587564458, -0.5534275403086166), (0.2689625829165081, -0.12704896878720273), (-0.2207512464910597, 0.662181007746454)]]> : tensor<4x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[(0.25685508351397446, -0.5878026578760456), (-0.3649855379306681, -0.4882709388890527)], [(-0.27052650607704853, 0.6416630291622052), (0.6247024659589184, -0.6267605032333188)], [(0.06169271609875571, -0.7394063107114708), (0.045561065984438986, -0.5524094305157774)], [(0.8970842415308131, -0.5479039897314768), (0.6106639969751035, 0.28204705384386286)]]> : tensor<4x2xcomplex<f64>>
    return %cst_0, %cst_1 : tensor<4x3xcomplex<f64>>, tensor<4x2xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<3x2xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.10415106463052853, 0.372177642187712), (1.4608824490891639, -0.8330545851822266)], [(-0.5604269438114652, -0.47308292572899396), (0.04253561611328316, 1.2130921291840333)], [(1.1207510328100343, -0.710344777858476), (0.5426116970656901, 0.4211424037694445)]]> : tensor<3x2xcomplex<f64>>
    return %cst_0 : tensor<3x2xcomplex<f64>>
  }
}
