// One type rule per op of semantics/op_table.def, defined in
// semantics/ops/<family>.cc next to the op's other static facts. A rule
// throws DiagnosticError (through `failOp`) naming the op and the violated
// spec constraint; the verifier turns that into a Diagnostic.
#pragma once

#include "semantics/ir.h"

namespace partir {

#define PARTIR_OP(Enum, mnemonic, family) void check##Enum(const Operation& op);
#include "semantics/op_table.def"
#undef PARTIR_OP

// Runs the type rule of `op`.
void checkOp(const Operation& op);

}  // namespace partir
