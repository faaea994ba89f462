// The exact meaning of the integer elementwise ops on operands of known value
// (semantics/denotation.h integerValue): what the interpreter's kernels
// compute (interp/numerics.h), written as integer expressions, so that the
// verifier reasons about `iota % 2` instead of leaving `remainder` an
// uninterpreted function. Values are mathematical integers in their type's
// range; a result that may leave it is wrapped modulo 2^n as the kernels do.
#include <cstdint>
#include <optional>

#include "semantics/denotation.h"
#include "semantics/ir.h"
#include "semantics/op_codes.h"

namespace partir {

namespace {

// An integer element type's range: [-2^(bits-1), 2^(bits-1)) when signed,
// [0, 2^bits) when not; i1 is {0, 1}.
struct IntRange {
  int bits;
  bool isSigned;
};

std::optional<IntRange> intRange(ElementType t) {
  if (isBoolean(t)) return IntRange{1, false};
  if (isSignedInteger(t)) return IntRange{bitWidth(t), true};
  if (isUnsignedInteger(t)) return IntRange{bitWidth(t), false};
  return std::nullopt;
}

// x modulo 2^bits into the range (StableHLO spec "convert": integers wrap);
// 64-bit types cannot be written here (2^64 is no int64 constant).
std::optional<SymExpr> wrap(IntRange r, const SymExpr& x) {
  if (r.bits >= 64) return std::nullopt;
  const int64_t m = int64_t{1} << r.bits;
  if (!r.isSigned) return mod(x, m);
  return mod(x + m / 2, m) - m / 2;
}

SymExpr negated(const SymExpr& x) { return SymExpr(0) - x; }
SymExpr asBit(const SymExpr& condition) { return ite(condition, 1, 0); }

// C++'s a / c, truncating toward zero, for a constant c ≠ 0.
SymExpr truncDiv(const SymExpr& a, int64_t c) {
  const int64_t m = c < 0 ? -c : c;
  const SymExpr q = ite(a >= 0, floorDiv(a, m), negated(floorDiv(negated(a), m)));
  return c < 0 ? negated(q) : q;
}

// A shift amount: a constant read as unsigned (interp/numerics.h).
std::optional<uint64_t> shiftAmount(const SymExpr& amount) {
  if (!amount.constant()) return std::nullopt;
  return static_cast<uint64_t>(*amount.constant());
}

// XLA's integer divide and remainder (interp/numerics.h intDivide,
// intRemainder), for a constant divisor: x / 0 = -1 and x % 0 = x.
std::optional<SymExpr> divideOrRemainder(OpCode code, IntRange r, const SymExpr& a, const SymExpr& b) {
  if (!b.constant()) return std::nullopt;
  const int64_t c = *b.constant();
  if (c == 0) return code == OpCode::kDivide ? wrap(r, -1) : std::optional(a);
  if (code == OpCode::kRemainder) return a - b * truncDiv(a, c);  // INT_MIN % -1 = 0
  if (c == -1 && r.isSigned) return wrap(r, negated(a));           // INT_MIN / -1 = INT_MIN
  return truncDiv(a, c);
}

// StableHLO spec "shift_left", "shift_right_logical", "shift_right_arithmetic"
// by a constant amount; an amount ≥ the width gives 0 (or the sign fill).
std::optional<SymExpr> shift(OpCode code, IntRange r, const SymExpr& a, const SymExpr& amount) {
  const std::optional<uint64_t> n = shiftAmount(amount);
  if (!n || r.bits >= 64) return std::nullopt;
  const int64_t width = int64_t{1} << r.bits;
  const SymExpr asSigned = r.isSigned ? a : ite(a >= width / 2, a - width, a);  // the top bit is the sign
  if (*n >= static_cast<uint64_t>(r.bits)) {
    if (code != OpCode::kShiftRightArithmetic) return SymExpr(0);
    return wrap(r, ite(asSigned < 0, -1, 0));
  }
  const int64_t p = int64_t{1} << *n;
  switch (code) {
    case OpCode::kShiftLeft: return wrap(r, a * p);
    case OpCode::kShiftRightLogical: return wrap(r, floorDiv(mod(a, width), p));
    default: return wrap(r, floorDiv(asSigned, p));
  }
}

// and, or, xor, not: logic on i1; on wider integers `and` with a constant
// 2^m - 1 (a mask of the low bits) and `not`.
std::optional<SymExpr> bitwise(OpCode code, IntRange r, const std::vector<SymExpr>& x) {
  if (r.bits == 1) {
    switch (code) {
      case OpCode::kAnd: return min(x[0], x[1]);
      case OpCode::kOr: return max(x[0], x[1]);
      case OpCode::kXor: return mod(x[0] + x[1], 2);
      default: return SymExpr(1) - x[0];
    }
  }
  if (code == OpCode::kNot) return r.isSigned ? std::optional(negated(x[0]) - 1) : wrap(r, negated(x[0]) - 1);
  if (code != OpCode::kAnd) return std::nullopt;
  for (size_t mask = 0; mask < 2; ++mask) {
    const std::optional<int64_t> c = x[mask].constant();
    if (c && *c >= 0 && *c < INT64_MAX && ((*c + 1) & *c) == 0) return mod(x[1 - mask], *c + 1);
  }
  return std::nullopt;
}

// StableHLO spec "compare" on integers: compare_type agrees with the element
// type (C3), so SIGNED and UNSIGNED compare the values themselves.
std::optional<SymExpr> compare(const Operation& op, const SymExpr& a, const SymExpr& b) {
  const Attribute* direction = op.attr("comparison_direction");
  if (!direction) return std::nullopt;
  const std::string& d = direction->getString();
  if (d == "EQ") return asBit(a == b);
  if (d == "NE") return asBit(a != b);
  if (d == "LT") return asBit(a < b);
  if (d == "LE") return asBit(a <= b);
  if (d == "GT") return asBit(a > b);
  if (d == "GE") return asBit(a >= b);
  return std::nullopt;
}

// StableHLO spec "convert" between integers: wraps modulo 2^n; to i1: x ≠ 0.
std::optional<SymExpr> convert(IntRange from, IntRange to, const SymExpr& a) {
  if (to.bits == 1) return asBit(a != 0);
  const bool contained = (from.isSigned == to.isSigned && from.bits <= to.bits) ||
                         (!from.isSigned && to.isSigned && from.bits < to.bits);
  return contained ? std::optional(a) : wrap(to, a);
}

std::optional<SymExpr> arithmetic(const Operation& op, IntRange r, const std::vector<SymExpr>& x) {
  switch (op.code()) {
    case OpCode::kAdd: return r.bits == 1 ? max(x[0], x[1]) : wrap(r, x[0] + x[1]);  // i1: or
    case OpCode::kSubtract: return wrap(r, x[0] - x[1]);
    case OpCode::kMultiply: return wrap(r, x[0] * x[1]);
    case OpCode::kNegate: return wrap(r, negated(x[0]));
    case OpCode::kAbs: return wrap(r, ite(x[0] < 0, negated(x[0]), x[0]));  // abs(INT_MIN) = INT_MIN
    case OpCode::kSign: return ite(x[0] > 0, 1, ite(x[0] < 0, -1, 0));
    case OpCode::kMaximum: return max(x[0], x[1]);
    case OpCode::kMinimum: return min(x[0], x[1]);
    case OpCode::kClamp: return min(max(x[1], x[0]), x[2]);  // clamp(min, operand, max)
    case OpCode::kDivide:
    case OpCode::kRemainder: return divideOrRemainder(op.code(), r, x[0], x[1]);
    case OpCode::kShiftLeft:
    case OpCode::kShiftRightLogical:
    case OpCode::kShiftRightArithmetic: return shift(op.code(), r, x[0], x[1]);
    case OpCode::kAnd:
    case OpCode::kOr:
    case OpCode::kXor:
    case OpCode::kNot: return bitwise(op.code(), r, x);
    default: return std::nullopt;
  }
}

}  // namespace

std::optional<SymExpr> indexAsElementOf(ElementType t, const SymExpr& index) {
  const std::optional<IntRange> r = intRange(t);
  if (!r) return std::nullopt;
  return r->bits == 64 ? std::optional(index) : wrap(*r, index);  // an index is below 2^63
}

std::optional<SymExpr> integerValue(const Operation& op, const std::vector<SymExpr>& operands) {
  if (op.numResults() != 1 || !op.resultType(0).isTensor() || op.numOperands() != operands.size())
    return std::nullopt;
  const std::optional<IntRange> result = intRange(op.resultType(0).tensor().element);
  if (!result || op.numOperands() == 0 || !op.operandType(0).isTensor()) return std::nullopt;
  const std::optional<IntRange> operand = intRange(op.operandType(0).tensor().element);
  if (!operand) return std::nullopt;
  if (op.code() == OpCode::kCompare) return compare(op, operands[0], operands[1]);
  if (op.code() == OpCode::kConvert) return convert(*operand, *result, operands[0]);
  return arithmetic(op, *result, operands);
}

}  // namespace partir
