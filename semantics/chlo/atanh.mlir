// chlo.atanh (ChloDecompositionPatterns.td, the CHLO_AtanhOp patterns):
// (log1p(x) - log1p(-x)) * 0.5, NaN for |x| > 1 on reals (no such case on
// complex operands). Not upcast.

func.func @atanh(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f16", "bf16", "f32", "f64"]} {
    %v1 = stablehlo.abs %x : tensor<f64>
    %c2 = stablehlo.constant dense<1.0> : tensor<f64>
    %v3 = stablehlo.compare GT, %v1, %c2 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %v4 = stablehlo.log_plus_one %x : tensor<f64>
    %v5 = stablehlo.negate %x : tensor<f64>
    %v6 = stablehlo.log_plus_one %v5 : tensor<f64>
    %v7 = stablehlo.subtract %v4, %v6 : tensor<f64>
    %c8 = stablehlo.constant dense<0.5> : tensor<f64>
    %v9 = stablehlo.multiply %v7, %c8 : tensor<f64>
    %c10 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %v11 = stablehlo.select %v3, %c10, %v9 : tensor<i1>, tensor<f64>
    return %v11 : tensor<f64>
}

func.func @atanh_complex(%x: tensor<complex<f64>>) -> tensor<complex<f64>> attributes {chlo.instances = ["complex<f32>", "complex<f64>"]} {
    %v1 = stablehlo.log_plus_one %x : tensor<complex<f64>>
    %v2 = stablehlo.negate %x : tensor<complex<f64>>
    %v3 = stablehlo.log_plus_one %v2 : tensor<complex<f64>>
    %v4 = stablehlo.subtract %v1, %v3 : tensor<complex<f64>>
    %c5 = stablehlo.constant dense<(0.5, 0.0)> : tensor<complex<f64>>
    %v6 = stablehlo.multiply %v4, %c5 : tensor<complex<f64>>
    return %v6 : tensor<complex<f64>>
}
