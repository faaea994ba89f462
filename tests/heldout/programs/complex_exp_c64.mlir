// complex_exp_c64: stablehlo.exponential on complex<f32>. Expected: Python cmath.exp in double
// (C99 Annex G branch cuts and signed zeros: log(-1-0i) = -pi i, sqrt(-4-0i) = -2i),
// rounded per part to f32. Random inputs (seed 1001) keep both parts of the
// result away from zero relative to its modulus. Tolerance: custom_call
// expect_close (3 ULP per part).
module @jit_complex_exp_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<14xcomplex<f32>> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in = call @inputs() : () -> tensor<14xcomplex<f32>>
    %exp = call @expected() : () -> tensor<14xcomplex<f32>>
    %r = stablehlo.exponential %in : tensor<14xcomplex<f32>>
    stablehlo.custom_call @check.expect_close(%r, %exp) {has_side_effect = true} : (tensor<14xcomplex<f32>>, tensor<14xcomplex<f32>>) -> ()
    return %r : tensor<14xcomplex<f32>>
  }
  func.func private @inputs() -> (tensor<14xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(0.0, 0.0), (-0.0, 0.0), (1.0, 0.0), (0.0, 1.5707963705062866), (-1.0, 3.1415927410125732), (-0.1544850766658783, -0.8537043929100037), (-2.329389810562134, 0.9708958864212036), (-0.2965787649154663, 2.2610442638397217), (1.3699848651885986, -1.8982033729553223), (-1.563608169555664, -0.31168267130851746), (-1.2161657810211182, 2.6330580711364746), (-0.5472919344902039, -1.9328107833862305), (-0.405412495136261, 1.4281790256500244), (0.713481068611145, 1.6823803186416626)]> : tensor<14xcomplex<f32>>
    return %cst_0 : tensor<14xcomplex<f32>>
  }
  func.func private @expected() -> (tensor<14xcomplex<f32>> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[(1.0, 0.0), (1.0, 0.0), (2.7182817459106445, 0.0), (-4.371138828673793e-08, 1.0), (-0.3678794503211975, -3.216104360603822e-08), (0.5631221532821655, -0.6458297967910767), (0.05496284365653992, 0.08035612851381302), (-0.4733165502548218, 0.5731938481330872), (-1.2655459642410278, -3.7262461185455322), (0.19929111003875732, -0.06420837342739105), (-0.25886207818984985, 0.14429913461208344), (-0.20488597452640533, -0.5410181283950806), (0.0947612002491951, 0.6599329710006714), (-0.22727997601032257, 2.028390407562256)]> : tensor<14xcomplex<f32>>
    return %cst_0 : tensor<14xcomplex<f32>>
  }
}
