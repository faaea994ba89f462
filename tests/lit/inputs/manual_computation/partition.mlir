// A global program around a shard_map (JAX under Shardy, mesh of 4 devices,
// no mhlo.num_partitions: it runs on the mesh's 4 devices): %x squared is
// tileable (its sdy.sharding is what --from-annotations imports); the manual
// computation multiplies each device's columns of it by w's rows and sums
// over "a" (psum), the columns of the result staying split over "b".
module @jit_g {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func public @main(%x: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %h = stablehlo.multiply %x, %x : tensor<8x8xf32>
    %0 = sdy.manual_computation(%h, %w) in_shardings=[<@mesh, [{}, {"a"}]>, <@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{}, {"b"}]>] manual_axes={"a", "b"} (%l: tensor<8x4xf32>, %v: tensor<4x4xf32>) {
      %1 = stablehlo.dot_general %l, %v, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<8x4xf32>) -> tensor<8x4xf32>
      sdy.return %2 : tensor<8x4xf32>
    } : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %r = stablehlo.add %0, %0 : tensor<8x8xf32>
    return %r : tensor<8x8xf32>
  }
}
