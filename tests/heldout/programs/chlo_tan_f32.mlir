// chlo_tan_f32: chlo.tan on f32.
// Expected: math.tan in double of the exact f32 input, rounded; tan(inf) = NaN.
// Arguments are small (|x| <= 3) so no large-argument reduction is involved. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_tan_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf32>
    %exp = call @expected() : () -> tensor<18xf32>
    %r = chlo.tan %in : tensor<18xf32> -> tensor<18xf32>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf32>, tensor<18xf32>
    return %r : tensor<18xf32>
  }
  func.func private @inputs() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5, -1.0, 9.999999682655225e-21, 1.5, 3.0, 0x7F800000, 0x7FC00000, -0.2761080861091614, 1.422800064086914, 0.5808824896812439, -1.2212897539138794, -0.7489320635795593, -0.43629616498947144, -0.8112046718597412, 0.5162335634231567, -0.936713695526123]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
  func.func private @expected() -> (tensor<18xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.5463024973869324, -1.5574077367782593, 9.999999682655225e-21, 14.101420402526855, -0.14254654943943024, 0x7FC00000, 0x7FC00000, -0.2833452820777893, 6.707523345947266, 0.6564304828643799, -2.7437143325805664, -0.9296036958694458, -0.46626365184783936, -1.052992343902588, 0.5675714015960693, -1.359829306602478]> : tensor<18xf32>
    return %cst_0 : tensor<18xf32>
  }
}
