// Type rules and tile-mapping entries of the linalg family: batch norms,
// contractions, solvers (StableHLO spec, one section per op).
#include <algorithm>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

std::vector<int64_t> concat(std::vector<int64_t> a, const std::vector<int64_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

bool contains(const std::vector<int64_t>& v, int64_t x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// ---- batch norms ----

// StableHLO spec "batch_norm_*" (C1): feature_index names a dimension of the
// floating-point operand; returns that dimension's size.
int64_t checkFeatureIndex(const Operation& op, const TensorType& operand) {
  expectElementKind(op, "operand", operand, kFloatKind);
  const int64_t feature = intAttr(op, "feature_index");
  expectInRange(op, "feature_index", feature, 0, operand.rank(), "C1");
  return operand.shape[feature];
}

// A per-feature vector of a batch norm: 1-d, the operand's element type
// (`elementLabel`) and `size` elements (`sizeLabel`).
void checkFeatureVector(const Operation& op, std::string_view what, const TensorType& t,
                        const TensorType& operand, int64_t size, std::string_view elementLabel,
                        std::string_view sizeLabel) {
  expectSameElement(op, what, t, "operand", operand, elementLabel);
  if (t.rank() != 1) failOp(op, "{} must be a 1-dimensional tensor, got {}", what, t.str());
  if (t.shape[0] != size)
    failOp(op, "{} has {} elements, expected dim(operand, feature_index) = {} ({})", what,
           t.shape[0], size, sizeLabel);
}

// ---- convolution ----

struct ConvDims {
  int64_t inputBatch, inputFeature, kernelInputFeature, kernelOutputFeature, outputBatch,
      outputFeature;
  std::vector<int64_t> inputSpatial, kernelSpatial, outputSpatial;
};

ConvDims readConvDims(const Operation& op) {
  const NamedAttrs& f = structAttr(op, "dimension_numbers", "stablehlo.conv");
  const auto one = [&](std::string_view field) { return structIntOr(op, f, field, -1); };
  return ConvDims{one("input_batch_dimension"),
                  one("input_feature_dimension"),
                  one("kernel_input_feature_dimension"),
                  one("kernel_output_feature_dimension"),
                  one("output_batch_dimension"),
                  one("output_feature_dimension"),
                  structInts(op, f, "input_spatial_dimensions"),
                  structInts(op, f, "kernel_spatial_dimensions"),
                  structInts(op, f, "output_spatial_dimensions")};
}

// StableHLO spec "convolution" (C12), (C13), (C17)-(C20).
void checkConvDimensionNumbers(const Operation& op, int64_t n, const ConvDims& c) {
  const size_t spatial = std::max<int64_t>(n - 2, 0);
  expectSize(op, "input_spatial_dimensions", c.inputSpatial.size(), spatial, "C12");
  const auto input = concat(concat({c.inputBatch}, c.inputSpatial), {c.inputFeature});
  expectUnique(op, "input dimensions", input, "C13");
  expectAllInRange(op, "input dimensions", input, 0, n, "C13");
  expectSize(op, "kernel_spatial_dimensions", c.kernelSpatial.size(), spatial, "C17");
  const auto kernel = concat(c.kernelSpatial, {c.kernelInputFeature, c.kernelOutputFeature});
  expectUnique(op, "kernel dimensions", kernel, "C18");
  expectAllInRange(op, "kernel dimensions", kernel, 0, n, "C18");
  expectSize(op, "output_spatial_dimensions", c.outputSpatial.size(), spatial, "C19");
  const auto output = concat(concat({c.outputBatch}, c.outputSpatial), {c.outputFeature});
  expectUnique(op, "output dimensions", output, "C20");
  expectAllInRange(op, "output dimensions", output, 0, n, "C20");
}

// StableHLO spec "convolution" (C10), (C11), (C14)-(C16), (C21)-(C23).
void checkConvGroups(const Operation& op, const TensorType& lhs, const TensorType& rhs,
                     const ConvDims& c) {
  const int64_t features = intAttrOr(op, "feature_group_count", 1);
  const int64_t batches = intAttrOr(op, "batch_group_count", 1);
  if (features <= 0) failOp(op, "feature_group_count {} must be positive (C21)", features);
  if (batches <= 0) failOp(op, "batch_group_count {} must be positive (C22)", batches);
  if (features != 1 && batches != 1)
    failOp(op, "feature_group_count {} or batch_group_count {} must be 1 (C23)", features, batches);
  const int64_t inBatch = lhs.shape[c.inputBatch], inFeature = lhs.shape[c.inputFeature];
  const int64_t outFeature = rhs.shape[c.kernelOutputFeature];
  if (inBatch % batches != 0)
    failOp(op, "input batch size {} is not divisible by batch_group_count {} (C10)", inBatch,
           batches);
  if (inFeature % features != 0)
    failOp(op, "input feature size {} is not divisible by feature_group_count {} (C11)", inFeature,
           features);
  if (rhs.shape[c.kernelInputFeature] != inFeature / features)
    failOp(op, "kernel input feature size {} must be {} / feature_group_count {} (C14)",
           rhs.shape[c.kernelInputFeature], inFeature, features);
  if (outFeature % batches != 0)
    failOp(op, "kernel output feature size {} is not divisible by batch_group_count {} (C15)",
           outFeature, batches);
  if (outFeature % features != 0)
    failOp(op, "kernel output feature size {} is not divisible by feature_group_count {} (C16)",
           outFeature, features);
}

struct ConvWindow {
  std::vector<int64_t> strides, lhsDilation, rhsDilation;
  std::vector<std::pair<int64_t, int64_t>> padding;  // empty for dynamic_conv
};

std::vector<int64_t> positiveListOr(const Operation& op, std::string_view name, int64_t size,
                                    std::string_view sizeLabel, std::string_view positiveLabel) {
  std::vector<int64_t> v = intsAttrOr(op, name, std::vector<int64_t>(size, 1));
  expectSize(op, name, v.size(), size, sizeLabel);
  expectAllPositive(op, name, v, positiveLabel);
  return v;
}

// StableHLO spec "convolution" (C2)-(C9); padding only when it is an attribute.
ConvWindow readConvWindow(const Operation& op, int64_t spatial, bool paddingAttribute) {
  ConvWindow w;
  w.strides = positiveListOr(op, "window_strides", spatial, "C2", "C3");
  if (paddingAttribute) w.padding = paddingAttr(op, "padding", spatial, "C4");
  w.lhsDilation = positiveListOr(op, "lhs_dilation", spatial, "C5", "C6");
  w.rhsDilation = positiveListOr(op, "rhs_dilation", spatial, "C7", "C8");
  const auto reversal = intsAttrOr(op, "window_reversal", std::vector<int64_t>(spatial, 0));
  expectSize(op, "window_reversal", reversal.size(), spatial, "C9");
  return w;
}

// StableHLO spec "convolution" (C24): precision_config has 2 entries (or is absent).
void checkPrecisionConfig(const Operation& op, std::string_view label) {
  const Attribute* a = op.attr("precision_config");
  if (!a) return;
  if (a->kind() != Attribute::Kind::kArray)
    failOp(op, "attribute 'precision_config' must be an array");
  if (!a->getArray().empty() && a->getArray().size() != 2)
    failOp(op, "precision_config has {} entries, expected 2 ({})", a->getArray().size(), label);
}

// StableHLO spec "convolution" (C1)-(C24), (C26), (C27) and the batch and
// feature sizes of (C25); returns the expected result shape with spatial
// sizes from `w` (when it has padding) or copied from the result.
Shape checkConvCommon(const Operation& op, const ConvWindow& w, const ConvDims& c) {
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  const int64_t n = lhs.rank();
  if (rhs.rank() != n) failOp(op, "lhs rank {} and rhs rank {} differ (C1)", n, rhs.rank());
  if (result.rank() != n) failOp(op, "result rank {} must be {} (C26)", result.rank(), n);
  checkConvDimensionNumbers(op, n, c);
  checkConvGroups(op, lhs, rhs, c);
  checkPrecisionConfig(op, "C24");
  // (C27) also equates the result's element type, but the StableHLO verifier
  // and its interpreter tests accept e.g. i8 x i8 -> i32 (an accumulation
  // type, as dot_general allows); only the operands are required to agree.
  expectSameElement(op, "lhs", lhs, "rhs", rhs, "C27");
  Shape expected = result.shape;
  expected[c.outputBatch] = lhs.shape[c.inputBatch] / intAttrOr(op, "batch_group_count", 1);
  expected[c.outputFeature] = rhs.shape[c.kernelOutputFeature];
  for (size_t s = 0; s < w.padding.size(); ++s)
    expected[c.outputSpatial[s]] =
        numWindows(op, lhs.shape[c.inputSpatial[s]], w.lhsDilation[s], w.padding[s].first,
                   w.padding[s].second, rhs.shape[c.kernelSpatial[s]], w.rhsDilation[s],
                   w.strides[s]);
  return expected;
}

// ---- dot_general ----

// StableHLO spec "dot_general" (C1)-(C10): the dimension lists.
void checkDotDims(const Operation& op, const TensorType& lhs, const TensorType& rhs,
                  const std::vector<int64_t>& lb, const std::vector<int64_t>& rb,
                  const std::vector<int64_t>& lc, const std::vector<int64_t>& rc) {
  expectSize(op, "rhs_batching_dimensions", rb.size(), lb.size(), "C1");
  expectSize(op, "rhs_contracting_dimensions", rc.size(), lc.size(), "C2");
  expectUnique(op, "lhs batching and contracting dimensions", concat(lb, lc), "C3");
  expectUnique(op, "rhs batching and contracting dimensions", concat(rb, rc), "C4");
  expectAllInRange(op, "lhs_batching_dimensions", lb, 0, lhs.rank(), "C5");
  expectAllInRange(op, "lhs_contracting_dimensions", lc, 0, lhs.rank(), "C6");
  expectAllInRange(op, "rhs_batching_dimensions", rb, 0, rhs.rank(), "C7");
  expectAllInRange(op, "rhs_contracting_dimensions", rc, 0, rhs.rank(), "C8");
  for (size_t i = 0; i < lb.size(); ++i)
    if (lhs.shape[lb[i]] != rhs.shape[rb[i]])
      failOp(op,
             "lhs batching dimension {} (size {}) and rhs batching dimension {} (size {}) "
             "differ (C9)",
             lb[i], lhs.shape[lb[i]], rb[i], rhs.shape[rb[i]]);
  for (size_t i = 0; i < lc.size(); ++i)
    if (lhs.shape[lc[i]] != rhs.shape[rc[i]])
      failOp(op,
             "lhs contracting dimension {} (size {}) and rhs contracting dimension {} (size {}) "
             "differ (C10)",
             lc[i], lhs.shape[lc[i]], rc[i], rhs.shape[rc[i]]);
}

// ---- tile mappings ----

// Operands all whole except `at` (index -> dim).
std::vector<std::optional<int64_t>> slicedAt(size_t numOperands,
                                             std::vector<std::pair<size_t, int64_t>> at) {
  std::vector<std::optional<int64_t>> operands(numOperands, kWhole);
  for (const auto& [i, d] : at) operands[i] = d;
  return operands;
}

// Dims of a batch norm operand other than feature_index: the statistics
// (computed or, for grad, summed into grad_scale / grad_offset) span them.
void noteStatisticsDims(TmrBuilder& b, int64_t rank, int64_t feature, std::string_view what) {
  for (int64_t d = 0; d < rank; ++d)
    if (d != feature) b.note(fmt::format("dim {}: {} reduce over it", d, what));
}

}  // namespace

// StableHLO spec "batch_norm_grad" (C1)-(C5).
void checkBatchNormGrad(const Operation& op) {
  expectArity(op, 5, 3);
  const TensorType& operand = tensorOperand(op, 0);
  const int64_t size = checkFeatureIndex(op, operand);
  const TensorType& gradOutput = tensorOperand(op, 4);
  const TensorType& gradOperand = tensorResult(op, 0);
  expectSameElement(op, "grad_output", gradOutput, "operand", operand, "C2");
  expectSameElement(op, "grad_operand", gradOperand, "operand", operand, "C2");
  expectSameShape(op, "operand", operand, "grad_output", gradOutput, "C3");
  expectSameShape(op, "operand", operand, "grad_operand", gradOperand, "C3");
  checkFeatureVector(op, "scale", tensorOperand(op, 1), operand, size, "C2", "C5");
  checkFeatureVector(op, "mean", tensorOperand(op, 2), operand, size, "C2", "C4");
  checkFeatureVector(op, "variance", tensorOperand(op, 3), operand, size, "C2", "C4");
  checkFeatureVector(op, "grad_scale", tensorResult(op, 1), operand, size, "C2", "C4");
  checkFeatureVector(op, "grad_offset", tensorResult(op, 2), operand, size, "C2", "C4");
}

// StableHLO spec "batch_norm_grad": every result is computed per feature, so
// the feature dim is pointwise over operand, scale, mean, variance and
// grad_output (results grad_operand, grad_scale, grad_offset).
OpTileMappings tmrBatchNormGrad(const Operation& op) {
  const int64_t f = intAttr(op, "feature_index");
  TmrBuilder b(op);
  b.add({f, 0, 0, 0, f}, {ResultAction::tile(f), ResultAction::tile(0), ResultAction::tile(0)});
  noteStatisticsDims(b, tensorOperand(op, 0).rank(), f, "grad_scale, grad_offset and the mean of grad_output");
  return b.build();
}
Denotation denoteBatchNormGrad(const SymView&) { return noDenotation(); }

// StableHLO spec "batch_norm_inference" (C1)-(C7).
void checkBatchNormInference(const Operation& op) {
  expectArity(op, 5, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const int64_t size = checkFeatureIndex(op, operand);
  checkFeatureVector(op, "scale", tensorOperand(op, 1), operand, size, "C2", "C3");
  checkFeatureVector(op, "offset", tensorOperand(op, 2), operand, size, "C2", "C4");
  checkFeatureVector(op, "mean", tensorOperand(op, 3), operand, size, "C2", "C5");
  checkFeatureVector(op, "variance", tensorOperand(op, 4), operand, size, "C2", "C6");
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0), "C7");
}

