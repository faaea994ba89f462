// Without --entry or @main, every function no other function calls runs as
// its own test; a module without functions passes with nothing to run.
// RUN: %partir run %s | FileCheck %s
// RUN: %partir run --entry helper %s > %t 2>&1 || echo "exit $?" >> %t
// RUN: FileCheck %s --check-prefix=ENTRY < %t

// Each line names the chunk's first line, then the function.
// CHECK: entry_functions.mlir:1: @first: pass (1 checks passed)
// CHECK-NEXT: entry_functions.mlir:1: @second: pass (1 checks passed)
func.func @helper(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.add %x, %x : tensor<i32>
  func.return %0 : tensor<i32>
}
func.func @first() {
  %0 = stablehlo.constant dense<2> : tensor<i32>
  %1 = func.call @helper(%0) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %1, dense<4> : tensor<i32>
  func.return
}
func.func @second() {
  %0 = stablehlo.constant dense<3> : tensor<i32>
  check.expect_eq_const %0, dense<3> : tensor<i32>
  func.return
}
// CHECK-NOT: @helper

// -----

// CHECK: entry_functions.mlir:[[@LINE-1]]: no functions to run: pass
module @empty {
}

// ENTRY: @helper: unsupported (0 checks passed)
// ENTRY-NEXT: entry_functions.mlir:[[# @LINE-24]]:1: error: @helper argument %x (tensor<i32>) has no input: give --input NAME=FILE.npy for it, or --random-inputs
// ENTRY: entry_functions.mlir:{{[0-9]+}}:1: error: no function @helper in the module
// ENTRY: exit 2
