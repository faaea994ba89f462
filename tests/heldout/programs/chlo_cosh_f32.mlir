// chlo_cosh_f32: chlo.cosh on f32.
// Expected: math.cosh in double, rounded (cosh(-88) is near the top of the
// range; +-inf -> inf).
// 64 ULP: the decomposition goes through exp(|x| + log(1/2)), whose relative error
// grows like |x| * eps (|x| up to 88 here).
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_cosh_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<20xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<20xf32>
    %exp = call @expected() : () -> tensor<20xf32>
    %r = chlo.cosh %in : tensor<20xf32> -> tensor<20xf32>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<20xf32>, tensor<20xf32>
    return %r : tensor<20xf32>
  }
  func.func private @inputs() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 3.0, 20.0, -88.0, 9.999999682655225e-21, 0x7F800000, 0xFF800000, 0x7FC00000, -8.517716407775879, 1.4522353410720825, 3.9488110542297363, -1.1362497806549072, 7.1419596672058105, -4.053359031677246, 3.7491674423217773, 2.1792690753936768, 9.041595458984375]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
  func.func private @expected() -> (tensor<20xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.0, 1.0, 1.1276259422302246, 1.5430806875228882, 10.067662239074707, 242582592.0, 8.258181330680653e+37, 1.0, 0x7F800000, 0x7F800000, 0x7FC00000, 2501.30859375, 2.2533504962921143, 25.94646644592285, 1.7180424928665161, 631.9517822265625, 28.803972244262695, 21.254615783691406, 4.476483345031738, 4223.6220703125]> : tensor<20xf32>
    return %cst_0 : tensor<20xf32>
  }
}
