// chlo.asinh (ChloDecompositionPatternsMath.td, the CHLO_AsinhOp patterns,
// which the legalization applies rather than the older ones in
// ChloDecompositionPatterns.td): on reals sign(x) times log(2) + log|x| from
// sqrt(max) on, else log1p(|x| + x^2/(1 + sqrt(1 + x^2))); not upcast, so
// one function per float type (its own largest finite value). On complex
// z, -i asin(i z) through chlo.asin.

func.func @asinh_f16(%x: tensor<f16>) -> tensor<f16> attributes {chlo.instances = ["f16"]} {
    %v1 = stablehlo.abs %x : tensor<f16>
    %c2 = stablehlo.constant dense<0x7BFF> : tensor<f16>
    %v3 = stablehlo.sqrt %c2 : tensor<f16>
    %v4 = stablehlo.compare GE, %v1, %v3 : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c5 = stablehlo.constant dense<2.0> : tensor<f16>
    %v6 = stablehlo.log %c5 : tensor<f16>
    %v7 = stablehlo.log %v1 : tensor<f16>
    %v8 = stablehlo.add %v6, %v7 : tensor<f16>
    %v9 = stablehlo.multiply %v1, %v1 : tensor<f16>
    %c10 = stablehlo.constant dense<1.0> : tensor<f16>
    %v11 = stablehlo.add %c10, %v9 : tensor<f16>
    %v12 = stablehlo.sqrt %v11 : tensor<f16>
    %v13 = stablehlo.add %c10, %v12 : tensor<f16>
    %v14 = stablehlo.divide %v9, %v13 : tensor<f16>
    %v15 = stablehlo.add %v1, %v14 : tensor<f16>
    %v16 = stablehlo.log_plus_one %v15 : tensor<f16>
    %v17 = stablehlo.sign %x : tensor<f16>
    %v18 = stablehlo.select %v4, %v8, %v16 : tensor<i1>, tensor<f16>
    %v19 = stablehlo.multiply %v17, %v18 : tensor<f16>
    return %v19 : tensor<f16>
}

func.func @asinh_bf16(%x: tensor<bf16>) -> tensor<bf16> attributes {chlo.instances = ["bf16"]} {
    %v1 = stablehlo.abs %x : tensor<bf16>
    %c2 = stablehlo.constant dense<0x7F7F> : tensor<bf16>
    %v3 = stablehlo.sqrt %c2 : tensor<bf16>
    %v4 = stablehlo.compare GE, %v1, %v3 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %c5 = stablehlo.constant dense<2.0> : tensor<bf16>
    %v6 = stablehlo.log %c5 : tensor<bf16>
    %v7 = stablehlo.log %v1 : tensor<bf16>
    %v8 = stablehlo.add %v6, %v7 : tensor<bf16>
    %v9 = stablehlo.multiply %v1, %v1 : tensor<bf16>
    %c10 = stablehlo.constant dense<1.0> : tensor<bf16>
    %v11 = stablehlo.add %c10, %v9 : tensor<bf16>
    %v12 = stablehlo.sqrt %v11 : tensor<bf16>
    %v13 = stablehlo.add %c10, %v12 : tensor<bf16>
    %v14 = stablehlo.divide %v9, %v13 : tensor<bf16>
    %v15 = stablehlo.add %v1, %v14 : tensor<bf16>
    %v16 = stablehlo.log_plus_one %v15 : tensor<bf16>
    %v17 = stablehlo.sign %x : tensor<bf16>
    %v18 = stablehlo.select %v4, %v8, %v16 : tensor<i1>, tensor<bf16>
    %v19 = stablehlo.multiply %v17, %v18 : tensor<bf16>
    return %v19 : tensor<bf16>
}

