#include "interp/op_context.h"

#include "interp/interpreter.h"

namespace partir {

const Tensor& OpContext::tensor(size_t i) const {
  const InterpreterValue& v = operand(i);
  if (!v.isTensor()) fail("operand {} is not a tensor", i);
  return v.tensor();
}

DeferredOperand OpContext::view(size_t i) const {
  if (i < deferred_.size() && deferred_[i]) return *deferred_[i];
  return undeferred(tensor(i));
}

void OpContext::recordFlops(double flops) const {
  if (OpProfile* profile = interpreter_.options().profile) profile->recordFlops(op_, flops);
}

void OpContext::materializeDeferred() {
  for (size_t i = 0; i < deferred_.size(); ++i)
    if (deferred_[i]) {
      operands_.at(i) = deferred_[i]->materialize();
      deferred_[i].reset();
    }
}

const TensorType& OpContext::operandType(size_t i) const {
  if (i < deferred_.size() && deferred_[i]) return deferred_[i]->type;
  return tensor(i).type();
}

const TensorType& OpContext::resultType(size_t i) const {
  const Type& t = op_.resultType(i);
  if (!t.isTensor()) fail("result {} is not a tensor", i);
  return t.tensor();
}

const Attribute& OpContext::attr(std::string_view name) const {
  const Attribute* a = op_.attr(name);
  if (!a) fail("missing attribute '{}'", name);
  return *a;
}

int64_t OpContext::intAttr(std::string_view name) const {
  const Attribute& a = attr(name);
  if (a.kind() != Attribute::Kind::kInteger) fail("attribute '{}' must be an integer", name);
  return a.getInt();
}

std::vector<int64_t> OpContext::intsAttr(std::string_view name) const {
  std::optional<std::vector<int64_t>> ints = attr(name).asInt64s();
  if (!ints) fail("attribute '{}' must be a list of integers", name);
  return *ints;
}

const std::string& OpContext::enumAttr(std::string_view name) const {
  const Attribute& a = attr(name);
  if (a.kind() != Attribute::Kind::kEnum) fail("attribute '{}' must be an enum", name);
  return a.getString();
}

Values OpContext::runRegion(size_t i, Values args) {
  return interpreter_.runRegion(op_.region(i), std::move(args));
}

void OpContext::failWith(ErrorKind kind, std::string message) const {
  throw DiagnosticError{Diagnostic{kind, op_.loc(), fmt::format("'{}': {}", op_.name(), message)}};
}

void OpContext::expectOperands(size_t n) const {
  if (numOperands() != n) fail("expects {} operands, got {}", n, numOperands());
}

Tensor OpContext::takeTensor(size_t i) {
  tensor(i);  // fails unless operand i is a tensor
  return std::move(takeOperand(i).tensor());
}

Values OpContext::checkedResults(std::vector<Tensor> results) const {
  if (results.size() != op_.numResults()) fail("op has {} results, expected {}", op_.numResults(), results.size());
  Values out;
  for (size_t k = 0; k < results.size(); ++k) {
    if (!(results[k].type() == resultType(k)))
      fail("result {} has type {}, expected {}", k, resultType(k).str(), results[k].type().str());
    out.emplace_back(std::move(results[k]));
  }
  return out;
}

}  // namespace partir
