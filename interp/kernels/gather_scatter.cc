#include "interp/kernels/gather_scatter.h"

#include <algorithm>
#include <cstring>
#include <type_traits>


#include "interp/index_space.h"
#include "interp/kernels/strided.h"
#include "interp/numerics.h"
#include "interp/thread_pool.h"
#include "semantics/binary_body.h"
#include "semantics/labelled_checks.h"

namespace partir {

namespace {

// ---- index helpers shared by gather and scatter -----------------------------

// The dimensions in [0, rank) not in `excluded`, ascending.
std::vector<int64_t> complement(int64_t rank, std::span<const int64_t> excluded) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(excluded, d)) out.push_back(d);
  return out;
}

std::vector<int64_t> pick(std::span<const int64_t> values, std::span<const int64_t> positions) {
  std::vector<int64_t> out;
  for (int64_t p : positions) out.push_back(values[p]);
  return out;
}

// The operand index a batch index starts at (StableHLO spec "gather" /
// "scatter"): full_start_index + full_batching_index, before any clamping.
// For a batch index b (the indices' dimensions without index_vector_dim),
// start_index component k is indices[b with k inserted at index_vector_dim]
// and goes to operand dimension indexMap[k]; batching dimension
// operandBatchDims[i] takes b at the position of indexBatchDims[i].
class StartIndexReader {
 public:
  StartIndexReader(const Tensor& indices, int64_t indexVectorDim,
                   std::span<const int64_t> indexMap, std::span<const int64_t> operandBatchDims,
                   std::span<const int64_t> indexBatchDims)
      : indexMap_(indexMap), operandBatchDims_(operandBatchDims) {
    std::optional<std::vector<int64_t>> read = readIndices(indices);
    if (!read)
      failInvalidArgument("indices have element type {}, not an integer type",
                          elementTypeName(indices.elementType()));
    values_ = std::move(*read);
    const std::vector<int64_t> strides = rowMajorStrides(indices.shape());
    for (int64_t d = 0; d < indices.rank(); ++d) {
      if (d == indexVectorDim) componentStride_ = strides[d];
      else batchStrides_.push_back(strides[d]);
    }
    // StableHLO spec: d_start - (d_start < index_vector_dim ? 0 : 1).
    for (int64_t d : indexBatchDims) batchPositions_.push_back(d < indexVectorDim ? d : d - 1);
  }

  // Overwrites `start` (of the operand's rank) with the start of batch index b.
  void read(std::span<const int64_t> b, std::vector<int64_t>& start) const {
    std::fill(start.begin(), start.end(), 0);
    const int64_t base = dotIndex(b, batchStrides_);
    for (size_t k = 0; k < indexMap_.size(); ++k)
      start[indexMap_[k]] = values_[base + k * componentStride_];
    for (size_t i = 0; i < operandBatchDims_.size(); ++i)
      start[operandBatchDims_[i]] = b[batchPositions_[i]];
  }

 private:
  std::span<const int64_t> indexMap_, operandBatchDims_;
  std::vector<int64_t> values_;         // the index tensor, row-major
  std::vector<int64_t> batchStrides_;   // stride of each batch dimension
  std::vector<int64_t> batchPositions_;  // position in b of each indexBatchDims entry
  int64_t componentStride_ = 0;         // stride along index_vector_dim
};

// Result elements per parallelFor chunk of gather.
constexpr int64_t kGatherChunkWork = int64_t{1} << 15;

// The row-major index of `linear` in `shape`.
void unravel(int64_t linear, const Shape& shape, std::vector<int64_t>& index) {
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
}

}  // namespace

// ---- gather -----------------------------------------------------------------

