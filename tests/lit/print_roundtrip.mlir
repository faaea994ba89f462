// `partir print` output parses back and prints identically (a fixed point).
// RUN: %partir print %examples/mlp.mlir > %t.1.mlir
// RUN: %partir print %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: %partir run %t.1.mlir | FileCheck %s

// CHECK: @main: pass (2 checks passed)
