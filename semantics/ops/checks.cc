// SCAFFOLD: replaced by the real type rules of this family.
#include "semantics/ops/type_rules.h"

namespace partir {

void checkCheckExpectAlmostEq(const Operation&) {}
void checkCheckExpectAlmostEqConst(const Operation&) {}
void checkCheckExpectClose(const Operation&) {}
void checkCheckExpectEq(const Operation&) {}
void checkCheckExpectEqConst(const Operation&) {}
void checkCheckExpectSerializedEq(const Operation&) {}
void checkInterpreterPrint(const Operation&) {}
void checkInterpreterProbe(const Operation&) {}
void checkInterpreterRunParallel(const Operation&) {}

}  // namespace partir
