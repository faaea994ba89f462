// An op whose value depends on the partition is refused, exit 2, by
// partition and check alike: partition_id, and collectives whose process
// groups span partitions (channel_id > 0). A collective over replicas only
// keeps its meaning and is partitioned.
// RUN: not %partir partition %S/inputs/partition_dependent/partition_id.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=PID
// RUN: %partir check %S/inputs/partition_dependent/partition_id.mlir --schedule %S/inputs/tile_x.schedule > /dev/null 2>&1 || echo "exit $?" | FileCheck %s --check-prefix=EXIT
// RUN: not %partir check %S/inputs/partition_dependent/all_reduce_channel.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: not %partir partition %S/inputs/partition_dependent/collective_permute_channel.mlir --schedule %S/inputs/tile_x.schedule 2>&1 | FileCheck %s --check-prefix=PERMUTE
// RUN: %partir check %S/inputs/partition_dependent/all_reduce_replicas.mlir --schedule %S/inputs/tile_x.schedule | FileCheck %s --check-prefix=REPLICAS

// PID: partition_id.mlir:2:3: error: stablehlo.partition_id: its value is the partition's own number; partitioning over 2 devices would run it on 2 partitions instead of 1
// EXIT: exit 2
// REDUCE: all_reduce_channel.mlir:2:3: error: stablehlo.all_reduce: its process groups span partitions (channel_id > 0)
// PERMUTE: collective_permute_channel.mlir:2:3: error: stablehlo.collective_permute: its process groups span partitions
// REPLICAS: all agree
