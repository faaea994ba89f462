#include "interp/kernels/data_movement.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include <fmt/ranges.h>

#include "interp/index_space.h"
#include "interp/kernels.h"

namespace partir {

namespace {

void checkRank(std::span<const int64_t> values, int64_t rank, const char* name, const char* rule) {
  if (static_cast<int64_t>(values.size()) != rank)
    failInvalidArgument("{} has {} entries for rank {} ({})", name, values.size(), rank, rule);
}

// `dims` are distinct dimensions in [0, rank).
void checkDims(std::span<const int64_t> dims, int64_t rank, const char* name, const char* rule) {
  std::vector<bool> seen(rank, false);
  for (int64_t d : dims) {
    if (d < 0 || d >= rank)
      failInvalidArgument("{} contains {}, outside [0, {}) ({})", name, d, rank, rule);
    if (seen[d]) failInvalidArgument("{} repeats dimension {} ({})", name, d, rule);
    seen[d] = true;
  }
}

Tensor copyInto(const Tensor& operand, const TensorType& type,
                std::span<const int64_t> srcStrides, int64_t srcOffset) {
  Tensor result = Tensor::uninitialized(type);
  StridedCopy(type.shape, srcStrides, rowMajorStrides(type.shape), byteWidth(type.element))
      .run(operand.rawData(), srcOffset, result.rawData(), 0);
  return result;
}

// The operand positions j along one dimension of a pad whose result index
// low + j·step lands in [0, resultDim): [first, end), and the result index of
// `first` (meaningful when the range is not empty).
struct PadRange {
  int64_t first = 0, end = 0, resultFirst = 0;
};
PadRange padRange(int64_t dim, int64_t low, int64_t step, int64_t resultDim) {
  using Wide = __int128;
  auto ceilDiv = [](Wide a, Wide b) { return a <= 0 ? Wide(0) : (a + b - 1) / b; };
  const Wide first = ceilDiv(-Wide(low), step);
  const Wide end = std::min<Wide>(dim, ceilDiv(Wide(resultDim) - low, step));
  if (first >= end) return {};
  return {static_cast<int64_t>(first), static_cast<int64_t>(end),
          static_cast<int64_t>(Wide(low) + first * step)};
}

// StableHLO spec "pad" (C4): d + max(d - 1, 0)·interior + low + high, computed
// without overflow; fails when negative or beyond int64.
int64_t paddedDim(int64_t d, int64_t low, int64_t high, int64_t interior, int64_t axis) {
  using Wide = __int128;
  const Wide size = Wide(d) + Wide(std::max<int64_t>(d - 1, 0)) * interior + low + high;
  if (size < 0 || size > std::numeric_limits<int64_t>::max())
    failInvalidArgument("padding dimension {} gives size {} (C4)", axis,
                        size < 0 ? "below 0" : "beyond int64");
  return static_cast<int64_t>(size);
}

}  // namespace

// ---- pure functions ----------------------------------------------------------

Tensor broadcastInDim(const Tensor& operand, std::span<const int64_t> broadcastDimensions,
                      const Shape& resultShape) {
  checkRank(broadcastDimensions, operand.rank(), "broadcast_dimensions", "C2");
  checkDims(broadcastDimensions, static_cast<int64_t>(resultShape.size()), "broadcast_dimensions",
            "C3, C4");
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  std::vector<int64_t> srcStrides(resultShape.size(), 0);
  for (int64_t d = 0; d < operand.rank(); ++d) {
    const int64_t r = broadcastDimensions[d];
    if (operand.shape()[d] == 1) continue;
    if (operand.shape()[d] != resultShape[r])
      failInvalidArgument("operand dimension {} has size {}, result dimension {} has {} (C5)", d,
                          operand.shape()[d], r, resultShape[r]);
    srcStrides[r] = operandStrides[d];
  }
  return copyInto(operand, TensorType{resultShape, operand.elementType()}, srcStrides, 0);
}

Tensor concatenate(std::span<const Tensor> inputs, int64_t dimension) {
  if (inputs.empty()) failInvalidArgument("concatenate needs at least one input (C3)");
  const TensorType& first = inputs[0].type();
  if (dimension < 0 || dimension >= first.rank())
    failInvalidArgument("dimension {} is outside [0, {}) (C4)", dimension, first.rank());
  Shape shape = first.shape;
  shape[dimension] = 0;
  for (const Tensor& in : inputs) {
    Shape other = in.shape();
    if (in.elementType() != first.element || other.size() != shape.size())
      failInvalidArgument("inputs {} and {} differ in element type or rank (C1, C2)",
                          first.str(), in.type().str());
    if (__builtin_add_overflow(shape[dimension], in.shape()[dimension], &shape[dimension]))
      failInvalidArgument("the result's dimension {} overflows int64 (C6)", dimension);
    other[dimension] = shape[dimension];
    if (other != shape)
      failInvalidArgument("inputs {} and {} differ outside dimension {} (C2)", first.str(),
                          in.type().str(), dimension);
  }
  Tensor result = Tensor::uninitialized(TensorType{shape, first.element});
  const std::vector<int64_t> resultStrides = rowMajorStrides(shape);
  int64_t offset = 0;
  for (const Tensor& in : inputs) {
    StridedCopy(in.shape(), rowMajorStrides(in.shape()), resultStrides, byteWidth(first.element))
        .run(in.rawData(), 0, result.rawData(), offset * resultStrides[dimension]);
    offset += in.shape()[dimension];
  }
  return result;
}

Tensor pad(const Tensor& operand, const Tensor& paddingValue,
           std::span<const int64_t> edgePaddingLow, std::span<const int64_t> edgePaddingHigh,
           std::span<const int64_t> interiorPadding) {
  if (paddingValue.type() != TensorType{{}, operand.elementType()})
    failInvalidArgument("padding_value has type {}, expected a rank-0 tensor of {} (C1)",
                        paddingValue.type().str(), elementTypeName(operand.elementType()));
  checkRank(edgePaddingLow, operand.rank(), "edge_padding_low", "C2");
  checkRank(edgePaddingHigh, operand.rank(), "edge_padding_high", "C2");
  checkRank(interiorPadding, operand.rank(), "interior_padding", "C2");
  Shape shape(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (interiorPadding[d] < 0)
      failInvalidArgument("interior_padding[{}] = {} is negative (C3)", d, interiorPadding[d]);
    shape[d] = paddedDim(operand.shape()[d], edgePaddingLow[d], edgePaddingHigh[d],
                         interiorPadding[d], d);
  }
  Tensor result = Tensor::uninitialized(TensorType{shape, operand.elementType()});
  fillWith(result, paddingValue);
  const std::vector<int64_t> srcStrides = rowMajorStrides(operand.shape());
  const std::vector<int64_t> resultStrides = rowMajorStrides(shape);
  std::vector<int64_t> extents(operand.rank()), dstStrides(operand.rank());
  int64_t srcOffset = 0, dstOffset = 0;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    // Interior padding only separates elements: with at most one it is moot
    // (and may be any huge value C4 allows).
    const int64_t step = operand.shape()[d] <= 1 ? 1 : interiorPadding[d] + 1;
    const PadRange range = padRange(operand.shape()[d], edgePaddingLow[d], step, shape[d]);
    extents[d] = range.end - range.first;
    dstStrides[d] = resultStrides[d] * step;
    srcOffset += range.first * srcStrides[d];
    dstOffset += range.resultFirst * resultStrides[d];
  }
  StridedCopy(extents, srcStrides, dstStrides, byteWidth(operand.elementType()))
      .run(operand.rawData(), srcOffset, result.rawData(), dstOffset);
  return result;
}

