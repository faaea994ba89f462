// Labelled checks of attribute values that need no op: the shape-level half
// of the type rules, shared with the kernels (semantics/dimension_numbers.h).
//
// Each check throws an unlocated kInvalidInput DiagnosticError whose message
// ends with the spec constraint's label:
//
//   offset_dims [3, 2] is not sorted (C4)
//
// A type rule runs them through `atOperation`, which re-reports the message
// at the op ("'stablehlo.gather': offset_dims [3, 2] is not sorted (C4)");
// an interpreter kernel through `atOp` (interp/index_space.h) likewise.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

// Throws an unlocated kInvalidInput DiagnosticError.
template <class... Args>
[[noreturn]] void failInvalidArgument(fmt::format_string<Args...> f, Args&&... args) {
  fail(ErrorKind::kInvalidInput, Location{}, f, std::forward<Args>(args)...);
}

// Runs f; an unlocated kInvalidInput error it throws is re-thrown as
// "'<op name>': <message>" at the op's location.
template <class F>
decltype(auto) atOperation(const Operation& op, F&& f) {
  try {
    return f();
  } catch (const DiagnosticError& e) {
    if (e.diag.loc.known() || e.diag.kind != ErrorKind::kInvalidInput) throw;
    fail(ErrorKind::kInvalidInput, op.loc(), "'{}': {}", op.name(), e.diag.message);
  }
}

// "[2, 3]"
std::string shapeStr(const std::vector<int64_t>& dims);

// "<what> 3 is out of range [0, 2) (C4)"
void requireInRange(std::string_view what, int64_t v, int64_t lo, int64_t hi,
                    std::string_view label);
// "<what> [0, 3] has 3 out of range [0, 2) (C4)"
void requireAllInRange(std::string_view what, const std::vector<int64_t>& v, int64_t lo,
                       int64_t hi, std::string_view label);
// "<what> [0, 0] has duplicate 0 (C4)"
void requireUnique(std::string_view what, const std::vector<int64_t>& v, std::string_view label);
// "<what> [1, 0] is not sorted (C7)"
void requireSorted(std::string_view what, const std::vector<int64_t>& v, std::string_view label);
// "<what> has 3 elements, expected 2 (C2)"
void requireSize(std::string_view what, size_t got, size_t want, std::string_view label);
// "<what> must be positive, got [1, 0] (C7)"
void requireAllPositive(std::string_view what, const std::vector<int64_t>& v,
                        std::string_view label);

}  // namespace partir
