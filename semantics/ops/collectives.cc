// SCAFFOLD: replaced by the real type rules of this family.
#include "semantics/ops/type_rules.h"

namespace partir {

void checkAllGather(const Operation&) {}
void checkAllReduce(const Operation&) {}
void checkAllToAll(const Operation&) {}
void checkCollectiveBroadcast(const Operation&) {}
void checkCollectivePermute(const Operation&) {}
void checkPartitionId(const Operation&) {}
void checkRecv(const Operation&) {}
void checkReduceScatter(const Operation&) {}
void checkReplicaId(const Operation&) {}
void checkSend(const Operation&) {}

}  // namespace partir
