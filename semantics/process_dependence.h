// Ops whose value depends on which partition runs them, or on how many
// partitions there are (StableHLO spec "partition_id", and the process
// groups of the collectives: "cross_replica_and_partition", "flattened_ids",
// "cross_partition"). A program tiled over a mesh runs on one partition per
// device where it ran on one, so such an op would change its meaning
// (rewrite/tactics.h refuses it), unless the program already runs on as
// many partitions (an SPMD export with mhlo.num_partitions, its partitions
// numbered as the mesh's devices). Collectives over replicas only
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

// The partitions `module` runs on, when it says (mhlo.num_partitions).
std::optional<int64_t> numPartitions(const Module& module);

}  // namespace partir
