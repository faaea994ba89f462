#include "semantics/dimension_numbers.h"

#include <algorithm>
#include <string>

#include "semantics/labelled_checks.h"
#include "semantics/ops/type_rule_helpers.h"

namespace partir {

namespace {

// The gather/scatter "combine": `batch` sizes at the axes not in `offsetDims`,
// `offset` sizes at the axes in `offsetDims`, in order. Given batch [2, 3],
// offset [4], offsetDims [1] returns [2, 4, 3].
Shape combine(const Shape& batch, const Shape& offset, const std::vector<int64_t>& offsetDims) {
  Shape out;
  size_t b = 0, o = 0;
  for (size_t d = 0; d < batch.size() + offset.size(); ++d) {
    if (contains(offsetDims, static_cast<int64_t>(d)) && o < offset.size())
      out.push_back(offset[o++]);
    else if (b < batch.size())
      out.push_back(batch[b++]);
  }
  return out;
}

int64_t rankOf(const Shape& s) { return static_cast<int64_t>(s.size()); }

// StableHLO spec "gather" (C2), (C3) and "scatter" (C22), (C19): index_vector_dim
// and the size of the map from index vector components to operand dims.
void checkIndexVectorDim(const Shape& indices, int64_t ivd, size_t mapSize, std::string_view what,
                         std::string_view ivdLabel, std::string_view mapLabel) {
  requireInRange("index_vector_dim", ivd, 0, rankOf(indices) + 1, ivdLabel);
  const int64_t want = ivd < rankOf(indices) ? indices[ivd] : 1;
  requireSize(what, mapSize, want, mapLabel);
}

// The explicit batching dimensions, StableHLO spec "gather" (C13)-(C17) and
// "scatter" (C14)-(C18): the five constraints are labelled from `firstLabel`.
void checkBatchingDims(const Shape& operand, const Shape& indices,
                       const std::vector<int64_t>& operandBatching,
                       const std::vector<int64_t>& indicesBatching, int64_t ivd,
                       std::string_view indicesName, int firstLabel) {
  const auto label = [&](int k) { return fmt::format("C{}", firstLabel + k); };
  const std::string what = fmt::format("{}_batching_dims", indicesName);
  requireUnique(what, indicesBatching, label(0));
  requireAllInRange(what, indicesBatching, 0, rankOf(indices), label(1));
  if (contains(indicesBatching, ivd))
    failInvalidArgument("index_vector_dim {} is in {} ({})", ivd, what, label(2));
  requireSize(what, indicesBatching.size(), operandBatching.size(), label(3));
  for (size_t i = 0; i < operandBatching.size(); ++i)
    if (operand[operandBatching[i]] != indices[indicesBatching[i]])
      failInvalidArgument("batching dimension {} and {} batching dimension {} differ in size ({})",
                    operandBatching[i], indicesName, indicesBatching[i], label(4));
}

// StableHLO spec "scatter" (C2), (C7)-(C13): the window dimensions.
void checkScatterWindowDims(const ScatterDimensionNumbers& s, const Shape& input,
                            const Shape& updates) {
  requireSize("update_window_dims + inserted_window_dims + input_batching_dims",
              s.updateWindowDims.size() + s.insertedWindowDims.size() +
                  s.inputBatchingDims.size(),
              input.size(), "C2");
  requireUnique("update_window_dims", s.updateWindowDims, "C7");
  requireSorted("update_window_dims", s.updateWindowDims, "C7");
  requireAllInRange("update_window_dims", s.updateWindowDims, 0, rankOf(updates), "C8");
  requireUnique("inserted_window_dims + input_batching_dims",
                concat(s.insertedWindowDims, s.inputBatchingDims), "C9");
  requireSorted("inserted_window_dims", s.insertedWindowDims, "C10");
  requireAllInRange("inserted_window_dims", s.insertedWindowDims, 0, rankOf(input), "C11");
  requireSorted("input_batching_dims", s.inputBatchingDims, "C12");
  requireAllInRange("input_batching_dims", s.inputBatchingDims, 0, rankOf(input), "C13");
}

// StableHLO spec "scatter" (C14)-(C22): the index dimensions.
void checkScatterIndexDims(const ScatterDimensionNumbers& s, const Shape& input,
                           const Shape& indices) {
  requireInRange("index_vector_dim", s.indexVectorDim, 0, rankOf(indices) + 1, "C22");
  checkBatchingDims(input, indices, s.inputBatchingDims, s.scatterIndicesBatchingDims,
                    s.indexVectorDim, "scatter_indices", 14);
  checkIndexVectorDim(indices, s.indexVectorDim, s.scatterDimsToOperandDims.size(),
                      "scatter_dims_to_operand_dims", "C22", "C19");
  requireUnique("scatter_dims_to_operand_dims + input_batching_dims",
                concat(s.scatterDimsToOperandDims, s.inputBatchingDims), "C20");
  requireAllInRange("scatter_dims_to_operand_dims", s.scatterDimsToOperandDims, 0,
                    rankOf(input), "C21");
}

// StableHLO spec "scatter" (C4): updates = scatter sizes of the indices
// combined with window sizes bounded by the input's window dimensions.
void checkScatterUpdates(const ScatterDimensionNumbers& s, const Shape& input,
                         const Shape& indices, const Shape& updates) {
  const Shape scatterSizes = without(indices, s.indexVectorDim);
  Shape windowBounds;
  for (int64_t d = 0; d < rankOf(input); ++d)
    if (!contains(s.insertedWindowDims, d) && !contains(s.inputBatchingDims, d))
      windowBounds.push_back(input[d]);
  if (updates.size() != scatterSizes.size() + s.updateWindowDims.size())
    failInvalidArgument("updates rank {} must be {} (C4)", updates.size(),
                  scatterSizes.size() + s.updateWindowDims.size());
  size_t b = 0, w = 0;
  for (int64_t d = 0; d < rankOf(updates); ++d) {
    const int64_t size = updates[d];
    if (contains(s.updateWindowDims, d) ? size > windowBounds.at(w++) : size != scatterSizes.at(b++))
      failInvalidArgument("updates shape {} does not match scatter_indices {} and input {} (C4)",
                    shapeStr(updates), shapeStr(indices), shapeStr(input));
  }
}

// A #stablehlo.conv dimension number; absent is -1 (out of every range).
int64_t convDim(const Operation& op, const NamedAttrs& f, std::string_view field) {
  return structIntOr(op, f, field, -1);
}

void decodeConvDimensionNumbers(const Operation& op, ConvolutionConfig& c) {
  const NamedAttrs& f = structAttr(op, "dimension_numbers", "stablehlo.conv");
  c.inputBatchDimension = convDim(op, f, "input_batch_dimension");
  c.inputFeatureDimension = convDim(op, f, "input_feature_dimension");
  c.inputSpatialDimensions = structInts(op, f, "input_spatial_dimensions");
  c.kernelInputFeatureDimension = convDim(op, f, "kernel_input_feature_dimension");
  c.kernelOutputFeatureDimension = convDim(op, f, "kernel_output_feature_dimension");
  c.kernelSpatialDimensions = structInts(op, f, "kernel_spatial_dimensions");
  c.outputBatchDimension = convDim(op, f, "output_batch_dimension");
  c.outputFeatureDimension = convDim(op, f, "output_feature_dimension");
  c.outputSpatialDimensions = structInts(op, f, "output_spatial_dimensions");
}

// StableHLO spec "convolution" (C4): padding as one (low, high) pair per row.
void decodePadding(const Operation& op, ConvolutionConfig& c, size_t spatialDims) {
  if (!op.attr("padding")) return;
  const IntMatrix m = matrixAttr(op, "padding");
  if (m.cols != 2)
    failOp(op, "padding must have shape [{}, 2], got [{}, {}] (C4)", spatialDims, m.rows, m.cols);
  c.paddingLow.clear();
  c.paddingHigh.clear();
  for (int64_t r = 0; r < m.rows; ++r) {
    c.paddingLow.push_back(m.at(r, 0));
    c.paddingHigh.push_back(m.at(r, 1));
  }
}

// StableHLO spec "convolution" (C12), (C13), (C17)-(C20).
void checkConvolutionDimensionNumbers(const ConvolutionConfig& c, int64_t n) {
  const size_t spatial = std::max<int64_t>(n - 2, 0);
  requireSize("input_spatial_dimensions", c.inputSpatialDimensions.size(), spatial, "C12");
  const auto input = convolutionInputDims(c);
  requireUnique("input dimensions", input, "C13");
  requireAllInRange("input dimensions", input, 0, n, "C13");
  requireSize("kernel_spatial_dimensions", c.kernelSpatialDimensions.size(), spatial, "C17");
  const auto kernel = convolutionKernelDims(c);
  requireUnique("kernel dimensions", kernel, "C18");
  requireAllInRange("kernel dimensions", kernel, 0, n, "C18");
  requireSize("output_spatial_dimensions", c.outputSpatialDimensions.size(), spatial, "C19");
  const auto output = convolutionOutputDims(c);
  requireUnique("output dimensions", output, "C20");
  requireAllInRange("output dimensions", output, 0, n, "C20");
}

// StableHLO spec "convolution" (C21)-(C23): the group counts themselves.
void checkGroupCounts(int64_t features, int64_t batches) {
  if (features <= 0) failInvalidArgument("feature_group_count {} must be positive (C21)", features);
  if (batches <= 0) failInvalidArgument("batch_group_count {} must be positive (C22)", batches);
  if (features != 1 && batches != 1)
    failInvalidArgument("feature_group_count {} or batch_group_count {} must be 1 (C23)", features,
                  batches);
}

// StableHLO spec "convolution" (C10), (C11), (C14)-(C16), (C21)-(C23).
void checkConvolutionGroups(const ConvolutionConfig& c, const Shape& lhs, const Shape& rhs) {
  const int64_t features = c.featureGroupCount, batches = c.batchGroupCount;
  checkGroupCounts(features, batches);
  const int64_t inBatch = lhs[c.inputBatchDimension], inFeature = lhs[c.inputFeatureDimension];
  const int64_t kernelIn = rhs[c.kernelInputFeatureDimension];
  const int64_t outFeature = rhs[c.kernelOutputFeatureDimension];
  if (inBatch % batches != 0)
    failInvalidArgument("input batch size {} is not divisible by batch_group_count {} (C10)", inBatch,
                  batches);
  if (inFeature % features != 0)
    failInvalidArgument("input feature size {} is not divisible by feature_group_count {} (C11)",
                  inFeature, features);
  if (kernelIn != inFeature / features)
    failInvalidArgument("kernel input feature size {} must be {} / feature_group_count {} (C14)",
                  kernelIn, inFeature, features);
  if (outFeature % batches != 0)
    failInvalidArgument("kernel output feature size {} is not divisible by batch_group_count {} (C15)",
                  outFeature, batches);
  if (outFeature % features != 0)
    failInvalidArgument(
        "kernel output feature size {} is not divisible by feature_group_count {} (C16)",
        outFeature, features);
}

}  // namespace

// ---- gather -----------------------------------------------------------------

// StableHLO spec "gather": dimension_numbers; an absent index_vector_dim is 0.
GatherDimensionNumbers decodeGatherDimensionNumbers(const Operation& op) {
  const NamedAttrs& f = structAttr(op, "dimension_numbers", "stablehlo.gather");
  return GatherDimensionNumbers{structInts(op, f, "offset_dims"),
                                structInts(op, f, "collapsed_slice_dims"),
                                structInts(op, f, "operand_batching_dims"),
                                structInts(op, f, "start_indices_batching_dims"),
                                structInts(op, f, "start_index_map"),
                                structIntOr(op, f, "index_vector_dim", 0)};
}

void checkGatherDimensionNumbers(const GatherDimensionNumbers& g, const Shape& operand,
                                 const Shape& indices) {
  const int64_t rank = rankOf(operand);
  requireSize("offset_dims + collapsed_slice_dims + operand_batching_dims",
              g.offsetDims.size() + g.collapsedSliceDims.size() + g.operandBatchingDims.size(),
              rank, "C1");
  checkIndexVectorDim(indices, g.indexVectorDim, g.startIndexMap.size(), "start_index_map", "C2",
                      "C3");
  requireUnique("offset_dims", g.offsetDims, "C4");
  requireSorted("offset_dims", g.offsetDims, "C4");
  requireUnique("collapsed_slice_dims + operand_batching_dims",
                concat(g.collapsedSliceDims, g.operandBatchingDims), "C6");
  requireSorted("collapsed_slice_dims", g.collapsedSliceDims, "C7");
  requireAllInRange("collapsed_slice_dims", g.collapsedSliceDims, 0, rank, "C8");
  requireSorted("operand_batching_dims", g.operandBatchingDims, "C10");
  requireAllInRange("operand_batching_dims", g.operandBatchingDims, 0, rank, "C11");
  checkBatchingDims(operand, indices, g.operandBatchingDims, g.startIndicesBatchingDims,
                    g.indexVectorDim, "start_indices", 13);
  requireUnique("start_index_map + operand_batching_dims",
                concat(g.startIndexMap, g.operandBatchingDims), "C18");
  requireAllInRange("start_index_map", g.startIndexMap, 0, rank, "C19");
}

void checkGatherSliceSizes(const GatherDimensionNumbers& g, const Shape& operand,
                           std::span<const int64_t> sliceSizes) {
  const std::vector<int64_t> sizes(sliceSizes.begin(), sliceSizes.end());
  requireSize("slice_sizes", sizes.size(), operand.size(), "C20");
  for (int64_t d : g.collapsedSliceDims)
    if (sizes[d] > 1)
      failInvalidArgument("slice_sizes[{}] of collapsed dimension must be at most 1 (C9)", d);
  for (int64_t d : g.operandBatchingDims)
    if (sizes[d] > 1)
      failInvalidArgument("slice_sizes[{}] of batching dimension must be at most 1 (C12)", d);
  for (int64_t d = 0; d < rankOf(operand); ++d)
    if (sizes[d] < 0 || sizes[d] > operand[d])
      failInvalidArgument("slice_sizes {} exceed operand shape {} (C21)", shapeStr(sizes),
                    shapeStr(operand));
}

Shape gatherResultShape(const GatherDimensionNumbers& g, const Shape& indices,
                        std::span<const int64_t> sliceSizes, int64_t resultRank) {
  const Shape batch = without(indices, g.indexVectorDim);
  Shape offset;
  for (int64_t d = 0; d < static_cast<int64_t>(sliceSizes.size()); ++d)
    if (!contains(g.collapsedSliceDims, d) && !contains(g.operandBatchingDims, d))
      offset.push_back(sliceSizes[d]);
  requireAllInRange("offset_dims", g.offsetDims, 0, resultRank, "C5");
  return combine(batch, offset, g.offsetDims);
}

// ---- scatter ----------------------------------------------------------------

// StableHLO spec "scatter": scatter_dimension_numbers; an absent
// index_vector_dim is 0.
ScatterDimensionNumbers decodeScatterDimensionNumbers(const Operation& op) {
  const NamedAttrs& f = structAttr(op, "scatter_dimension_numbers", "stablehlo.scatter");
  return ScatterDimensionNumbers{structInts(op, f, "update_window_dims"),
                                 structInts(op, f, "inserted_window_dims"),
                                 structInts(op, f, "input_batching_dims"),
                                 structInts(op, f, "scatter_indices_batching_dims"),
                                 structInts(op, f, "scatter_dims_to_operand_dims"),
                                 structIntOr(op, f, "index_vector_dim", 0)};
}

void checkScatterDimensionNumbers(const ScatterDimensionNumbers& s, const Shape& input,
                                  const Shape& indices, const Shape& updates) {
  checkScatterWindowDims(s, input, updates);
  checkScatterIndexDims(s, input, indices);
  checkScatterUpdates(s, input, indices, updates);
}

// ---- dot_general ------------------------------------------------------------

// StableHLO spec "dot_general": dot_dimension_numbers; MLIR's legacy dot.
DotDimensionNumbers decodeDotDimensionNumbers(const Operation& op) {
  if (op.code() == OpCode::kDot) return {{}, {}, {tensorOperand(op, 0).rank() - 1}, {0}};
  const NamedAttrs& dn = structAttr(op, "dot_dimension_numbers", "stablehlo.dot");
  return {structInts(op, dn, "lhs_batching_dimensions"),
          structInts(op, dn, "rhs_batching_dimensions"),
          structInts(op, dn, "lhs_contracting_dimensions"),
          structInts(op, dn, "rhs_contracting_dimensions")};
}

void checkDotDimensionNumbers(const DotDimensionNumbers& d, const Shape& lhs, const Shape& rhs) {
  const auto& [lb, rb, lc, rc] = d;
  requireSize("rhs_batching_dimensions", rb.size(), lb.size(), "C1");
  requireSize("rhs_contracting_dimensions", rc.size(), lc.size(), "C2");
  requireUnique("lhs batching and contracting dimensions", concat(lb, lc), "C3");
  requireUnique("rhs batching and contracting dimensions", concat(rb, rc), "C4");
  requireAllInRange("lhs_batching_dimensions", lb, 0, rankOf(lhs), "C5");
  requireAllInRange("lhs_contracting_dimensions", lc, 0, rankOf(lhs), "C6");
  requireAllInRange("rhs_batching_dimensions", rb, 0, rankOf(rhs), "C7");
  requireAllInRange("rhs_contracting_dimensions", rc, 0, rankOf(rhs), "C8");
  for (size_t i = 0; i < lb.size(); ++i)
    if (lhs[lb[i]] != rhs[rb[i]])
      failInvalidArgument(
          "lhs batching dimension {} (size {}) and rhs batching dimension {} (size {}) differ "
          "(C9)",
          lb[i], lhs[lb[i]], rb[i], rhs[rb[i]]);
  for (size_t i = 0; i < lc.size(); ++i)
    if (lhs[lc[i]] != rhs[rc[i]])
      failInvalidArgument(
          "lhs contracting dimension {} (size {}) and rhs contracting dimension {} (size {}) "
          "differ (C10)",
          lc[i], lhs[lc[i]], rc[i], rhs[rc[i]]);
}

std::vector<int64_t> dotFreeDims(size_t rank, const std::vector<int64_t>& batching,
                                 const std::vector<int64_t>& contracting) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < static_cast<int64_t>(rank); ++d)
    if (!contains(batching, d) && !contains(contracting, d)) out.push_back(d);
  return out;
}

