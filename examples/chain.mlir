// The PartIR paper's running example (seed 000 Listing 1/2): two chained
// matrix multiplications of an MLP layer, x2 = (x @ w1) @ w2.
//
//   partir partition examples/chain.mlir --schedule examples/listing6.schedule
//
// prints the PartIR:Core program of seed 000 Listing 6's schedule (batch
// parallelism, Megatron model parallelism, ZeRO-3; docs/schedules.md).
func.func @main(%x: tensor<256x8xf32> loc("x"), %w1: tensor<8x16xf32> loc("w1"),
                %w2: tensor<16x8xf32> loc("w2")) -> tensor<256x8xf32> {
  %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x8xf32>, tensor<8x16xf32>) -> tensor<256x16xf32>
  %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x8xf32>) -> tensor<256x8xf32>
  return %x2 : tensor<256x8xf32>
}
