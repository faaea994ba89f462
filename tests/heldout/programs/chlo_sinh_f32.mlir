// chlo_sinh_f32: chlo.sinh on f32.
// Expected: math.sinh in double, rounded (sinh(-0) = -0, tiny x -> x,
// +-inf -> +-inf).
// 64 ULP: the decomposition goes through exp(|x| + log(1/2)), whose relative error
// grows like |x| * eps (|x| up to 88 here).
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_sinh_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf32>
    %exp = call @expected() : () -> tensor<20xf32>
    %r = chlo.sinh %in : tensor<20xf32> -> tensor<20xf32>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<20xf32>, tensor<20xf32>
    return %r : tensor<20xf32>
  }
  func.func private @inputs() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 3.0, 20.0, -88.0, 9.999999682655225e-21, 0x7F800000, 0xFF800000, 0x7FC00000, -8.517716407775879, 1.4522353410720825, 3.9488110542297363, -1.1362497806549072, 7.1419596672058105, -4.053359031677246, 3.7491674423217773, 2.1792690753936768, 9.041595458984375]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
  func.func private @expected() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5210952758789062, -1.175201177597046, 10.017874717712402, 242582592.0, -8.258181330680653e+37, 9.999999682655225e-21, 0x7F800000, 0xFF800000, 0x7FC00000, -2501.308349609375, 2.019304037094116, 25.927188873291016, -1.397021770477295, 631.9509887695312, -28.78660774230957, 21.2310791015625, 4.363359451293945, 4223.62158203125]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
}
