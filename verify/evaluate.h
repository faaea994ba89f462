// Concrete values of the symbolic language computed through its Z3 encoding
// (verify/z3_encode.h), for the differential test of the denotations
// (tests/verify_differential_test.cc, docs/verification.md). It lives in
// verify/ because only verify/ includes z3++.h (STYLE.md point 1); the
// element values (interpreter kernels) are the test's side.
//
// An expression is encoded exactly as the verifier encodes it, its variables
// are replaced by numerals, every element read toInt(in<j>(k...)) by the
// integer the caller reads from operand j at k, and Z3's simplifier reduces
// what is left to a numeral (or true / false). So the floor divisions,
// remainders, min / max and if-then-else the proofs reason about are the
// ones evaluated here.
//
// Given floorDiv(x - 7, 2) with x = 4, `integer` returns -2; given
// SymExpr::element(1, {}) + 1 where operand 1 holds 5, it returns 6; given
// x / 0, or a variable without a value, it returns an error.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/symbolic.h"

namespace partir::verify {

// The value of each variable of an expression ("i0" -> 3, "c1" -> 0).
using VariableValues = std::map<std::string, int64_t>;
// Element `index` of operand `operand` read as an integer (SymExpr::element),
// or why it cannot be (an index outside the operand).
using ElementReader =
    std::function<Result<int64_t>(size_t operand, const std::vector<int64_t>& index)>;

class ConcreteEvaluator {
 public:
  explicit ConcreteEvaluator(ElementReader readElement);
  ~ConcreteEvaluator();
  ConcreteEvaluator(const ConcreteEvaluator&) = delete;
  ConcreteEvaluator& operator=(const ConcreteEvaluator&) = delete;

  // An integer expression at `values`.
  Result<int64_t> integer(const SymExpr& e, const VariableValues& values);
  // A boolean expression at `values`.
  Result<bool> truth(const SymExpr& e, const VariableValues& values);

 private:
  struct Z3Side;  // the Z3 context and encoder; z3++.h stays inside verify/*.cc
  std::unique_ptr<Z3Side> z3_;
};

}  // namespace partir::verify
