// A program that is already SPMD (a cross-replica all_reduce over
// replica_groups [[0, 1]], after a loop of 2^40 iterations) is refused by
// run, check and partition before anything runs (interp/collective_fit.h):
// with --timeout 5, a run that computed first would end in the time limit.
// RUN: not %partir run %S/../bad_inputs/programs/not_runnable/spmd_all_reduce_replicas.mlir --random-inputs --timeout 5 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not %partir check %S/../bad_inputs/programs/not_runnable/spmd_all_reduce_replicas.mlir --schedule %S/../bad_inputs/valid/tiny.schedule --timeout 5 2>&1 | FileCheck %s --check-prefix=CHECK
// RUN: not %partir partition %S/../bad_inputs/programs/not_runnable/spmd_all_reduce_replicas.mlir --schedule %S/../bad_inputs/valid/tiny.schedule 2>&1 | FileCheck %s --check-prefix=PARTITION
// RUN: %partir partition %S/../bad_inputs/programs/not_runnable/spmd_all_reduce_replicas.mlir --schedule %S/../bad_inputs/valid/tiny.schedule > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT2
// Run as the refusal says, on 2 replicas: each gets the sum of both squares.
// RUN: %partir run %S/inputs/spmd_replicas_parallel.mlir | FileCheck %s --check-prefix=PARALLEL

// REFUSED: spmd_all_reduce_replicas.mlir:1: @main: unsupported (0 checks passed)
// REFUSED-NEXT: spmd_all_reduce_replicas.mlir:19:3: error: 'stablehlo.all_reduce': its replica_groups {{\[\[0, 1\]\]}} need 2 replicas (cross_replica), but partir run runs @main as 1 replica x 1 partition; run it with `partir run` inside interpreter.run_parallel on 2 replicas x 1 partition (docs/cli.md, "Parallel programs and collectives")
// CHECK: spmd_all_reduce_replicas.mlir:19:3: error: 'stablehlo.all_reduce': its replica_groups {{\[\[0, 1\]\]}} need 2 replicas (cross_replica), but partir check runs @main (the reference path) as 1 replica x 1 partition; run it with `partir run` inside interpreter.run_parallel on 2 replicas x 1 partition
// CHECK-NOT: time limit
// PARTITION: spmd_all_reduce_replicas.mlir:19:3: error: 'stablehlo.all_reduce': its replica_groups {{\[\[0, 1\]\]}} need 2 replicas (cross_replica), but partir partition takes @main as a program of 1 replica x 1 partition
// EXIT2: exit 2
// PARALLEL: spmd_replicas_parallel.mlir:1: @main: pass (0 checks passed)
// PARALLEL-NEXT: result 0: tensor<2xf32> [10, 20]
// PARALLEL-NEXT: result 1: tensor<2xf32> [10, 20]
