// Type rules and tile-mapping entries of the data-movement family (StableHLO
// spec, one section per op). The dynamic_* ops take sizes as runtime values;
// their rules check every constraint that does not depend on those values,
// and those that size their result from a value are never split.
#include <algorithm>
#include <functional>
#include <string>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/dimension_numbers.h"
#include "semantics/tmr.h"
#include "semantics/traced.h"

namespace partir {

namespace {

using Wide = __int128;

// Operand `i` is a 1-d integer tensor of `size` elements (a shape or index
// vector given as a value); `size` < 0 accepts any length.
void expectIntVector(const Operation& op, size_t i, std::string_view what, int64_t size,
                     std::string_view label) {
  const TensorType& t = tensorOperand(op, i);
  expectElementKind(op, what, t, kIntKind);
  if (t.rank() != 1 || (size >= 0 && t.shape[0] != size))
    failOp(op, "{} must be a 1-dimensional tensor of {} elements, got {} ({})", what, size,
           t.str(), label);
}

// StableHLO spec "broadcast_in_dim" (C1)-(C5), shared with dynamic_broadcast_in_dim.
void checkBroadcastDimensions(const Operation& op, const TensorType& operand,
                              const TensorType& result) {
  expectSameElement(op, "operand", operand, "result", result, "C1");
  const std::vector<int64_t> dims = intsAttr(op, "broadcast_dimensions");
  expectSize(op, "broadcast_dimensions", dims.size(), operand.rank(), "C2");
  expectAllInRange(op, "broadcast_dimensions", dims, 0, result.rank(), "C3");
  expectUnique(op, "broadcast_dimensions", dims, "C4");
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (operand.shape[d] != 1 && operand.shape[d] != result.shape[dims[d]])
      failOp(op,
             "operand dimension {} of size {} cannot broadcast to result dimension {} of size "
             "{} (C5)",
             d, operand.shape[d], dims[d], result.shape[dims[d]]);
}

// ---- tile mappings ----

// The indices dim holding the p-th batch (gather) / scatter (scatter) dim:
// the indices dims in order, index_vector_dim left out.
int64_t indicesDimOf(int64_t p, int64_t indexVectorDim) { return p < indexVectorDim ? p : p + 1; }

// A dynamic_* op that sizes its result from a runtime operand.
OpTileMappings runtimeShape(const Operation& op, std::string_view what) {
  return replicateOnly(fmt::format("{}: {} is a runtime operand, which a chunk cannot shrink; "
                                   "rewrite it to its static form before partitioning",
                                   op.name(), what));
}

// ---- denotation helpers ----

// The dims of [0, rank) not in `excluded`, ascending.
std::vector<int64_t> dimsWithout(size_t rank, const std::vector<int64_t>& excluded) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < static_cast<int64_t>(rank); ++d)
    if (!contains(excluded, d)) out.push_back(d);
  return out;
}

std::vector<SymExpr> pickAt(const std::vector<SymExpr>& values, const std::vector<int64_t>& dims) {
  std::vector<SymExpr> out;
  for (int64_t d : dims) out.push_back(values.at(d));
  return out;
}

// How gather / scatter read their start indices: the names differ, the
// rules are the same (StableHLO spec "gather" start_index, full_start_index,
// full_batching_index; "scatter" likewise).
struct IndexingDims {
  size_t indicesOperand;     // the start_indices / scatter_indices operand
  size_t indicesRank;
  int64_t indexVectorDim;
  std::vector<int64_t> startMap;  // start_index_map / scatter_dims_to_operand_dims
  std::vector<int64_t> operandBatching, indicesBatching;
};

// The constraints on the indices' sizes: the index vector has one entry per
// start_map entry (gather C3 / scatter C19) and paired batching dims have
// equal sizes (gather C17 / scatter C18).
void indexingConstraints(const IndexingDims& x, const std::vector<SymExpr>& operand,
                         const std::vector<SymExpr>& indices, const std::string& op,
                         const std::string& vectorLabel, const std::string& batchLabel,
                         std::vector<ShapeConstraint>& out) {
  if (x.indexVectorDim < static_cast<int64_t>(x.indicesRank))
    out.push_back({indices[x.indexVectorDim] == static_cast<int64_t>(x.startMap.size()),
                   op + " " + vectorLabel});
  for (size_t p = 0; p < x.operandBatching.size(); ++p)
    out.push_back({operand[x.operandBatching[p]] == indices[x.indicesBatching[p]],
                   op + " " + batchLabel});
}

// full_start_index + full_batching_index for batch (scatter) index `b`:
// start component ds, read at b with ds inserted at index_vector_dim, goes
// to operand dim startMap[ds] through `adjust` (gather's clamp); operand
// batching dim operandBatching[p] takes b at indicesBatching[p]'s position.
std::vector<SymExpr> startAndBatchingIndex(
    const IndexingDims& x, size_t operandRank, const std::vector<SymExpr>& b,
    const std::function<SymExpr(int64_t, const SymExpr&)>& adjust) {
  std::vector<SymExpr> out(operandRank, 0);
  const bool vector = x.indexVectorDim < static_cast<int64_t>(x.indicesRank);
  for (size_t ds = 0; ds < x.startMap.size(); ++ds) {
    std::vector<SymExpr> at = b;
    if (vector) at.insert(at.begin() + x.indexVectorDim, SymExpr(static_cast<int64_t>(ds)));
    const int64_t d = x.startMap[ds];
    out[d] = out[d] + adjust(d, SymExpr::element(x.indicesOperand, at));
  }
  for (size_t p = 0; p < x.operandBatching.size(); ++p) {
    const int64_t i = x.indicesBatching[p];
    const int64_t d = x.operandBatching[p];
    out[d] = out[d] + b.at(i < x.indexVectorDim ? i : i - 1);
  }
  return out;
}

}  // namespace

// StableHLO spec "broadcast_in_dim" (C1)-(C5).
void checkBroadcastInDim(const Operation& op) {
  expectArity(op, 1, 1);
  checkBroadcastDimensions(op, tensorOperand(op, 0), tensorResult(op, 0));
}

