// `partir run --profile` (docs/cli.md "Profile"): the times go to stderr
// after the run's own output, which is unchanged; with --json they are the
// `profile` field (with dot_general's flops). The shape is checked, not the times.
// RUN: %partir run %s > %t.plain
// RUN: %partir run %s --profile 2> %t.profile > %t.profiled
// RUN: diff %t.plain %t.profiled
// RUN: FileCheck %s --check-prefix=PROFILE < %t.profile
// RUN: %partir run %s --profile --json | FileCheck %s --check-prefix=JSON
// RUN: not %partir run --corpus %S/inputs --profile 2>&1 | FileCheck %s --check-prefix=CORPUS

func.func @main() -> tensor<2x2xf32> {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = stablehlo.dot_general %b, %a, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %d = stablehlo.exponential %c : tensor<2x2xf32>
  return %d : tensor<2x2xf32>
}

// PROFILE: profile: {{[0-9.]+}} s: parse {{[0-9.]+}}, verify {{[0-9.]+}}, inputs {{[0-9.]+}}, ops {{[0-9.]+}}, outputs {{[0-9.]+}}
// PROFILE-NEXT: op kind runs seconds %
// PROFILE-DAG: stablehlo.dot_general 2 {{[0-9.]+}} {{[0-9.]+}}
// PROFILE-DAG: stablehlo.exponential 1 {{[0-9.]+}} {{[0-9.]+}}
// PROFILE-DAG: stablehlo.constant 1 {{[0-9.]+}} {{[0-9.]+}}
// Two 2x2x2 products: 2 flops per product of two elements, 16 each.
// PROFILE: multiply-adds: stablehlo.dot_general 0.00 GFLOP in {{[0-9.]+}} s ({{[0-9.]+}} GFLOP/s); together {{[0-9.]+}} GFLOP/s
// PROFILE: slowest ops runs seconds % location
// PROFILE-DAG: stablehlo.dot_general 1 {{[0-9.]+}} {{[0-9.]+}} {{.*}}run_profile.mlir:13:3
// PROFILE-DAG: stablehlo.dot_general 1 {{[0-9.]+}} {{[0-9.]+}} {{.*}}run_profile.mlir:14:3
// PROFILE-DAG: stablehlo.exponential 1 {{[0-9.]+}} {{[0-9.]+}} {{.*}}run_profile.mlir:15:3
// PROFILE-DAG: stablehlo.constant 1 {{[0-9.]+}} {{[0-9.]+}} {{.*}}run_profile.mlir:12:3

// JSON: "profile":{"inputs_seconds":{{[0-9.e-]+}},"op_kinds":[{{.*}}{"flops":32.0,"op":"stablehlo.dot_general","runs":2,"seconds":{{[0-9.e-]+}}}
// JSON-SAME: "slowest_ops":[{{.*}}{"location":"{{.*}}run_profile.mlir:15:3","op":"stablehlo.exponential","runs":1,"seconds":{{[0-9.e-]+}}}
// JSON-SAME: "verify_seconds":{{[0-9.e-]+}}}

// CORPUS: --profile times one program; it does not apply to --corpus