// StableHLO spec "batch_norm_inference": result[i] depends on operand[i] and
// the per-feature vectors at i[feature_index] only: every dim is pointwise,
// the 1-d vectors sliced on the feature dim alone.
OpTileMappings tmrBatchNormInference(const Operation& op) {
  const int64_t f = intAttr(op, "feature_index");
  TmrBuilder b(op);
  for (int64_t d = 0; d < tensorOperand(op, 0).rank(); ++d) {
    if (d == f)
      b.add({f, 0, 0, 0, 0}, {ResultAction::tile(f)});
    else
      b.add(slicedAt(5, {{0, d}}), {ResultAction::tile(d)});
  }
  return b.build();
}
Denotation denoteBatchNormInference(const SymView&) { return noDenotation(); }

// StableHLO spec "batch_norm_training" (C1)-(C7).
void checkBatchNormTraining(const Operation& op) {
  expectArity(op, 3, 3);
  const TensorType& operand = tensorOperand(op, 0);
  const int64_t size = checkFeatureIndex(op, operand);
  checkFeatureVector(op, "scale", tensorOperand(op, 1), operand, size, "C2", "C3");
  checkFeatureVector(op, "offset", tensorOperand(op, 2), operand, size, "C2", "C4");
  checkFeatureVector(op, "batch_mean", tensorResult(op, 1), operand, size, "C2", "C5");
  checkFeatureVector(op, "batch_var", tensorResult(op, 2), operand, size, "C2", "C6");
  expectSameType(op, "operand type", op.operandType(0), "output type", op.resultType(0), "C7");
}

