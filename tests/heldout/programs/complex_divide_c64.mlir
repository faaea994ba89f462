// complex_divide_c64: stablehlo.divide on complex<f32>, expected = numpy complex128 division
// rounded per part to f32; inputs drawn (seed 1001) so that neither part of
// the quotient suffers cancellation, plus 0/(1+2i), (6+8i)/2 and a huge/huge
// quotient whose naive |b|^2 overflows. Tolerance: custom_call expect_close (3 ULP).
module @jit_complex_divide_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<12xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<12xcomplex<f32>>, tensor<12xcomplex<f32>>)
    %exp = call @expected() : () -> tensor<12xcomplex<f32>>
    %q = stablehlo.divide %in#0, %in#1 : tensor<12xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%q, %exp) {has_side_effect = true} : (tensor<12xcomplex<f32>>, tensor<12xcomplex<f32>>) -> ()
    return %q : tensor<12xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<12xcomplex<f32>> {mhlo.layout_mode = "default"}, tensor<12xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.22807401418685913, 6.065572738647461), (3.8347339630126953, -1.9124372005462646), (-1.3116455078125, -7.912438869476318), (3.5253148078918457, -1.973090648651123), (-9.51278018951416, -7.7516937255859375), (-2.8025736808776855, 1.086837649345398), (9.268243789672852, 4.4926300048828125), (-7.460860252380371, -2.362072229385376), (3.32077956199646, -3.4290521144866943), (0.0, 0.0), (6.0, 8.0), (1.0000000150474662e+30, 1.0000000150474662e+30)]> : tensor<12xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(-2.1283085346221924, 5.715310573577881), (2.484076738357544, -7.993045806884766), (-6.853233814239502, 3.0099034309387207), (9.508831977844238, 4.8959760665893555), (-4.8565497398376465, 0.7183545231819153), (0.522942066192627, 8.509669303894043), (-6.191950798034668, 0.2146078497171402), (3.26414155960083, -4.756863117218018), (2.9335501194000244, -0.5166329145431519), (1.0, 2.0), (2.0, 0.0), (2.0000000300949324e+30, 0.0)]> : tensor<12xcomplex<f32>>
    return %cst_0, %cst_1 : tensor<12xcomplex<f32>>, tensor<12xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<12xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.9189865589141846, -0.3821246325969696), (0.35415610671043396, 0.36969423294067383), (-0.26463741064071655, 1.0383281707763672), (0.20859989523887634, -0.3149062693119049), (1.6857788562774658, 1.8454831838607788), (0.1070747822523117, 0.33591994643211365), (-1.4699082374572754, -0.7765055298805237), (-0.39412009716033936, -1.2979974746704102), (1.2976130247116089, -0.9403836131095886), (0.0, 0.0), (3.0, 4.0), (0.5, 0.5)]> : tensor<12xcomplex<f32>>
    return %cst_0 : tensor<12xcomplex<f32>>
  }
}