Shape dotResultShape(const DotDimensionNumbers& d, const Shape& lhs, const Shape& rhs) {
  Shape shape;
  for (int64_t e : d.lhsBatching) shape.push_back(lhs[e]);
  for (int64_t e : dotFreeDims(lhs.size(), d.lhsBatching, d.lhsContracting)) shape.push_back(lhs[e]);
  for (int64_t e : dotFreeDims(rhs.size(), d.rhsBatching, d.rhsContracting)) shape.push_back(rhs[e]);
  return shape;
}

// ---- convolution ------------------------------------------------------------

void defaultConvolutionWindow(ConvolutionConfig& c, size_t spatialDims) {
  c.windowStrides.assign(spatialDims, 1);
  c.paddingLow.assign(spatialDims, 0);
  c.paddingHigh.assign(spatialDims, 0);
  c.lhsDilation.assign(spatialDims, 1);
  c.rhsDilation.assign(spatialDims, 1);
  c.windowReversal.assign(spatialDims, false);
}

std::vector<int64_t> convolutionInputDims(const ConvolutionConfig& c) {
  return concat(concat({c.inputBatchDimension}, c.inputSpatialDimensions),
                {c.inputFeatureDimension});
}

std::vector<int64_t> convolutionOutputDims(const ConvolutionConfig& c) {
  return concat(concat({c.outputBatchDimension}, c.outputSpatialDimensions),
                {c.outputFeatureDimension});
}

