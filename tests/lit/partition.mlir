// `partir partition`: seed 000 Listing 6's schedule (BP, MP, Z3) on the
// paper's chained matmul prints the PartIR:Core program, one summary line per
// tactic on stderr, and the conflicts of ZeRO-3 (docs/cli.md).
// RUN: %partir partition %examples/chain.mlir --schedule %examples/listing6.schedule > %t.core 2> %t.err
// RUN: FileCheck %s < %t.core
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err
// The output is a PartIR:Core module: it parses and verifies.
// RUN: %partir print %t.core > /dev/null
// RUN: rm -rf %t.dumps && %partir partition %examples/chain.mlir --schedule %examples/listing6.schedule --dump-after-each-tactic %t.dumps -o %t.out 2> /dev/null
// RUN: ls %t.dumps | FileCheck %s --check-prefix=DUMPS
// RUN: diff %t.out %t.core

// CHECK: module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>}
// ZeRO-3 shards w1 on "B" inside its "M" tiling ...
// CHECK: %[[W1:.*]] = partir.loop "M" [#partir.tile<1>]
// CHECK:   partir.loop "B" [#partir.tile<0>]
// ... and w2 on "B"; the matmuls run on the gathered parameters.
// CHECK: %[[W2:.*]] = partir.loop "B" [#partir.tile<1>]
// CHECK: partir.loop "B" [#partir.tile<0>]
// CHECK-NEXT: partir.loop "M" [#partir.sum]
// CHECK-NEXT: partir.slice 0 %arg0[{{.*}}] : tensor<256x8xf32> -> tensor<64x8xf32>
// CHECK-NEXT: partir.slice 1 %[[W1]][{{.*}}] : tensor<8x16xf32> -> tensor<8x8xf32>
// CHECK-NEXT: "stablehlo.dot_general"
// CHECK-NEXT: partir.slice 0 %[[W2]][{{.*}}] : tensor<16x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: "stablehlo.dot_general"

// SUMMARY: tactic BP (axis B): 1 action, 3 loop levels added, 1 loop, 0 conflicts
// SUMMARY-NEXT: tactic MP (axis M): 1 action, 3 loop levels added, 2 loops, 0 conflicts
// SUMMARY-NEXT: tactic Z3 (axis B): 2 actions, 2 loop levels added, 5 loops, 2 conflicts
// SUMMARY-NEXT: chain.mlir:10:3: conflict on axis B at 'stablehlo.dot_general': already in a loop over B
// SUMMARY-NEXT: chain.mlir:11:3: conflict on axis B at 'stablehlo.dot_general': already in a loop over B

// DUMPS: 0_1_BP.mlir
// DUMPS-NEXT: 0_2_MP.mlir
// DUMPS-NEXT: 0_3_Z3.mlir
