// chlo.cosh (ChloLegalizeToStablehlo.cpp, materializeCoshApproximation):
// e^(x + log(1/2)) + e^(log(1/2) - x), log(1/2) computed by stablehlo.log
// at run time as the legalization emits it. ConvertCoshOp runs it in f32
// for narrower floats (materializeWithUpcast) and on complex operands as is.

func.func @cosh(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f32", "f64"]} {
    %c1 = stablehlo.constant dense<0.5> : tensor<f64>
    %v2 = stablehlo.log %c1 : tensor<f64>
    %v3 = stablehlo.add %x, %v2 : tensor<f64>
    %v4 = stablehlo.exponential %v3 : tensor<f64>
    %v5 = stablehlo.subtract %v2, %x : tensor<f64>
    %v6 = stablehlo.exponential %v5 : tensor<f64>
    %v7 = stablehlo.add %v4, %v6 : tensor<f64>
    return %v7 : tensor<f64>
}

func.func @cosh_complex(%x: tensor<complex<f64>>) -> tensor<complex<f64>> attributes {chlo.instances = ["complex<f32>", "complex<f64>"]} {
    %c1 = stablehlo.constant dense<(0.5, 0.0)> : tensor<complex<f64>>
    %v2 = stablehlo.log %c1 : tensor<complex<f64>>
    %v3 = stablehlo.add %x, %v2 : tensor<complex<f64>>
    %v4 = stablehlo.exponential %v3 : tensor<complex<f64>>
    %v5 = stablehlo.subtract %v2, %x : tensor<complex<f64>>
    %v6 = stablehlo.exponential %v5 : tensor<complex<f64>>
    %v7 = stablehlo.add %v4, %v6 : tensor<complex<f64>>
    return %v7 : tensor<complex<f64>>
}
