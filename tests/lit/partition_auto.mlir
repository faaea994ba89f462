// Automatic tactics (docs/schedules.md "Automatic tactics"): the search's
// summary and the manual tactics it found go to stderr; --emit-schedule
// writes the schedule with the automatic tactic replaced, and that schedule
// reproduces the same program; --stats --json adds the search's figures;
// `partir check` runs the found schedule on every path.
// RUN: %partir generate mlp --widths 8,16,4 --batch 8 > %t.mlir
// RUN: printf 'mesh batch=4\ntactic BP axis=batch\n  batch = 0\ntactic Z axis=batch auto=beam evaluations=300\n' > %t.sched
// RUN: %partir partition %t.mlir --schedule %t.sched --device-memory 3000 --emit-schedule %t.found -o %t.auto.core 2> %t.err
// RUN: FileCheck %s --check-prefix=FOUND < %t.err
// RUN: FileCheck %s --check-prefix=SCHEDULE < %t.found
// RUN: %partir partition %t.mlir --schedule %t.found -o %t.manual.core 2>/dev/null
// RUN: diff %t.auto.core %t.manual.core
// RUN: %partir partition %t.mlir --schedule %t.sched --device-memory 3000 --stats --json 2>/dev/null | FileCheck %s --check-prefix=JSON
// The summary says what ended the search: here the default greedy search
// runs out of improving moves before its 2000 evaluations.
// RUN: printf 'mesh batch=4\ntactic BP axis=batch\n  batch = 0\ntactic Z axis=batch auto\n' > %t.greedy.sched
// RUN: %partir partition %t.mlir --schedule %t.greedy.sched --device-memory 3000 -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONVERGED
// RUN: %partir check %t.mlir --schedule %t.sched --device-memory 3000 --trials 1 | FileCheck %s --check-prefix=CHECK-AGREE

// FOUND: tactic BP (axis batch): 2 actions
// FOUND: tactic Z (axis batch): {{[0-9]+}} actions
// FOUND: found by beam: 300 programs costed in {{.*}}, stopped at its evaluation limit (evaluations=300); est. {{.*}}, peak {{.*}} (fits)
// FOUND-NEXT: | tactic Z axis=batch
// CONVERGED: found by greedy: {{[0-9]+}} programs costed in {{.*}}, converged: no move it tries improves the result; est.
// FOUND-NEXT: |   {{params|opt_state}}

// SCHEDULE: mesh batch=4
// SCHEDULE-NEXT: tactic BP axis=batch
// SCHEDULE-NEXT:   batch = 0
// SCHEDULE-NEXT: tactic Z axis=batch
// SCHEDULE-NEXT:   {{params|opt_state}}
// SCHEDULE-NOT: auto

// JSON: "name":"Z"
// JSON-SAME: "search":{"algorithm":"beam","best_est_seconds":{{[0-9.e-]+}},"best_peak_bytes":{{[0-9]+}},"complete":false,"end":"stopped at its evaluation limit (evaluations=300)","evaluated":300,"fits":true,"seconds":{{[0-9.e-]+}},"stopped_by_count":true,"stopped_by_time":false}

// CHECK-AGREE: all agree
