// `partir tmr`: the instantiated tile-mapping entries of every op, in the
// compact notation and as one JSON object per line (docs/cli.md).
// RUN: %partir tmr %s | FileCheck %s
// RUN: %partir tmr --json %s | FileCheck %s --check-prefix=JSON

func.func @main(%x: tensor<8x4xf32>, %w: tensor<4x6xf32>, %m: tensor<6x8xf32>) -> (tensor<8xf32>, tensor<48xf32>) {
  // CHECK: tmr.mlir:[[@LINE+2]]:3 stablehlo.dot_general: (tile 0, ⊥) ↪ tile 0 · (⊥, tile 1) ↪ tile 1 · (tile 1, tile 0) ↪ sum
  // JSON: {"op":"stablehlo.dot_general","loc":"{{.*}}tmr.mlir:[[@LINE+1]]:3","entries":[{"operands":[{"tile":0},null],"results":[{"tile":0}]},{"operands":[null,{"tile":1}],"results":[{"tile":1}]},{"operands":[{"tile":1},{"tile":0}],"results":[{"sum":"add"}]}],"notes":[]}
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
  // CHECK: stablehlo.constant:
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // CHECK: stablehlo.reduce: (tile 0, ⊥) ↪ tile 0 · (tile 1, ⊥) ↪ sum<maximum>
  // JSON: "results":[{"sum":"maximum"}]
  %r = stablehlo.reduce(%y init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<8x6xf32>, tensor<f32>) -> tensor<8xf32>
  // A reshape splits only dims that map one to one: 6x8 -> 48 merges both.
  // CHECK: stablehlo.reshape: (tile 0) ↪ tile 0
  // JSON: "op":"stablehlo.reshape"{{.*}}"notes":[
  %f = stablehlo.reshape %m : (tensor<6x8xf32>) -> tensor<48xf32>
  return %r, %f : tensor<8xf32>, tensor<48xf32>
}
