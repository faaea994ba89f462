// Malformed and unsupported input: every chunk is refused with a located
// diagnostic, nothing crashes, and the exit code is 2.
// RUN: %partir run %s 2> %t || echo "exit $?" >> %t
// RUN: FileCheck %s < %t

func.func @undefined_value() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:22: error: use of undefined value '%1'
  %0 = stablehlo.add %1, %1 : tensor<2xf32>
  func.return
}

// -----

func.func @bad_element_type() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:49: error: expected an element type, found 'q32'
  %0 = stablehlo.constant dense<1.0> : tensor<2xq32>
  func.return
}

// -----

func.func @literal_count() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:27: error: dense literal has shape [3] but its type is tensor<2xf32>
  %0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>
  func.return
}

// -----

func.func @type_rule() {
  %0 = stablehlo.constant dense<1.0> : tensor<2xf32>
  %1 = stablehlo.constant dense<1.0> : tensor<3xf32>
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:3: error: 'stablehlo.add': operand types tensor<2xf32> and tensor<3xf32> differ (C1)
  %2 = stablehlo.add %0, %1 : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @unknown_op() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:8: error: unsupported operation 'stablehlo.frobnicate' in custom form
  %0 = stablehlo.frobnicate %x : tensor<2xf32>
  func.return
}

// -----

// A constant of 10^11 elements is refused before anything is allocated.
func.func @huge_constant() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:27: error: dense literal of type tensor<100000x1000000xf32> is larger than the 4 GiB limit
  %0 = stablehlo.constant dense<[[0.0]]> : tensor<100000x1000000xf32>
  func.return
}

// -----

// A splat of 10^11 elements parses (one element is stored) and is refused
// when the interpreter would allocate it.
func.func @huge_splat() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:3: error: @huge_splat: tensor<100000x1000000xf32> is over the tensor size limit of 4294967296 bytes
  %0 = stablehlo.constant dense<0.0> : tensor<100000x1000000xf32>
  func.return
}

// -----

// So is an iota of 10^11 elements.
func.func @huge_iota() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:3: error: @huge_iota: 'stablehlo.iota': tensor<100000x1000000xf32> is over the tensor size limit of 4294967296 bytes
  %0 = stablehlo.iota dim = 0 : tensor<100000x1000000xf32>
  func.return
}

// -----

func.func @complex() {
  // CHECK: {{.*}}malformed.mlir:[[@LINE+1]]:54: error: unsupported element type 'complex<i32>'
  %0 = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<i32>>
  func.return
}

// CHECK: exit 2