// StableHLO spec "batch_norm_training": batch_mean / batch_var are per
// feature, so the feature dim is pointwise over all operands and results.
OpTileMappings tmrBatchNormTraining(const Operation& op) {
  const int64_t f = intAttr(op, "feature_index");
  TmrBuilder b(op);
  b.add({f, 0, 0}, {ResultAction::tile(f), ResultAction::tile(0), ResultAction::tile(0)});
  noteStatisticsDims(b, tensorOperand(op, 0).rank(), f, "batch_mean and batch_var");
  return b.build();
}
Denotation denoteBatchNormTraining(const SymView&) { return noDenotation(); }

// StableHLO spec "cholesky" (C1)-(C3).
void checkCholesky(const Operation& op) {
  checkElementwise(op, 1, kFloatKind, "C1");
  const TensorType& a = tensorOperand(op, 0);
  if (a.rank() < 2) failOp(op, "operand rank {} must be at least 2 (C2)", a.rank());
  if (a.shape[a.rank() - 2] != a.shape[a.rank() - 1])
    failOp(op, "operand shape {} is not square in its last two dimensions (C3)", shapeStr(a.shape));
}

// StableHLO spec "cholesky": one factorization per leading (batch) index.
OpTileMappings tmrCholesky(const Operation& op) {
  const int64_t rank = tensorOperand(op, 0).rank();
  return TmrBuilder(op)
      .addPointwise({rank - 2, rank - 1})
      .note(fmt::format("dims {}, {}: the factorization reads the whole matrix", rank - 2, rank - 1))
      .build();
}
Denotation denoteCholesky(const SymView&) { return noDenotation(); }

