// JAX exports large constants elided, `dense_resource<__elided__>`: parsing,
// printing, tile mapping and partitioning need no values; running one
// refuses clearly (exit 2), as check does, unless --fill-elided asks for
// seeded random values.
// RUN: %partir print %S/inputs/elided_constant.mlir | FileCheck %s --check-prefix=PRINT
// RUN: %partir partition %S/inputs/elided_constant.mlir --schedule %S/inputs/tile_x.schedule 2>/dev/null | FileCheck %s --check-prefix=PARTITION
// RUN: not %partir run %S/inputs/elided_constant.mlir --random-inputs 2>&1 | FileCheck %s --check-prefix=REFUSE
// RUN: not %partir check %S/inputs/elided_constant.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=CHECK
// A path that cannot run is an error, never a mismatch: exit 2, and --json
// says which path failed and which never ran.
// RUN: %partir check %S/inputs/elided_constant.mlir --schedule %S/inputs/tile_x.schedule --json 2>/dev/null > %t.json || echo "exit $?" >> %t.json
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// --fill-elided gives them seeded random values: run passes, the same seed
// gives the same result and another seed another; check agrees on every path.
// RUN: %partir run %S/inputs/elided_constant.mlir --random-inputs --fill-elided | FileCheck %s --check-prefix=FILLED
// RUN: %partir run %S/inputs/elided_constant.mlir --random-inputs --fill-elided > %t.seed0a
// RUN: %partir run %S/inputs/elided_constant.mlir --random-inputs --fill-elided > %t.seed0b
// RUN: %partir run %S/inputs/elided_constant.mlir --random-inputs --fill-elided --seed 1 > %t.seed1
// RUN: diff %t.seed0a %t.seed0b
// RUN: not diff %t.seed0a %t.seed1
// RUN: %partir check %S/inputs/elided_constant.mlir --schedule %S/inputs/tile_x.schedule --fill-elided | FileCheck %s --check-prefix=FILLCHECK
// A dense_resource of a type that is not a tensor: exit 2, located.
// RUN: not %partir print %S/inputs/elided_bad_type.mlir 2>&1 | FileCheck %s --check-prefix=BADTYPE

// PRINT: stablehlo.constant dense_resource<__elided__> : tensor<2x4xf32>
// PARTITION: partir.slice 0 %0[%arg1] : tensor<2x4xf32> -> tensor<1x4xf32>
// REFUSE: elided_constant.mlir:2:3: error: @main: the values of this constant are not in the file (dense_resource<__elided__> : tensor<2x4xf32>)
// CHECK: elided_constant.mlir:2:3: error: reference path: the values of this constant are not in the file
// JSON: "agree":false,"paths":[{"path":"reference","status":"error"},{"path":"temporal","status":"not run"},{"path":"mesh","status":"not run"},{"path":"stablehlo","status":"not run"}]
// JSON-SAME: "error":"{{.*}}elided_constant.mlir:2:3: error: reference path: the values of this constant are not in the file
// JSON: exit 2
// FILLED: elided_constant.mlir:1: @main: pass (0 checks passed)
// FILLED-NEXT: result 0: tensor<2x4xf32> [
// FILLCHECK: elided_constant.mlir: 3 trials, paths reference, temporal, mesh, stablehlo: all agree
// BADTYPE: elided_bad_type.mlir:2:{{[0-9]+}}: error: dense_resource needs a tensor type, found tuple<tensor<2xf32>>
