// The call graph of a module: which functions an op calls by symbol
// (func.call's `callee`, stablehlo.composite's `decomposition`,
// interpreter.run_parallel's `programs`), and the refusal of cycles and of
// nesting too deep to run.
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

// The functions `op` calls by symbol (none for most ops): callees,
// decompositions, run_parallel programs, and the reducers of PartIR:HLO
// collectives.
std::vector<std::string> calleesOf(const Operation& op);

// Every function some op of the module calls.
std::set<std::string> calledFunctions(const Module& module);

// `entry` and every function it reaches through calls.
std::set<std::string> reachableFunctions(const Module& module, const std::string& entry);

// Regions and calls together nest at most this deep along any path of
// execution: the interpreter and the inliner recurse once per level (JAX's
// exports nest a few levels of each).
inline constexpr int kMaxExecutionNesting = 256;

// Fails with the cycle ("@f calls @g calls @f") when a function reaches
// itself through calls, or when regions and calls nest deeper than
// kMaxExecutionNesting on some path; each function is visited once (linear
// time).
Status checkAcyclicCalls(const Module& module);

}  // namespace partir