// StableHLO spec "convolution" (C1)-(C27).
void checkConvolution(const Operation& op) {
  expectArity(op, 2, 1);
  const int64_t n = tensorOperand(op, 0).rank();
  const ConvDims c = readConvDims(op);
  const ConvWindow w = readConvWindow(op, std::max<int64_t>(n - 2, 0), true);
  expectResultShape(op, 0, checkConvCommon(op, w, c), "C25");
}

// StableHLO spec "convolution": batch is independent when batch_group_count
// = 1; output features (kernel output feature dim) and the input-feature
// contraction (a sum over input feature x kernel input feature) when both
// group counts are 1. Spatial dims have windows that straddle chunks.
OpTileMappings tmrConvolution(const Operation& op) {
  const ConvDims c = readConvDims(op);
  const int64_t features = intAttrOr(op, "feature_group_count", 1);
  const int64_t batches = intAttrOr(op, "batch_group_count", 1);
  TmrBuilder b(op);
  if (batches == 1)
    b.add({c.inputBatch, kWhole}, {ResultAction::tile(c.outputBatch)});
  else
    b.note(fmt::format("input batch dim {}: batch_group_count {} ties batch groups to output "
                       "features", c.inputBatch, batches));
  if (features == 1 && batches == 1) {
    b.add({kWhole, c.kernelOutputFeature}, {ResultAction::tile(c.outputFeature)});
    b.add({c.inputFeature, c.kernelInputFeature}, {ResultAction::sum()});
  } else {
    b.note(fmt::format("feature dims: feature_group_count {} / batch_group_count {} ties feature "
                       "groups to each other", features, batches));
  }
  for (size_t s = 0; s < c.inputSpatial.size(); ++s)
    b.note(fmt::format("input spatial dim {} / kernel spatial dim {}: windows cross chunk "
                       "boundaries (needs halo exchange, seed 000 §8)",
                       c.inputSpatial[s], c.kernelSpatial[s]));
  return b.build();
}
Denotation denoteConvolution(const SymView&) { return noDenotation(); }

