// chlo.atan (ChloDecompositionPatterns.td, the CHLO_AtanOp pattern, for
// every element type): atan2(x, 1). Not upcast.

func.func @atan(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f16", "bf16", "f32", "f64"]} {
    %c1 = stablehlo.constant dense<1.0> : tensor<f64>
    %v2 = stablehlo.atan2 %x, %c1 : tensor<f64>
    return %v2 : tensor<f64>
}

func.func @atan_complex(%x: tensor<complex<f64>>) -> tensor<complex<f64>> attributes {chlo.instances = ["complex<f32>", "complex<f64>"]} {
    %c1 = stablehlo.constant dense<(1.0, 0.0)> : tensor<complex<f64>>
    %v2 = stablehlo.atan2 %x, %c1 : tensor<complex<f64>>
    return %v2 : tensor<complex<f64>>
}
