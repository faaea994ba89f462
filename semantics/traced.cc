#include "semantics/traced.h"

#include <fmt/format.h>

#include "semantics/ir.h"
#include "semantics/ops/type_rule_helpers.h"

namespace partir {

namespace {

thread_local TraceScope* currentScope = nullptr;

TracedInt combine(const TracedInt& a, const TracedInt& b, int64_t value,
                  SymExpr (*op)(const SymExpr&, const SymExpr&)) {
  if (!a.traced() && !b.traced()) return TracedInt(value);
  return TracedInt(value, op(a.sym(), b.sym()));
}

// Records `holds ? cond : ¬cond` in the scope active on this thread, if any
// and if a symbol is involved.
bool recorded(const TracedInt& a, const TracedInt& b, bool holds,
              SymExpr (*cond)(const SymExpr&, const SymExpr&)) {
  if (currentScope && (a.traced() || b.traced())) {
    const SymExpr c = cond(a.sym(), b.sym());
    currentScope->record(holds ? c : !c);
  }
  return holds;
}

SymExpr plus(const SymExpr& a, const SymExpr& b) { return a + b; }
SymExpr minus(const SymExpr& a, const SymExpr& b) { return a - b; }
SymExpr times(const SymExpr& a, const SymExpr& b) { return a * b; }
SymExpr eq(const SymExpr& a, const SymExpr& b) { return a == b; }
SymExpr lt(const SymExpr& a, const SymExpr& b) { return a < b; }
SymExpr le(const SymExpr& a, const SymExpr& b) { return a <= b; }

std::vector<TracedInt> tracedShape(const Operation& op, const Shape& shape, bool result,
                                   size_t index) {
  std::vector<TracedInt> out;
  const bool traced = TraceScope::active(op) != nullptr;
  for (size_t d = 0; d < shape.size(); ++d) {
    const auto dim = static_cast<int64_t>(d);
    if (!traced) out.emplace_back(shape[d]);
    else
      out.emplace_back(shape[d], SymExpr::var(result ? resultDimName(index, dim)
                                                     : operandDimName(index, dim)));
  }
  return out;
}

}  // namespace

TracedInt operator+(const TracedInt& a, const TracedInt& b) {
  return combine(a, b, a.value() + b.value(), plus);
}
TracedInt operator-(const TracedInt& a, const TracedInt& b) {
  return combine(a, b, a.value() - b.value(), minus);
}
TracedInt operator*(const TracedInt& a, const TracedInt& b) {
  return combine(a, b, a.value() * b.value(), times);
}
TracedInt operator/(const TracedInt& a, const TracedInt& b) {
  return combine(a, b, floorDivide(a.value(), b.value()), floorDiv);
}
TracedInt operator%(const TracedInt& a, const TracedInt& b) {
  return combine(a, b, a.value() - b.value() * floorDivide(a.value(), b.value()), mod);
}
bool operator==(const TracedInt& a, const TracedInt& b) {
  return recorded(a, b, a.value() == b.value(), eq);
}
bool operator!=(const TracedInt& a, const TracedInt& b) { return !(a == b); }
bool operator<(const TracedInt& a, const TracedInt& b) {
  return recorded(a, b, a.value() < b.value(), lt);
}
bool operator<=(const TracedInt& a, const TracedInt& b) {
  return recorded(a, b, a.value() <= b.value(), le);
}
bool operator>(const TracedInt& a, const TracedInt& b) { return b < a; }
bool operator>=(const TracedInt& a, const TracedInt& b) { return b <= a; }

std::string operandDimName(size_t operand, int64_t dim) {
  return fmt::format("in{}[{}]", operand, dim);
}
std::string resultDimName(size_t result, int64_t dim) {
  return fmt::format("out{}[{}]", result, dim);
}
std::string attrElementName(const std::string& attr, size_t i) {
  return fmt::format("{}[{}]", attr, i);
}

TraceScope::TraceScope(const Operation& op) : op_(op), outer_(currentScope) {
  currentScope = this;
}
TraceScope::~TraceScope() { currentScope = outer_; }

TraceScope* TraceScope::active(const Operation& op) {
  return currentScope && &currentScope->op_ == &op ? currentScope : nullptr;
}

void TraceScope::record(SymExpr outcome) {
  if (outcome.constant() == 1) return;
  for (const SymExpr& p : path_)
    if (p.same(outcome)) return;
  path_.push_back(std::move(outcome));
}

void TraceScope::noteAttribute(const std::string& name) {
  for (const std::string& a : attrs_)
    if (a == name) return;
  attrs_.push_back(name);
}

std::vector<TracedInt> tracedOperandShape(const Operation& op, size_t operand) {
  return tracedShape(op, op.operandType(operand).tensor().shape, false, operand);
}

std::vector<TracedInt> tracedResultShape(const Operation& op, size_t result) {
  return tracedShape(op, op.resultType(result).tensor().shape, true, result);
}

std::vector<TracedInt> tracedInts(const Operation& op, const std::string& name) {
  const std::vector<int64_t> values = intsAttr(op, name);
  TraceScope* scope = TraceScope::active(op);
  if (scope) scope->noteAttribute(name);
  std::vector<TracedInt> out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (!scope) out.emplace_back(values[i]);
    else out.emplace_back(values[i], SymExpr::var(attrElementName(name, i)));
  }
  return out;
}

}  // namespace partir
