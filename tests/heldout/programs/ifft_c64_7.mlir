// ifft_c64_7: stablehlo.fft type = IFFT, length = [7] on tensor<2x7xcomplex<f32>>.
// Expected: numpy.fft.ifft (odd length 7, scaled by 1/7), rounded to f32.
// Tolerance: custom_call expect_almost_eq (absolute 0.001; values are O(1)-O(10)).
module @jit_ifft_c64_7 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2x7xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<2x7xcomplex<f32>>
    %exp = call @expected() : () -> tensor<2x7xcomplex<f32>>
    %r = stablehlo.fft %in, type =  IFFT, length = [7] : (tensor<2x7xcomplex<f32>>) -> tensor<2x7xcomplex<f32>>
    stablehlo.custom_call @check.expect_almost_eq(%r, %exp) {has_side_effect = true} : (tensor<2x7xcomplex<f32>>, tensor<2x7xcomplex<f32>>) -> ()
    return %r : tensor<2x7xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<2x7xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(0.12454181164503098, 0.34277576208114624), (-0.2334877997636795, 0.18353639543056488), (-0.7732964754104614, 0.32018953561782837), (-0.7273277640342712, -0.9404826164245605), (0.5065464377403259, 0.13357804715633392), (0.4648197293281555, 0.6623351573944092), (-0.33185070753097534, -0.9575178027153015)], [(0.21415910124778748, 0.6819849610328674), (0.12775544822216034, 0.15317536890506744), (-0.7521652579307556, 0.904188334941864), (0.6364896297454834, -0.08826135843992233), (0.8654130697250366, -0.4755131006240845), (0.7892581224441528, -0.09635865688323975), (0.07700657099485397, -0.007686896715313196)]]> : tensor<2x7xcomplex<f32>>
    return %cst_0 : tensor<2x7xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<2x7xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[[(-0.13857924938201904, -0.03651221841573715), (-0.00755838118493557, -0.18527984619140625), (-0.2442881315946579, 0.10349411517381668), (0.11074817180633545, 0.2342848777770996), (0.029449133202433586, 0.28921690583229065), (0.35589227080345154, -0.3530135750770569), (0.018877996131777763, 0.2905855178833008)], [(0.27970239520072937, 0.15307551622390747), (-0.32697799801826477, -0.06593514233827591), (0.23595061898231506, 0.06678976118564606), (0.007645458914339542, 0.31199973821640015), (-0.08804628252983093, 0.02515156753361225), (0.07021988928318024, -0.18956869840621948), (0.035665031522512436, 0.38047221302986145)]]> : tensor<2x7xcomplex<f32>>
    return %cst_0 : tensor<2x7xcomplex<f32>>
  }
}
