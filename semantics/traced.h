// Concolic integers for the tile-mapping registry (DESIGN.md "Verification").
//
// A TMR function decides its entries by comparing sizes and attribute values
// of one concrete op. To prove the entries for every op of any size, the
// verifier runs the same function under a `TraceScope`: the sizes and size-like
// attributes the function reads through `tracedOperandShape`,
// `tracedResultShape` and `tracedInts` carry a symbol (`in0[1]`, `out0[0]`,
// `limit_indices[1]`), and every comparison it makes records the outcome as a
// constraint. The recorded path condition is exactly what the entries need:
// every op satisfying it makes the function take the same path and emit the
// same entries, and those are the ops the proof covers.
//
// Outside a scope the accessors return plain values and nothing is recorded.
//
// Given a slice with start_indices = [0, 2], limit_indices = [8, 6] and
// strides = [2, 1] on tensor<8x6xf32>, tmrSlice under a scope records
//   start_indices[0] = 0, limit_indices[0] = in0[0], in0[0] mod strides[0] = 0,
//   ¬(start_indices[1] = 0)
// and emits (tile 0) ↪ tile 0.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "semantics/symbolic.h"

namespace partir {

class Operation;

// An integer with an optional symbol standing for it.
class TracedInt {
 public:
  TracedInt(int64_t value) : value_(value) {}  // NOLINT: constants mix with traced values
  TracedInt(int64_t value, SymExpr sym) : value_(value), sym_(std::move(sym)) {}
  int64_t value() const { return value_; }
  // The symbol, or the constant when untraced.
  SymExpr sym() const { return sym_ ? *sym_ : SymExpr(value_); }
  bool traced() const { return sym_.has_value(); }

 private:
  int64_t value_;
  std::optional<SymExpr> sym_;
};

TracedInt operator+(const TracedInt& a, const TracedInt& b);
TracedInt operator-(const TracedInt& a, const TracedInt& b);
TracedInt operator*(const TracedInt& a, const TracedInt& b);
// Floor division and remainder by a positive divisor.
TracedInt operator/(const TracedInt& a, const TracedInt& b);
TracedInt operator%(const TracedInt& a, const TracedInt& b);
// Comparisons return the concrete outcome and, inside a scope, record it.
bool operator==(const TracedInt& a, const TracedInt& b);
bool operator!=(const TracedInt& a, const TracedInt& b);
bool operator<(const TracedInt& a, const TracedInt& b);
bool operator<=(const TracedInt& a, const TracedInt& b);
bool operator>(const TracedInt& a, const TracedInt& b);
bool operator>=(const TracedInt& a, const TracedInt& b);

// The names of the symbols (shared with the verifier's views).
std::string operandDimName(size_t operand, int64_t dim);  // "in0[1]"
std::string resultDimName(size_t result, int64_t dim);    // "out0[1]"
std::string attrElementName(const std::string& attr, size_t i);  // "limit_indices[1]"

// While alive (one per thread), reads of `op` through the accessors below are
// traced and comparisons recorded.
class TraceScope {
 public:
  explicit TraceScope(const Operation& op);
  ~TraceScope();
  TraceScope(const TraceScope&) = delete;
  TraceScope& operator=(const TraceScope&) = delete;
  // The recorded outcomes, in order, duplicates removed.
  const std::vector<SymExpr>& pathCondition() const { return path_; }
  // The attributes read through `tracedInts`, in order.
  const std::vector<std::string>& tracedAttributes() const { return attrs_; }

  static TraceScope* active(const Operation& op);
  void record(SymExpr outcome);
  void noteAttribute(const std::string& name);

 private:
  const Operation& op_;
  TraceScope* outer_;
  std::vector<SymExpr> path_;
  std::vector<std::string> attrs_;
};

std::vector<TracedInt> tracedOperandShape(const Operation& op, size_t operand);
std::vector<TracedInt> tracedResultShape(const Operation& op, size_t result);
// An integer-list attribute holding sizes, offsets, strides (not dim numbers).
std::vector<TracedInt> tracedInts(const Operation& op, const std::string& name);

}  // namespace partir
