// Top-k in both spellings: chlo.top_k (custom and generic forms) runs and
// passes its checks; custom_call @mhlo.topk partitions under batch
// parallelism (its rows split; the top-k dim stays whole, gathered when
// model parallelism splits it) and every path of `partir check` agrees; k
// beyond the last dim and `largest = false` are refused with exit 2
// (docs/custom-calls.md).
// RUN: %partir run %s | FileCheck %s
// RUN: %partir partition %S/inputs/topk_logits.mlir --schedule %S/inputs/tile_x_batch.schedule 2>/dev/null | FileCheck %s --check-prefix=CORE
// RUN: %partir check %S/inputs/topk_logits.mlir --schedule %S/inputs/tile_x_batch.schedule --trials 3 | FileCheck %s --check-prefix=BPCHECK
// RUN: %partir tmr %S/inputs/topk_logits.mlir | FileCheck %s --check-prefix=TMR
// Logits split along their top-k dim are gathered before the top-k:
// RUN: %partir partition %S/inputs/topk_logits.mlir --schedule %S/inputs/topk_bp_mp.schedule --emit hlo 2>/dev/null | FileCheck %s --check-prefix=GATHER
// RUN: %partir check %S/inputs/topk_logits.mlir --schedule %S/inputs/topk_bp_mp.schedule --trials 2 | FileCheck %s --check-prefix=MPCHECK
// RUN: not %partir run %S/inputs/topk_k_too_large.mlir 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: %partir run %S/inputs/topk_k_too_large.mlir > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT2
// RUN: not %partir run %S/inputs/topk_smallest.mlir 2>&1 | FileCheck %s --check-prefix=SMALLEST

// CHECK: @main: pass (4 checks passed)
func.func @main() -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %x = stablehlo.constant dense<[[1.0, 3.0, 3.0], [0x7FC00000, -1.0, 0x7F800000]]> : tensor<2x3xf32>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<2x3xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  check.expect_eq_const %v, dense<[[3.0, 3.0], [0x7FC00000, 0x7F800000]]> : tensor<2x2xf32>
  check.expect_eq_const %i, dense<[[1, 2], [0, 2]]> : tensor<2x2xi32>
  %w:2 = "chlo.top_k"(%x) {k = 1 : i64} : (tensor<2x3xf32>) -> (tensor<2x1xf32>, tensor<2x1xi32>)
  check.expect_eq_const %w#0, dense<[[3.0], [0x7FC00000]]> : tensor<2x1xf32>
  check.expect_eq_const %w#1, dense<[[1], [0]]> : tensor<2x1xi32>
  return %v, %i : tensor<2x2xf32>, tensor<2x2xi32>
}

// CORE: partir.loop "batch" [#partir.tile<0>, #partir.tile<0>]
// CORE: stablehlo.custom_call{{.*}}(tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)

// BPCHECK: topk_logits.mlir: 3 trials, paths reference, temporal, mesh, stablehlo: all agree

// GATHER: partir.all_gather [{}, {"model"}] %{{.*}} : tensor<4x1xf32> -> tensor<4x5xf32>
// GATHER-NEXT: "stablehlo.custom_call"({{.*}}) {call_target_name = "mhlo.topk"{{.*}} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
// MPCHECK: topk_logits.mlir: 2 trials, paths reference, temporal, mesh, stablehlo: all agree

// TMR: stablehlo.custom_call
// TMR: (tile 0) ↪ (tile 0, tile 0)
// TMR: dim 1: the top-k dim; the top k of a chunk is not a chunk of the top k

// TOO-LARGE: topk_k_too_large.mlir:4:3: error: 'chlo.top_k': k = 4 exceeds the operand's last dim 3 (C2)
// EXIT2: exit 2
// SMALLEST: topk_smallest.mlir:4:3: error: 'stablehlo.custom_call': @mhlo.topk largest = false (the k smallest elements) is not supported: XLA lowers only the k largest to chlo.top_k