Tensor reshape(const Tensor& operand, const Shape& resultShape) {
  TensorType type{resultShape, operand.elementType()};
  if (elementCount(resultShape) != operand.numElements())
    failInvalidArgument("cannot reshape {} to {}: element counts differ (C2)",
                        operand.type().str(), type.str());
  return operand.withShape(resultShape);  // no copy: the buffer is shared, copied on a write
}

Tensor reverse(const Tensor& operand, std::span<const int64_t> dimensions) {
  checkDims(dimensions, operand.rank(), "dimensions", "C2, C3");
  std::vector<int64_t> strides = rowMajorStrides(operand.shape());
  int64_t offset = 0;
  for (int64_t d : dimensions) {
    offset += std::max<int64_t>(operand.shape()[d] - 1, 0) * strides[d];
    strides[d] = -strides[d];
  }
  return copyInto(operand, operand.type(), strides, offset);
}

Tensor slice(const Tensor& operand, std::span<const int64_t> startIndices,
             std::span<const int64_t> limitIndices, std::span<const int64_t> strides) {
  checkRank(startIndices, operand.rank(), "start_indices", "C2");
  checkRank(limitIndices, operand.rank(), "limit_indices", "C2");
  checkRank(strides, operand.rank(), "strides", "C2");
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  Shape shape(operand.rank());
  std::vector<int64_t> srcStrides(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (!(0 <= startIndices[d] && startIndices[d] <= limitIndices[d] &&
          limitIndices[d] <= operand.shape()[d]))
      failInvalidArgument("dimension {}: need 0 <= start_indices ({}) <= limit_indices ({}) <= "
                          "{} (C3)", d, startIndices[d], limitIndices[d], operand.shape()[d]);
    if (strides[d] <= 0) failInvalidArgument("strides[{}] = {} is not positive (C4)", d, strides[d]);
    const int64_t span = limitIndices[d] - startIndices[d];
    shape[d] = span == 0 ? 0 : 1 + (span - 1) / strides[d];  // ceil(span / stride) (C5)
    // A stride over a single element is moot (and may be any positive value).
    srcStrides[d] = shape[d] <= 1 ? 0 : operandStrides[d] * strides[d];
  }
  return copyInto(operand, TensorType{shape, operand.elementType()}, srcStrides,
                  dotIndex(startIndices, operandStrides));
}