std::vector<int64_t> convolutionKernelDims(const ConvolutionConfig& c) {
  return concat(c.kernelSpatialDimensions,
                {c.kernelInputFeatureDimension, c.kernelOutputFeatureDimension});
}

// StableHLO spec "convolution": its attributes, with the spec's defaults.
ConvolutionConfig decodeConvolution(const Operation& op) {
  const size_t spatial = std::max<int64_t>(tensorOperand(op, 0).rank() - 2, 0);
  ConvolutionConfig c;
  decodeConvDimensionNumbers(op, c);
  defaultConvolutionWindow(c, spatial);
  c.windowStrides = intsAttrOr(op, "window_strides", c.windowStrides);
  if (op.code() == OpCode::kConvolution) decodePadding(op, c, spatial);
  c.lhsDilation = intsAttrOr(op, "lhs_dilation", c.lhsDilation);
  c.rhsDilation = intsAttrOr(op, "rhs_dilation", c.rhsDilation);
  const auto reversal = intsAttrOr(op, "window_reversal", std::vector<int64_t>(spatial, 0));
  c.windowReversal.assign(reversal.begin(), reversal.end());
  c.featureGroupCount = intAttrOr(op, "feature_group_count", 1);
  c.batchGroupCount = intAttrOr(op, "batch_group_count", 1);
  return c;
}

