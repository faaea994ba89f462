// `partir check`: every path (reference, Temporal, simulated mesh, exported
// StableHLO SPMD) on random
// integer inputs, compared bit for bit (docs/cli.md).
// RUN: %partir check %examples/chain.mlir --schedule %examples/listing6.schedule --trials 2 | FileCheck %s
// RUN: %partir check %examples/chain.mlir --schedule %examples/listing6.schedule --json | FileCheck %s --check-prefix=JSON
// RUN: %partir check %examples/mlp.mlir --schedule %examples/mlp.schedule | FileCheck %s --check-prefix=MLP
// A program whose own check fails on the inputs: exit 1, the path named.
// RUN: not %partir check %S/inputs/failing_check.mlir --schedule %S/inputs/tile_x.schedule --trials 1 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: %partir check %S/inputs/failing_check.mlir --schedule %S/inputs/tile_x.schedule --trials 1 > /dev/null || echo "exit $?" | FileCheck %s --check-prefix=EXIT1
// A float training step (f32, reassociated sums): no tolerance to pick, the
// differences vanish in the f64 re-run, so they are rounding: exit 0.
// RUN: %partir generate transformer --layers 1 --d-model 8 --heads 2 --d-ff 16 --vocab 16 --seq 4 --batch 8 > %t32.mlir
// RUN: %partir check %t32.mlir --schedule %examples/schedules/bp.schedule --trials 2 | FileCheck %s --check-prefix=ROUNDING
// A cancelled gradient normalized as RMSProp normalizes it: its sign is
// rounding noise in f32 and in f64 alike, and the perturbed f64 re-runs
// show that rounding decides it (float_verdict.h, test 2): exit 0, on
// integer and on real inputs.
// RUN: %partir check %S/inputs/normalized_cancellation.mlir --schedule %S/inputs/tile_x.schedule --trials 5 | FileCheck %s --check-prefix=DECIDED
// RUN: %partir check %S/inputs/normalized_cancellation.mlir --schedule %S/inputs/tile_x.schedule --trials 5 --real-inputs | FileCheck %s --check-prefix=DECIDED
// A quantized product split on its contracting dim: its quantized lhs is
// gathered (no sum into a quantized result), every path agrees bit for bit.
// RUN: %partir check %S/inputs/quantized_contraction.mlir --schedule %S/inputs/tile_x_dim1.schedule --trials 2 --real-inputs | FileCheck %s --check-prefix=QUANTIZED
// QUANTIZED: 2 trials, paths reference, temporal, mesh, stablehlo: all agree (temporal bit for bit, mesh bit for bit, stablehlo bit for bit)
// The runs: the f64 re-runs of the reference and the temporal path, the
// two perturbed ones, then mesh and stablehlo, whose results have the
// temporal path's bits, share its comparisons without f64 re-runs.
// RUN: %partir check %S/inputs/normalized_cancellation.mlir --schedule %S/inputs/tile_x.schedule --trials 1 --progress 2>&1 | FileCheck %s --check-prefix=SHARED
// Bad input: exit 2.
// RUN: not %partir check %examples/chain.mlir --schedule %S/inputs/unknown_target.schedule 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %partir check %examples/chain.mlir --schedule %S/inputs/unknown_target.schedule > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT2
// The time limit of each run of a path and the peak memory end the summary
// (tools/check_clock.h): by default 10 x the first reference run's time, at
// least 50 s; --timeout S for every run; --timeout 0 none. --progress: a
// line per run on stderr, before the output; without it, and not on a
// terminal, nothing on stderr.
// RUN: %partir check %examples/chain.mlir --schedule %examples/listing6.schedule --trials 1 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: %partir check %examples/chain.mlir --schedule %examples/listing6.schedule --trials 1 --timeout 7 | FileCheck %s --check-prefix=OPTION
// RUN: %partir check %examples/chain.mlir --schedule %examples/listing6.schedule --trials 1 --timeout 0 --json | FileCheck %s --check-prefix=NONE
// RUN: %partir check %examples/chain.mlir --schedule %examples/listing6.schedule --trials 1 --progress 2>&1 | FileCheck %s --check-prefix=PROGRESS