// StableHLO spec "broadcast_in_dim": result[i] = operand[j] with j_d =
// i[broadcast_dimensions[d]] (0 where dim(operand, d) = 1). An operand dim of
// the result dim's size tiles with it; a result dim that no operand dim
// indexes (absent, or expanded from size 1) tiles with the operand whole.
OpTileMappings tmrBroadcastInDim(const Operation& op) {
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const std::vector<TracedInt> result = tracedResultShape(op, 0);
  const std::vector<int64_t> dims = intsAttr(op, "broadcast_dimensions");
  TmrBuilder b(op);
  std::vector<bool> indexed(result.size(), false);
  for (size_t d = 0; d < operand.size(); ++d) {
    if (operand[d] != result[dims[d]]) continue;
    indexed[dims[d]] = true;
    b.add({sliced(static_cast<int64_t>(d))}, {ResultAction::tile(dims[d])});
  }
  for (int64_t j = 0; j < static_cast<int64_t>(result.size()); ++j)
    if (!indexed[j]) b.add({kWhole}, {ResultAction::tile(j)});
  return b.build();
}
// StableHLO spec "broadcast_in_dim": result[i] = operand[j], j_d =
// i[broadcast_dimensions[d]] or 0 where dim(operand, d) = 1 (C5).
Denotation denoteBroadcastInDim(const SymView& v) {
  const std::vector<int64_t> dims = intsAttr(v.op(), "broadcast_dimensions");
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  Denotation d;
  for (size_t j = 0; j < in.size(); ++j)
    d.require(in[j] == 1 || in[j] == out[dims[j]], "broadcast_in_dim C5");
  d.element = [dims, in](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j;
    for (size_t e = 0; e < in.size(); ++e) j.push_back(ite(in[e] == 1, 0, i[dims[e]]));
    return Term::read(0, j);
  };
  return d;
}

// StableHLO spec "concatenate" (C1)-(C6).
void checkConcatenate(const Operation& op) {
  expectRegionCount(op, 0);
  if (op.numOperands() == 0) failOp(op, "expects at least one input (C3)");
  expectResultCount(op, 1);
  const TensorType& first = tensorOperand(op, 0);
  const int64_t dim = intAttr(op, "dimension");
  expectInRange(op, "dimension", dim, 0, first.rank(), "C4");
  Wide sum = 0;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const TensorType& t = tensorOperand(op, i);
    expectSameElement(op, "input #0", first, fmt::format("input #{}", i), t, "C1");
    if (without(t.shape, dim) != without(first.shape, dim) || t.rank() != first.rank())
      failOp(op, "input #{} shape {} differs from input #0 shape {} outside dimension {} (C2)", i,
             shapeStr(t.shape), shapeStr(first.shape), dim);
    sum += t.shape[dim];
  }
  const TensorType& result = tensorResult(op, 0);
  expectSameElement(op, "input", first, "result", result, "C5");
  Shape expected = first.shape;
  expected[dim] = sum > INT64_MAX ? -1 : static_cast<int64_t>(sum);
  expectResultShape(op, 0, expected, "C6");
}

// StableHLO spec "concatenate": every dim but `dimension` is pointwise over
// all inputs.
OpTileMappings tmrConcatenate(const Operation& op) {
  const int64_t dim = intAttr(op, "dimension");
  return TmrBuilder(op)
      .addPointwise({dim})
      .note(fmt::format("dim {}: the concatenation dim; a chunk of the result need not come "
                        "from one input",
                        dim))
      .build();
}
// StableHLO spec "concatenate": result[i] = inputs[k][i with i_d - (d0 + ...
// + dk-1)] for the input k whose range along d = `dimension` holds i_d; the
// inputs agree outside d (C2), the result is their shape with the sizes
// along d summed (C6).
Denotation denoteConcatenate(const SymView& v) {
  const int64_t dim = intAttr(v.op(), "dimension");
  const std::vector<SymExpr> first = v.operand(0), out = v.result(0);
  Denotation d;
  std::vector<SymExpr> starts;
  SymExpr total = 0;
  for (size_t k = 0; k < v.numOperands(); ++k) {
    const std::vector<SymExpr>& in = v.operand(k);
    for (size_t e = 0; e < in.size(); ++e)
      if (static_cast<int64_t>(e) != dim)
        d.require(in[e] == first[e], "concatenate C2");
    starts.push_back(total);
    total = total + in[dim];
  }
  for (size_t e = 0; e < out.size(); ++e)
    d.require(out[e] == (static_cast<int64_t>(e) == dim ? total : first[e]), "concatenate C6");
  d.element = [dim, starts](size_t, const std::vector<SymExpr>& i) {
    const auto from = [&](size_t k) {
      std::vector<SymExpr> j = i;
      j[dim] = j[dim] - starts[k];
      return Term::read(k, j);
    };
    Term t = from(starts.size() - 1);
    for (size_t k = starts.size() - 1; k-- > 0;)
      t = Term::select(i[dim] < starts[k + 1], from(k), t);
    return t;
  };
  return d;
}

// StableHLO spec "dynamic_broadcast_in_dim" (C1)-(C5), (C7)-(C10).
void checkDynamicBroadcastInDim(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  checkBroadcastDimensions(op, operand, result);
  expectIntVector(op, 1, "output_dimensions", result.rank(), "C7");
  const std::vector<int64_t> expanding = intsAttrOr(op, "known_expanding_dimensions", {});
  const std::vector<int64_t> nonexpanding = intsAttrOr(op, "known_nonexpanding_dimensions", {});
  expectUnique(op, "known_expanding_dimensions + known_nonexpanding_dimensions",
               concat(expanding, nonexpanding), "C8");
  expectAllInRange(op, "known_expanding_dimensions", expanding, 0, operand.rank(), "C9");
  expectAllInRange(op, "known_nonexpanding_dimensions", nonexpanding, 0, operand.rank(), "C10");
}

// StableHLO spec "dynamic_broadcast_in_dim": the result shape is a value.
OpTileMappings tmrDynamicBroadcastInDim(const Operation& op) {
  return runtimeShape(op, "output_dimensions");
}
Denotation denoteDynamicBroadcastInDim(const SymView&) { return noDenotation(); }

