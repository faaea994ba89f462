// `partir verify`: every tile-mapping entry proved with Z3 on symbolic
// shapes (docs/verification.md); the catalogue when no file is given.
// RUN: %partir verify %s | FileCheck %s
// RUN: %partir verify %s --json | FileCheck %s --check-prefix=JSON
// RUN: %partir verify --op transpose | FileCheck %s --check-prefix=CATALOGUE
// RUN: not %partir verify %s --op nosuch 2>&1 | FileCheck %s --check-prefix=NOOP
// RUN: %partir verify %s --mutants | FileCheck %s --check-prefix=MUTANTS
// RUN: %partir verify | FileCheck %s --check-prefix=RULES
// RUN: rm -rf %t && %partir verify %s --emit-smt %t > /dev/null && z3 %t/verify/stablehlo_transpose_14_0_0.smt2 | FileCheck %s --check-prefix=SMT

func.func @main(%a: tensor<4x6xf32>) -> tensor<6x4xf32> {
  // CHECK: verify.mlir:[[@LINE+2]]:3 stablehlo.transpose (tile 1) ↪ tile 0  proved
  // CHECK: verify.mlir:[[@LINE+1]]:3 stablehlo.transpose (tile 0) ↪ tile 1  proved
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
// CHECK: 2 proved, 0 refuted, 0 unknown
// JSON: {"entries":[{"op":"stablehlo.transpose","entry":"(tile 1) ↪ tile 0","verdict":"proved",
// JSON-SAME: "rules":[],"summary":{"proved":2,"refuted":0,"unknown":0}}
// CATALOGUE: data_movement.mlir:{{[0-9]+}}:{{[0-9]+}} stablehlo.transpose (tile 1) ↪ tile 0  proved
// CATALOGUE: proved, 0 refuted, 0 unknown
// NOOP: error: no op with tile-mapping entries matches 'nosuch'
// SMT: unsat
// MUTANTS: verify.mlir:{{[0-9]+}}:3 stablehlo.transpose (tile 1) ↪ tile 0 => (tile 0) ↪ tile 0  wrong-dim [operand 0: tile 1 -> tile 0]  refuted
// MUTANTS: mutants: {{[0-9]+}} refuted (100.0%), 0 equivalent survivors, 0 unknown
// RULES: rule slice-of-tile fusion, dim 0 (seed 000 §5.1)  proved
// RULES: rule all_slice∘all_reduce = reduce_scatter [{a, b}, {}] (seed 000 §6)  proved
// RULES: rule device numbering is a bijection (semantics/hlo_ops.h)  proved
// RULES: 353 proved, 0 refuted, 0 unknown
