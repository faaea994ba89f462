// chlo.next_after (ChloLegalizeToStablehlo.cpp, materializeNextAfter): on
// the bits as a same-width integer, x's magnitude stepped by one toward y;
// y when x == y (either zero sign), the smallest subnormal signed like y
// from a zero x, the type's quiet NaN when either is NaN. Bit manipulation,
// not upcast: one function per float type.

func.func @next_after_f16(%x: tensor<f16>, %y: tensor<f16>) -> tensor<f16> attributes {chlo.instances = ["f16"]} {
    %v1 = stablehlo.bitcast_convert %x : (tensor<f16>) -> tensor<i16>
    %v2 = stablehlo.bitcast_convert %y : (tensor<f16>) -> tensor<i16>
    %v3 = stablehlo.compare NE, %x, %x : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %v4 = stablehlo.compare NE, %y, %y : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %v5 = stablehlo.or %v3, %v4 : tensor<i1>
    %c6 = stablehlo.constant dense<0x7E00> : tensor<f16>
    %v7 = stablehlo.bitcast_convert %c6 : (tensor<f16>) -> tensor<i16>
    %c8 = stablehlo.constant dense<-32768> : tensor<i16>
    %c9 = stablehlo.constant dense<32767> : tensor<i16>
    %v10 = stablehlo.and %v1, %c9 : tensor<i16>
    %v11 = stablehlo.and %v2, %c9 : tensor<i16>
    %v12 = stablehlo.compare EQ, %x, %y : (tensor<f16>, tensor<f16>) -> tensor<i1>
    %c13 = stablehlo.constant dense<0> : tensor<i16>
    %v14 = stablehlo.compare EQ, %v10, %c13 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v15 = stablehlo.compare EQ, %v11, %c13 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v16 = stablehlo.and %v1, %c8 : tensor<i16>
    %v17 = stablehlo.and %v2, %c8 : tensor<i16>
    %c18 = stablehlo.constant dense<1> : tensor<i16>
    %v19 = stablehlo.or %v17, %c18 : tensor<i16>
    %v20 = stablehlo.compare NE, %v16, %v17 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v21 = stablehlo.compare GT, %v10, %v11 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v22 = stablehlo.or %v21, %v20 : tensor<i1>
    %c23 = stablehlo.constant dense<-1> : tensor<i16>
    %v24 = stablehlo.select %v22, %c23, %c18 : tensor<i1>, tensor<i16>
    %v25 = stablehlo.add %v1, %v24 : tensor<i16>
    %v26 = stablehlo.select %v15, %v2, %v19 : tensor<i1>, tensor<i16>
    %v27 = stablehlo.select %v14, %v26, %v25 : tensor<i1>, tensor<i16>
    %v28 = stablehlo.select %v12, %v2, %v27 : tensor<i1>, tensor<i16>
    %v29 = stablehlo.select %v5, %v7, %v28 : tensor<i1>, tensor<i16>
    %v30 = stablehlo.bitcast_convert %v29 : (tensor<i16>) -> tensor<f16>
    return %v30 : tensor<f16>
}

func.func @next_after_bf16(%x: tensor<bf16>, %y: tensor<bf16>) -> tensor<bf16> attributes {chlo.instances = ["bf16"]} {
    %v1 = stablehlo.bitcast_convert %x : (tensor<bf16>) -> tensor<i16>
    %v2 = stablehlo.bitcast_convert %y : (tensor<bf16>) -> tensor<i16>
    %v3 = stablehlo.compare NE, %x, %x : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %v4 = stablehlo.compare NE, %y, %y : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %v5 = stablehlo.or %v3, %v4 : tensor<i1>
    %c6 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %v7 = stablehlo.bitcast_convert %c6 : (tensor<bf16>) -> tensor<i16>
    %c8 = stablehlo.constant dense<-32768> : tensor<i16>
    %c9 = stablehlo.constant dense<32767> : tensor<i16>
    %v10 = stablehlo.and %v1, %c9 : tensor<i16>
    %v11 = stablehlo.and %v2, %c9 : tensor<i16>
    %v12 = stablehlo.compare EQ, %x, %y : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    %c13 = stablehlo.constant dense<0> : tensor<i16>
    %v14 = stablehlo.compare EQ, %v10, %c13 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v15 = stablehlo.compare EQ, %v11, %c13 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v16 = stablehlo.and %v1, %c8 : tensor<i16>
    %v17 = stablehlo.and %v2, %c8 : tensor<i16>
    %c18 = stablehlo.constant dense<1> : tensor<i16>
    %v19 = stablehlo.or %v17, %c18 : tensor<i16>
    %v20 = stablehlo.compare NE, %v16, %v17 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v21 = stablehlo.compare GT, %v10, %v11 : (tensor<i16>, tensor<i16>) -> tensor<i1>
    %v22 = stablehlo.or %v21, %v20 : tensor<i1>
    %c23 = stablehlo.constant dense<-1> : tensor<i16>
    %v24 = stablehlo.select %v22, %c23, %c18 : tensor<i1>, tensor<i16>
    %v25 = stablehlo.add %v1, %v24 : tensor<i16>
    %v26 = stablehlo.select %v15, %v2, %v19 : tensor<i1>, tensor<i16>
    %v27 = stablehlo.select %v14, %v26, %v25 : tensor<i1>, tensor<i16>
    %v28 = stablehlo.select %v12, %v2, %v27 : tensor<i1>, tensor<i16>
    %v29 = stablehlo.select %v5, %v7, %v28 : tensor<i1>, tensor<i16>
    %v30 = stablehlo.bitcast_convert %v29 : (tensor<i16>) -> tensor<bf16>
    return %v30 : tensor<bf16>
}

