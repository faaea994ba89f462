// The program with every f16, bf16 and f32 widened to f64: values, block
// arguments, function signatures, constants and float attributes. It computes
// the same mathematical function with rounding about 2^29 times finer, so
// `partir check` re-runs every path on it to tell a rounding difference from
// a wrong result (verify/differential/float_verdict.h).
//
// Refused, with the op and the reason, when the widened program does not
// verify: an op that fixes a float's width (bitcast_convert f32 -> i32) has
// no f64 counterpart.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// With `keepArgumentsOf`, that function keeps its float arguments (the
// inputs a run is given): each is converted to f64 just before its first
// use, by a convert carrying kWidenedArgument (semantics/attributes.h).
Result<std::unique_ptr<Module>> widenFloatsToF64(const Module& module,
                                                 std::optional<std::string_view> keepArgumentsOf = std::nullopt);


}  // namespace partir
