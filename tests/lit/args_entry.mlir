// `partir args` picks the entry: --function NAME, else @main, else the only
// (public) function; otherwise exit 2 listing the module's functions.
// RUN: %partir args %S/inputs/args_forward.mlir --mesh m=2 | FileCheck %s
// RUN: %partir args %S/inputs/args_forward.mlir --function scale --json | FileCheck %s --check-prefix=SCALE
// RUN: not %partir args %S/inputs/args_forward.mlir --function nope 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: %partir args %S/inputs/args_forward.mlir --function nope > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT
// RUN: not %partir args %S/inputs/args_two_public.mlir 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// RUN: %partir args %S/inputs/args_two_public.mlir --function second | FileCheck %s --check-prefix=SECOND
// RUN: not %partir args %s.missing 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not %partir args %s --mesh b=0 2>&1 | FileCheck %s --check-prefix=BADMESH

// The only public function of a module without @main; its call is inlined,
// so a tile of %a propagates through @scale's multiply. Arguments go by the
// program's own names.
// CHECK:      @forward ({{.*}}args_forward.mlir:5:3): 2 arguments, tileable dims per axis of the mesh m=2
// CHECK-NEXT: #0 %a: tensor<4x6xf32>
// CHECK-NEXT:    users:  %0 = func.call (line 6)
// CHECK-NEXT:    dims:   0:4 1:6
// CHECK-NEXT:    m=2:    0 1
// CHECK-NEXT: #1 %b: tensor<6xf32>
// CHECK-NEXT:    users:  %1 = stablehlo.broadcast_in_dim (line 7)
// CHECK-NEXT:    dims:   0:6
// CHECK-NEXT:    m=2:    0

// SCALE: {"function":"scale","arguments":[{"index":0,"name":"%x","type":"tensor<4x6xf32>","donated":false,"dims":[4,6],"users":["%0 = stablehlo.multiply (line 12)"]}]}

// MISSING: args_forward.mlir:4:1: error: no function @nope (functions: forward, scale)
// EXIT: exit 2
// AMBIGUOUS: args_two_public.mlir:2:1: error: no @main and no single (public) function to take as the entry (functions: first, second)
// SECOND: @second ({{.*}}args_two_public.mlir:5:1): 1 argument
// NOFILE: args_entry.mlir.missing: error: cannot read the program
// BADMESH: error: mesh "b=0": axis 'b' has size 0, expected >= 1
