// Target resolution: which values of the entry function a schedule
// assignment's target names (seed 000 §3: ManualPartition keys are argument
// names, pytree prefixes such as 'params', or tag names; docs/schedules.md).
//
// Target forms, tried in this order (the first form that matches wins):
//   1. `%name`: an SSA value of the function's top-level block, by its source
//      spelling: an argument (`%arg0`), a result (`%0`, `%cst`), one result of
//      a multi-result op (`%3#1`), or all results of one (`%3` for `%3:2`).
//      Failing that, `%argN` is the N-th argument whatever its spelling.
//      Nothing else is tried for a target starting with '%'.
//   2. an argument name: the argument's `jax.arg_info` attribute or its
//      `loc("name")`; with '*' (any run of characters) or '?' (any one
//      character) the name is a glob, e.g. `params*`, `*w?`.
//   3. a pytree prefix: `params` names every argument whose name starts with
//      `params[` or `params.` (not for globs).
//   4. a tag: the name of a `partir.tag` op of the top-level block (its result
//      is the value); globs work as for arguments.
// So when a name is both an argument name and a tag name, the argument wins:
// arguments are the program's own interface, tags are annotations added
// later; rename the tag to reach it.
//
// Values come in argument order, then program order, without duplicates.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// The function named `name` (default "main") of `module`, with a body.
// Given a module with @main and @inputs, entryFunction(m, "main") is @main;
// entryFunction(m, "f") fails with "no function @f (functions: inputs, main)".
Result<const Function*> entryFunction(const Module& module, std::string_view name = "main");

// The entry a command works on: `requested` when given, else @main, else
// the only function with a body, else the only public one (JAX exports
// @main; other frontends export one function). Otherwise an error listing
// the functions.
Result<const Function*> chooseEntryFunction(const Module& module, std::string_view requested);

// The values `target` names in `entry` (forms above). No match is an error at
// `loc` listing what exists, e.g.
//   "target 'w3' matches nothing (arguments: x, w1, w2; tags: none)".
// Given @main(%arg0 {jax.arg_info = "x"}, %arg1 loc("w1")), "x" and "%arg0"
// both give [%arg0], "w*" gives [%arg1].
Result<std::vector<Value*>> resolveTarget(const Function& entry, std::string_view target,
                                          const Location& loc);

// A target that names exactly `v` (a value of `entry`'s top-level block), as
// a person would write it: the argument's name when that name resolves to
// `v` alone, else its SSA spelling (`%3`, `%3#1`), else `%argN`. Nullopt
// when no form names `v` alone (two definitions spelled alike).
std::optional<std::string> uniqueTargetName(const Function& entry, const Value* v);

// Glob matching as targets use it: '*' any run (possibly empty), '?' one
// character, everything else literally. globMatch("params*", "params['w']").
bool globMatch(std::string_view pattern, std::string_view text);

}  // namespace partir
