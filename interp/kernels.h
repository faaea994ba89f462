// One kernel per op of semantics/op_table.def, defined in
// interp/kernels/<family>.cc. The declarations are generated, so an op
// without a kernel is a link error, not a runtime surprise.
#pragma once

#include "interp/op_context.h"

namespace partir {

#define PARTIR_OP(Enum, mnemonic, family) Values eval##Enum(OpContext& ctx);
#include "semantics/op_table.def"
#undef PARTIR_OP

// Runs the kernel of `ctx.op()`.
Values evalOp(OpContext& ctx);

}  // namespace partir
