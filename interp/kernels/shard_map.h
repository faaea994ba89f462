// The two custom_call targets XLA's shard_map leaves at the edges of a manual
// region (semantics/custom_call_targets.h), for a global-view program that
// every partition of its mhlo.num_partitions runs (tools/run_command.h):
//
//   %s = custom_call @Sharding(%x) {mhlo.sharding = "{devices=[8,1]<=[8]}"}
//   %l = custom_call @SPMDFullToShardShape(%s) {mhlo.sharding = "{manual}"}  // 784x128 -> 98x128
//   ... per-partition code with explicit collectives ...
//   %f = custom_call @SPMDShardToFullShape(%r) {mhlo.sharding = "{replicated}"}
//
// FullToShard gives partition p the tile its operand's sharding assigns to
// device p (the sharding of the @Sharding op or function argument that
// defines the operand); ShardToFull assembles the full value from every
// partition's tile as its own mhlo.sharding lays them out (one exchange among
// all partitions; with {replicated}, each partition's operand is the value).
#pragma once

#include "interp/op_context.h"
#include "interp/tensor.h"

namespace partir {

Tensor fullToShard(OpContext& ctx);
Tensor shardToFull(OpContext& ctx);

}  // namespace partir