// StableHLO spec "dynamic_gather" (C1)-(C7), (C9)-(C11), (C13), (C14); the
// offset sizes come from the slice_sizes value and are not checked.
void checkDynamicGather(const Operation& op) {
  expectArity(op, 3, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& indices = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  expectElementKind(op, "start_indices", indices, kIntKind);
  const GatherDimensionNumbers g = decodeGatherDimensionNumbers(op);
  expectSize(op, "offset_dims + collapsed_slice_dims", g.offsetDims.size() + g.collapsedSliceDims.size(),
             operand.rank(), "C1");
  expectInRange(op, "index_vector_dim", g.indexVectorDim, 0, indices.rank() + 1, "C2");
  expectSize(op, "start_index_map", g.startIndexMap.size(),
             g.indexVectorDim < indices.rank() ? indices.shape[g.indexVectorDim] : 1, "C3");
  expectUnique(op, "offset_dims", g.offsetDims, "C4");
  expectSorted(op, "offset_dims", g.offsetDims, "C4");
  expectAllInRange(op, "offset_dims", g.offsetDims, 0, result.rank(), "C5");
  expectUnique(op, "collapsed_slice_dims", g.collapsedSliceDims, "C6");
  expectSorted(op, "collapsed_slice_dims", g.collapsedSliceDims, "C6");
  expectAllInRange(op, "collapsed_slice_dims", g.collapsedSliceDims, 0, operand.rank(), "C7");
  expectUnique(op, "start_index_map", g.startIndexMap, "C9");
  expectAllInRange(op, "start_index_map", g.startIndexMap, 0, operand.rank(), "C10");
  expectIntVector(op, 2, "slice_sizes", operand.rank(), "C11");
  const Shape batch = without(indices.shape, g.indexVectorDim);
  if (static_cast<size_t>(result.rank()) != batch.size() + g.offsetDims.size())
    failOp(op, "result rank {} must be {} (C13)", result.rank(), batch.size() + g.offsetDims.size());
  Shape resultBatch;
  for (int64_t d = 0; d < result.rank(); ++d)
    if (!contains(g.offsetDims, d)) resultBatch.push_back(result.shape[d]);
  if (resultBatch != batch)
    failOp(op, "result batch dimensions {} differ from start_indices {} (C13)",
           shapeStr(resultBatch), shapeStr(batch));
  expectSameElement(op, "operand", operand, "result", result, "C14");
}

// StableHLO spec "dynamic_gather": the slice sizes (and so the result shape)
// are a value.
OpTileMappings tmrDynamicGather(const Operation& op) { return runtimeShape(op, "slice_sizes"); }
Denotation denoteDynamicGather(const SymView&) { return noDenotation(); }

// StableHLO spec "dynamic_pad" (C1), (C2); the padded sizes are values.
void checkDynamicPad(const Operation& op) {
  expectArity(op, 5, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& paddingValue = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  if (paddingValue.rank() != 0) failOp(op, "padding_value must be a 0-dimensional tensor");
  expectSameElement(op, "operand", operand, "padding_value", paddingValue, "C1");
  expectSameElement(op, "operand", operand, "result", result, "C1");
  expectIntVector(op, 2, "edge_padding_low", operand.rank(), "C2");
  expectIntVector(op, 3, "edge_padding_high", operand.rank(), "C2");
  expectIntVector(op, 4, "interior_padding", operand.rank(), "C2");
  if (result.rank() != operand.rank())
    failOp(op, "result rank {} differs from operand rank {} (C4)", result.rank(), operand.rank());
}

// StableHLO spec "dynamic_pad": the paddings (and so the result shape) are values.
OpTileMappings tmrDynamicPad(const Operation& op) {
  return runtimeShape(op, "the padding (edge_padding_low/high, interior_padding)");
}
Denotation denoteDynamicPad(const SymView&) { return noDenotation(); }

// StableHLO spec "dynamic_reshape" (C1), (C2), (C4).
void checkDynamicReshape(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  expectSameElement(op, "operand", operand, "result", result, "C1");
  if (elementCount(operand.shape) != elementCount(result.shape))
    failOp(op, "operand {} and result {} have different sizes (C2)", operand.str(), result.str());
  expectIntVector(op, 1, "output_shape", result.rank(), "C4");
}

// StableHLO spec "dynamic_reshape": the result shape is a value.
OpTileMappings tmrDynamicReshape(const Operation& op) { return runtimeShape(op, "output_shape"); }
Denotation denoteDynamicReshape(const SymView&) { return noDenotation(); }

// StableHLO spec "real_dynamic_slice" (C1)-(C3); the bounds (and so the
// result shape, C4/C5) are values, checked by the kernel.
void checkRealDynamicSlice(const Operation& op) {
  expectArity(op, 4, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  expectSameElement(op, "operand", operand, "result", result, "C1");
  expectIntVector(op, 1, "start_indices", operand.rank(), "C2");
  expectIntVector(op, 2, "limit_indices", operand.rank(), "C2");
  expectIntVector(op, 3, "strides", operand.rank(), "C2");
  const Type& start = op.operandType(1);
  for (size_t i = 2; i < 4; ++i)
    if (tensorOperand(op, i).element != start.tensor().element)
      failOp(op, "start_indices, limit_indices and strides must have one element type (C3)");
  if (result.rank() != operand.rank())
    failOp(op, "result rank {} differs from operand rank {} (C4)", result.rank(), operand.rank());
}

// StableHLO spec "real_dynamic_slice": the bounds are runtime operands.
OpTileMappings tmrRealDynamicSlice(const Operation& op) {
  return runtimeShape(op, "the slice (start_indices, limit_indices, strides)");
}
Denotation denoteRealDynamicSlice(const SymView&) { return noDenotation(); }

// StableHLO spec "dynamic_slice" (C1)-(C5).
void checkDynamicSlice(const Operation& op) {
  expectRegionCount(op, 0);
  expectMinOperandCount(op, 1);
  expectResultCount(op, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const std::vector<int64_t> sizes = intsAttr(op, "slice_sizes");
  expectSize(op, "start_indices", op.numOperands() - 1, operand.rank(), "C2");
  expectSize(op, "slice_sizes", sizes.size(), operand.rank(), "C2");
  for (size_t i = 1; i < op.numOperands(); ++i) {
    const TensorType& index = tensorOperand(op, i);
    expectElementKind(op, "start index", index, kIntKind);
    if (index.rank() != 0) failOp(op, "start index #{} must be a 0-dimensional tensor", i - 1);
    expectSameType(op, "start index type", op.operandType(1), "start index type",
                   op.operandType(i), "C3");
  }
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (sizes[d] < 0 || sizes[d] > operand.shape[d])
      failOp(op, "slice_sizes {} exceed operand shape {} (C4)", shapeStr(sizes),
             shapeStr(operand.shape));
  expectSameElement(op, "operand", operand, "result", tensorResult(op, 0), "C1");
  expectResultShape(op, 0, sizes, "C5");
}

// StableHLO spec "dynamic_slice": the start of dim d is clamped to
// [0, dim(operand, d) - slice_sizes[d]], so a dim sliced whole starts at 0
// whatever the start index: it is pointwise, with slice_sizes[d] localized
// and the start indices whole.
OpTileMappings tmrDynamicSlice(const Operation& op) {
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const std::vector<TracedInt> sizes = tracedInts(op, "slice_sizes");
  TmrBuilder b(op);
  for (int64_t d = 0; d < static_cast<int64_t>(operand.size()); ++d) {
    if (sizes[d] == operand[d])
      b.add(slicedAt(op.numOperands(), {{0, d}}), {ResultAction::tile(d)},
            divideAttrAt("slice_sizes", d));
    else
      b.note(fmt::format("dim {}: a slice of {} of {} elements from a runtime start", d,
                         sizes[d].value(), operand[d].value()));
  }
  return b.build();
}
// StableHLO spec "dynamic_slice": result[i] = operand[adjusted_start + i],
// adjusted_start = clamp(0, start_indices, shape(operand) - slice_sizes);
// 0 <= slice_sizes <= shape(operand) (C4), shape(result) = slice_sizes (C5).
Denotation denoteDynamicSlice(const SymView& v) {
  const std::vector<SymExpr> sizes = v.ints("slice_sizes");
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  Denotation d;
  for (size_t e = 0; e < in.size(); ++e) {
    d.require(SymExpr(0) <= sizes[e] && sizes[e] <= in[e], "dynamic_slice C4");
    d.require(out[e] == sizes[e], "dynamic_slice C5");
  }
  d.element = [in, sizes](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j;
    for (size_t e = 0; e < in.size(); ++e)
      j.push_back(clamp(0, SymExpr::element(1 + e, {}), in[e] - sizes[e]) + i[e]);
    return Term::read(0, j);
  };
  return d;
}

// StableHLO spec "dynamic_update_slice" (C1)-(C6).
void checkDynamicUpdateSlice(const Operation& op) {
  expectRegionCount(op, 0);
  expectMinOperandCount(op, 2);
  expectResultCount(op, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& update = tensorOperand(op, 1);
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0), "C1");
  expectSameElement(op, "update", update, "operand", operand, "C2");
  if (update.rank() != operand.rank())
    failOp(op, "update rank {} differs from operand rank {} (C3)", update.rank(), operand.rank());
  expectSize(op, "start_indices", op.numOperands() - 2, operand.rank(), "C4");
  for (size_t i = 2; i < op.numOperands(); ++i) {
    const TensorType& index = tensorOperand(op, i);
    expectElementKind(op, "start index", index, kIntKind);
    if (index.rank() != 0) failOp(op, "start index #{} must be a 0-dimensional tensor", i - 2);
    expectSameType(op, "start index type", op.operandType(2), "start index type",
                   op.operandType(i), "C5");
  }
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (update.shape[d] > operand.shape[d])
      failOp(op, "update shape {} exceeds operand shape {} (C6)", shapeStr(update.shape),
             shapeStr(operand.shape));
}

// StableHLO spec "dynamic_update_slice": the start of dim d is clamped to
// [0, dim(operand, d) - dim(update, d)], so where the update spans the whole
// dim it starts at 0: operand and update tile together, start indices whole.
OpTileMappings tmrDynamicUpdateSlice(const Operation& op) {
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const std::vector<TracedInt> update = tracedOperandShape(op, 1);
  TmrBuilder b(op);
  for (int64_t d = 0; d < static_cast<int64_t>(operand.size()); ++d) {
    if (update[d] == operand[d])
      b.add(slicedAt(op.numOperands(), {{0, d}, {1, d}}), {ResultAction::tile(d)});
    else
      b.note(fmt::format("dim {}: an update of {} of {} elements at a runtime start", d,
                         update[d].value(), operand[d].value()));
  }
  return b.build();
}
// StableHLO spec "dynamic_update_slice": result[i] = update[i - start] where
// start <= i < start + shape(update), start = clamp(0, start_indices,
// shape(operand) - shape(update)), else operand[i]; type(result) =
// type(operand) (C1), 0 <= dim(update, k) <= dim(operand, k) (C6).
Denotation denoteDynamicUpdateSlice(const SymView& v) {
  const std::vector<SymExpr> in = v.operand(0), update = v.operand(1), out = v.result(0);
  Denotation d;
  d.require(sameShape(out, in, "dynamic_update_slice C1"));
  for (size_t e = 0; e < in.size(); ++e)
    d.require(SymExpr(0) <= update[e] && update[e] <= in[e], "dynamic_update_slice C6");
  d.element = [in, update](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j;
    SymExpr inside = SymExpr::boolean(true);
    for (size_t e = 0; e < in.size(); ++e) {
      const SymExpr start = clamp(0, SymExpr::element(2 + e, {}), in[e] - update[e]);
      inside = inside && start <= i[e] && i[e] < start + update[e];
      j.push_back(i[e] - start);
    }
    return Term::select(inside, Term::read(1, j), Term::read(0, i));
  };
  return d;
}

// StableHLO spec "gather" (C1)-(C23).
void checkGather(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& indices = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  expectElementKind(op, "start_indices", indices, kIntKind);
  const GatherDimensionNumbers g = decodeGatherDimensionNumbers(op);
  atOperation(op, [&] { checkGatherDimensionNumbers(g, operand.shape, indices.shape); });
  const std::vector<int64_t> sizes = intsAttr(op, "slice_sizes");
  const Shape expected = atOperation(op, [&] {
    checkGatherSliceSizes(g, operand.shape, sizes);
    return gatherResultShape(g, indices.shape, sizes, result.rank());
  });
  expectResultShape(op, 0, expected, "C22");
  expectSameElement(op, "operand", operand, "result", result, "C23");
}

// StableHLO spec "gather": result[i] = operand[full_start_index +
// full_batching_index + full_offset_index]. A result batch dim reads
// start_indices at its own index: it tiles with that indices dim, and with
// the paired operand batching dim when it is one (full_batching_index is the
// batch index itself). A result offset dim whose slice spans the whole
// operand dim starts at 0 (the clamp) and is pointwise with it, its
// slice_sizes entry localized.
OpTileMappings tmrGather(const Operation& op) {
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const TensorType& indices = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  const GatherDimensionNumbers g = decodeGatherDimensionNumbers(op);
  const std::vector<TracedInt> sizes = tracedInts(op, "slice_sizes");
  TmrBuilder b(op);
  int64_t batch = 0;
  for (int64_t r = 0; r < result.rank(); ++r) {
    if (contains(g.offsetDims, r)) continue;
    const int64_t i = indicesDimOf(batch++, g.indexVectorDim);
    const auto paired = std::find(g.startIndicesBatchingDims.begin(), g.startIndicesBatchingDims.end(), i);
    if (paired == g.startIndicesBatchingDims.end())
      b.add({kWhole, i}, {ResultAction::tile(r)});
    else
      b.add({g.operandBatchingDims[paired - g.startIndicesBatchingDims.begin()], i}, {ResultAction::tile(r)});
  }
  size_t offset = 0;
  for (int64_t d = 0; d < static_cast<int64_t>(operand.size()); ++d) {
    if (contains(g.operandBatchingDims, d)) continue;
    if (contains(g.collapsedSliceDims, d)) {
      b.note(fmt::format("operand dim {}: collapsed; the start index picks one element", d));
    } else if (sizes[d] == operand[d]) {
      b.add({d, kWhole}, {ResultAction::tile(g.offsetDims.at(offset++))},
            divideAttrAt("slice_sizes", d));
    } else {
      ++offset;
      b.note(fmt::format("operand dim {}: a slice of {} of {} elements{}", d, sizes[d].value(),
                         operand[d].value(),
                         contains(g.startIndexMap, d) ? " from a runtime start" : ""));
    }
  }
  if (g.indexVectorDim < indices.rank())
    b.note(fmt::format("start_indices dim {}: the index vector", g.indexVectorDim));
  return b.build();
}
// StableHLO spec "gather": result[i] = operand[full_start_index +
// full_batching_index + full_offset_index], the start clamped to
// [0, dim(operand) - slice_sizes]; sizes: C3, C9, C12, C17, C21, C22.
Denotation denoteGather(const SymView& v) {
  const GatherDimensionNumbers g = decodeGatherDimensionNumbers(v.op());
  const std::vector<SymExpr> in = v.operand(0), indices = v.operand(1), out = v.result(0);
  const std::vector<SymExpr> sizes = v.ints("slice_sizes");
  const IndexingDims x{1, indices.size(), g.indexVectorDim, g.startIndexMap, g.operandBatchingDims,
                       g.startIndicesBatchingDims};
  const std::vector<int64_t> batchDims = dimsWithout(out.size(), g.offsetDims);
  const std::vector<int64_t> kept = dimsWithout(in.size(), concat(g.collapsedSliceDims, g.operandBatchingDims));
  Denotation d;
  indexingConstraints(x, in, indices, "gather", "C3", "C17", d.constraints);
  for (int64_t e : g.collapsedSliceDims) d.require(sizes[e] <= 1, "gather C9");
  for (int64_t e : g.operandBatchingDims) d.require(sizes[e] <= 1, "gather C12");
  for (size_t e = 0; e < in.size(); ++e)
    d.require(SymExpr(0) <= sizes[e] && sizes[e] <= in[e], "gather C21");
  const std::vector<SymExpr> batchSizes =
      pickAt(indices, dimsWithout(indices.size(), {g.indexVectorDim}));
  d.require(sameShape(pickAt(out, batchDims), batchSizes, "gather C22"));
  d.require(sameShape(pickAt(out, g.offsetDims), pickAt(sizes, kept), "gather C22"));
  d.element = [=](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j = startAndBatchingIndex(
        x, in.size(), pickAt(i, batchDims),
        [&](int64_t e, const SymExpr& start) { return clamp(0, start, in[e] - sizes[e]); });
    for (size_t q = 0; q < kept.size(); ++q) j[kept[q]] = j[kept[q]] + i[g.offsetDims[q]];
    return Term::read(0, j);
  };
  return d;
}

// StableHLO spec "get_dimension_size" (C1); the result is tensor<i32>.
void checkGetDimensionSize(const Operation& op) {
  expectArity(op, 1, 1);
  expectInRange(op, "dimension", intAttr(op, "dimension"), 0, tensorOperand(op, 0).rank(), "C1");
  expectScalar(op, "result", op.resultType(0), ElementType::kI32);
}

// StableHLO spec "get_dimension_size": the result is a size, not data; a
// chunk of dim `dimension` would report the chunk's size.
OpTileMappings tmrGetDimensionSize(const Operation& op) {
  return replicateOnly(fmt::format(
      "stablehlo.get_dimension_size: the result is the size of dim {}, not a value to split",
      intAttr(op, "dimension")));
}
// StableHLO spec "get_dimension_size": the size of the operand's dim, as the
// op reading it sees it (inside a chunk, the chunk's size).
Denotation denoteGetDimensionSize(const SymView& v) {
  const SymExpr size = v.operand(0).at(intAttr(v.op(), "dimension"));
  Denotation d;
  d.element = [size](size_t, const std::vector<SymExpr>&) { return Term::index(size); };
  return d;
}

// StableHLO spec "pad" (C1)-(C4).
void checkPad(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& paddingValue = tensorOperand(op, 1);
  if (paddingValue.rank() != 0) failOp(op, "padding_value must be a 0-dimensional tensor");
  expectSameElement(op, "operand", operand, "padding_value", paddingValue, "C1");
  expectSameElement(op, "operand", operand, "result", tensorResult(op, 0), "C1");
  const std::vector<int64_t> low = intsAttr(op, "edge_padding_low");
  const std::vector<int64_t> high = intsAttr(op, "edge_padding_high");
  const std::vector<int64_t> interior = intsAttr(op, "interior_padding");
  expectSize(op, "edge_padding_low", low.size(), operand.rank(), "C2");
  expectSize(op, "edge_padding_high", high.size(), operand.rank(), "C2");
  expectSize(op, "interior_padding", interior.size(), operand.rank(), "C2");
  for (int64_t p : interior)
    if (p < 0) failOp(op, "interior_padding {} must be non-negative (C3)", shapeStr(interior));
  Shape expected;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    const int64_t n = operand.shape[d];
    const Wide size = Wide(n) + Wide(std::max<int64_t>(n - 1, 0)) * interior[d] + low[d] + high[d];
    if (size < 0 || size > INT64_MAX)
      failOp(op, "padded dimension {} has invalid size (C4)", d);
    expected.push_back(static_cast<int64_t>(size));
  }
  expectResultShape(op, 0, expected, "C4");
}

// StableHLO spec "pad": a dim without padding (low, high and interior all 0)
// is pointwise; the padding value is a scalar used whole.
OpTileMappings tmrPad(const Operation& op) {
  const std::vector<TracedInt> low = tracedInts(op, "edge_padding_low");
  const std::vector<TracedInt> high = tracedInts(op, "edge_padding_high");
  const std::vector<TracedInt> interior = tracedInts(op, "interior_padding");
  TmrBuilder b(op);
  std::vector<int64_t> padded;
  for (size_t d = 0; d < low.size(); ++d) {
    if (low[d] == 0 && high[d] == 0 && interior[d] == 0) continue;
    padded.push_back(static_cast<int64_t>(d));
    b.note(fmt::format("dim {}: padded (low {}, high {}, interior {}); chunks would pad at "
                       "their own edges",
                       d, low[d].value(), high[d].value(), interior[d].value()));
  }
  return b.addPointwise(padded).build();
}
// StableHLO spec "pad": result[i] = operand[j] where i = edge_padding_low +
// j * (interior_padding + 1), else padding_value; 0 <= interior_padding
// (C3), shape(result) = shape(operand) + edge_padding_low +
// max(shape(operand) - 1, 0) * interior_padding + edge_padding_high (C4).
Denotation denotePad(const SymView& v) {
  const std::vector<SymExpr> low = v.ints("edge_padding_low"), high = v.ints("edge_padding_high"),
                             interior = v.ints("interior_padding");
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  Denotation d;
  for (size_t e = 0; e < in.size(); ++e) {
    d.require(interior[e] >= 0, "pad C3");
    d.require(out[e] == in[e] + low[e] + max(in[e] - 1, 0) * interior[e] + high[e], "pad C4");
  }
  d.element = [in, low, interior](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j;
    SymExpr onOperand = SymExpr::boolean(true);
    for (size_t e = 0; e < in.size(); ++e) {
      const SymExpr x = i[e] - low[e], step = interior[e] + 1;
      j.push_back(floorDiv(x, step));
      onOperand = onOperand && SymExpr(0) <= x && mod(x, step) == 0 && j.back() < in[e];
    }
    return Term::select(onOperand, Term::read(0, j), Term::read(1, {}));
  };
  return d;
}

// StableHLO spec "reshape" (C1), (C2).
void checkReshape(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  expectSameElement(op, "operand", operand, "result", result, "C1");
  if (elementCount(operand.shape) != elementCount(result.shape))
    failOp(op, "operand {} and result {} have different sizes (C2)", operand.str(), result.str());
}

// StableHLO spec "reshape": the row-major element order is kept. Operand dim
// i and result dim j (both of size > 1) whose preceding dims hold the same
// number of elements P cut that order at the same places: for each of the P
// prefixes, chunk r of i and chunk r of j are the same contiguous run of
// elements, so i tiles with j even when their sizes differ ([4, 6] -> [24]:
// dim 0 with dim 0).
OpTileMappings tmrReshape(const Operation& op) {
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const std::vector<TracedInt> result = tracedResultShape(op, 0);
  const auto operandRank = static_cast<int64_t>(operand.size());
  const auto resultRank = static_cast<int64_t>(result.size());
  TmrBuilder b(op);
  TracedInt before = 1;
  for (int64_t i = 0; i < operandRank; before = before * operand[i++]) {
    if (operand[i] <= 1) continue;
    TracedInt resultBefore = 1;
    int64_t j = 0;
    while (j < resultRank && (resultBefore < before || result[j] <= 1))
      resultBefore = resultBefore * result[j++];
    if (j < resultRank && resultBefore == before)
      b.add({sliced(i)}, {ResultAction::tile(j)});
    else
      b.note(fmt::format("operand dim {}: no result dim starts after the same {} elements", i,
                         before.value()));
  }
  return b.build();
}
// StableHLO spec "reshape": the row-major order is kept: result[i] =
// operand[j] where j and i have the same row-major position; the sizes
// agree (C2).
Denotation denoteReshape(const SymView& v) {
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  Denotation d;
  d.require(product(in) == product(out), "reshape C2");
  d.element = [in, out](size_t, const std::vector<SymExpr>& i) {
    return Term::read(0, delinearize(linearize(i, out), in));
  };
  return d;
}

// StableHLO spec "reverse" (C1)-(C3).
void checkReverse(const Operation& op) {
  expectArity(op, 1, 1);
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0), "C1");
  const std::vector<int64_t> dims = intsAttr(op, "dimensions");
  expectUnique(op, "dimensions", dims, "C2");
  expectAllInRange(op, "dimensions", dims, 0, tensorResult(op, 0).rank(), "C3");
}