Tensor gather(const Tensor& operand, const Tensor& startIndices,
              const GatherDimensionNumbers& g, std::span<const int64_t> sliceSizes,
              const TensorType& resultType) {
  checkGatherDimensionNumbers(g, operand.shape(), startIndices.shape());
  checkGatherSliceSizes(g, operand.shape(), sliceSizes);
  const Shape expected =
      gatherResultShape(g, startIndices.shape(), sliceSizes, resultType.rank());
  if (resultType.shape != expected)  // C22
    failInvalidArgument("result shape {} differs from expected {} (C22)",
                        shapeStr(resultType.shape), shapeStr(expected));
  if (resultType.element != operand.elementType())  // C23
    failInvalidArgument("operand element type {} and result element type {} differ (C23)",
                        elementTypeName(operand.elementType()),
                        elementTypeName(resultType.element));
  Tensor result = Tensor::uninitialized(resultType);
  if (result.numElements() == 0) return result;
  for (int64_t d : g.collapsedSliceDims)
    if (sliceSizes[d] == 0)
      failInvalidArgument("slice_sizes[{}] is 0 on a collapsed dimension of a non-empty result: "
                          "its elements would be read outside the operand", d);

  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  const std::vector<int64_t> resultStrides = rowMajorStrides(resultType.shape);
  const std::vector<int64_t> keptDims = complement(
      operand.rank(), concat(g.collapsedSliceDims, g.operandBatchingDims));
  const StridedCopy copySlice(pick(sliceSizes, keptDims), pick(operandStrides, keptDims),
                              pick(resultStrides, g.offsetDims),
                              byteWidth(operand.elementType()));
  const std::vector<int64_t> batchDims = complement(resultType.rank(), g.offsetDims);
  const std::vector<int64_t> batchResultStrides = pick(resultStrides, batchDims);
  const StartIndexReader reader(startIndices, g.indexVectorDim, g.startIndexMap,
                                g.operandBatchingDims, g.startIndicesBatchingDims);
  // Each batch index writes its own slice of the result: threads split them.
  const Shape batchShape = pick(resultType.shape, batchDims);
  const int64_t batches = product(batchShape);
  parallelFor(batches, chunkFor(result.numElements() / batches, kGatherChunkWork),
              [&](int64_t i0, int64_t i1) {
                std::vector<int64_t> b(batchShape.size()), start(operand.rank());
                for (int64_t i = i0; i < i1; ++i) {
                  unravel(i, batchShape, b);
                  reader.read(b, start);
                  for (int64_t d : g.startIndexMap)
                    start[d] = std::clamp<int64_t>(start[d], 0, operand.shape()[d] - sliceSizes[d]);
                  copySlice.run(operand.rawData(), dotIndex(start, operandStrides),
                                result.rawData(), dotIndex(b, batchResultStrides));
                }
              });
  return result;
}

namespace {

// ---- scatter ----------------------------------------------------------------

void checkScatterOperands(std::span<const Tensor> inputs, const Tensor& indices,
                          std::span<const Tensor> updates) {
  if (inputs.empty() || inputs.size() != updates.size())
    failInvalidArgument("scatter needs as many updates as inputs, at least one; got {} and {} "
                        "(C5)", inputs.size(), updates.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (inputs[i].shape() != inputs[0].shape())
      failInvalidArgument("inputs have different shapes (C1)");
    if (updates[i].shape() != updates[0].shape())
      failInvalidArgument("updates have different shapes (C3)");
    if (updates[i].elementType() != inputs[i].elementType())
      failInvalidArgument("updates[{}] and inputs[{}] have different element types (C6)", i, i);
  }
  if (!isInteger(indices.elementType()))
    failInvalidArgument("scatter_indices have element type {}, not an integer type",
                        elementTypeName(indices.elementType()));
}

// Visits every (result offset, update offset) pair of a scatter whose result
// index is in bounds, in row-major order of the scatter dimensions, then of
// the window dimensions (StableHLO spec "scatter": `exec` with an
// implementation-defined schedule; out-of-bounds result indices are skipped).
class ScatterWalk {
 public:
  ScatterWalk(const Shape& input, const Tensor& indices, const Shape& updates,
              const ScatterDimensionNumbers& s)
      : input_(input), updates_(updates), s_(s),
        inputStrides_(rowMajorStrides(input)),
        updateStrides_(rowMajorStrides(updates)),
        windowInputDims_(complement(static_cast<int64_t>(input.size()),
                                    concat(s.insertedWindowDims, s.inputBatchingDims))),
        scatterDims_(complement(static_cast<int64_t>(updates.size()), s.updateWindowDims)),
        reader_(indices, s.indexVectorDim, s.scatterDimsToOperandDims, s.inputBatchingDims,
                s.scatterIndicesBatchingDims),
        windowPosition_(input.size(), -1) {
    for (size_t k = 0; k < windowInputDims_.size(); ++k) windowPosition_[windowInputDims_[k]] = k;
    scatterUpdateStrides_ = pick(updateStrides_, scatterDims_);
  }