// CHECK: chain.mlir: 2 trials, paths reference, temporal, mesh, stablehlo: all agree
// JSON: {"file":"{{.*}}chain.mlir","trials":3,"agree":true,"paths":[{"path":"reference","status":"agree"},{"path":"temporal","status":"agree","comparison":"bit for bit"},{"path":"mesh","status":"agree","comparison":"bit for bit"},{"path":"stablehlo","status":"agree","comparison":"bit for bit"}],"collectives":{"all_gather":2,"all_reduce":1,"all_slice":0,"all_to_all":0,"reduce_scatter":0},"mismatches":[],"time_limit":{"seconds":50.0,"set_by":"floor","reference_seconds":{{[0-9.e-]+}}},"peak_memory_bytes":{{[1-9][0-9]+}}}
// ROUNDING: 2 trials, paths reference, temporal, mesh, stablehlo: all agree (temporal {{bit for bit|rounding}}{{.*}}, mesh rounding ({{[0-9]+}} elements, within {{.*}} ULPs of the largest), stablehlo rounding
// DECIDED: 5 trials, paths reference, temporal, mesh, stablehlo: all agree (temporal rounding ({{[0-9]+}} elements, within {{.*}} ULPs of the largest; {{[1-9][0-9]*}} decided by rounding at any precision)
// SHARED: partir check: 0% of 4 planned runs: trial 0, reference path
// SHARED-NEXT: partir check: 25% of 4 planned runs: trial 0, temporal path
// SHARED-NEXT: partir check: 50% of 4 planned runs: trial 0, reference path (f64)
// SHARED-NEXT: partir check: 50% of 4 planned runs: trial 0, temporal path (f64)
// SHARED-NEXT: partir check: 50% of 4 planned runs: trial 0, reference path (f64, perturbed)
// SHARED-NEXT: partir check: 50% of 4 planned runs: trial 0, reference path (f64, perturbed)
// SHARED-NEXT: partir check: 50% of 4 planned runs: trial 0, mesh path
// SHARED-NEXT: partir check: 75% of 4 planned runs: trial 0, stablehlo path
// SHARED-NEXT: normalized_cancellation.mlir: 1 trial
// MLP: mlp.mlir: 1 trial, paths reference, temporal, mesh, stablehlo: all agree
// FAIL: {{.*}}failing_check.mlir:3:3: error: reference path: 'check.expect_eq_const' failed: {{[0-9]+}} of 8 elements differ
// FAIL-NOT: MISMATCH
// EXIT1: exit 1
// BAD: unknown_target.schedule:3:3: error: target 'y' matches nothing
// EXIT2: exit 2
// LIMIT: chain.mlir: 1 trial, paths reference, temporal, mesh, stablehlo: all agree
// LIMIT-NEXT: time limit per path run: 50 s (the floor: 10 × the reference run's {{[0-9.]+}} {{s|ms|µs|ns}} is less); peak memory: {{[0-9.]+}} {{KiB|MiB|GiB}}
// LIMIT-NOT: {{.}}
// OPTION: time limit per path run: 7 s (--timeout); peak memory:
// NONE: "time_limit":{"seconds":0.0,"set_by":"option","reference_seconds":{{[0-9.e-]+}}},"peak_memory_bytes":
// PROGRESS: partir check: 0% of 4 planned runs: trial 0, reference path
// PROGRESS-NEXT: partir check: 25% of 4 planned runs: trial 0, temporal path
// PROGRESS-NEXT: partir check: 50% of 4 planned runs: trial 0, mesh path
// PROGRESS-NEXT: partir check: 75% of 4 planned runs: trial 0, stablehlo path
// PROGRESS-NEXT: chain.mlir: 1 trial