// StableHLO spec "dot_general" (C1)-(C13).
void checkDotGeneral(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  tensorResult(op, 0);
  const NamedAttrs& dn = structAttr(op, "dot_dimension_numbers", "stablehlo.dot");
  const auto lb = structInts(op, dn, "lhs_batching_dimensions");
  const auto rb = structInts(op, dn, "rhs_batching_dimensions");
  const auto lc = structInts(op, dn, "lhs_contracting_dimensions");
  const auto rc = structInts(op, dn, "rhs_contracting_dimensions");
  checkDotDims(op, lhs, rhs, lb, rb, lc, rc);
  checkPrecisionConfig(op, "C11");
  Shape expected;
  for (int64_t d : lb) expected.push_back(lhs.shape[d]);
  for (int64_t d = 0; d < lhs.rank(); ++d)
    if (!contains(lb, d) && !contains(lc, d)) expected.push_back(lhs.shape[d]);
  for (int64_t d = 0; d < rhs.rank(); ++d)
    if (!contains(rb, d) && !contains(rc, d)) expected.push_back(rhs.shape[d]);
  expectResultShape(op, 0, expected, "C12");
  expectSameElement(op, "lhs", lhs, "rhs", rhs, "C13");
}

// StableHLO spec "dot_general": result dims are batch, lhs free, rhs free
// (C12); a batch pair or a free dim is pointwise, a contracting pair sums.
OpTileMappings tmrDotGeneral(const Operation& op) {
  const NamedAttrs& dn = structAttr(op, "dot_dimension_numbers", "stablehlo.dot");
  const auto lb = structInts(op, dn, "lhs_batching_dimensions");
  const auto rb = structInts(op, dn, "rhs_batching_dimensions");
  const auto lc = structInts(op, dn, "lhs_contracting_dimensions");
  const auto rc = structInts(op, dn, "rhs_contracting_dimensions");
  TmrBuilder b(op);
  int64_t position = 0;
  for (size_t i = 0; i < lb.size() && i < rb.size(); ++i)
    b.add({lb[i], rb[i]}, {ResultAction::tile(position++)});
  for (int64_t d = 0; d < tensorOperand(op, 0).rank(); ++d)
    if (!contains(lb, d) && !contains(lc, d)) b.add({d, kWhole}, {ResultAction::tile(position++)});
  for (int64_t d = 0; d < tensorOperand(op, 1).rank(); ++d)
    if (!contains(rb, d) && !contains(rc, d)) b.add({kWhole, d}, {ResultAction::tile(position++)});
  for (size_t i = 0; i < lc.size() && i < rc.size(); ++i)
    b.add({lc[i], rc[i]}, {ResultAction::sum()});
  return b.build();
}
namespace {
// The dims of a rank-`rank` operand that are neither batch nor contracting.
std::vector<int64_t> freeDims(size_t rank, const std::vector<int64_t>& batch,
                              const std::vector<int64_t>& contracting) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < static_cast<int64_t>(rank); ++d)
    if (!contains(batch, d) && !contains(contracting, d)) out.push_back(d);
  return out;
}
}  // namespace

