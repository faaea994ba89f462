// The bundled example runs, passes its checks and prints its results.
// RUN: %partir run %examples/mlp.mlir | FileCheck %s
// RUN: %partir run --json %examples/mlp.mlir | FileCheck %s --check-prefix=JSON

// CHECK: @main: pass (2 checks passed)
// CHECK-NEXT: result 0: tensor<2x2xf32> [-7, 2, 3, -1]
// CHECK-NEXT: result 1: tensor<2xf32> [-5, 2]

// JSON: "verdict":"pass"
