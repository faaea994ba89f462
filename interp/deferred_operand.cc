#include "interp/deferred_operand.h"

#include <unordered_map>

#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/op_context.h"

namespace partir {

bool DeferredOperand::padsNothingOn(int64_t d) const {
  return !padded() || (low[d] == 0 && high[d] == 0 && interior[d] == 0);
}

bool DeferredOperand::padsWithZero() const {
  return dispatchElementType(padValue.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    return static_cast<double>(padValue.get<T>(0)) == 0.0;
  });
}

Tensor DeferredOperand::materialize() const {
  Tensor t = padded() ? pad(source, padValue, low, high, interior) : source;
  return transpose(t, permutation);
}

DeferredOperand undeferred(Tensor t) {
  DeferredOperand d;
  for (int64_t i = 0; i < t.rank(); ++i) d.permutation.push_back(i);
  d.type = t.type();
  d.source = std::move(t);
  return d;
}

DeferredOperand deferTranspose(DeferredOperand operand, const std::vector<int64_t>& permutation,
                               const TensorType& resultType) {
  std::vector<int64_t> composed;
  for (int64_t d : permutation) composed.push_back(operand.permutation[d]);
  operand.permutation = std::move(composed);
  operand.type = resultType;
  return operand;
}

DeferredOperand deferPad(DeferredOperand operand, Tensor value, const std::vector<int64_t>& low,
                         const std::vector<int64_t>& high, const std::vector<int64_t>& interior,
                         const TensorType& resultType) {
  if (operand.padded()) operand = undeferred(operand.materialize());
  const size_t n = operand.permutation.size();
  operand.low.assign(n, 0);
  operand.high.assign(n, 0);
  operand.interior.assign(n, 0);
  for (size_t d = 0; d < n; ++d) {  // pad(transpose(x)) = transpose(pad(x)), dims renamed
    operand.low[operand.permutation[d]] = low[d];
    operand.high[operand.permutation[d]] = high[d];
    operand.interior[operand.permutation[d]] = interior[d];
  }
  operand.padValue = std::move(value);
  operand.type = resultType;
  return operand;
}

namespace {

// StableHLO spec "transpose" (C2), (C4): a permutation giving the result type.
bool validTranspose(const Shape& operand, const std::vector<int64_t>& permutation, const Shape& result) {
  if (permutation.size() != operand.size() || result.size() != operand.size()) return false;
  std::vector<bool> seen(operand.size(), false);
  for (size_t d = 0; d < permutation.size(); ++d) {
    const int64_t p = permutation[d];
    if (p < 0 || p >= static_cast<int64_t>(operand.size()) || seen[p] || result[d] != operand[p]) return false;
    seen[p] = true;
  }
  return true;
}

// StableHLO spec "pad" (C1)-(C4): one entry per dim, interior >= 0, the result type.
bool validPad(const Shape& operand, const Tensor& value, const std::vector<int64_t>& low,
              const std::vector<int64_t>& high, const std::vector<int64_t>& interior, const TensorType& result) {
  const size_t n = operand.size();
  if (value.rank() != 0 || value.elementType() != result.element || low.size() != n ||
      high.size() != n || interior.size() != n || result.shape.size() != n)
    return false;
  for (size_t d = 0; d < n; ++d) {
    const int64_t inner = operand[d] == 0 ? 0 : operand[d] + (operand[d] - 1) * interior[d];
    if (interior[d] < 0 || low[d] + inner + high[d] != result.shape[d]) return false;
  }
  return true;
}

bool isPadOrTranspose(const Operation& op) {
  return op.code() == OpCode::kPad || op.code() == OpCode::kTranspose;
}

}  // namespace

DeferredOperand deferOp(OpContext& ctx) {
  const TensorType& resultType = ctx.resultType(0);
  DeferredOperand operand = ctx.view(0);
  if (ctx.op().code() == OpCode::kTranspose) {
    const std::vector<int64_t> permutation = ctx.intsAttr("permutation");
    if (validTranspose(operand.type.shape, permutation, resultType.shape))
      return deferTranspose(std::move(operand), permutation, resultType);
  } else {
    const std::vector<int64_t> low = ctx.intsAttr("edge_padding_low"),
                               high = ctx.intsAttr("edge_padding_high"),
                               interior = ctx.intsAttr("interior_padding");
    if (ctx.numOperands() == 2 && validPad(operand.type.shape, ctx.tensor(1), low, high, interior, resultType))
      return deferPad(std::move(operand), ctx.tensor(1), low, high, interior, resultType);
  }
  ctx.materializeDeferred();
  return undeferred(evalOp(ctx).at(0).tensor());
}

std::vector<bool> deferredOps(const Block& block) {
  const auto& ops = block.ops();
  // Each value's uses: the index of its one top-level user, or -1 when it
  // has none, several, or one inside a nested region.
  std::unordered_map<const Value*, int64_t> user;
  for (size_t i = 0; i < ops.size(); ++i) {
    auto use = [&](const Value* v, bool nested) {
      auto [it, first] = user.try_emplace(v, nested ? -1 : static_cast<int64_t>(i));
      if (!first) it->second = -1;
    };
    for (const Value* v : ops[i]->operands()) use(v, false);
    for (size_t r = 0; r < ops[i]->numRegions(); ++r)
      walk(ops[i]->region(r), [&](const Operation& o) {
        for (const Value* v : o.operands()) use(v, true);
      });
  }
  // Walked backwards, so a user's verdict is known first: 1 takes pads and
  // transposes, 2 transposes only, 0 neither.
  std::vector<int> takes(ops.size(), 0);
  std::vector<bool> deferred(ops.size(), false);
  for (size_t i = ops.size(); i-- > 0;) {
    const Operation& op = *ops[i];
    if (op.code() == OpCode::kConvolution) takes[i] = 1;
    if (op.code() == OpCode::kDotGeneral) takes[i] = 2;
    if (!isPadOrTranspose(op) || op.numResults() != 1) continue;
    auto it = user.find(op.result(0));
    if (it == user.end() || it->second < 0) continue;
    const int t = takes[it->second];
    if (t == 1 || (t == 2 && op.code() == OpCode::kTranspose)) {
      deferred[i] = true;
      takes[i] = t;
    }
  }
  return deferred;
}

}  // namespace partir
