// The whole pipeline on the bundled MLP: partition it by a schedule (batch,
// then model parallelism), then run the PartIR:Core program with the
// Temporal interpreter. The program's own checks must still pass.
// RUN: %partir partition %examples/mlp.mlir --schedule %examples/mlp.schedule -o %t.core 2> %t.err
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err
// RUN: FileCheck %s --check-prefix=CORE < %t.core
// RUN: %partir run %t.core | FileCheck %s

// SUMMARY: tactic BP (axis batch): 1 action, 8 loop levels added, 1 loop, 0 conflicts
// SUMMARY-NEXT: tactic MP (axis model): 1 action, 7 loop levels added, 3 loops, 0 conflicts

// CORE: partir.loop "batch" [#partir.tile<0>]
// CORE-NEXT: partir.loop "model" [#partir.sum]

// CHECK: @main: pass (2 checks passed)
// CHECK-NEXT: result 0: tensor<2x2xf32> [-7, 2, 3, -1]
// CHECK-NEXT: result 1: tensor<2xf32> [-5, 2]
