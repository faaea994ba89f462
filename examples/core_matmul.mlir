// The chained matrix multiplication of the PartIR paper (seed 000), written
// in PartIR:Core and run under the Temporal semantics (loops run one
// iteration after the other; docs/partir-core.md):
//
//   Listing 2:  x2 = (x @ w1) @ w2          x: 256x8, w1: 8x16, w2: 16x8
//   Listing 8:  the rows of x tiled 4 ways over mesh axis "B", both matmuls
//               inside the loop, the row blocks concatenated (#partir.tile<0>)
//   §5.2.2:     inference then splits the inner dimension over "M": the
//               loop over "M" adds the partial products (#partir.sum)
//
// Both partitioned programs must compute exactly what the unpartitioned one
// computes; the inputs are small integers, so every sum is exact in any order.
//
// Run it with:  partir run examples/core_matmul.mlir
module @core_matmul attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {
  func.func public @main() -> tensor<256x8xf32> {
    %x, %w1, %w2 = call @inputs() : () -> (tensor<256x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>)

    // Listing 8.
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %xs = partir.slice 0 %x[%rB] : tensor<256x8xf32> -> tensor<64x8xf32>
      %x1s = stablehlo.dot_general %xs, %w1, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
      %x2s = stablehlo.dot_general %x1s, %w2, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x8xf32>) -> tensor<64x8xf32>
      partir.yield %x2s : tensor<64x8xf32>
    } : tensor<256x8xf32>

    // After value-tiling %w2 on "M" and propagating (seed 000 §5.2.2).
    %s = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %t = partir.loop "M" [#partir.sum] (%rM: !partir.range<2>) {
        %xs = partir.slice 0 %x[%rB] : tensor<256x8xf32> -> tensor<64x8xf32>
        %w1s = partir.slice 1 %w1[%rM] : tensor<8x16xf32> -> tensor<8x8xf32>
        %x1ss = stablehlo.dot_general %xs, %w1s, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
        %w2s = partir.slice 0 %w2[%rM] : tensor<16x8xf32> -> tensor<8x8xf32>
        %x2ss = stablehlo.dot_general %x1ss, %w2s, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
        partir.yield %x2ss : tensor<64x8xf32>
      } : tensor<64x8xf32>
      partir.yield %t : tensor<64x8xf32>
    } : tensor<256x8xf32>

    // Listing 2: the unpartitioned program.
    %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x8xf32>, tensor<8x16xf32>) -> tensor<256x16xf32>
    %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x8xf32>) -> tensor<256x8xf32>

    check.expect_eq %r, %x2 : tensor<256x8xf32>
    check.expect_eq %s, %x2 : tensor<256x8xf32>
    return %r : tensor<256x8xf32>
  }

  // x[i, j] = (8i + j) mod 5 - 2, w1[i, j] = (16i + j) mod 3 - 1,
  // w2[i, j] = (8i + j) mod 7 - 3.
  func.func private @inputs() -> (tensor<256x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>) {
    %ix = stablehlo.iota dim = 0 : tensor<2048xf32>
    %five = stablehlo.constant dense<5.0> : tensor<2048xf32>
    %two = stablehlo.constant dense<2.0> : tensor<2048xf32>
    %mx = stablehlo.remainder %ix, %five : tensor<2048xf32>
    %fx = stablehlo.subtract %mx, %two : tensor<2048xf32>
    %x = stablehlo.reshape %fx : (tensor<2048xf32>) -> tensor<256x8xf32>

    %iw = stablehlo.iota dim = 0 : tensor<128xf32>
    %three = stablehlo.constant dense<3.0> : tensor<128xf32>
    %one = stablehlo.constant dense<1.0> : tensor<128xf32>
    %m1 = stablehlo.remainder %iw, %three : tensor<128xf32>
    %f1 = stablehlo.subtract %m1, %one : tensor<128xf32>
    %w1 = stablehlo.reshape %f1 : (tensor<128xf32>) -> tensor<8x16xf32>

    %seven = stablehlo.constant dense<7.0> : tensor<128xf32>
    %three2 = stablehlo.constant dense<3.0> : tensor<128xf32>
    %m2 = stablehlo.remainder %iw, %seven : tensor<128xf32>
    %f2 = stablehlo.subtract %m2, %three2 : tensor<128xf32>
    %w2 = stablehlo.reshape %f2 : (tensor<128xf32>) -> tensor<16x8xf32>
    return %x, %w1, %w2 : tensor<256x8xf32>, tensor<8x16xf32>, tensor<16x8xf32>
  }
}
