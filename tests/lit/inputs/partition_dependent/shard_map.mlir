// A global-view GSPMD program (mhlo.num_partitions = 2) whose shard_map body
// adds the partition's shard to itself across partitions, and one whose
// @Sharding annotation is its only GSPMD op (tests/lit/partition_dependent.mlir).
module @shard_map attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%x: tensor<4x2xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> tensor<4x2xf32> {
    %s = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %l = stablehlo.custom_call @SPMDFullToShardShape(%s) {mhlo.sharding = "{manual}"} : (tensor<4x2xf32>) -> tensor<2x2xf32>
    %r = "stablehlo.all_reduce"(%l) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %sum = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %sum : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %m = stablehlo.custom_call @Sharding(%r) {mhlo.sharding = "{manual}"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %y = stablehlo.custom_call @SPMDShardToFullShape(%m) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<2x2xf32>) -> tensor<4x2xf32>
    return %y : tensor<4x2xf32>
  }
}
