// The call graph of a module: which functions an op calls by symbol
// (func.call's `callee`, stablehlo.composite's `decomposition`), and the
// refusal of cycles.
//
// XLA's call graph is acyclic (an HloModule's computations form a DAG), so a
// StableHLO program never recurses; a recursive func.call could not be
// inlined, partitioned or run to completion, and is refused up front.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// The function `op` calls by symbol, or "" when it calls none.
std::string calledFunction(const Operation& op);

// Every function some op of the module calls.
std::set<std::string> calledFunctions(const Module& module);

// Calls nest at most this deep; the interpreter and the inliner recurse once
// per level (JAX's exports nest a few levels).
inline constexpr size_t kMaxCallDepth = 256;

// Fails with the cycle ("@f calls @g calls @f") when a function reaches
// itself through calls, or when calls nest deeper than kMaxCallDepth; each
// function is visited once (linear time).
Status checkAcyclicCalls(const Module& module);

}  // namespace partir
