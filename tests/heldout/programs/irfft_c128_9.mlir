// irfft_c128_9: stablehlo.fft type = IRFFT, length = [9] on tensor<3x5xcomplex<f64>>.
// Input: numpy.fft.rfft of a real signal. Expected: numpy.fft.irfft(n=9)
// (odd length: no Nyquist bin).
// Tolerance: check.expect_almost_eq tolerance 1e-10.
module @jit_irfft_c128_9 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3x9xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<3x5xcomplex<f64>>
    %exp = call @expected() : () -> tensor<3x9xf64>
    %r = stablehlo.fft %in, type =  IRFFT, length = [9] : (tensor<3x5xcomplex<f64>>) -> tensor<3x9xf64>
    check.expect_almost_eq %r, %exp, tolerance = 1.0e-10 : tensor<3x9xf64>
    return %r : tensor<3x9xf64>
  }
  func.func private @inputs() -> (tensor<3x5xcomplex<f64>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(1.4344725837749521, 0.0), (-1.3472968420618925, 0.20416246884916422), (2.0681743958473713, 1.9930540727189852), (0.0013844861781970863, 1.17813526509115), (-1.1350163570402318, -1.071588572105718)], [(-0.7901225969724566, 0.0), (0.541966213955494, -1.3851365350468157), (-1.473730711558816, -1.7893397479740836), (-1.0274934690579482, 1.1210102718008073), (-0.8172123074188425, 0.3159083850055483)], [(-0.489413998396667, 0.0), (2.636088602205458, 1.3706594582583105), (-0.7648997004854311, 0.4008974343444014), (-0.1258513386923732, -1.002799130101672), (0.3779045846151462, 0.5041600446956059)]]> : tensor<3x5xcomplex<f64>>
    return %cst_0 : tensor<3x5xcomplex<f64>>
  }
  func.func private @expected() -> (tensor<3x9xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[0.06766266106909335, -0.36392053336612146, -0.6403482208910991, 0.7562085953576995, 0.5567750921375626, 0.9409177659112059, -0.3447907377163441, -0.3953552386813561, 0.8573231999543113], [-0.7047847939036312, 0.5821127154876373, 0.9159108030887414, -0.26037806720060414, -0.6661293413073328, -0.07229148807941654, 0.01679301607478445, -0.48407533234033895, -0.11728010879229613], [0.41745225520988144, 0.1710686487260596, -0.166022174970394, -0.615902007927254, -0.4500822351574624, -0.9629040136124453, -0.04858913920976516, 0.736792380903961, 0.42877228764075176]]> : tensor<3x9xf64>
    return %cst_0 : tensor<3x9xf64>
  }
}
