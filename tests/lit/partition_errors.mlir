// Bad schedules are refused with a located diagnostic and exit code 2.
// RUN: not %partir partition %examples/chain.mlir --schedule %S/inputs/unknown_target.schedule 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not %partir partition %examples/chain.mlir --schedule %S/inputs/bad_dim.schedule 2>&1 | FileCheck %s --check-prefix=DIM
// RUN: not %partir partition %examples/chain.mlir --schedule %S/inputs/unknown_axis.schedule 2>&1 | FileCheck %s --check-prefix=AXIS
// RUN: %partir partition %examples/chain.mlir --schedule %S/inputs/bad_dim.schedule > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT

// TARGET: unknown_target.schedule:3:3: error: target 'y' matches nothing (arguments: x, w1, w2; tags: none)
// DIM: bad_dim.schedule:3:3: error: tactic BP: %x: cannot tile tensor<256x8xf32> on dim 3
// AXIS: unknown_axis.schedule:2:{{[0-9]+}}: error: {{.*}}'C'
// EXIT: exit 2