  template <class F>
  void run(F&& f) const {
    // An empty input has no in-bounds index. Otherwise each of its dimensions
    // (and each window size, C4) is at most its element count, far below 2^62.
    if (elementCount(input_).value_or(0) == 0) return;
    const std::vector<int64_t> windowInputStrides = pick(inputStrides_, windowInputDims_);
    const std::vector<int64_t> windowUpdateStrides = pick(updateStrides_, s_.updateWindowDims);
    std::vector<int64_t> start(input_.size()), box(windowInputDims_.size());
    for (IndexIterator it(pick(updates_, scatterDims_)); !it.done(); it.next()) {
      int64_t resultOffset = 0, updateOffset = 0;
      if (clip(it.index(), start, box, resultOffset, updateOffset))
        forEachStridedPair(box, windowInputStrides, resultOffset, windowUpdateStrides,
                           updateOffset, f);
    }
  }

 private:
  // For scatter index si: the box of window positions whose result index is
  // in bounds, and the offsets of its first element; false when it is empty.
  bool clip(std::span<const int64_t> si, std::vector<int64_t>& start, std::vector<int64_t>& box,
            int64_t& resultOffset, int64_t& updateOffset) const {
    // Starts beyond ±2^62 are out of bounds whatever the window; clamping them
    // there keeps the offset arithmetic from overflowing.
    constexpr int64_t kFar = int64_t{1} << 62;
    reader_.read(si, start);
    updateOffset = dotIndex(si, scatterUpdateStrides_);
    bool inBounds = true;
    for (size_t d = 0; d < input_.size(); ++d) {
      const int64_t k = windowPosition_[d], first = std::clamp(start[d], -kFar, kFar);
      const int64_t extent = k < 0 ? 1 : updates_[s_.updateWindowDims[k]];
      const int64_t lo = std::max<int64_t>(0, -first);
      const int64_t hi = std::min<int64_t>(extent, input_[d] - first);
      inBounds = inBounds && lo < hi;
      resultOffset += (first + lo) * inputStrides_[d];
      if (k < 0) continue;
      box[k] = hi - lo;
      updateOffset += lo * updateStrides_[s_.updateWindowDims[k]];
    }
    return inBounds;
  }

  const Shape& input_;
  const Shape& updates_;
  const ScatterDimensionNumbers& s_;
  std::vector<int64_t> inputStrides_, updateStrides_, windowInputDims_, scatterDims_;
  std::vector<int64_t> scatterUpdateStrides_;
  StartIndexReader reader_;
  std::vector<int64_t> windowPosition_;  // input dimension -> window dimension, or -1
};

void checkScatter(std::span<const Tensor> inputs, const Tensor& indices,
                  std::span<const Tensor> updates, const ScatterDimensionNumbers& s) {
  checkScatterOperands(inputs, indices, updates);
  checkScatterDimensionNumbers(s, inputs[0].shape(), indices.shape(), updates[0].shape());
}

template <class T>
void applyCombiner(Tensor& result, const Tensor& indices, const Tensor& updates,
                   const ScatterDimensionNumbers& s, ScatterCombiner combiner) {
  T* out = result.data<T>();
  const T* upd = updates.data<T>();
  auto run = [&](auto op) {
    ScatterWalk(result.shape(), indices, updates.shape(), s)
        .run([&](int64_t r, int64_t u) { out[r] = op(out[r], upd[u]); });
  };
  // The scalar rules of the elementwise kernels (interp/numerics.h), so the
  // fast path is bitwise equal to running the region.
  switch (combiner) {
    case ScatterCombiner::kAdd: return run([](T a, T b) { return scalarAdd(a, b); });
    case ScatterCombiner::kMultiply: return run([](T a, T b) { return scalarMultiply(a, b); });
    case ScatterCombiner::kMaximum: return run([](T a, T b) { return scalarMaximum(a, b); });
    case ScatterCombiner::kMinimum: return run([](T a, T b) { return scalarMinimum(a, b); });
    case ScatterCombiner::kReplace: return run([](T, T b) { return b; });
  }
}

}  // namespace