func.func @asinh_f32(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["f32"]} {
    %v1 = stablehlo.abs %x : tensor<f32>
    %c2 = stablehlo.constant dense<0x7F7FFFFF> : tensor<f32>
    %v3 = stablehlo.sqrt %c2 : tensor<f32>
    %v4 = stablehlo.compare GE, %v1, %v3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c5 = stablehlo.constant dense<2.0> : tensor<f32>
    %v6 = stablehlo.log %c5 : tensor<f32>
    %v7 = stablehlo.log %v1 : tensor<f32>
    %v8 = stablehlo.add %v6, %v7 : tensor<f32>
    %v9 = stablehlo.multiply %v1, %v1 : tensor<f32>
    %c10 = stablehlo.constant dense<1.0> : tensor<f32>
    %v11 = stablehlo.add %c10, %v9 : tensor<f32>
    %v12 = stablehlo.sqrt %v11 : tensor<f32>
    %v13 = stablehlo.add %c10, %v12 : tensor<f32>
    %v14 = stablehlo.divide %v9, %v13 : tensor<f32>
    %v15 = stablehlo.add %v1, %v14 : tensor<f32>
    %v16 = stablehlo.log_plus_one %v15 : tensor<f32>
    %v17 = stablehlo.sign %x : tensor<f32>
    %v18 = stablehlo.select %v4, %v8, %v16 : tensor<i1>, tensor<f32>
    %v19 = stablehlo.multiply %v17, %v18 : tensor<f32>
    return %v19 : tensor<f32>
}

func.func @asinh_f64(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f64"]} {
    %v1 = stablehlo.abs %x : tensor<f64>
    %c2 = stablehlo.constant dense<0x7FEFFFFFFFFFFFFF> : tensor<f64>
    %v3 = stablehlo.sqrt %c2 : tensor<f64>
    %v4 = stablehlo.compare GE, %v1, %v3 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c5 = stablehlo.constant dense<2.0> : tensor<f64>
    %v6 = stablehlo.log %c5 : tensor<f64>
    %v7 = stablehlo.log %v1 : tensor<f64>
    %v8 = stablehlo.add %v6, %v7 : tensor<f64>
    %v9 = stablehlo.multiply %v1, %v1 : tensor<f64>
    %c10 = stablehlo.constant dense<1.0> : tensor<f64>
    %v11 = stablehlo.add %c10, %v9 : tensor<f64>
    %v12 = stablehlo.sqrt %v11 : tensor<f64>
    %v13 = stablehlo.add %c10, %v12 : tensor<f64>
    %v14 = stablehlo.divide %v9, %v13 : tensor<f64>
    %v15 = stablehlo.add %v1, %v14 : tensor<f64>
    %v16 = stablehlo.log_plus_one %v15 : tensor<f64>
    %v17 = stablehlo.sign %x : tensor<f64>
    %v18 = stablehlo.select %v4, %v8, %v16 : tensor<i1>, tensor<f64>
    %v19 = stablehlo.multiply %v17, %v18 : tensor<f64>
    return %v19 : tensor<f64>
}

func.func @asinh_complex(%x: tensor<complex<f64>>) -> tensor<complex<f64>> attributes {chlo.instances = ["complex<f32>", "complex<f64>"]} {
    %v1 = stablehlo.real %x : (tensor<complex<f64>>) -> tensor<f64>
    %v2 = stablehlo.imag %x : (tensor<complex<f64>>) -> tensor<f64>
    %v3 = stablehlo.negate %v2 : tensor<f64>
    %v4 = stablehlo.complex %v3, %v1 : tensor<complex<f64>>
    %v5 = chlo.asin %v4 : tensor<complex<f64>> -> tensor<complex<f64>>
    %v6 = stablehlo.imag %v5 : (tensor<complex<f64>>) -> tensor<f64>
    %v7 = stablehlo.real %v5 : (tensor<complex<f64>>) -> tensor<f64>
    %v8 = stablehlo.negate %v7 : tensor<f64>
    %v9 = stablehlo.complex %v6, %v8 : tensor<complex<f64>>
    return %v9 : tensor<complex<f64>>
}