// StableHLO spec "reverse": a dim not in `dimensions` is pointwise.
OpTileMappings tmrReverse(const Operation& op) {
  const std::vector<int64_t> dims = intsAttr(op, "dimensions");
  TmrBuilder b(op);
  for (int64_t d : dims)
    b.note(fmt::format("dim {}: reversed; result chunk r comes from operand chunk k-1-r", d));
  return b.addPointwise(dims).build();
}
// StableHLO spec "reverse": result[i] = operand[j], j_d = dim(result, d) -
// i_d - 1 for d in `dimensions`, else i_d; type(result) = type(operand) (C1).
Denotation denoteReverse(const SymView& v) {
  const std::vector<int64_t> dims = intsAttr(v.op(), "dimensions");
  const std::vector<SymExpr> out = v.result(0);
  Denotation d;
  d.constraints = sameShape(out, v.operand(0), "reverse C1");
  d.element = [dims, out](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j = i;
    for (int64_t e : dims) j[e] = out[e] - i[e] - 1;
    return Term::read(0, j);
  };
  return d;
}

// StableHLO spec "scatter" (C1)-(C25).
void checkScatter(const Operation& op) {
  const size_t n = op.numOperands() / 2;
  if (op.numOperands() < 3 || op.numOperands() % 2 == 0)
    failOp(op, "expects N inputs, scatter_indices and N updates with N >= 1 (C5)");
  expectResultCount(op, n);
  expectRegionCount(op, 1);
  const TensorType& input = tensorOperand(op, 0);
  const TensorType& indices = tensorOperand(op, n);
  const TensorType& updates = tensorOperand(op, n + 1);
  expectElementKind(op, "scatter_indices", indices, kIntKind);
  std::vector<ElementType> inputElements;
  for (size_t i = 0; i < n; ++i) {
    expectSameShape(op, "input #0", input, fmt::format("input #{}", i), tensorOperand(op, i), "C1");
    expectSameShape(op, "updates #0", updates, fmt::format("updates #{}", i),
                    tensorOperand(op, n + 1 + i), "C3");
    expectSameElement(op, fmt::format("updates #{}", i), tensorOperand(op, n + 1 + i),
                      fmt::format("input #{}", i), tensorOperand(op, i), "C6");
    inputElements.push_back(tensorOperand(op, i).element);
  }
  const ScatterDimensionNumbers s = decodeScatterDimensionNumbers(op);
  atOperation(op, [&] {
    checkScatterDimensionNumbers(s, input.shape, indices.shape, updates.shape);
  });
  const std::vector<ElementType> elems =
      checkReducer(op, 0, "update_computation", inputElements, "C23");
  for (size_t i = 0; i < n; ++i) {
    const TensorType& result = tensorResult(op, i);
    expectSameShape(op, fmt::format("input #{}", i), tensorOperand(op, i),
                    fmt::format("result #{}", i), result, "C24");
    if (result.element != elems[i])
      failOp(op, "result #{} element type {} differs from update_computation's {} (C25)", i,
             elementTypeName(result.element), elementTypeName(elems[i]));
  }
}