std::vector<Tensor> scatter(std::vector<Tensor> inputs, const Tensor& scatterIndices,
                            std::span<const Tensor> updates, const ScatterDimensionNumbers& s,
                            const ScatterComputation& computation) {
  checkScatter(inputs, scatterIndices, updates, s);
  const size_t n = inputs.size();
  ScatterWalk(inputs[0].shape(), scatterIndices, updates[0].shape(), s).run([&](int64_t r, int64_t u) {
    std::vector<Tensor> args;
    args.reserve(2 * n);
    for (size_t i = 0; i < 2 * n; ++i) {
      const Tensor& from = i < n ? inputs[i] : updates[i - n];
      const int width = byteWidth(from.elementType());
      args.push_back(Tensor::uninitialized(TensorType{{}, from.elementType()}));
      std::memcpy(args.back().rawData(), from.rawData() + (i < n ? r : u) * width, width);
    }
    std::vector<Tensor> values = computation(std::move(args));
    if (values.size() != n)
      failInvalidArgument("update_computation returned {} values for {} inputs (C23)",
                          values.size(), n);
    for (size_t i = 0; i < n; ++i) {
      if (values[i].type() != TensorType{{}, inputs[i].elementType()})
        failInvalidArgument("update_computation result {} has type {}, expected tensor<{}> (C25)",
                            i, values[i].type().str(), elementTypeName(inputs[i].elementType()));
      const int width = byteWidth(inputs[i].elementType());
      std::memcpy(inputs[i].rawData() + r * width, values[i].rawData(), width);
    }
  });
  return inputs;
}

std::optional<ScatterCombiner> simpleCombiner(const Region& region, ElementType element) {
  const Type scalar = TensorType{{}, element};
  if (region.numBlocks() != 1) return std::nullopt;
  const Block& b = region.front();
  if (b.numArguments() != 2 || !(b.argument(0)->type() == scalar) ||
      !(b.argument(1)->type() == scalar) || b.ops().empty())
    return std::nullopt;
  const Operation& ret = *b.terminator();
  if (ret.code() != OpCode::kReturn || ret.numOperands() != 1) return std::nullopt;
  if (b.ops().size() == 1)
    return ret.operand(0) == b.argument(1) ? std::optional(ScatterCombiner::kReplace) : std::nullopt;
  const std::optional<BinaryBody> match = matchBinaryBody(b);
  if (!match || !(match->op->resultType(0) == scalar)) return std::nullopt;
  const bool inOrder = match->lhsArg == 0 && match->rhsArg == 1;
  const bool swapped = match->lhsArg == 1 && match->rhsArg == 0 && !isFloat(element);
  switch (match->code()) {
    case OpCode::kAdd: return inOrder || swapped ? std::optional(ScatterCombiner::kAdd) : std::nullopt;
    case OpCode::kMultiply:
      return inOrder || swapped ? std::optional(ScatterCombiner::kMultiply) : std::nullopt;
    case OpCode::kMaximum: return inOrder ? std::optional(ScatterCombiner::kMaximum) : std::nullopt;
    case OpCode::kMinimum: return inOrder ? std::optional(ScatterCombiner::kMinimum) : std::nullopt;
    default: return std::nullopt;
  }
}

Tensor scatter(Tensor input, const Tensor& scatterIndices, const Tensor& updates,
               const ScatterDimensionNumbers& s, ScatterCombiner combiner) {
  checkScatter(std::span<const Tensor>(&input, 1), scatterIndices,
               std::span<const Tensor>(&updates, 1), s);
  dispatchElementType(input.elementType(), [&](auto tag) {
    applyCombiner<typename decltype(tag)::type>(input, scatterIndices, updates, s, combiner);
  });
  return input;
}

}  // namespace partir