Tensor transpose(const Tensor& operand, std::span<const int64_t> permutation) {
  checkRank(permutation, operand.rank(), "permutation", "C2");
  checkDims(permutation, operand.rank(), "permutation", "C2");
  const std::vector<int64_t> operandStrides = rowMajorStrides(operand.shape());
  Shape shape(operand.rank());
  std::vector<int64_t> srcStrides(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d) {
    shape[d] = operand.shape()[permutation[d]];
    srcStrides[d] = operandStrides[permutation[d]];
  }
  return copyInto(operand, TensorType{shape, operand.elementType()}, srcStrides, 0);
}

Tensor dynamicSlice(const Tensor& operand, std::span<const int64_t> startIndices,
                    std::span<const int64_t> sliceSizes) {
  checkRank(startIndices, operand.rank(), "start_indices", "C2");
  checkRank(sliceSizes, operand.rank(), "slice_sizes", "C2");
  std::vector<int64_t> start(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (sliceSizes[d] < 0 || sliceSizes[d] > operand.shape()[d])
      failInvalidArgument("slice_sizes[{}] = {} is outside [0, {}] (C4)", d, sliceSizes[d],
                          operand.shape()[d]);
    start[d] = std::clamp<int64_t>(startIndices[d], 0, operand.shape()[d] - sliceSizes[d]);
  }
  const std::vector<int64_t> strides = rowMajorStrides(operand.shape());
  return copyInto(operand, TensorType{Shape(sliceSizes.begin(), sliceSizes.end()),
                                      operand.elementType()},
                  strides, dotIndex(start, strides));
}

Tensor dynamicUpdateSlice(Tensor operand, const Tensor& update,
                          std::span<const int64_t> startIndices) {
  if (update.elementType() != operand.elementType() || update.rank() != operand.rank())
    failInvalidArgument("update {} and operand {} differ in element type or rank (C2, C3)",
                        update.type().str(), operand.type().str());
  checkRank(startIndices, operand.rank(), "start_indices", "C4");
  std::vector<int64_t> start(operand.rank());
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (update.shape()[d] > operand.shape()[d])
      failInvalidArgument("update dimension {} has size {}, more than the operand's {} (C6)", d,
                          update.shape()[d], operand.shape()[d]);
    start[d] = std::clamp<int64_t>(startIndices[d], 0, operand.shape()[d] - update.shape()[d]);
  }
  const std::vector<int64_t> strides = rowMajorStrides(operand.shape());
  StridedCopy(update.shape(), rowMajorStrides(update.shape()), strides,
              byteWidth(operand.elementType()))
      .run(update.rawData(), 0, operand.rawData(), dotIndex(start, strides));
  return operand;
}

