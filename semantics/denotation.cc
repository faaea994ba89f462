#include "semantics/denotation.h"

#include <fmt/format.h>

#include "semantics/ir.h"
#include "semantics/op_codes.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/quantized_ops.h"
#include "semantics/tmr.h"
#include "semantics/traced.h"

namespace partir {

namespace {

std::vector<SymExpr> shapeOf(const Type& type, bool symbolic, bool result, size_t index) {
  std::vector<SymExpr> out;
  if (!type.isTensor()) return out;
  const Shape& shape = type.tensor().shape;
  for (size_t d = 0; d < shape.size(); ++d) {
    const auto dim = static_cast<int64_t>(d);
    if (!symbolic) out.emplace_back(shape[d]);
    else out.push_back(SymExpr::var(result ? resultDimName(index, dim) : operandDimName(index, dim)));
  }
  return out;
}

}  // namespace

SymView SymView::symbolic(const Operation& op) {
  SymView v;
  v.op_ = &op;
  v.attrPrefix_ = "";
  for (size_t i = 0; i < op.numOperands(); ++i)
    v.operands_.push_back(shapeOf(op.operandType(i), true, false, i));
  for (size_t i = 0; i < op.numResults(); ++i)
    v.results_.push_back(shapeOf(op.resultType(i), true, true, i));
  return v;
}

SymView SymView::concrete(const Operation& op) {
  SymView v;
  v.op_ = &op;
  for (size_t i = 0; i < op.numOperands(); ++i)
    v.operands_.push_back(shapeOf(op.operandType(i), false, false, i));
  for (size_t i = 0; i < op.numResults(); ++i)
    v.results_.push_back(shapeOf(op.resultType(i), false, true, i));
  return v;
}

SymView SymView::inProgram(const Operation& op, std::vector<std::vector<SymExpr>> operands,
                           std::vector<std::vector<SymExpr>> results,
                           std::optional<std::string> attrPrefix, std::shared_ptr<int> counter) {
  SymView v;
  v.op_ = &op;
  v.operands_ = std::move(operands);
  v.results_ = std::move(results);
  v.attrPrefix_ = std::move(attrPrefix);
  v.freshCounter_ = std::move(counter);
  return v;
}

std::vector<SymExpr> SymView::ints(const std::string& name) const {
  if (auto it = attrs_.find(name); it != attrs_.end()) return it->second;
  const std::vector<int64_t> values = sizeAttrValues(*op_, name);
  std::vector<SymExpr> out;
  for (size_t i = 0; i < values.size(); ++i)
    out.push_back(attrPrefix_ ? SymExpr::var(*attrPrefix_ + attrElementName(name, i)) : SymExpr(values[i]));
  return out;
}

std::vector<SymExpr> SymView::intsOr(const std::string& name,
                                     const std::vector<int64_t>& dflt) const {
  if (attrs_.count(name) || op_->attr(name)) return ints(name);
  return {dflt.begin(), dflt.end()};
}

SymExpr SymView::fresh(const std::string& hint) const {
  return SymExpr::var(fmt::format("{}{}", hint, (*freshCounter_)++));
}

SymView SymView::withOperandDim(size_t i, int64_t d, SymExpr size) const {
  SymView v = *this;
  v.operands_.at(i).at(d) = std::move(size);
  return v;
}

SymView SymView::withResultDim(size_t i, int64_t d, SymExpr size) const {
  SymView v = *this;
  v.results_.at(i).at(d) = std::move(size);
  return v;
}

SymView SymView::withAttr(const std::string& name, std::vector<SymExpr> values) const {
  SymView v = *this;
  v.attrs_[name] = std::move(values);
  return v;
}

namespace {

Denotation denoteExpressed(const SymView& v) {
  switch (v.op().code()) {
#define PARTIR_OP(Enum, mnemonic, family) \
  case OpCode::k##Enum:                   \
    return denote##Enum(v);
#include "semantics/op_table.def"
#undef PARTIR_OP
    case OpCode::kUnknown: break;
  }
  return noDenotation();
}

// StableHLO spec "Quantization": an op on quantized tensors computes on the
// dequantized values and quantizes its quantized results, each element
// `quantize.<its type>` of the exact value (a function the verifier keeps
// uninterpreted: it commutes with tiles, not with sums).
Denotation withQuantizedResults(const Operation& op, Denotation d) {
  if (!d.defined() || !computesDequantized(op)) return d;
  d.element = [op = &op, exact = d.element](size_t r, const std::vector<SymExpr>& i) {
    Term t = exact(r, i);
    if (!isQuantized(op->resultType(r))) return t;
    return Term::apply("quantize." + op->resultType(r).tensor().elementStr(), {std::move(t)});
  };
  return d;
}

}  // namespace

Denotation denote(const SymView& v) { return withQuantizedResults(v.op(), denoteExpressed(v)); }

std::string scalarFunctionName(const Operation& op) {
  const std::string_view mnemonic = opMnemonic(op.code());
  std::string name(mnemonic.substr(mnemonic.find('.') + 1));
  for (const char* attr : {"comparison_direction", "compare_type"})
    if (op.attr(attr)) name += "." + op.attr(attr)->getString();
  if (op.code() == OpCode::kConvert || op.code() == OpCode::kBitcastConvert)
    name += "." + std::string(elementTypeName(op.resultType(0).tensor().element));
  return name;
}

// StableHLO spec, elementwise ops: result[i] = f(operands...[i]); every
// tensor operand of the result's rank has the result's shape (a scalar
// operand, as clamp's bounds may be, is read whole).
Denotation pointwiseDenotation(const SymView& v) {
  Denotation d;
  const std::vector<SymExpr>& out = v.result(0);
  for (size_t i = 0; i < v.numOperands(); ++i)
    if (v.operand(i).size() == out.size())
      d.require(sameShape(v.operand(i), out, "elementwise: same shape"));
  for (size_t n = 1; n < v.numResults(); ++n)
    d.require(sameShape(v.result(n), out, "elementwise: same shape"));
  const std::string fn = scalarFunctionName(v.op());
  const size_t rank = out.size();
  std::vector<size_t> ranks;
  for (size_t i = 0; i < v.numOperands(); ++i) ranks.push_back(v.operand(i).size());
  d.element = [fn, rank, ranks](size_t, const std::vector<SymExpr>& index) {
    std::vector<Term> args;
    for (size_t i = 0; i < ranks.size(); ++i)
      args.push_back(Term::read(i, ranks[i] == rank ? index : std::vector<SymExpr>{}));
    return Term::apply(fn, std::move(args));
  };
  return d;
}

void Denotation::require(SymExpr holds, std::string why) {
  constraints.push_back(ShapeConstraint{std::move(holds), std::move(why)});
}

void Denotation::require(std::vector<ShapeConstraint> rules) {
  for (ShapeConstraint& rule : rules) constraints.push_back(std::move(rule));
}

std::vector<ShapeConstraint> sameShape(const std::vector<SymExpr>& a,
                                       const std::vector<SymExpr>& b, const std::string& why) {
  std::vector<ShapeConstraint> out;
  for (size_t d = 0; d < a.size() && d < b.size(); ++d) out.push_back({a[d] == b[d], why});
  return out;
}

Reducer reducerOf(const Region& body) {
  const std::optional<std::string> name = associativeReducerName(body);
  return Reducer{name ? *name : "body", &body};
}

}  // namespace partir
