// irfft_c64_10: stablehlo.fft type = IRFFT, length = [10] on tensor<2x6xcomplex<f32>>.
// Input: numpy.fft.rfft of a real signal, rounded to f32 (Hermitian: DC and
// Nyquist bins real). Expected: numpy.fft.irfft(n=10) of that input, rounded to f32.
// Tolerance: custom_call expect_almost_eq (absolute 0.001; values are O(1)-O(10)).
module @jit_irfft_c64_10 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x10xf32> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<2x6xcomplex<f32>>
    %exp = call @expected() : () -> tensor<2x10xf32>
    %r = stablehlo.fft %in, type =  IRFFT, length = [10] : (tensor<2x6xcomplex<f32>>) -> tensor<2x10xf32>
    stablehlo.custom_call @check.expect_almost_eq(%r, %exp) {has_side_effect = true} : (tensor<2x10xf32>, tensor<2x10xf32>) -> ()
    return %r : tensor<2x10xf32>
  }
  func.func private @inputs() -> (tensor<2x6xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.0014154488453641534, 0.0), (-1.985768437385559, 1.6835882663726807), (1.5736958980560303, -1.4089938402175903), (0.36900049448013306, -0.7762494087219238), (-1.4569063186645508, 0.5418498516082764), (-2.0331716537475586, 0.0)], [(-0.9993801712989807, 0.0), (0.11505318433046341, -1.2199305295944214), (-0.5146680474281311, 0.13092082738876343), (-1.4408855438232422, -1.948026180267334), (1.6832383871078491, 0.8345869183540344), (2.0043084621429443, 0.0)]]> : tensor<2x6xcomplex<f32>>
    return %cst_0 : tensor<2x6xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<2x10xf32> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[-0.5034543871879578, 0.34610024094581604, -0.8733505606651306, -0.6392569541931152, 0.2190684676170349, 0.5498871207237244, 0.7282175421714783, 0.7211315035820007, -0.5877746343612671, 0.038016177713871], [0.06904042512178421, -0.10592933744192123, 0.674446165561676, -0.49363166093826294, 0.3256255090236664, 0.19851167500019073, -0.9482989311218262, -0.21299798786640167, 0.38165101408958435, -0.8877969980239868]]> : tensor<2x10xf32>
    return %cst_0 : tensor<2x10xf32>
  }
}