Tensor getDimensionSize(const Tensor& operand, int64_t dimension) {
  if (dimension < 0 || dimension >= operand.rank())
    failInvalidArgument("dimension {} is outside [0, {}) (C1)", dimension, operand.rank());
  const int64_t size = operand.shape()[dimension];
  if (size > std::numeric_limits<int32_t>::max())
    failInvalidArgument("dimension {} has size {}, beyond the si32 result", dimension, size);
  return Tensor::scalar(ElementType::kI32, size);
}

// ---- kernels -----------------------------------------------------------------

namespace {

Values single(const OpContext& ctx, Tensor t) {
  if (t.type() != ctx.resultType(0))
    ctx.fail("computes a result of type {}, but the op declares {}", t.type().str(),
             ctx.resultType(0).str());
  return {std::move(t)};
}

// A shape-like operand of the dynamic ops: a rank-1 integer tensor.
std::vector<int64_t> integerVector(const OpContext& ctx, size_t i, const char* name) {
  const Tensor& t = ctx.tensor(i);
  std::optional<std::vector<int64_t>> values = readIndices(t);
  if (!values || t.rank() != 1)
    ctx.fail("{} must be a rank-1 tensor of integers, got {}", name, t.type().str());
  return *values;
}

// The start indices of dynamic_slice / dynamic_update_slice: operands
// [first, numOperands), rank-0 integer tensors of one type (spec C3 / C5).
std::vector<int64_t> scalarIndices(const OpContext& ctx, size_t first) {
  std::vector<int64_t> out;
  for (size_t i = first; i < ctx.numOperands(); ++i) {
    const Tensor& t = ctx.tensor(i);
    std::optional<std::vector<int64_t>> v = readIndices(t);
    if (!v || t.rank() != 0 || t.elementType() != ctx.tensor(first).elementType())
      ctx.fail("start index {} has type {}; start indices must be rank-0 integer tensors of one "
               "type", i - first, t.type().str());
    out.push_back((*v)[0]);
  }
  return out;
}

void requireShape(const OpContext& ctx, std::span<const int64_t> values, const char* name) {
  if (!std::equal(values.begin(), values.end(), ctx.resultType(0).shape.begin(),
                  ctx.resultType(0).shape.end()))
    ctx.fail("{} is [{}], but the result type is {}", name, fmt::join(values, ", "),
             ctx.resultType(0).str());
}

// StableHLO spec "scatter" (C23): the body takes (tensor<Ei>..., tensor<Ei>...).
// Promoted body types (is_promotable) are not implemented.
void checkScatterBody(const OpContext& ctx, std::span<const Tensor> inputs) {
  const Region& region = ctx.op().region(0);
  if (region.numBlocks() != 1 || region.front().numArguments() != 2 * inputs.size())
    ctx.fail("update_computation must be one block of {} arguments (C23)", 2 * inputs.size());
  for (size_t i = 0; i < 2 * inputs.size(); ++i) {
    const Type& t = region.front().argument(i)->type();
    const ElementType e = inputs[i % inputs.size()].elementType();
    if (t == Type(TensorType{{}, e})) continue;
    if (t.isTensor() && t.tensor().rank() == 0)
      ctx.failUnsupported("update_computation argument {} has type {}; element type promotion "
                          "in scatter is not supported", i, t.str());
    ctx.fail("update_computation argument {} has type {}, expected tensor<{}> (C23)", i, t.str(),
             elementTypeName(e));
  }
}

Values scatterResults(const OpContext& ctx, std::vector<Tensor> results) {
  Values out;
  for (size_t i = 0; i < results.size(); ++i) {
    if (results[i].type() != ctx.resultType(i))
      ctx.fail("result {} has type {}, but the op declares {} (C24, C25)", i,
               results[i].type().str(), ctx.resultType(i).str());
    out.push_back(std::move(results[i]));
  }
  return out;
}

}  // namespace

// StableHLO spec "broadcast_in_dim".
Values evalBroadcastInDim(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const std::vector<int64_t> dims = ctx.intsAttr("broadcast_dimensions");
  const TensorType& resultType = ctx.resultType(0);
  return single(ctx, atOp(ctx, [&] { return broadcastInDim(operand, dims, resultType.shape); }));
}

