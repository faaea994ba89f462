// A two-layer perceptron as JAX exports it when the caller has sharded it
// (jax.jit(f, in_shardings=...).lower(...).as_text()): GSPMD annotations on
// the arguments over 4 devices, batch-parallel x on 2, Megatron-style w1
// (columns) and w2 (rows) on the other 2, and a sharding constraint on h.
//
//   partir run examples/annotated_mlp.mlir --random-inputs
//   partir partition examples/annotated_mlp.mlir --from-annotations --stats
//   partir check examples/annotated_mlp.mlir --from-annotations
module @jit_mlp attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {jax.arg_info = "x", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"},
                         %arg1: tensor<16x32xf32> {jax.arg_info = "params['w1']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"},
                         %arg2: tensor<32x4xf32> {jax.arg_info = "params['w2']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"})
      -> (tensor<8x4xf32> {jax.result_info = "", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x32xf32>
    %1 = stablehlo.maximum %0, %cst : tensor<8x32xf32>
    %2 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    return %3 : tensor<8x4xf32>
  }
}
