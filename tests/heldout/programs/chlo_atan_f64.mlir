// chlo_atan_f64: chlo.atan on f64.
// Expected: math.atan in double, rounded; atan(+-inf) = +-pi/2. 4 ULP.
// Tolerance: check.expect_close max_ulp_difference = 4.
module @jit_chlo_atan_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<18xf64>
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.atan %in : tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 4 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 1.0e-20, 1.0e+20, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, -11.980277092621199, -5.257236788582977, -0.641424384465715, 4.623935327084496, 2.039641297425206, 18.817397434813195, -9.289836321702927, -11.072694638213099, 15.397676614257378]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[0.0, -0.0, 0.7853981633974483, -0.7853981633974483, 1.0e-20, 1.5707963267948966, 1.5707963267948966, -1.5707963267948966, 0x7FF8000000000000, -1.4875188524759808, -1.3828278516876507, -0.5703230260962886, 1.3578104168143292, 1.1149530665105694, 1.5177039569848192, -1.4635647082005305, -1.4807284171367359, 1.5059425422092305]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
