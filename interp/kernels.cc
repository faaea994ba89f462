#include "interp/kernels.h"

namespace partir {

Values evalOp(OpContext& ctx) {
  switch (ctx.op().code()) {
#define PARTIR_OP(Enum, mnemonic, family) \
  case OpCode::k##Enum:                   \
    return eval##Enum(ctx);
#include "semantics/op_table.def"
#undef PARTIR_OP
    case OpCode::kUnknown: break;
  }
  ctx.failUnsupported("unknown op");
}

}  // namespace partir
