// Kernels of the PartIR:Core ops under the Temporal semantics (DESIGN.md
// "PartIR:Core": loops run sequentially; seed 000 §5). A loop over an axis of
// size k runs its body for r = 0..k-1 with the range value r of k and
// combines what iteration r yields, v_r, result by result:
//   tile<d>   v_0, ..., v_{k-1} concatenated along d (each written into the
//             result buffer as it comes);
//   sum       v_0 + v_1 + ... + v_{k-1}, folded left to right with
//             stablehlo.add; sum<@f> folds with f applied elementwise;
//   any       v_0, after checking that every v_r equals it bit for bit.
// Given %r = partir.loop "B" [#partir.tile<0>] (%i: !partir.range<2>) {
//   %s = partir.slice 0 %x[%i] ...; %n = stablehlo.negate %s ...; partir.yield %n }
// on %x = [1, 2, 3, 4], iteration 0 yields [-1, -2], iteration 1 [-3, -4],
// and the loop returns [-1, -2, -3, -4].
#include <cstring>
#include <optional>

#include <fmt/ranges.h>

#include "interp/index_space.h"
#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/symbol_reducer.h"
#include "semantics/core_ops.h"

namespace partir {

namespace {

// "[1, 0]": the index of element `linear` of `shape`.
std::string indexStr(const Shape& shape, int64_t linear) {
  std::vector<int64_t> index(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  return fmt::format("[{}]", fmt::join(index, ", "));
}

// The first element where two tensors of one type differ bitwise, or -1.
int64_t firstDifference(const Tensor& a, const Tensor& b) {
  const int64_t width = byteWidth(a.elementType());
  for (int64_t i = 0; i < a.numElements(); ++i)
    if (std::memcmp(a.rawData() + i * width, b.rawData() + i * width, width) != 0) return i;
  return -1;
}

// One result of a loop: its action and what has been combined so far.
class ResultFold {
 public:
  ResultFold(OpContext& ctx, size_t index, const LoopAction& action, int64_t k);
  // Combines v_r, what iteration r yielded for this result.
  void add(OpContext& ctx, int64_t r, InterpreterValue v);
  Tensor take() { return std::move(acc_); }

 private:
  void tile(int64_t r, const Tensor& v);
  void checkAny(OpContext& ctx, int64_t r, const Tensor& v) const;

  size_t index_;
  LoopAction action_;
  TensorType local_;  // the type each iteration yields
  Tensor acc_;        // tile: the result buffer; sum: the fold so far; any: v_0
  std::optional<StridedCopy> copy_;
  int64_t chunkStride_ = 0;  // tile: elements between chunk r and r + 1
  std::optional<SymbolReducer> reducer_;
};

ResultFold::ResultFold(OpContext& ctx, size_t index, const LoopAction& action, int64_t k)
    : index_(index), action_(action), local_(ctx.resultType(index)) {
  if (action.kind == ResultAction::Kind::kSum)
    reducer_ = action.reducer.empty() ? SymbolReducer() : SymbolReducer(ctx, action.reducer, local_.element);
  if (action.kind != ResultAction::Kind::kTile) return;
  const TensorType result = local_;
  const int64_t d = action.dim;
  if (d < 0 || d >= result.rank() || result.shape[d] % k != 0)
    ctx.fail("result #{} of type {} cannot be tiled {} ways along dim {}", index, result.str(), k, d);
  local_ = slicedType(result, d, k);
  acc_ = Tensor::uninitialized(result, ctx.loc());
  const std::vector<int64_t> strides = rowMajorStrides(result.shape);
  copy_.emplace(local_.shape, rowMajorStrides(local_.shape), strides, byteWidth(result.element));
  chunkStride_ = local_.shape[d] * strides[d];
}

void ResultFold::add(OpContext& ctx, int64_t r, InterpreterValue v) {
  if (!v.isTensor() || !(v.tensor().type() == local_))
    ctx.fail("iteration {} yielded {} for result #{}, expected {}", r, v.type().str(), index_,
             local_.str());
  const Tensor& t = v.tensor();
  if (action_.kind == ResultAction::Kind::kTile) return tile(r, t);
  if (r == 0) {
    acc_ = std::move(v.tensor());
  } else if (action_.kind == ResultAction::Kind::kSum) {
    acc_ = reducer_->apply(ctx, std::move(acc_), t);
  } else {
    checkAny(ctx, r, t);
  }
}

// tile<d>: v_r is chunk r of the result along d.
void ResultFold::tile(int64_t r, const Tensor& v) {
  copy_->run(v.rawData(), 0, acc_.rawData(), r * chunkStride_);
}

// any: every iteration yields v_0, bit for bit (DESIGN.md "PartIR:Core": a
// violation is an error, not a silent pick).
void ResultFold::checkAny(OpContext& ctx, int64_t r, const Tensor& v) const {
  const int64_t i = firstDifference(acc_, v);
  if (i < 0) return;
  ctx.fail("#partir.any result #{}: iteration {} of the loop over \"{}\" differs from iteration 0 "
           "at index {} ({} vs {})",
           index_, r, loopAxis(ctx.op()), indexStr(local_.shape, i), v.elementString(i),
           acc_.elementString(i));
}

}  // namespace

// partir.loop (DESIGN.md "PartIR:Core", Temporal semantics; see the file
// comment).
Values evalPartirLoop(OpContext& ctx) {
  const int64_t k = loopRangeSize(ctx.op());
  if (k < 1) ctx.fail("range size {} must be positive", k);
  const std::vector<LoopAction> actions = loopActions(ctx.op());
  if (actions.size() != ctx.op().numResults())
    ctx.fail("has {} actions for {} results", actions.size(), ctx.op().numResults());
  std::vector<ResultFold> folds;
  for (size_t i = 0; i < actions.size(); ++i) folds.emplace_back(ctx, i, actions[i], k);
  for (int64_t r = 0; r < k; ++r) {
    Values yielded = ctx.runRegion(0, {InterpreterValue::range(r, k)});
    if (yielded.size() != folds.size())
      ctx.fail("iteration {} yielded {} values for {} results", r, yielded.size(), folds.size());
    for (size_t i = 0; i < folds.size(); ++i) folds[i].add(ctx, r, std::move(yielded[i]));
  }
  Values results;
  for (ResultFold& fold : folds) results.push_back(fold.take());
  return results;
}

// partir.slice d %x[%r]: the r-th of k equal contiguous chunks of %x along d.
// Given %x = [[1, 2], [3, 4], [5, 6], [7, 8]], d = 0 and r = 1 of 2, returns
// [[5, 6], [7, 8]].
Values evalPartirSlice(OpContext& ctx) {
  const Tensor& x = ctx.tensor(0);
  const InterpreterValue& range = ctx.operand(1);
  if (!range.isRange()) ctx.fail("operand #1 must be a range value, got {}", range.type().str());
  const int64_t d = ctx.intAttr("dim");
  const int64_t k = range.rangeSize();
  if (d < 0 || d >= x.rank()) ctx.fail("dim {} is out of range for {}", d, x.type().str());
  if (k < 1 || x.shape()[d] % k != 0)
    ctx.fail("dim {} of size {} is not divisible by the range size {}", d, x.shape()[d], k);
  const int64_t chunk = x.shape()[d] / k;
  std::vector<int64_t> start(x.rank(), 0), limit = x.shape(), strides(x.rank(), 1);
  start[d] = range.rangeIndex() * chunk;
  limit[d] = start[d] + chunk;
  return {atOp(ctx, [&] { return slice(x, start, limit, strides); })};
}

// partir.tag: the identity; the name is for tactics.
Values evalPartirTag(OpContext& ctx) { return {ctx.takeOperand(0)}; }

// partir.yield ends a loop body; the interpreter returns its operands.
Values evalPartirYield(OpContext& ctx) {
  throw DiagnosticError{Diagnostic{ErrorKind::kInternal, ctx.loc(), "partir.yield dispatched as a kernel"}};
}

}  // namespace partir