// StableHLO spec "scatter": update element u goes to result index
// full_start_index + full_batching_index + full_window_index (skipped when
// out of bounds). An explicit batching dim sends the updates of batch b to
// input batch b only: inputs, indices and updates tile together. A window
// dim that spans the whole input dim and is not indexed (start 0) is
// pointwise between inputs, updates and results.
OpTileMappings tmrScatter(const Operation& op) {
  const size_t n = op.numOperands() / 2;
  const std::vector<TracedInt> input = tracedOperandShape(op, 0);
  const std::vector<TracedInt> updates = tracedOperandShape(op, n + 1);
  const ScatterDimensionNumbers s = decodeScatterDimensionNumbers(op);
  // Inputs along `in`, indices along `idx`, updates along `upd`; results along `in`.
  const auto add = [&](TmrBuilder& b, std::optional<int64_t> in, std::optional<int64_t> idx,
                       int64_t upd) {
    std::vector<std::optional<int64_t>> operands(n, in);
    operands.push_back(idx);
    operands.insert(operands.end(), n, upd);
    b.add(std::move(operands), std::vector<ResultAction>(n, ResultAction::tile(*in)));
  };
  TmrBuilder b(op);
  int64_t scatter = 0;
  for (int64_t u = 0; u < static_cast<int64_t>(updates.size()); ++u) {
    if (contains(s.updateWindowDims, u)) continue;
    const int64_t i = indicesDimOf(scatter++, s.indexVectorDim);
    const auto paired = std::find(s.scatterIndicesBatchingDims.begin(), s.scatterIndicesBatchingDims.end(), i);
    if (paired != s.scatterIndicesBatchingDims.end())
      add(b, s.inputBatchingDims[paired - s.scatterIndicesBatchingDims.begin()], i, u);
    else
      b.note(fmt::format("updates dim {} / scatter_indices dim {}: updates of different chunks "
                         "can reach the same input element",
                         u, i));
  }
  size_t window = 0;
  for (int64_t d = 0; d < static_cast<int64_t>(input.size()); ++d) {
    if (contains(s.inputBatchingDims, d)) continue;
    if (contains(s.insertedWindowDims, d)) {
      b.note(fmt::format("input dim {}: an inserted window dim; the index picks the element", d));
      continue;
    }
    const int64_t u = s.updateWindowDims.at(window++);
    if (!contains(s.scatterDimsToOperandDims, d) && updates[u] == input[d])
      add(b, d, kWhole, u);
    else
      b.note(fmt::format("input dim {}: a window of {} of {} elements{}", d, updates[u].value(),
                         input[d].value(),
                         contains(s.scatterDimsToOperandDims, d) ? " at a runtime start" : ""));
  }
  return b.build();
}
// StableHLO spec "scatter": result n at index i folds update_computation
// over the updates' index space, from inputs[n][i], keeping the update
// indices whose result_index = full_start_index + full_batching_index +
// full_window_index is i (an in-bounds index, so out-of-bounds updates drop
// out); the schedule is row-major. Sizes: C1, C3, C4, C18, C19, C24.
Denotation denoteScatter(const SymView& v) {
  const size_t n = v.numOperands() / 2;
  const ScatterDimensionNumbers s = decodeScatterDimensionNumbers(v.op());
  const std::vector<SymExpr> in = v.operand(0), indices = v.operand(n), updates = v.operand(n + 1);
  const IndexingDims x{n, indices.size(), s.indexVectorDim, s.scatterDimsToOperandDims, s.inputBatchingDims,
                       s.scatterIndicesBatchingDims};
  const std::vector<int64_t> scatterDims = dimsWithout(updates.size(), s.updateWindowDims);
  const std::vector<int64_t> windowDims =
      dimsWithout(in.size(), concat(s.insertedWindowDims, s.inputBatchingDims));
  Denotation d;
  for (size_t j = 1; j < n; ++j)
    d.require(sameShape(v.operand(j), in, "scatter C1"));
  for (size_t j = 1; j < n; ++j)
    d.require(sameShape(v.operand(n + 1 + j), updates, "scatter C3"));
  for (size_t j = 0; j < n; ++j)
    d.require(sameShape(v.result(j), in, "scatter C24"));
  indexingConstraints(x, in, indices, "scatter", "C19", "C18", d.constraints);
  d.require(sameShape(pickAt(updates, scatterDims),
                      pickAt(indices, dimsWithout(indices.size(), {s.indexVectorDim})), "scatter C4"));
  for (size_t q = 0; q < windowDims.size(); ++q)
    d.require(updates[s.updateWindowDims[q]] <= in[windowDims[q]], "scatter C4");
  const Reducer reducer = reducerOf(v.op().region(0));
  d.element = [=](size_t result, const std::vector<SymExpr>& i) {
    auto fold = std::make_shared<Fold>();
    fold->reducer = reducer;
    std::vector<SymExpr> u;
    for (size_t e = 0; e < updates.size(); ++e) {
      u.push_back(v.fresh("c"));
      fold->vars.push_back(
          {u.back().name(), updates[e], std::make_pair(n + 1, static_cast<int64_t>(e))});
    }
    std::vector<SymExpr> target = startAndBatchingIndex(
        x, in.size(), pickAt(u, scatterDims), [](int64_t, const SymExpr& start) { return start; });
    for (size_t q = 0; q < windowDims.size(); ++q)
      target[windowDims[q]] = target[windowDims[q]] + u[s.updateWindowDims[q]];
    for (size_t e = 0; e < in.size(); ++e) fold->filter = fold->filter && target[e] == i[e];
    for (size_t j = 0; j < n; ++j) {
      fold->bodies.push_back(Term::read(n + 1 + j, u));
      fold->inits.push_back(Term::read(j, i));
    }
    return Term::fold(std::move(fold), result);
  };
  return d;
}