func.func @next_after_f32(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["f32"]} {
    %v1 = stablehlo.bitcast_convert %x : (tensor<f32>) -> tensor<i32>
    %v2 = stablehlo.bitcast_convert %y : (tensor<f32>) -> tensor<i32>
    %v3 = stablehlo.compare NE, %x, %x : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v4 = stablehlo.compare NE, %y, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v5 = stablehlo.or %v3, %v4 : tensor<i1>
    %c6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %v7 = stablehlo.bitcast_convert %c6 : (tensor<f32>) -> tensor<i32>
    %c8 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c9 = stablehlo.constant dense<2147483647> : tensor<i32>
    %v10 = stablehlo.and %v1, %c9 : tensor<i32>
    %v11 = stablehlo.and %v2, %c9 : tensor<i32>
    %v12 = stablehlo.compare EQ, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c13 = stablehlo.constant dense<0> : tensor<i32>
    %v14 = stablehlo.compare EQ, %v10, %c13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %v15 = stablehlo.compare EQ, %v11, %c13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %v16 = stablehlo.and %v1, %c8 : tensor<i32>
    %v17 = stablehlo.and %v2, %c8 : tensor<i32>
    %c18 = stablehlo.constant dense<1> : tensor<i32>
    %v19 = stablehlo.or %v17, %c18 : tensor<i32>
    %v20 = stablehlo.compare NE, %v16, %v17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %v21 = stablehlo.compare GT, %v10, %v11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %v22 = stablehlo.or %v21, %v20 : tensor<i1>
    %c23 = stablehlo.constant dense<-1> : tensor<i32>
    %v24 = stablehlo.select %v22, %c23, %c18 : tensor<i1>, tensor<i32>
    %v25 = stablehlo.add %v1, %v24 : tensor<i32>
    %v26 = stablehlo.select %v15, %v2, %v19 : tensor<i1>, tensor<i32>
    %v27 = stablehlo.select %v14, %v26, %v25 : tensor<i1>, tensor<i32>
    %v28 = stablehlo.select %v12, %v2, %v27 : tensor<i1>, tensor<i32>
    %v29 = stablehlo.select %v5, %v7, %v28 : tensor<i1>, tensor<i32>
    %v30 = stablehlo.bitcast_convert %v29 : (tensor<i32>) -> tensor<f32>
    return %v30 : tensor<f32>
}

func.func @next_after_f64(%x: tensor<f64>, %y: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f64"]} {
    %v1 = stablehlo.bitcast_convert %x : (tensor<f64>) -> tensor<i64>
    %v2 = stablehlo.bitcast_convert %y : (tensor<f64>) -> tensor<i64>
    %v3 = stablehlo.compare NE, %x, %x : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %v4 = stablehlo.compare NE, %y, %y : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %v5 = stablehlo.or %v3, %v4 : tensor<i1>
    %c6 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %v7 = stablehlo.bitcast_convert %c6 : (tensor<f64>) -> tensor<i64>
    %c8 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %c9 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
    %v10 = stablehlo.and %v1, %c9 : tensor<i64>
    %v11 = stablehlo.and %v2, %c9 : tensor<i64>
    %v12 = stablehlo.compare EQ, %x, %y : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c13 = stablehlo.constant dense<0> : tensor<i64>
    %v14 = stablehlo.compare EQ, %v10, %c13 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %v15 = stablehlo.compare EQ, %v11, %c13 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %v16 = stablehlo.and %v1, %c8 : tensor<i64>
    %v17 = stablehlo.and %v2, %c8 : tensor<i64>
    %c18 = stablehlo.constant dense<1> : tensor<i64>
    %v19 = stablehlo.or %v17, %c18 : tensor<i64>
    %v20 = stablehlo.compare NE, %v16, %v17 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %v21 = stablehlo.compare GT, %v10, %v11 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %v22 = stablehlo.or %v21, %v20 : tensor<i1>
    %c23 = stablehlo.constant dense<-1> : tensor<i64>
    %v24 = stablehlo.select %v22, %c23, %c18 : tensor<i1>, tensor<i64>
    %v25 = stablehlo.add %v1, %v24 : tensor<i64>
    %v26 = stablehlo.select %v15, %v2, %v19 : tensor<i1>, tensor<i64>
    %v27 = stablehlo.select %v14, %v26, %v25 : tensor<i1>, tensor<i64>
    %v28 = stablehlo.select %v12, %v2, %v27 : tensor<i1>, tensor<i64>
    %v29 = stablehlo.select %v5, %v7, %v28 : tensor<i1>, tensor<i64>
    %v30 = stablehlo.bitcast_convert %v29 : (tensor<i64>) -> tensor<f64>
    return %v30 : tensor<f64>
}
