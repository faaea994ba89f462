// complex_log_c64: stablehlo.log on complex<f32>. Expected: Python cmath.log in double
// (C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
// rounded per part to f32. Random inputs (seed 1001) keep both parts of the
// result away from zero relative to its modulus. Tolerance: custom_call
// expect_close (3 ULP per part).
module @jit_complex_log_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<16xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<16xcomplex<f32>>
    %exp = call @expected() : () -> tensor<16xcomplex<f32>>
    %r = stablehlo.log %in : tensor<16xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<16xcomplex<f32>>, tensor<16xcomplex<f32>>) -> ()
    return %r : tensor<16xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<16xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.0, 0.0), (-1.0, 0.0), (-1.0, -0.0), (0.0, 1.0), (3.0, 4.0), (-2.5, 0.0), (0.0, -2.0), (-2.899430274963379, 0.33611565828323364), (1.2552731037139893, 0.9925662279129028), (1.45354425907135, 2.4783542156219482), (-0.024597778916358948, 0.40861964225769043), (1.3989431858062744, -0.6429236531257629), (-2.8728630542755127, 1.7183805704116821), (-1.0958199501037598, 2.151451349258423), (-0.6738998293876648, -1.9951941967010498), (-0.4988270401954651, 2.7131998538970947)]> : tensor<16xcomplex<f32>>
    return %cst_0 : tensor<16xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<16xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.0, 0.0), (0.0, 3.1415927410125732), (0.0, -3.1415927410125732), (0.0, 1.5707963705062866), (1.6094379425048828, 0.9272952079772949), (0.9162907600402832, 3.1415927410125732), (0.6931471824645996, -1.5707963705062866), (1.0711888074874878, 3.0261831283569336), (0.4701790511608124, 0.6690551042556763), (1.0554113388061523, 1.0403655767440796), (-0.893161952495575, 1.6309210062026978), (0.43152785301208496, -0.4307904541492462), (1.2082324028015137, 2.6025402545928955), (0.8814711570739746, 2.0418879985809326), (0.7447571158409119, -1.8965269327163696), (1.0147501230239868, 1.7526178359985352)]> : tensor<16xcomplex<f32>>
    return %cst_0 : tensor<16xcomplex<f32>>
  }
}
