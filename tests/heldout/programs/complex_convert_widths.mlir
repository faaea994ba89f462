// complex_convert_widths: stablehlo.convert complex<f32> -> complex<f64> (exact) and
// complex<f64> -> complex<f32> (each part rounded to nearest even: ties 1+2^-24 ->
// 1, 1+3*2^-24 -> 1+2^-22, overflow 1e39 -> inf, 1e-46 -> 0, subnormal 1e-40).
// Expected: numpy astype per part. Check: custom_call expect_eq.
module @jit_complex_convert_widths attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<6xcomplex<f64>> {jax.result_info = "", mhlo.layout_mode = "default"}, tensor<6xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<6xcomplex<f32>>, tensor<6xcomplex<f64>>)
    %exp:2 = call @expected() : () -> (tensor<6xcomplex<f64>>, tensor<6xcomplex<f32>>)
    %w = stablehlo.convert %in#0 : (tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f64>>
    %n = stablehlo.convert %in#1 : (tensor<6xcomplex<f64>>) -> tensor<6xcomplex<f32>>
    stablehlo.custom_call @check.expect_eq(%w, %exp#0) {has_side_effect = true} : (tensor<6xcomplex<f64>>, tensor<6xcomplex<f64>>) -> ()
    stablehlo.custom_call @check.expect_eq(%n, %exp#1) {has_side_effect = true} : (tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>) -> ()
    return %w, %n : tensor<6xcomplex<f64>>, tensor<6xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<6xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<6xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(2.0427744388580322, 2.740706443786621), (-1.5508047342300415, -0.04289192706346512), (2.399285078048706, -1.5629154443740845), (1.9259883165359497, -0.9719451069831848), (1.5618747472763062, -2.642536163330078), (-2.2111713886260986, -0.17249907553195953)]> : tensor<6xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(1.0000000009313226, -1.0000000596046448), (1.0000001788139343, 1.0e+39), (1.0e-46, -1.0e-40), (3.141592653589793, -2.718281828459045), (-0.0, 0x7FF8000000000000), (-1.0e+300, 0.1)]> : tensor<6xcomplex<f64>>
    return %cst_0, %cst_1 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<6xcomplex<f64>> {mhlo.layout_mode = "default"}, tensor<6xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(2.0427744388580322, 2.740706443786621), (-1.5508047342300415, -0.04289192706346512), (2.399285078048706, -1.5629154443740845), (1.9259883165359497, -0.9719451069831848), (1.5618747472763062, -2.642536163330078), (-2.2111713886260986, -0.17249907553195953)]> : tensor<6xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(1.0, -1.0), (1.000000238418579, 0x7F800000), (0.0, -9.99994610111476e-41), (3.1415927410125732, -2.7182817459106445), (-0.0, 0x7FC00000), (0xFF800000, 0.10000000149011612)]> : tensor<6xcomplex<f32>>
    return %cst_0, %cst_1 : tensor<6xcomplex<f64>>, tensor<6xcomplex<f32>>
  }
}
