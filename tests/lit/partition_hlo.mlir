// `partir partition --emit hlo`: seed 000 Listing 6's schedule lowered to the
// device-local program of Listing 5: parameters sharded on "B" and "M",
// gathered on "B" right before each matmul, one all_reduce over "M".
// RUN: %partir partition %examples/chain.mlir --schedule %examples/listing6.schedule --emit hlo 2>/dev/null > %t.hlo
// RUN: FileCheck %s < %t.hlo
// RUN: %partir print %t.hlo > /dev/null
// RUN: not %partir partition %examples/chain.mlir --schedule %examples/listing6.schedule --emit xla 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: func.func @main(%arg0: tensor<64x8xf32> {partir.sharding = {{\[\["B"\], \[\]\]}}} loc("x"), %arg1: tensor<2x8xf32> {partir.sharding = {{\[\["B"\], \["M"\]\]}}} loc("w1"), %arg2: tensor<8x2xf32> {partir.sharding = {{\[\["M"\], \["B"\]\]}}} loc("w2")) -> (tensor<64x8xf32> {partir.sharding = {{\[\["B"\], \[\]\]}}})
// CHECK-NEXT: partir.all_gather [{"B"}, {}] %arg1 : tensor<2x8xf32> -> tensor<8x8xf32>
// CHECK-NEXT: "stablehlo.dot_general"
// CHECK-NEXT: partir.all_gather [{}, {"B"}] %arg2 : tensor<8x2xf32> -> tensor<8x8xf32>
// CHECK-NEXT: "stablehlo.dot_general"
// CHECK-NEXT: partir.all_reduce <"M"> %3 : tensor<64x8xf32>
// CHECK-NEXT: func.return %4 : tensor<64x8xf32>

// BAD: error: --emit xla: 'core' (PartIR:Core), 'hlo' (PartIR:HLO) or 'stablehlo' (StableHLO SPMD)
