// `partir run` with inputs and outputs as .npy files, and a program's own
// sharding annotations as the schedule (docs/cli.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %partir run %s --random-inputs --seed 3 --output-dir %t/a | FileCheck %s --check-prefix=RANDOM
// The outputs fed back as inputs, by jax.arg_info name and by %argN.
// RUN: %partir run %s --input "params['w']=%t/a/result_1.npy" --input %%arg0=%t/a/result_0.npy --output-dir %t/b | FileCheck %s --check-prefix=FILES
// RUN: cmp %t/a/result_0.npy %t/b/result_0.npy
// Errors name the argument and exit 2.
// RUN: not %partir run %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %partir run %s --input "params['w']=%t/a/result_0.npy" --random-inputs 2>&1 | FileCheck %s --check-prefix=MISTYPED
// RUN: not %partir run %s --input nosuch=%t/a/result_0.npy 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: printf 'not numpy' > %t/bad.npy
// RUN: not %partir run %s --input %%arg0=%t/bad.npy 2>&1 | FileCheck %s --check-prefix=BADFILE
// A shard_map program runs on its partitions; annotations become a schedule.
// RUN: %partir run %examples/annotated_mlp.mlir --random-inputs | FileCheck %s --check-prefix=SPMD
// RUN: %partir partition %examples/annotated_mlp.mlir --from-annotations --write-schedule %t/imported.schedule > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=SCHEDULE < %t/imported.schedule
// RUN: %partir check %examples/annotated_mlp.mlir --schedule %t/imported.schedule | FileCheck %s --check-prefix=CHECK-AGREE
// RUN: not %partir partition %s --from-annotations 2>&1 | FileCheck %s --check-prefix=NONE
// The exported SPMD program takes the global inputs, split by its partir.sharding.
// RUN: %partir partition %examples/annotated_mlp.mlir --schedule %t/imported.schedule --emit stablehlo -o %t/spmd.mlir 2> /dev/null
// RUN: %partir run %t/spmd.mlir --random-inputs | FileCheck %s --check-prefix=SPMD

func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32> {jax.arg_info = "params['w']"}) -> (tensor<2x3xf32>, tensor<3xi32>) {
  return %arg0, %arg1 : tensor<2x3xf32>, tensor<3xi32>
}

// RANDOM: @main: pass
// RANDOM: result 1: tensor<3xi32> [{{[0-9]}}, {{[0-9]}}, {{[0-9]}}]
// RANDOM: wrote {{.*}}a/result_0.npy
// RANDOM: wrote {{.*}}a/result_1.npy
// FILES: @main: pass
// MISSING: error: @main argument %arg0 (tensor<2x3xf32>) has no input: give --input NAME=FILE.npy for it, or --random-inputs
// MISTYPED: error: input 'params['w']' ({{.*}}result_0.npy) is tensor<2x3xf32>; argument %arg1 'params['w']' of @main is tensor<3xi32>
// UNKNOWN: error: input 'nosuch' names no argument of @main (arguments: %arg0, %arg1 'params['w']')
// BADFILE: bad.npy: error:
// SPMD: @main: pass
// SPMD: result 0: tensor<8x4xf32>
// SCHEDULE: mesh _axis_0=2 _axis_1=2
// SCHEDULE: tactic _axis_0 axis=_axis_0
// SCHEDULE-NEXT: x = 0
// SCHEDULE: tactic _axis_1 axis=_axis_1
// SCHEDULE-NEXT: params['w1'] = 1
// SCHEDULE-NEXT: params['w2'] = 0
// CHECK-AGREE: all agree
// NONE: error: no sharding annotations in @main
