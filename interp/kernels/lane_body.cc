#include "interp/kernels/lane_body.h"

#include <unordered_map>

#include "interp/kernels/elementwise.h"

namespace partir {

namespace {

bool isRankZeroTensor(const Type& t) { return t.isTensor() && t.tensor().rank() == 0; }

bool isRankZeroConstant(const Operation& op) {
  const Attribute* value = op.attr("value");
  return op.code() == OpCode::kConstant && value && value->kind() == Attribute::Kind::kDenseElements &&
         value->getDenseElements().type == op.resultType(0).tensor();
}

bool isLaneWise(const Operation& op) {
  if (op.numResults() != 1 || op.numRegions() != 0 || !isRankZeroTensor(op.resultType(0))) return false;
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (!isRankZeroTensor(op.operandType(i))) return false;
  switch (op.code()) {
    case OpCode::kConstant: return isRankZeroConstant(op);
    case OpCode::kCompare:
      return op.attr("comparison_direction") != nullptr;
    case OpCode::kSelect:
    case OpCode::kConvert: return true;
    default: return elementwiseUnaryKernel(op.code()) || elementwiseBinaryKernel(op.code());
  }
}

// The compare of a body op (its direction and type, the type defaulting by
// element type as the spec's C3 requires).
Tensor compareLanes(const Operation& op, const Tensor& lhs, const Tensor& rhs) {
  const ComparisonDirection d = *parseComparisonDirection(op.attr("comparison_direction")->getString());
  const Attribute* typeAttr = op.attr("compare_type");
  std::optional<CompareType> type = typeAttr ? parseCompareType(typeAttr->getString()) : std::nullopt;
  return compare(lhs, rhs, d, type.value_or(defaultCompareType(lhs.elementType())));
}

Tensor splatLanes(const Tensor& scalar, int64_t lanes) {
  Tensor t = Tensor::uninitialized(TensorType{{lanes}, scalar.elementType()});
  dispatchElementType(scalar.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::fill_n(t.data<T>(), lanes, scalar.data<T>()[0]);
  });
  return t;
}

Tensor runStep(const Operation& op, std::vector<Tensor>& in, int64_t lanes) {
  if (op.code() == OpCode::kConstant)
    return splatLanes(Tensor::fromDense(op.attr("value")->getDenseElements(), op.loc()), lanes);
  if (op.code() == OpCode::kCompare) return compareLanes(op, in[0], in[1]);
  if (op.code() == OpCode::kSelect) return select(in[0], std::move(in[1]), in[2]);
  if (op.code() == OpCode::kConvert) return convert(in[0], op.resultType(0).tensor().element);
  if (UnaryKernel f = elementwiseUnaryKernel(op.code())) return f(std::move(in[0]));
  return elementwiseBinaryKernel(op.code())(std::move(in[0]), in[1]);
}

}  // namespace

std::optional<LaneBody> LaneBody::compile(const Region& region) {
  if (region.numBlocks() != 1) return std::nullopt;
  const Block& block = region.front();
  const Operation* ret = block.terminator();
  if (!ret || ret->code() != OpCode::kReturn) return std::nullopt;
  LaneBody body;
  body.numArgs_ = static_cast<int>(block.numArguments());
  std::unordered_map<const Value*, int> slot;
  for (size_t i = 0; i < block.numArguments(); ++i) slot[block.argument(i)] = static_cast<int>(i);
  for (const auto& op : block.ops()) {
    if (op.get() == ret) break;
    if (!isLaneWise(*op)) return std::nullopt;
    Step step{op.get(), {}};
    for (const Value* v : op->operands()) {
      auto it = slot.find(v);
      if (it == slot.end()) return std::nullopt;  // a value from outside the body
      step.operands.push_back(it->second);
    }
    slot[op->result(0)] = body.numArgs_ + static_cast<int>(body.steps_.size());
    body.steps_.push_back(std::move(step));
  }
  for (const Value* v : ret->operands()) {
    auto it = slot.find(v);
    if (it == slot.end()) return std::nullopt;
    body.returned_.push_back(it->second);
  }
  return body;
}

std::vector<Tensor> LaneBody::run(std::vector<Tensor> args) const {
  const int64_t lanes = args.empty() ? 1 : args[0].numElements();
  std::vector<Tensor> slots = std::move(args);
  slots.resize(static_cast<size_t>(numArgs_) + steps_.size());
  for (size_t s = 0; s < steps_.size(); ++s) {
    std::vector<Tensor> in;
    for (int k : steps_[s].operands) in.push_back(slots[k]);
    slots[numArgs_ + s] = runStep(*steps_[s].op, in, lanes);
  }
  std::vector<Tensor> out;
  for (int k : returned_) out.push_back(slots[k]);
  return out;
}

}  // namespace partir
