// Ops whose value depends on which partition runs them, or on how many
// partitions there are (StableHLO spec "partition_id", and the process
// groups of the collectives: "cross_replica_and_partition", "flattened_ids",
// "cross_partition"), host transfers ("infeed", "outfeed": one per process),
// XLA shard_map's boundaries (custom_call @SPMDFullToShardShape /
// @SPMDShardToFullShape) and Shardy's (sdy.manual_computation, whose body
// runs once per device of its mesh). A program tiled over a
// mesh runs on one partition per device, each holding chunks of the values
// the program's own partitions hold whole, so such an op would change its
// meaning (rewrite/tactics.h refuses it). Collectives over replicas only
// (channel_id <= 0, no global device ids) keep their meaning: the
// partitioned program still runs on one replica.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "semantics/ir.h"

namespace partir {

// Why `op`'s value depends on the partition ("the partition's own number"),
// or nullopt when it does not.
std::optional<std::string> partitionDependence(const Operation& op);

// The partitions `module` runs on, when it says: mhlo.num_partitions, else
// the devices of the mesh its sdy.manual_computation ops run on
// (semantics/manual_computation.h).
std::optional<int64_t> numPartitions(const Module& module);

}  // namespace partir
