// chlo.tan (ChloDecompositionPatterns.td, the CHLO_TanOp patterns): on
// reals sin(x)/cos(x); on a + bi, (tan(a) + i tanh(b)) / (1 - i tan(a)
// tanh(b)) with tan(a) the real chlo.tan. Not upcast.

func.func @tan(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f16", "bf16", "f32", "f64"]} {
    %v1 = stablehlo.sine %x : tensor<f64>
    %v2 = stablehlo.cosine %x : tensor<f64>
    %v3 = stablehlo.divide %v1, %v2 : tensor<f64>
    return %v3 : tensor<f64>
}

func.func @tan_complex(%x: tensor<complex<f64>>) -> tensor<complex<f64>> attributes {chlo.instances = ["complex<f32>", "complex<f64>"]} {
    %v1 = stablehlo.real %x : (tensor<complex<f64>>) -> tensor<f64>
    %v2 = chlo.tan %v1 : tensor<f64> -> tensor<f64>
    %v3 = stablehlo.imag %x : (tensor<complex<f64>>) -> tensor<f64>
    %v4 = stablehlo.tanh %v3 : tensor<f64>
    %v5 = stablehlo.complex %v2, %v4 : tensor<complex<f64>>
    %c6 = stablehlo.constant dense<1.0> : tensor<f64>
    %v7 = stablehlo.multiply %v2, %v4 : tensor<f64>
    %v8 = stablehlo.negate %v7 : tensor<f64>
    %v9 = stablehlo.complex %c6, %v8 : tensor<complex<f64>>
    %v10 = stablehlo.divide %v5, %v9 : tensor<complex<f64>>
    return %v10 : tensor<complex<f64>>
}
