// partition and check take @main, else the only (public) function, as run
// and args do; otherwise exit 2 listing the functions.
// RUN: %partir partition %S/inputs/args_forward.mlir --schedule %S/inputs/tile_a.schedule 2>/dev/null | FileCheck %s --check-prefix=PARTITION
// RUN: %partir check %S/inputs/args_forward.mlir --schedule %S/inputs/tile_a.schedule | FileCheck %s --check-prefix=CHECK
// RUN: not %partir check %S/inputs/args_two_public.mlir --schedule %S/inputs/tile_a.schedule 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// RUN: not %partir partition %S/inputs/args_forward.mlir --schedule %S/inputs/tile_a.schedule --entry nope 2>&1 | FileCheck %s --check-prefix=MISSING
// An entry another function calls: the partitioned module holds the entry
// and what it reaches, nothing that calls it.
// RUN: %partir check %S/inputs/entry_called.mlir --entry f --schedule %S/inputs/tile_x.schedule | FileCheck %s --check-prefix=CALLED
// RUN: %partir partition %S/inputs/entry_called.mlir --entry f --schedule %S/inputs/tile_x.schedule --emit stablehlo 2>/dev/null | FileCheck %s --check-prefix=CALLED-SPMD

// PARTITION: func.func public @forward(
// PARTITION: partir.loop "a" [#partir.tile<0>]
// CHECK: args_forward.mlir: 3 trials, paths reference, temporal, mesh, stablehlo: all agree
// AMBIGUOUS: args_two_public.mlir:2:1: error: no @main and no single (public) function to take as the entry (functions: first, second)
// CALLED: entry_called.mlir: 3 trials, paths reference, temporal, mesh, stablehlo: all agree
// CALLED-SPMD: func.func @f(%arg0: tensor<4x4xf32>
// CALLED-SPMD-NOT: @main
// MISSING: args_forward.mlir:4:1: error: no function @nope (functions: forward, scale)