// StableHLO spec "slice" (C1)-(C5).
void checkSlice(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  expectSameElement(op, "operand", operand, "result", tensorResult(op, 0), "C1");
  const std::vector<int64_t> start = intsAttr(op, "start_indices");
  const std::vector<int64_t> limit = intsAttr(op, "limit_indices");
  const std::vector<int64_t> strides = intsAttr(op, "strides");
  expectSize(op, "start_indices", start.size(), operand.rank(), "C2");
  expectSize(op, "limit_indices", limit.size(), operand.rank(), "C2");
  expectSize(op, "strides", strides.size(), operand.rank(), "C2");
  Shape expected;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    if (start[d] < 0 || start[d] > limit[d] || limit[d] > operand.shape[d])
      failOp(op, "slice [{}, {}) of dimension {} is not within [0, {}] (C3)", start[d], limit[d], d,
             operand.shape[d]);
    if (strides[d] <= 0) failOp(op, "strides {} must be positive (C4)", shapeStr(strides));
    const Wide size = (Wide(limit[d]) - start[d] + strides[d] - 1) / strides[d];
    expected.push_back(static_cast<int64_t>(size));
  }
  expectResultShape(op, 0, expected, "C5");
}

// StableHLO spec "slice": result[i] = operand[start + i·strides]. A dim
// taken whole (start 0, limit = size) with a stride dividing its size is
// pointwise: chunk r holds every stride-th element of operand chunk r. The
// local limit_indices entry is the chunk's size.
OpTileMappings tmrSlice(const Operation& op) {
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const std::vector<TracedInt> start = tracedInts(op, "start_indices");
  const std::vector<TracedInt> limit = tracedInts(op, "limit_indices");
  const std::vector<TracedInt> strides = tracedInts(op, "strides");
  TmrBuilder b(op);
  for (int64_t d = 0; d < static_cast<int64_t>(operand.size()); ++d) {
    const TracedInt& size = operand[d];
    if (start[d] == 0 && limit[d] == size && size % strides[d] == 0)
      b.add({sliced(d)}, {ResultAction::tile(d)}, divideAttrAt("limit_indices", d));
    else
      b.note(fmt::format("dim {}: slice [{}, {}) stride {} of {} elements", d, start[d].value(),
                         limit[d].value(), strides[d].value(), size.value()));
  }
  return b.build();
}
// StableHLO spec "slice": result[i] = operand[start + i·strides], with
// 0 ≤ start ≤ limit ≤ dim (C3), strides > 0 (C4) and
// dim(result, d) = ceil((limit - start) / strides) (C5).
Denotation denoteSlice(const SymView& v) {
  const std::vector<SymExpr> start = v.ints("start_indices"), limit = v.ints("limit_indices"),
                             strides = v.ints("strides");
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  Denotation d;
  for (size_t e = 0; e < in.size(); ++e) {
    d.require(SymExpr(0) <= start[e] && start[e] <= limit[e] && limit[e] <= in[e], "slice C3");
    d.require(strides[e] > 0, "slice C4");
    d.require(out[e] == floorDiv(limit[e] - start[e] + strides[e] - 1, strides[e]), "slice C5");
  }
  d.element = [start, strides](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j;
    for (size_t e = 0; e < i.size(); ++e) j.push_back(start[e] + i[e] * strides[e]);
    return Term::read(0, j);
  };
  return d;
}

