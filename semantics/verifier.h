// The verifier: checks every op against its type rule (StableHLO spec
// constraints, cited by label, e.g. "(C1)") and the IR's structural rules
// (operands defined before use, terminators, function signatures, no
// recursive calls: semantics/call_graph.h).
#pragma once

#include "semantics/ir.h"

namespace partir {

// The first violation as a `file:line:col: error: '<op>': ...` diagnostic.
Status verifyModule(const Module& module);

// For a rewrite's output: verifyModule, with a failure reported as an
// internal error ("the lowered module does not verify: ...", `what` =
// "lowered"): a rewrite must never produce an ill-typed module.
Status verifyRewritten(const Module& module, std::string_view what);

}  // namespace partir
