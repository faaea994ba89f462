// SCAFFOLD: replaced by the real kernels of this family.
#include "interp/kernels.h"

namespace partir {

Values evalAllGather(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalAllReduce(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalAllToAll(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCollectiveBroadcast(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalCollectivePermute(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalPartitionId(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalRecv(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReduceScatter(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalReplicaId(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }
Values evalSend(OpContext& ctx) { ctx.failUnsupported("kernel not written yet"); }

}  // namespace partir