// StableHLO spec "transpose" (C1)-(C3).
void checkTranspose(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  expectSameElement(op, "operand", operand, "result", tensorResult(op, 0), "C1");
  const std::vector<int64_t> perm = intsAttr(op, "permutation");
  expectSize(op, "permutation", perm.size(), operand.rank(), "C2");
  expectAllInRange(op, "permutation", perm, 0, operand.rank(), "C2");
  expectUnique(op, "permutation", perm, "C2");
  Shape expected;
  for (int64_t p : perm) expected.push_back(operand.shape[p]);
  expectResultShape(op, 0, expected, "C3");
}

// StableHLO spec "transpose": dim(result, j) = dim(operand, permutation[j]),
// so operand dim permutation[j] tiles with result dim j.
OpTileMappings tmrTranspose(const Operation& op) {
  const std::vector<int64_t> perm = intsAttr(op, "permutation");
  TmrBuilder b(op);
  for (size_t j = 0; j < perm.size(); ++j)
    b.add({sliced(perm[j])}, {ResultAction::tile(static_cast<int64_t>(j))});
  return b.build();
}
// StableHLO spec "transpose": result[i] = operand[j] with j[permutation[d]]
// = i[d]; dim(result, d) = dim(operand, permutation[d]) (C3).
Denotation denoteTranspose(const SymView& v) {
  const std::vector<int64_t> perm = intsAttr(v.op(), "permutation");
  Denotation d;
  for (size_t j = 0; j < perm.size(); ++j)
    d.require(v.result(0)[j] == v.operand(0)[perm[j]], "transpose C3");
  d.element = [perm](size_t, const std::vector<SymExpr>& i) {
    std::vector<SymExpr> j(perm.size(), 0);
    for (size_t e = 0; e < perm.size(); ++e) j[perm[e]] = i[e];
    return Term::read(0, j);
  };
  return d;
}

}  // namespace partir
