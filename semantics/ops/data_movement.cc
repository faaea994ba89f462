// SCAFFOLD: replaced by the real type rules of this family.
#include "semantics/ops/type_rules.h"

namespace partir {

void checkBroadcastInDim(const Operation&) {}
void checkConcatenate(const Operation&) {}
void checkDynamicBroadcastInDim(const Operation&) {}
void checkDynamicGather(const Operation&) {}
void checkDynamicPad(const Operation&) {}
void checkDynamicReshape(const Operation&) {}
void checkDynamicSlice(const Operation&) {}
void checkDynamicUpdateSlice(const Operation&) {}
void checkGather(const Operation&) {}
void checkGetDimensionSize(const Operation&) {}
void checkPad(const Operation&) {}
void checkReshape(const Operation&) {}
void checkReverse(const Operation&) {}
void checkScatter(const Operation&) {}
void checkSlice(const Operation&) {}
void checkTranspose(const Operation&) {}

}  // namespace partir
