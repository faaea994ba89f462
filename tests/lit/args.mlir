// `partir args`: the entry function's arguments, their names, types,
// donation, first users, and the dims each mesh axis can tile (docs/cli.md).
// RUN: %partir args %s | FileCheck %s
// RUN: %partir args %s --mesh batch=2,model=4 | FileCheck %s --check-prefix=MESH
// RUN: %partir args %s --mesh batch=2,model=4 --json | FileCheck %s --check-prefix=JSON

func.func @main(%arg0: tensor<8x16xf32> {jax.arg_info = "x"},
                %arg1: tensor<16x32xf32> {jax.arg_info = "params['w1']", tf.aliasing_output = 0 : i32},
                %arg2: tensor<32x6xf32> {jax.arg_info = "params['w2']", jax.buffer_donor = true},
                %arg3: tensor<6xf32> loc("bias"),
                %arg4: tensor<4x2xf32>,
                %arg5: tensor<4xf32>)
    -> (tensor<16x32xf32>, tensor<8x6xf32>, tensor<8xf32>, tensor<4xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x6xf32>) -> tensor<8x6xf32>
  %2 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<6xf32>) -> tensor<8x6xf32>
  %3 = stablehlo.add %1, %2 : tensor<8x6xf32>
  // A reshape that merges both dims carries a tile of dim 0 only.
  %4 = stablehlo.reshape %arg4 : (tensor<4x2xf32>) -> tensor<8xf32>
  %5 = stablehlo.add %arg1, %arg1 : tensor<16x32xf32>
  %6 = stablehlo.multiply %arg1, %5 : tensor<16x32xf32>
  %7 = stablehlo.subtract %arg1, %6 : tensor<16x32xf32>
  // %arg5 is only returned: a tile of it has no op to propagate into.
  return %7, %3, %4, %arg5 : tensor<16x32xf32>, tensor<8x6xf32>, tensor<8xf32>, tensor<4xf32>
}

// Names: jax.arg_info, then loc("..."), else %argN; donation from
// tf.aliasing_output or jax.buffer_donor = true. Without --mesh, dims as sizes.
// CHECK:      @main ({{.*}}args.mlir:7:1): 6 arguments
// CHECK-NEXT: #0 x: tensor<8x16xf32>
// CHECK-NEXT:    users:  %0 = stablehlo.dot_general (line 14)
// CHECK-NEXT:    dims:   0:8 1:16
// CHECK-NEXT: #1 params['w1']: tensor<16x32xf32>  (donated)
// CHECK-NEXT:    users:  %0 = stablehlo.dot_general (line 14), %5 = stablehlo.add (line 20), %6 = stablehlo.multiply (line 21), and 1 more
// CHECK-NEXT:    dims:   0:16 1:32
// CHECK-NEXT: #2 params['w2']: tensor<32x6xf32>  (donated)
// CHECK:      #3 bias: tensor<6xf32>{{$}}
// CHECK:      #4 %arg4: tensor<4x2xf32>{{$}}
// CHECK:      #5 %arg5: tensor<4xf32>{{$}}
// CHECK-NEXT:    users:  func.return (line 24)
// CHECK-NOT:  batch

// With --mesh: per axis, the dims a schedule line `NAME = d` tiles and
// propagation carries into an op, and why the others are not. 6 is not
// divisible by model=4; the reshape carries dim 0 only; a value that is only
// returned carries nothing.
// MESH:      @main ({{.*}}args.mlir:7:1): 6 arguments, tileable dims per axis of the mesh batch=2,model=4
// MESH:      #0 x: tensor<8x16xf32>
// MESH:         batch=2:  0 1
// MESH-NEXT:    model=4:  0 1
// MESH:      #2 params['w2']: tensor<32x6xf32>  (donated)
// MESH:         batch=2:  0 1
// MESH-NEXT:    model=4:  0 (4 does not divide dim 1 (6)){{$}}
// MESH:      #3 bias: tensor<6xf32>
// MESH:         batch=2:  0{{$}}
// MESH-NEXT:    model=4:  none (4 does not divide dim 0 (6)){{$}}
// MESH:      #4 %arg4: tensor<4x2xf32>
// MESH:         batch=2:  0 (dim 1: its tile reaches no op){{$}}
// MESH-NEXT:    model=4:  0 (4 does not divide dim 1 (2)){{$}}
// MESH:      #5 %arg5: tensor<4xf32>
// MESH:         batch=2:  none (dim 0: its tile reaches no op){{$}}
// MESH-NEXT:    model=4:  none (dim 0: its tile reaches no op){{$}}

// JSON: {"function":"main","arguments":[{"index":0,"name":"x","type":"tensor<8x16xf32>","donated":false,"dims":[8,16],"users":["%0 = stablehlo.dot_general (line 14)"],"tileable":{"batch":[0,1],"model":[0,1]},"not_tileable":{"batch":[],"model":[]}},{"index":1,"name":"params['w1']","type":"tensor<16x32xf32>","donated":true,"dims":[16,32],"users":["%0 = stablehlo.dot_general (line 14)","%5 = stablehlo.add (line 20)","%6 = stablehlo.multiply (line 21)"],"more_users":1,"tileable":{"batch":[0,1],"model":[0,1]},"not_tileable":{"batch":[],"model":[]}},
// JSON-SAME: {"index":2,"name":"params['w2']","type":"tensor<32x6xf32>","donated":true,{{.*}}"tileable":{"batch":[0,1],"model":[0]},"not_tileable":{"batch":[],"model":["4 does not divide dim 1 (6)"]}}
// JSON-SAME: {"index":3,"name":"bias",{{.*}}"tileable":{"batch":[0],"model":[]},"not_tileable":{"batch":[],"model":["4 does not divide dim 0 (6)"]}}
// JSON-SAME: {"index":5,"name":"%arg5",{{.*}}"users":["func.return (line 24)"],"tileable":{"batch":[],"model":[]},"not_tileable":{"batch":["dim 0: its tile reaches no op"],"model":["dim 0: its tile reaches no op"]}}]}