// StableHLO spec "concatenate".
Values evalConcatenate(OpContext& ctx) {
  std::vector<Tensor> inputs;
  for (size_t i = 0; i < ctx.numOperands(); ++i) inputs.push_back(ctx.takeTensor(i));
  const int64_t dimension = ctx.intAttr("dimension");
  return single(ctx, atOp(ctx, [&] { return concatenate(inputs, dimension); }));
}

// "dynamic_broadcast_in_dim": broadcast_in_dim to the shape `output_dimensions`
// (which must equal the static result shape); known_(non)expanding_dimensions
// are checked for range and disjointness.
Values evalDynamicBroadcastInDim(OpContext& ctx) {
  requireShape(ctx, integerVector(ctx, 1, "output_dimensions"), "output_dimensions");
  std::vector<int64_t> known;
  for (const char* name : {"known_expanding_dimensions", "known_nonexpanding_dimensions"}) {
    if (!ctx.optionalAttr(name)) continue;
    std::vector<int64_t> dims = ctx.intsAttr(name);
    known.insert(known.end(), dims.begin(), dims.end());
  }
  const int64_t rank = ctx.tensor(0).rank();
  atOp(ctx, [&] {
    checkDims(known, rank, "known_expanding_dimensions + known_nonexpanding_dimensions",
              "C8-C10");
  });
  return evalBroadcastInDim(ctx);
}

// "dynamic_gather": gather with slice_sizes given as operand 2.
Values evalDynamicGather(OpContext& ctx) {
  const Tensor &operand = ctx.tensor(0), &indices = ctx.tensor(1);
  const std::vector<int64_t> sliceSizes = integerVector(ctx, 2, "slice_sizes");
  const GatherDimensionNumbers dims = decodeGatherDimensionNumbers(ctx.op());
  const TensorType& resultType = ctx.resultType(0);
  return single(ctx, atOp(ctx, [&] {
    return gather(operand, indices, dims, sliceSizes, resultType);
  }));
}

// "dynamic_pad": pad with the paddings given as operands 2-4.
Values evalDynamicPad(OpContext& ctx) {
  const std::vector<int64_t> low = integerVector(ctx, 2, "edge_padding_low");
  const std::vector<int64_t> high = integerVector(ctx, 3, "edge_padding_high");
  const std::vector<int64_t> interior = integerVector(ctx, 4, "interior_padding");
  const Tensor &operand = ctx.tensor(0), &paddingValue = ctx.tensor(1);
  return single(ctx, atOp(ctx, [&] { return pad(operand, paddingValue, low, high, interior); }));
}

// "dynamic_reshape": reshape to `output_shape`, which must equal the result shape.
Values evalDynamicReshape(OpContext& ctx) {
  requireShape(ctx, integerVector(ctx, 1, "output_shape"), "output_shape");
  return evalReshape(ctx);
}

// StableHLO spec "real_dynamic_slice": slice with the bounds given as
// operands 1-3; the result shape must be theirs (C4, C5).
Values evalRealDynamicSlice(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const std::vector<int64_t> start = integerVector(ctx, 1, "start_indices");
  const std::vector<int64_t> limit = integerVector(ctx, 2, "limit_indices");
  const std::vector<int64_t> strides = integerVector(ctx, 3, "strides");
  return single(ctx, atOp(ctx, [&] { return slice(operand, start, limit, strides); }));
}

// StableHLO spec "dynamic_slice".
Values evalDynamicSlice(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const std::vector<int64_t> start = scalarIndices(ctx, 1);
  const std::vector<int64_t> sliceSizes = ctx.intsAttr("slice_sizes");
  return single(ctx, atOp(ctx, [&] { return dynamicSlice(operand, start, sliceSizes); }));
}

// StableHLO spec "dynamic_update_slice".
Values evalDynamicUpdateSlice(OpContext& ctx) {
  const std::vector<int64_t> start = scalarIndices(ctx, 2);
  const Tensor& update = ctx.tensor(1);
  Tensor operand = ctx.takeTensor(0);
  return single(ctx, atOp(ctx, [&] { return dynamicUpdateSlice(std::move(operand), update, start); }));
}