void checkConvolutionWindow(const ConvolutionConfig& c, size_t spatialDims) {
  requireSize("window_strides", c.windowStrides.size(), spatialDims, "C2");
  requireAllPositive("window_strides", c.windowStrides, "C3");
  if (c.paddingLow.size() != spatialDims || c.paddingHigh.size() != spatialDims)
    failInvalidArgument("padding must have shape [{}, 2], got [{}, 2] (C4)", spatialDims,
                  c.paddingLow.size());
  requireSize("lhs_dilation", c.lhsDilation.size(), spatialDims, "C5");
  requireAllPositive("lhs_dilation", c.lhsDilation, "C6");
  requireSize("rhs_dilation", c.rhsDilation.size(), spatialDims, "C7");
  requireAllPositive("rhs_dilation", c.rhsDilation, "C8");
  requireSize("window_reversal", c.windowReversal.size(), spatialDims, "C9");
}

void checkConvolutionShapes(const ConvolutionConfig& c, const Shape& lhs, const Shape& rhs) {
  const int64_t n = rankOf(lhs);
  if (rankOf(rhs) != n) failInvalidArgument("lhs rank {} and rhs rank {} differ (C1)", n, rhs.size());
  checkConvolutionDimensionNumbers(c, n);
  checkConvolutionGroups(c, lhs, rhs);
}

}  // namespace partir