// StableHLO spec "dot_general": result[b, l, r] = sum over the contracting
// index c of lhs[b, l, c] · rhs[b, r, c] (dims in the attribute's order);
// batch and contracting sizes agree (C7, C8), the result is batch, lhs
// free, rhs free (C12).
Denotation denoteDotGeneral(const SymView& v) {
  const NamedAttrs& dn = structAttr(v.op(), "dot_dimension_numbers", "stablehlo.dot");
  const auto lb = structInts(v.op(), dn, "lhs_batching_dimensions");
  const auto rb = structInts(v.op(), dn, "rhs_batching_dimensions");
  const auto lc = structInts(v.op(), dn, "lhs_contracting_dimensions");
  const auto rc = structInts(v.op(), dn, "rhs_contracting_dimensions");
  const std::vector<SymExpr> lhs = v.operand(0), rhs = v.operand(1), out = v.result(0);
  const std::vector<int64_t> lf = freeDims(lhs.size(), lb, lc), rf = freeDims(rhs.size(), rb, rc);
  Denotation d;
  for (size_t p = 0; p < lb.size(); ++p)
    d.constraints.push_back({lhs[lb[p]] == rhs[rb[p]], "dot_general C7"});
  for (size_t p = 0; p < lc.size(); ++p)
    d.constraints.push_back({lhs[lc[p]] == rhs[rc[p]], "dot_general C8"});
  std::vector<SymExpr> expected;
  for (int64_t e : lb) expected.push_back(lhs[e]);
  for (int64_t e : lf) expected.push_back(lhs[e]);
  for (int64_t e : rf) expected.push_back(rhs[e]);
  for (const ShapeConstraint& c : sameShape(out, expected, "dot_general C12"))
    d.constraints.push_back(c);
  d.element = [=](size_t, const std::vector<SymExpr>& i) {
    auto fold = std::make_shared<Fold>();
    std::vector<SymExpr> l(lhs.size(), 0), r(rhs.size(), 0);
    size_t at = 0;
    for (size_t p = 0; p < lb.size(); ++p, ++at) l[lb[p]] = r[rb[p]] = i[at];
    for (int64_t e : lf) l[e] = i[at++];
    for (int64_t e : rf) r[e] = i[at++];
    for (size_t p = 0; p < lc.size(); ++p) {
      const SymExpr c = v.fresh("c");
      l[lc[p]] = r[rc[p]] = c;
      fold->vars.push_back({c.name(), lhs[lc[p]], std::make_pair(size_t{0}, lc[p])});
    }
    fold->bodies.push_back(Term::apply("multiply", {Term::read(0, l), Term::read(1, r)}));
    return Term::fold(std::move(fold));
  };
  return d;
}

