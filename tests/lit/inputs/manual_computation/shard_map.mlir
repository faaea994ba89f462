// JAX's shard_map as it exports under Shardy (jax_use_shardy_partitioner):
//   @partial(shard_map, mesh=Mesh(devices.reshape(2, 2), ("a", "b")),
//            in_specs=(P(None, "a"), P("a", None), P("b", "a")),
//            out_specs=(P(), P("b", "a")))
//   def f(x, w, z):
//     return jax.lax.psum(x @ w, "a"), jax.lax.ppermute(z, "b", [(0, 1), (1, 0)])
// @f is the exported @main; @main here runs it on constants and checks the
// results: derived by hand below, and against the same computation written
// without a manual computation.
//
// x[i][j] = 8i + j and w[k][n] = 1 if k mod 4 = n: device (a, b) holds
// x[:, 4a:4a+4] and w[4a:4a+4, :], whose product is x[i][4a + n]; the psum
// over "a" adds a = 0 and a = 1: y[i][n] = 16i + 2n + 4 on every device.
// z = x splits into 2x4 tiles, device (a, b) holding rows 2b..2b+1 and columns
// 4a..4a+3; the permute over "b" (devices 2a + b: pairs (0,1) (1,0) (2,3)
// (3,2)) gives device (a, b) the tile of (a, 1 - b), so the row halves swap.
module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func public @main() {
    %x = stablehlo.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0]]> : tensor<4x8xf32>
    %w = stablehlo.constant dense<[[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0], [1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]> : tensor<8x4xf32>
    %0:2 = call @f(%x, %w, %x) : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x8xf32>)
    check.expect_eq_const %0#0, dense<[[4.0, 6.0, 8.0, 10.0], [20.0, 22.0, 24.0, 26.0], [36.0, 38.0, 40.0, 42.0], [52.0, 54.0, 56.0, 58.0]]> : tensor<4x4xf32>
    check.expect_eq_const %0#1, dense<[[16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<4x8xf32>
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %top = stablehlo.slice %x [0:2, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>
    %bottom = stablehlo.slice %x [2:4, 0:8] : (tensor<4x8xf32>) -> tensor<2x8xf32>
    %swapped = stablehlo.concatenate %bottom, %top, dim = 0 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
    check.expect_eq %0#0, %y : tensor<4x4xf32>
    check.expect_eq %0#1, %swapped : tensor<4x8xf32>
    return
  }
  func.func public @f(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}, %arg2: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {"a"}]>}) -> (tensor<4x4xf32> {jax.result_info = "[0]"}, tensor<4x8xf32> {jax.result_info = "[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{}, {"a"}]>, <@mesh, [{"a"}, {}]>, <@mesh, [{"b"}, {"a"}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"b"}, {"a"}]>] manual_axes={"a", "b"} (%arg3: tensor<4x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<2x4xf32>) {
      %1:2 = func.call @shmap_body(%arg3, %arg4, %arg5) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>)
      sdy.return %1#0, %1#1 : tensor<4x4xf32>, tensor<2x4xf32>
    } : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf32>) -> (tensor<4x4xf32>, tensor<4x8xf32>)
    return %0#0, %0#1 : tensor<4x4xf32>, tensor<4x8xf32>
  }
  func.func private @shmap_body(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<2x4xf32>) -> (tensor<4x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2]]> : tensor<4x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %1, %2 : tensor<4x4xf32>, tensor<2x4xf32>
  }
}
