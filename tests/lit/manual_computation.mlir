// sdy.manual_computation (JAX's shard_map under Shardy): Shardy's syntax
// reads and prints back; `partir run` runs it on its mesh's devices (the
// hand-derived results are checked in the input); partition and check
// refuse it, as every op whose value depends on the partition.
// RUN: %partir print %S/inputs/manual_computation/shard_map.mlir > %t.1.mlir
// RUN: %partir print %t.1.mlir > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir
// RUN: FileCheck %s --check-prefix=PRINT < %t.1.mlir
// RUN: %partir run %S/inputs/manual_computation/shard_map.mlir | FileCheck %s --check-prefix=RAN
// RUN: %partir run %t.1.mlir | FileCheck %s --check-prefix=RAN
// RUN: %partir run %S/inputs/manual_computation/partition.mlir --random-inputs | FileCheck %s --check-prefix=RANDOM
// RUN: not %partir partition %S/inputs/manual_computation/partition.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=REFUSED2
// RUN: not %partir check %S/inputs/manual_computation/partition.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=REFUSED2
// RUN: not %partir partition %S/inputs/manual_computation/partition.mlir --schedule %S/inputs/manual_computation/tile_x4.schedule 2>&1 | FileCheck %s --check-prefix=REFUSED4
// RUN: not %partir check %S/inputs/manual_computation/partition.mlir --from-annotations 2>&1 | FileCheck %s --check-prefix=REFUSED4
// RUN: %partir print %S/inputs/manual_computation/generic.mlir | FileCheck %s --check-prefix=GENERIC
// RUN: not %partir print %S/inputs/manual_computation/wrong_local_type.mlir 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not %partir run %S/inputs/manual_computation/free_axis_collective.mlir --random-inputs 2>&1 | FileCheck %s --check-prefix=FREE

// PRINT: sdy.mesh
// PRINT: %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{}, {"a"}]>, <@mesh, [{"a"}, {}]>, <@mesh, [{"b"}, {"a"}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"b"}, {"a"}]>] manual_axes={"a", "b"} (%arg3: tensor<4x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<2x4xf32>) {
// PRINT-NEXT: %1:2 = func.call @shmap_body(%arg3, %arg4, %arg5)
// PRINT-NEXT: sdy.return %1#0, %1#1 : tensor<4x4xf32>, tensor<2x4xf32>
// PRINT-NEXT: } : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x8xf32>)

// GENERIC: %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<2x2xf32>) {
// GENERIC-NEXT: %1 = stablehlo.add %arg1, %arg1 : tensor<2x2xf32>
// GENERIC-NEXT: sdy.return %1 : tensor<2x2xf32>

// Four checks on each of the 4 partitions (mhlo.num_partitions = 4).
// RAN: @main: pass (16 checks passed)
// RANDOM: @main: pass (0 checks passed)
// RANDOM-NEXT: result 0: tensor<8x8xf32>

// REFUSED2: partition.mlir:10:5: error: sdy.manual_computation: its body runs once on each device of its mesh, on the device's tiles, with explicit collectives between them; partitioning over 2 devices would run it on each device's chunks of values its 4 partitions each hold whole and change the program's meaning
// REFUSED4: partition.mlir:10:5: error: sdy.manual_computation: its body runs once on each device of its mesh, on the device's tiles, with explicit collectives between them; partitioning over 4 devices would

// TYPE: wrong_local_type.mlir:4:5: error: 'sdy.manual_computation': operand #0: global type tensor<8x8xf32>, its sharding and the body's local type must match: expected local type tensor<4x8xf32>, got tensor<8x8xf32>

// FREE: free_axis_collective.mlir:5:5: error: @main: 'sdy.manual_computation': partially manual computations are not supported: axis "b" (size 2) is free
