// Command-line misuse and unreadable files exit 2 with one line on stderr.
// RUN: not %partir run 2>&1 | FileCheck %s --check-prefix=NOARG
// RUN: %partir run %t.does-not-exist.mlir 2> %t || echo "exit $?" >> %t
// RUN: FileCheck %s --check-prefix=MISSING < %t
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not %partir print %t.dir 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not %partir check %s --schedule %t.dir 2>&1 | FileCheck %s --check-prefix=DIR-SCHEDULE
// RUN: not %partir partition %s --schedule %S/inputs/tile_x.schedule --dump-after-each-tactic %s 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not %partir check %s --schedule %S/inputs/tile_x.schedule --trials 0 2>&1 | FileCheck %s --check-prefix=TRIALS
// RUN: not %partir run %s --random-inputs --seed -1 2>&1 | FileCheck %s --check-prefix=SEED

// NOARG: error: partir run takes a FILE or --corpus DIR
// MISSING: does-not-exist.mlir: error: cannot read the program: No such file or directory
// MISSING-NEXT: exit 2
// DIR: .dir: error: cannot read the program: it is a directory
// DIR-SCHEDULE: .dir: error: cannot read the schedule: it is a directory
// DUMP: usage.mlir: error: cannot write --dump-after-each-tactic: {{.*}}
// TRIALS: error: --trials: must be an integer >= 1, got '0'
// SEED: error: --seed: must be an integer >= 0, got '-1'
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  func.return %x : tensor<4xf32>
}
