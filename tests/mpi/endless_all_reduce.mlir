// An all_reduce over 4 devices, 10^8 times: long enough to kill a rank in
// the middle (tests/mpi/run_mpi_tests.py).
module attributes {partir.mesh = #partir.mesh<["B"=4]>} {
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> (tensor<2xf32> {partir.sharding = [["B"]]}) {
    %i0 = stablehlo.constant dense<0> : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %n = stablehlo.constant dense<100000000> : tensor<i64>
    %i, %r = stablehlo.while(%i1 = %i0, %v = %x) : tensor<i64>, tensor<2xf32>
    cond {
      %c = stablehlo.compare LT, %i1, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %s = partir.all_reduce <"B"> %v : tensor<2xf32>
      %k = stablehlo.add %i1, %one : tensor<i64>
      stablehlo.return %k, %s : tensor<i64>, tensor<2xf32>
    }
    return %r : tensor<2xf32>
  }
}
