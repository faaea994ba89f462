// chlo_zeta_f64: chlo.zeta on f64.
// Expected: Hurwitz zeta(x, q) = sum_k (q + k)^-x by Euler-Maclaurin in double (30
// terms + 9 Bernoulli corrections; checked against zeta(2) = pi^2/6, zeta(4) = pi^4/90,
// zeta(3), zeta(2, 1/2) = pi^2/2). Domain x > 1, q > 0. 64 ULP.
// Tolerance: check.expect_close max_ulp_difference = 64.
module @jit_chlo_zeta_f64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<18xf64> {jax.result_info = "", mhlo.layout_mode = "default"}) {
    %in:2 = call @inputs() : () -> (tensor<18xf64>, tensor<18xf64>)
    %exp = call @expected() : () -> tensor<18xf64>
    %r = chlo.zeta %in#0, %in#1 : tensor<18xf64>, tensor<18xf64> -> tensor<18xf64>
    check.expect_close %r, %exp, max_ulp_difference = 64 : tensor<18xf64>, tensor<18xf64>
    return %r : tensor<18xf64>
  }
  func.func private @inputs() -> (tensor<18xf64> {mhlo.layout_mode = "default"}, tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[2.0, 4.0, 3.0, 2.0, 1.5, 10.0, 2.5, 30.0, 6.0, 3.6832392865694352, 5.358391337073747, 3.9210524431388345, 2.8466744945288203, 5.2472560845487, 5.365836203833045, 1.5568647079601428, 6.186262978240081, 2.1839431540011276]> : tensor<18xf64>
    %cst_1 = stablehlo.constant dense<[1.0, 1.0, 1.0, 0.5, 2.0, 1.5, 100.0, 1.0, 0.25, 8.673362897168523, 1.6200424126886177, 1.9294042739662327, 7.271863338743173, 3.0933850987913876, 5.331142325130295, 2.968601674890043, 2.323384207875126, 9.559068120842284]> : tensor<18xf64>
    return %cst_0, %cst_1 : tensor<18xf64>, tensor<18xf64>
  }
  func.func private @expected() -> (tensor<18xf64> {mhlo.layout_mode = "default"}) {
    %cst_0 = stablehlo.constant dense<[1.6449340668482262, 1.0823232337111381, 1.2020569031595945, 4.934802200544678, 1.6123753486854884, 0.0174503557579013, 0.0006716874994531716, 1.0000000009313275, 4096.270948064011, 0.0013197640585392648, 0.0825867307487701, 0.0997870116095951, 0.01575820930095061, 0.003632183087479174, 0.0002269612724312936, 1.0795145006507831, 0.006195636921966049, 0.06208244707239473]> : tensor<18xf64>
    return %cst_0 : tensor<18xf64>
  }
}
