// chlo.sinh (ChloLegalizeToStablehlo.cpp, ConvertSinhOp): below |x| = 1
// (expm1(x) + expm1(x)/(expm1(x) + 1))/2, else e^(x + log(1/2)) -
// e^(log(1/2) - x) (materializeSinhApproximation), run in f32 for narrower
// floats; complex operands take the second form only
// (materializeSinhApproximationForLargeX), not upcast.

func.func @sinh(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f32", "f64"]} {
    %c1 = stablehlo.constant dense<0.5> : tensor<f64>
    %v2 = stablehlo.log %c1 : tensor<f64>
    %v3 = stablehlo.add %x, %v2 : tensor<f64>
    %v4 = stablehlo.exponential %v3 : tensor<f64>
    %v5 = stablehlo.subtract %v2, %x : tensor<f64>
    %v6 = stablehlo.exponential %v5 : tensor<f64>
    %v7 = stablehlo.subtract %v4, %v6 : tensor<f64>
    %v8 = stablehlo.exponential_minus_one %x : tensor<f64>
    %c9 = stablehlo.constant dense<1.0> : tensor<f64>
    %v10 = stablehlo.add %v8, %c9 : tensor<f64>
    %v11 = stablehlo.divide %v8, %v10 : tensor<f64>
    %v12 = stablehlo.add %v8, %v11 : tensor<f64>
    %v13 = stablehlo.multiply %c1, %v12 : tensor<f64>
    %v14 = stablehlo.abs %x : tensor<f64>
    %v15 = stablehlo.compare LT, %v14, %c9 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %v16 = stablehlo.select %v15, %v13, %v7 : tensor<i1>, tensor<f64>
    return %v16 : tensor<f64>
}

func.func @sinh_complex(%x: tensor<complex<f64>>) -> tensor<complex<f64>> attributes {chlo.instances = ["complex<f32>", "complex<f64>"]} {
    %c1 = stablehlo.constant dense<(0.5, 0.0)> : tensor<complex<f64>>
    %v2 = stablehlo.log %c1 : tensor<complex<f64>>
    %v3 = stablehlo.add %x, %v2 : tensor<complex<f64>>
    %v4 = stablehlo.exponential %v3 : tensor<complex<f64>>
    %v5 = stablehlo.subtract %v2, %x : tensor<complex<f64>>
    %v6 = stablehlo.exponential %v5 : tensor<complex<f64>>
    %v7 = stablehlo.subtract %v4, %v6 : tensor<complex<f64>>
    return %v7 : tensor<complex<f64>>
}