namespace partir {

RaggedDotDimensionNumbers decodeRaggedDot(const Operation& op) {
  const NamedAttrs& dn = structAttr(op, "ragged_dot_dimension_numbers", "chlo.ragged_dot");
  RaggedDotDimensionNumbers d;
  d.dot = {structInts(op, dn, "lhs_batching_dimensions"), structInts(op, dn, "rhs_batching_dimensions"),
           structInts(op, dn, "lhs_contracting_dimensions"), structInts(op, dn, "rhs_contracting_dimensions")};
  const std::vector<int64_t> ragged = structInts(op, dn, "lhs_ragged_dimensions");
  if (ragged.size() != 1)
    failOp(op, "There must be exactly one ragged dimension in the lhs, got {}", ragged.size());
  d.lhsRagged = ragged[0];
  d.rhsGroup = structInts(op, dn, "rhs_group_dimensions");
  d.mode = contains(d.dot.lhsContracting, d.lhsRagged) ? RaggedMode::kContracting
           : contains(d.dot.lhsBatching, d.lhsRagged)  ? RaggedMode::kBatch
                                                       : RaggedMode::kNonContracting;
  for (int64_t e = 0; e < d.lhsRagged; ++e) {
    const bool contracting = contains(d.dot.lhsContracting, e);
    const bool ownKind = d.mode == RaggedMode::kContracting ? contracting : !contracting;
    if (contains(d.dot.lhsBatching, e) || (d.mode != RaggedMode::kBatch && ownKind))
      d.groupSizesLhsDims.push_back(e);
  }
  return d;
}

DotDimensionNumbers dotOfOneGroup(const RaggedDotDimensionNumbers& d) {
  DotDimensionNumbers dot = d.dot;
  if (d.mode != RaggedMode::kNonContracting || d.rhsGroup.size() != 1) return dot;
  for (std::vector<int64_t>* dims : {&dot.rhsBatching, &dot.rhsContracting})
    for (int64_t& e : *dims) e -= e > d.rhsGroup[0] ? 1 : 0;
  return dot;
}

Shape checkRaggedDot(const RaggedDotDimensionNumbers& d, const Shape& lhs, const Shape& rhs,
                     const Shape& groupSizes) {
  requireInRange("lhs_ragged_dimensions", d.lhsRagged, 0, rankOf(lhs), "ragged_dot");
  requireAllInRange("rhs_group_dimensions", d.rhsGroup, 0, rankOf(rhs), "ragged_dot");
  const bool nonContracting = d.mode == RaggedMode::kNonContracting;
  if (nonContracting && d.rhsGroup.size() != 1)
    failInvalidArgument("There must be exactly one group dimension in the rhs when the lhs ragged "
                        "dimension is non-contracting");
  if (!nonContracting && !d.rhsGroup.empty())
    failInvalidArgument("There must be zero group dimensions in the rhs when the ragged dimension is "
                        "batch or contracting");
  for (int64_t g : d.rhsGroup) {
    if (contains(d.dot.rhsBatching, g))
      failInvalidArgument("has duplicated dimension from rhs_group_dimensions and rhs_batching_dimensions: {}", g);
    if (contains(d.dot.rhsContracting, g))
      failInvalidArgument("has duplicated dimension from rhs_group_dimensions and rhs_contracting_dimensions: {}",
                          g);
  }
  // dot_general's rules on the rhs without its group dim.
  const Shape rhsOfOneGroup = nonContracting ? without(rhs, d.rhsGroup[0]) : rhs;
  const DotDimensionNumbers dot = dotOfOneGroup(d);
  checkDotDimensionNumbers(dot, lhs, rhsOfOneGroup);
  if (groupSizes.empty()) failInvalidArgument("expected group_sizes to have rank at least 1, got 0");
  const int64_t groups = groupSizes.back();
  if (nonContracting && rhs[d.rhsGroup[0]] != groups)
    failInvalidArgument("rhs group dimension is expected to have size={}, got {}", groups, rhs[d.rhsGroup[0]]);
  if (groupSizes.size() > 1) {
    Shape expected;
    for (int64_t e : d.groupSizesLhsDims) expected.push_back(lhs[e]);
    expected.push_back(groups);
    if (groupSizes != expected)
      failInvalidArgument("group_sizes is expected to have shape {}, got {}", shapeStr(expected),
                          shapeStr(groupSizes));
  }
  Shape result = dotResultShape(dot, lhs, rhsOfOneGroup);
  if (d.mode == RaggedMode::kContracting) result.insert(result.begin(), groups);
  return result;
}

}  // namespace partir
