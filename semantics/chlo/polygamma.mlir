// chlo.polygamma, the n-th derivative of digamma (ChloLegalizeToStablehlo.cpp,
// materializePolygamma): (-1)^(n+1) n! zeta(n + 1, x) for natural n > 0, with
// n! as exp(lgamma(n + 1)); digamma(x) at n = 0; NaN for n not a natural
// number. Written once in f64 for f32 and f64; f16 and bf16 run the f32 one.

func.func @polygamma(%n: tensor<f64>, %x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f32", "f64"]} {
    %one = stablehlo.constant dense<1.0> : tensor<f64>
    %two = stablehlo.constant dense<2.0> : tensor<f64>
    %nrem = stablehlo.remainder %n, %two : tensor<f64>
    %twice = stablehlo.multiply %two, %nrem : tensor<f64>
    %sign = stablehlo.subtract %twice, %one : tensor<f64>
    %np1 = stablehlo.add %n, %one : tensor<f64>
    %lg = chlo.lgamma %np1 : tensor<f64> -> tensor<f64>
    %fact = stablehlo.exponential %lg : tensor<f64>
    %z = chlo.zeta %np1, %x : tensor<f64>, tensor<f64> -> tensor<f64>
    %sf = stablehlo.multiply %sign, %fact : tensor<f64>
    %r0 = stablehlo.multiply %sf, %z : tensor<f64>
    %zero = stablehlo.constant dense<0.0> : tensor<f64>
    %n0 = stablehlo.compare EQ, %n, %zero : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %dg = chlo.digamma %x : tensor<f64> -> tensor<f64>
    %r1 = stablehlo.select %n0, %dg, %r0 : tensor<i1>, tensor<f64>
    %fn = stablehlo.floor %n : tensor<f64>
    %nonint = stablehlo.compare NE, %n, %fn : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %neg = stablehlo.compare LT, %n, %zero : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %bad = stablehlo.or %nonint, %neg : tensor<i1>
    %nan = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %out = stablehlo.select %bad, %nan, %r1 : tensor<i1>, tensor<f64>
    return %out : tensor<f64>
}
