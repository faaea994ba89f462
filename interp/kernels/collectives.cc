// Kernels of the collectives family. The reference interpreter runs one
// process (replica 0 of partition 0); collectives that exchange data between
// processes need the SPMD interpreter and are refused until it exists.
#include "interp/kernels.h"

namespace partir {

namespace {

[[noreturn]] void needsSpmd(OpContext& ctx) {
  ctx.failUnsupported("collectives need the SPMD interpreter, which is not implemented yet");
}

}  // namespace

Values evalAllGather(OpContext& ctx) { needsSpmd(ctx); }
Values evalAllReduce(OpContext& ctx) { needsSpmd(ctx); }
Values evalAllToAll(OpContext& ctx) { needsSpmd(ctx); }
Values evalCollectiveBroadcast(OpContext& ctx) { needsSpmd(ctx); }
Values evalCollectivePermute(OpContext& ctx) { needsSpmd(ctx); }
Values evalRecv(OpContext& ctx) { needsSpmd(ctx); }
Values evalReduceScatter(OpContext& ctx) { needsSpmd(ctx); }
Values evalSend(OpContext& ctx) { needsSpmd(ctx); }

// StableHLO spec "partition_id": the partition of the current process; the
// reference interpreter runs partition 0.
Values evalPartitionId(OpContext&) { return {Tensor::scalar(ElementType::kUI32, 0)}; }

// StableHLO spec "replica_id": the replica of the current process; the
// reference interpreter runs replica 0.
Values evalReplicaId(OpContext&) { return {Tensor::scalar(ElementType::kUI32, 0)}; }

}  // namespace partir
