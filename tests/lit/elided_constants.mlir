// JAX exports large constants elided, `dense_resource<__elided__>`: parsing,
// printing, tile mapping and partitioning need no values; running one
// refuses clearly (exit 2), as check does.
// RUN: %partir print %S/inputs/elided_constant.mlir | FileCheck %s --check-prefix=PRINT
// RUN: %partir partition %S/inputs/elided_constant.mlir --schedule %S/inputs/tile_x.schedule 2>/dev/null | FileCheck %s --check-prefix=PARTITION
// RUN: not %partir run %S/inputs/elided_constant.mlir --random-inputs 2>&1 | FileCheck %s --check-prefix=REFUSE
// RUN: not %partir check %S/inputs/elided_constant.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=CHECK

// PRINT: stablehlo.constant dense_resource<__elided__> : tensor<2x4xf32>
// PARTITION: partir.slice 0 %0[%arg1] : tensor<2x4xf32> -> tensor<1x4xf32>
// REFUSE: elided_constant.mlir:2:3: error: @main: the values of this constant are not in the file (dense_resource<__elided__> : tensor<2x4xf32>)
// CHECK: elided_constant.mlir:2:3: error: reference path: the values of this constant are not in the file
