// `partir check --mutants`: faults injected into partitioning, lowering and
// export one at a time, and how many the trials catch (docs/cli.md).
// RUN: %partir check %S/inputs/every_collective.mlir --schedule %S/inputs/every_collective.schedule --mutants | FileCheck %s
// RUN: %partir check %S/inputs/every_collective.mlir --schedule %S/inputs/every_collective.schedule --mutants --json | FileCheck %s --check-prefix=JSON
// A gather whose order a sort forgets: the reversed replica groups survive,
// and are listed (exit 0: the check itself agrees).
// RUN: %partir check %S/inputs/sorted_gather.mlir --schedule %S/inputs/sorted_gather.schedule --mutants | FileCheck %s --check-prefix=SURVIVOR
// A program the unmutated check already fails: no mutants, exit 1.
// RUN: not %partir check %S/inputs/failing_check.mlir --schedule %S/inputs/tile_x.schedule --trials 1 --mutants 2>&1 | FileCheck %s --check-prefix=FAIL

// CHECK: every_collective.mlir: 3 trials, paths reference, temporal, mesh, stablehlo: all agree
// CHECK-NEXT: mutants: [[N:[0-9]+]]: [[C:[0-9]+]] caught ({{[0-9]+}} by the trials, {{[0-9]+}} rejected by the verifier), 3 equivalent, 0 survived, 0 not run; score 100.0% ([[C]] of [[C]]), by the trials alone 100.0%
// CHECK-NEXT: equivalent: {{.*}}every_collective.mlir:8:3: lowering: partir.all_reduce applied twice (the group reduces with maximum, which is idempotent)
// CHECK-NEXT: equivalent: {{.*}}every_collective.mlir:4:3: export: stablehlo.all_reduce: replica groups in reverse device order (the groups reduce with add, commutative and associative; a float result changes by rounding only)
// CHECK-NEXT: equivalent: {{.*}}every_collective.mlir:8:3: export: stablehlo.all_reduce: replica groups in reverse device order (the groups reduce with maximum, commutative and associative)
// JSON: "mutants":{"total":{{[0-9]+}},"caught":{{[0-9]+}},"rejected":{{[0-9]+}},"equivalent":3,"not_run":0,"score":1.0,"trials_score":1.0,"survivors":[],"list":[{"stage":"partition","mutation":"partir.loop
// JSON-SAME: {"stage":"lowering","mutation":"partir.all_reduce dropped","location":"{{.*}}every_collective.mlir:4:3","outcome":"caught","how":"trial 0: mesh path
// JSON-SAME: {"stage":"export","mutation":"chunk offsets one off","location":"{{.*}}","outcome":"caught","how":"trial 0: stablehlo path
// SURVIVOR: mutants: 2: 1 caught (0 by the trials, 1 rejected by the verifier), 0 equivalent, 1 survived, 0 not run; score 50.0% (1 of 2), by the trials alone 0.0% (0 of 1)
// SURVIVOR-NEXT: survived: {{.*}}sorted_gather.mlir:3:1: export: stablehlo.all_gather: replica groups in reverse device order
// FAIL: error: reference path: 'check.expect_eq_const' failed
// FAIL-NOT: mutants:
