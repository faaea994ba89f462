#include "interp/deferred_operand.h"

#include "semantics/quantized_ops.h"

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
    if constexpr (kIsComplexElement<T>)
      return padValue.get<T>(0) == T{};
    else
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

namespace {

// What an op reads through, when a deferred op's result is its operand.
enum class ReadsThrough { kNothing, kTransposes, kPadsAndTransposes };

// What `op` reads through at operand `i`: a convolution pads and
// transposes, a dot_general transposes, a pad or transpose what its own
// user does (`user`), at its operand 0 only (a pad's value is read as is).
ReadsThrough readsThrough(const Operation& op, size_t i, ReadsThrough user) {
  if (computesDequantized(op)) return ReadsThrough::kNothing;  // it reads dequantized copies
  if (op.code() == OpCode::kConvolution) return ReadsThrough::kPadsAndTransposes;
  if (op.code() == OpCode::kDotGeneral) return ReadsThrough::kTransposes;
  return isPadOrTranspose(op) && i == 0 ? user : ReadsThrough::kNothing;
}

}  // namespace

std::vector<bool> deferredOps(const Block& block) {
  const auto& ops = block.ops();
  // Each value's use: its one top-level user and the operand it is there,
  // or none when it has none, several, or one inside a nested region.
  struct Use {
    int64_t op = -1;
    size_t operand = 0;
  };
  std::unordered_map<const Value*, Use> use;
  for (size_t i = 0; i < ops.size(); ++i) {
    for (size_t k = 0; k < ops[i]->numOperands(); ++k) {
      auto [it, first] = use.try_emplace(ops[i]->operand(k), Use{static_cast<int64_t>(i), k});
      if (!first) it->second.op = -1;
    }
    for (size_t r = 0; r < ops[i]->numRegions(); ++r)
      walk(ops[i]->region(r), [&](const Operation& o) {
        for (const Value* v : o.operands()) use[v].op = -1;
      });
  }
  // Walked backwards, so a user's verdict is known before its operands'.
  std::vector<ReadsThrough> reads(ops.size(), ReadsThrough::kNothing);
  std::vector<bool> deferred(ops.size(), false);
  for (size_t i = ops.size(); i-- > 0;) {
    const Operation& op = *ops[i];
    if (!isPadOrTranspose(op) || op.numResults() != 1 || computesDequantized(op)) continue;
    auto it = use.find(op.result(0));
    if (it == use.end() || it->second.op < 0) continue;
    const Operation& user = *ops[it->second.op];
    const ReadsThrough r = readsThrough(user, it->second.operand, reads[it->second.op]);
    if (r == ReadsThrough::kPadsAndTransposes || (r == ReadsThrough::kTransposes && op.code() == OpCode::kTranspose)) {
      deferred[i] = true;
      reads[i] = r;
    }
  }
  return deferred;
}

}  // namespace partir
