#include "semantics/ops/type_rules.h"

namespace partir {

void checkOp(const Operation& op) {
  switch (op.code()) {
#define PARTIR_OP(Enum, mnemonic, family) \
  case OpCode::k##Enum:                   \
    return check##Enum(op);
#include "semantics/op_table.def"
#undef PARTIR_OP
    case OpCode::kUnknown:
      fail(ErrorKind::kUnsupported, op.loc(), "unsupported op '{}'", op.name());
  }
}

}  // namespace partir
