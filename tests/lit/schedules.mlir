// The example schedules (examples/schedules) on a generated Transformer
// training step: `partir partition --stats` reports the paper's collective
// arithmetic after each tactic (P = 20 parameters, L = 2 layers), and
// `partir check` agrees on every schedule for a tiny f64 configuration
// (float sums are reassociated, so within a tolerance; docs/walkthrough.md).
// RUN: %partir generate transformer --layers 2 --d-model 8 --heads 2 --d-ff 16 --vocab 16 --seq 4 --batch 8 > %t.mlir
// RUN: %partir partition %t.mlir --schedule %examples/schedules/bp_mp_z3.schedule --stats 2>/dev/null | FileCheck %s
// RUN: %partir partition %t.mlir --schedule %examples/schedules/bp_mp_z2.schedule --stats --json --device tpuv3 2>/dev/null | FileCheck %s --check-prefix=JSON
// RUN: %partir partition %t.mlir --schedule %examples/schedules/bp.schedule --stats --device v100 > %t.out 2>&1 || echo "exit $?" >> %t.out
// RUN: FileCheck %s --check-prefix=DEVICE < %t.out
// RUN: %partir generate transformer --layers 2 --d-model 8 --heads 2 --d-ff 16 --vocab 16 --seq 4 --batch 8 --dtype f64 > %t64.mlir
// RUN: %partir check %t64.mlir --schedule %examples/schedules/bp.schedule --trials 2 --rtol 1e-9 --atol 1e-12 | FileCheck %s --check-prefix=AGREE
// RUN: %partir check %t64.mlir --schedule %examples/schedules/bp_mp.schedule --trials 2 --rtol 1e-9 --atol 1e-12 | FileCheck %s --check-prefix=AGREE
// RUN: %partir check %t64.mlir --schedule %examples/schedules/bp_mp_z2.schedule --trials 2 --rtol 1e-9 --atol 1e-12 | FileCheck %s --check-prefix=AGREE
// RUN: %partir check %t64.mlir --schedule %examples/schedules/bp_mp_z3.schedule --trials 2 --rtol 1e-9 --atol 1e-12 | FileCheck %s --check-prefix=AGREE
// RUN: %partir check %t64.mlir --schedule %examples/schedules/emb.schedule --trials 2 --rtol 1e-9 --atol 1e-12 | FileCheck %s --check-prefix=AGREE
// Bit for bit, the reassociated sums differ: exit 1.
// RUN: %partir check %t64.mlir --schedule %examples/schedules/bp.schedule --trials 1 > %t.exact || echo "exit $?" >> %t.exact
// RUN: FileCheck %s --check-prefix=EXACT < %t.exact

// CHECK: tactic            AG    AR    RS   A2A    flops/dev    peak/dev  arguments/dev   est. a100
// CHECK-NEXT: (original)         0     0     0     0
// P + 1
// CHECK-NEXT: BP                 0    21     0     0
// P + 1 + 4L
// CHECK-NEXT: MP                 0    29     0     0
// P + 4L + 1 gathers, P reduce_scatters, 1 + 4L all_reduces
// CHECK-NEXT: Z3                29     9    20     0

// JSON: {"device":"tpuv3","mesh":"batch=4,model=2","original":{"argument_bytes":{"batch":256,"opt_state":
// JSON-SAME: "tactics":[{"argument_bytes"
// JSON-SAME: "collectives":{"all_gather":0,"all_reduce":21,"all_to_all":0,"reduce_scatter":0}
// JSON-SAME: "name":"BP"
// JSON-SAME: "collectives":{"all_gather":0,"all_reduce":29,"all_to_all":0,"reduce_scatter":0}
// JSON-SAME: "name":"MP"
// JSON-SAME: "collectives":{"all_gather":20,"all_reduce":9,"all_to_all":0,"reduce_scatter":20}
// JSON-SAME: "est_seconds":
// JSON-SAME: "name":"Z2","peak_bytes":

// DEVICE: error: unknown device 'v100' (devices: tpuv3, a100, h100)
// DEVICE: exit 2

// AGREE: 2 trials, paths reference, temporal, mesh, stablehlo: all agree

// EXACT: MISMATCH
// EXACT: exit 1