// StableHLO spec "dynamic_conv" (C1)-(C27); the spatial result sizes depend
// on the padding value and are not checked.
void checkDynamicConv(const Operation& op) {
  expectArity(op, 3, 1);
  const int64_t n = tensorOperand(op, 0).rank();
  const int64_t spatial = std::max<int64_t>(n - 2, 0);
  const TensorType& padding = tensorOperand(op, 2);
  expectElementKind(op, "padding", padding, kIntKind);
  if (padding.shape != Shape{spatial, 2})
    failOp(op, "padding shape {} must be [{}, 2] (C4)", shapeStr(padding.shape), spatial);
  const ConvDims c = readConvDims(op);
  const ConvWindow w = readConvWindow(op, spatial, false);
  expectResultShape(op, 0, checkConvCommon(op, w, c), "C25");
}

// StableHLO spec "dynamic_conv": padding is a runtime operand.
OpTileMappings tmrDynamicConv(const Operation&) {
  return replicateOnly(
      "stablehlo.dynamic_conv: the padding is a runtime operand; rewrite it to "
      "stablehlo.convolution (static padding) before partitioning");
}
Denotation denoteDynamicConv(const SymView&) { return noDenotation(); }

// StableHLO spec "fft": every fft_type has a complex operand or result.
void checkFft(const Operation& op) {
  failOpUnsupported(op, "complex element types are not supported");
}

// StableHLO spec "fft": the transform runs over the trailing
// size(fft_length) dims; the leading dims are batch.
OpTileMappings tmrFft(const Operation& op) {
  const int64_t rank = tensorOperand(op, 0).rank();
  const int64_t transformed = static_cast<int64_t>(intsAttr(op, "fft_length").size());
  std::vector<int64_t> skip;
  for (int64_t d = std::max<int64_t>(rank - transformed, 0); d < rank; ++d) skip.push_back(d);
  return TmrBuilder(op)
      .addPointwise(skip)
      .note(fmt::format("the last {} dims: each transformed element reads the whole dim",
                        transformed))
      .build();
}
Denotation denoteFft(const SymView&) { return noDenotation(); }

// StableHLO spec "triangular_solve" (C1)-(C4).
void checkTriangularSolve(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& a = tensorOperand(op, 0);
  const TensorType& b = tensorOperand(op, 1);
  expectElementKind(op, "a", a, kFloatKind);
  expectSameElement(op, "a", a, "b", b, "C1");
  if (a.rank() < 2 || a.rank() != b.rank())
    failOp(op, "a rank {} and b rank {} must be equal and at least 2 (C2)", a.rank(), b.rank());
  const int64_t r = a.rank();
  const bool leftSide = boolAttrOr(op, "left_side", false);
  if (Shape(a.shape.begin(), a.shape.end() - 2) != Shape(b.shape.begin(), b.shape.end() - 2) ||
      a.shape[r - 2] != a.shape[r - 1] || a.shape[r - 1] != b.shape[leftSide ? r - 2 : r - 1])
    failOp(op, "a shape {} does not fit b shape {} with left_side = {} (C3)", shapeStr(a.shape),
           shapeStr(b.shape), leftSide);
  expectSameType(op, "b type", op.operandType(1), "result type", op.resultType(0), "C4");
  boolAttrOr(op, "lower", false);
  boolAttrOr(op, "unit_diagonal", false);
  const std::string& transpose = enumAttr(op, "transpose_a");
  if (transpose != "NO_TRANSPOSE" && transpose != "TRANSPOSE" && transpose != "ADJOINT")
    failOp(op, "transpose_a {} must be NO_TRANSPOSE, TRANSPOSE or ADJOINT", transpose);
}

// StableHLO spec "triangular_solve": one solve per leading (batch) index;
// op(a) x = b (left_side) solves each column of b on its own, x op(a) = b
// each row, so b's free dim is pointwise with a whole.
OpTileMappings tmrTriangularSolve(const Operation& op) {
  const int64_t rank = tensorOperand(op, 0).rank();
  const int64_t free = boolAttrOr(op, "left_side", false) ? rank - 1 : rank - 2;
  return TmrBuilder(op)
      .addPointwise({rank - 2, rank - 1})
      .add({kWhole, free}, {ResultAction::tile(free)})
      .note(fmt::format("dims {}, {} of a and dim {} of b: the substitution reads the whole "
                        "triangle", rank - 2, rank - 1, free == rank - 1 ? rank - 2 : rank - 1))
      .build();
}
Denotation denoteTriangularSolve(const SymView&) { return noDenotation(); }

}  // namespace partir
