// A failing check exits 1 and names the first differing index and values.
// RUN: %partir run %s > %t 2>&1 || echo "exit $?" >> %t
// RUN: FileCheck %s < %t

// CHECK: @mismatch: fail (1 checks passed)
func.func @mismatch() {
  %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %1 = stablehlo.add %0, %0 : tensor<2x2xi32>
  check.expect_eq_const %1, dense<[[2, 4], [6, 8]]> : tensor<2x2xi32>
  // CHECK: {{.*}}check_failure.mlir:[[@LINE+1]]:3: error: @mismatch: 'check.expect_eq_const' failed: 2 of 4 elements differ; first at [1, 0]: actual 6, expected 7
  check.expect_eq_const %1, dense<[[2, 4], [7, 9]]> : tensor<2x2xi32>
  func.return
}
// CHECK: exit 1
