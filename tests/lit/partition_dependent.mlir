// An op whose value depends on the partition is refused, exit 2, by
// partition and check alike: partition_id, and collectives whose process
// groups span partitions (channel_id > 0). A collective over replicas only
// keeps its meaning and is partitioned.
// RUN: not %partir partition %S/inputs/partition_dependent/partition_id.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=PID
// RUN: %partir check %S/inputs/partition_dependent/partition_id.mlir --schedule %S/inputs/tile_x.schedule > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT
// RUN: not %partir check %S/inputs/partition_dependent/all_reduce_channel.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: not %partir partition %S/inputs/partition_dependent/infeed.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=INFEED
// RUN: not %partir partition %S/inputs/partition_dependent/collective_permute_channel.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=PERMUTE
// RUN: %partir check %S/inputs/partition_dependent/all_reduce_replicas.mlir --schedule %S/inputs/tile_x.schedule | FileCheck %s --check-prefix=REPLICAS
// A GSPMD program on its own partitions: a shard_map boundary is refused
// whatever mhlo.num_partitions says; a @Sharding constraint alone is an
// identity, and the reference runs on the program's 8 partitions.
// RUN: not %partir check %S/inputs/partition_dependent/shard_map.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=SHARD-MAP
// RUN: %partir check %S/inputs/partition_dependent/sharding_only.mlir --schedule %S/inputs/tile_x.schedule | FileCheck %s --check-prefix=ANNOTATED

// PID: partition_id.mlir:2:3: error: stablehlo.partition_id: its value is the partition's own number; partitioning over 2 devices would run it on 2 partitions instead of 1
// EXIT: exit 2
// REDUCE: all_reduce_channel.mlir:2:3: error: stablehlo.all_reduce: its process groups span partitions (channel_id > 0)
// PERMUTE: collective_permute_channel.mlir:2:3: error: stablehlo.collective_permute: its process groups span partitions
// REPLICAS: all agree
// INFEED: infeed.mlir:4:3: error: stablehlo.infeed: it reads this process's infeed, once per partition that runs it
// SHARD-MAP: shard_map.mlir:7:5: error: stablehlo.custom_call: it moves between a value and this partition's shard of it (XLA shard_map); partitioning over 2 devices would run it on each device's chunks of values its 2 partitions each hold whole
// ANNOTATED: sharding_only.mlir: 3 trials, paths reference, temporal, mesh, stablehlo: all agree