// StableHLO spec "gather".
Values evalGather(OpContext& ctx) {
  const Tensor &operand = ctx.tensor(0), &indices = ctx.tensor(1);
  const GatherDimensionNumbers dims = decodeGatherDimensionNumbers(ctx.op());
  const std::vector<int64_t> sliceSizes = ctx.intsAttr("slice_sizes");
  const TensorType& resultType = ctx.resultType(0);
  return single(ctx, atOp(ctx, [&] {
    return gather(operand, indices, dims, sliceSizes, resultType);
  }));
}

// StableHLO spec "get_dimension_size".
Values evalGetDimensionSize(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const int64_t dimension = ctx.intAttr("dimension");
  return single(ctx, atOp(ctx, [&] { return getDimensionSize(operand, dimension); }));
}

// StableHLO spec "pad".
Values evalPad(OpContext& ctx) {
  const Tensor &operand = ctx.tensor(0), &paddingValue = ctx.tensor(1);
  const std::vector<int64_t> low = ctx.intsAttr("edge_padding_low");
  const std::vector<int64_t> high = ctx.intsAttr("edge_padding_high");
  const std::vector<int64_t> interior = ctx.intsAttr("interior_padding");
  return single(ctx, atOp(ctx, [&] { return pad(operand, paddingValue, low, high, interior); }));
}

// StableHLO spec "reshape".
Values evalReshape(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const TensorType& resultType = ctx.resultType(0);
  return single(ctx, atOp(ctx, [&] { return reshape(operand, resultType.shape); }));
}

// StableHLO spec "reverse".
Values evalReverse(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const std::vector<int64_t> dims = ctx.intsAttr("dimensions");
  return single(ctx, atOp(ctx, [&] { return reverse(operand, dims); }));
}

// StableHLO spec "scatter": operands (inputs..., scatter_indices, updates...);
// a simple single-input body takes the in-place fast path.
Values evalScatter(OpContext& ctx) {
  if (ctx.numOperands() < 3 || ctx.numOperands() % 2 == 0 || ctx.op().numRegions() != 1)
    ctx.fail("expects N inputs, scatter_indices, N updates and one region (C5)");
  const size_t n = (ctx.numOperands() - 1) / 2;
  const ScatterDimensionNumbers dims = decodeScatterDimensionNumbers(ctx.op());
  const Tensor& indices = ctx.tensor(n);
  std::vector<Tensor> inputs, updates;
  for (size_t i = 0; i < n; ++i) inputs.push_back(ctx.takeTensor(i));
  for (size_t i = 0; i < n; ++i) updates.push_back(ctx.takeTensor(n + 1 + i));
  if (n == 1) {
    if (std::optional<ScatterCombiner> c = simpleCombiner(ctx.op().region(0), inputs[0].elementType()))
      return single(ctx, atOp(ctx, [&] {
        return scatter(std::move(inputs[0]), indices, updates[0], dims, *c);
      }));
  }
  checkScatterBody(ctx, inputs);
  ScatterComputation body = [&](std::vector<Tensor> args) {
    Values values = ctx.runRegion(0, Values(std::make_move_iterator(args.begin()),
                                            std::make_move_iterator(args.end())));
    std::vector<Tensor> out;
    for (InterpreterValue& v : values) {
      if (!v.isTensor()) ctx.fail("update_computation returned a non-tensor value (C23)");
      out.push_back(std::move(v.tensor()));
    }
    return out;
  };
  return scatterResults(ctx, atOp(ctx, [&] {
    return scatter(std::move(inputs), indices, updates, dims, body);
  }));
}

// StableHLO spec "slice".
Values evalSlice(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const std::vector<int64_t> start = ctx.intsAttr("start_indices");
  const std::vector<int64_t> limit = ctx.intsAttr("limit_indices");
  const std::vector<int64_t> strides = ctx.intsAttr("strides");
  return single(ctx, atOp(ctx, [&] { return slice(operand, start, limit, strides); }));
}

// StableHLO spec "transpose".
Values evalTranspose(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const std::vector<int64_t> permutation = ctx.intsAttr("permutation");
  return single(ctx, atOp(ctx, [&] { return transpose(operand, permutation); }));
}

}  // namespace partir
