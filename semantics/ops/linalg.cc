// Type rules and tile-mapping entries of the linalg family: batch norms,
// contractions, solvers (StableHLO spec, one section per op).
#include <algorithm>
#include <functional>
#include <string>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/dimension_numbers.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

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

// StableHLO spec "convolution" (C24): precision_config has 2 entries (or is absent).
void checkPrecisionConfig(const Operation& op, std::string_view label) {
  const Attribute* a = op.attr("precision_config");
  if (!a) return;
  if (a->kind() != Attribute::Kind::kArray)
    failOp(op, "attribute 'precision_config' must be an array");
  if (!a->getArray().empty() && a->getArray().size() != 2)
    failOp(op, "precision_config has {} entries, expected 2 ({})", a->getArray().size(), label);
}

// StableHLO spec "convolution" (C1)-(C27) but (C25)'s spatial sizes when
// `paddingKnown` is false; returns the expected result shape, spatial sizes
// copied from the result then.
Shape checkConvCommon(const Operation& op, const ConvolutionConfig& c, bool paddingKnown) {
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  const int64_t n = lhs.rank();
  atOperation(op, [&] { checkConvolutionWindow(c, std::max<int64_t>(n - 2, 0)); });
  if (rhs.rank() != n) failOp(op, "lhs rank {} and rhs rank {} differ (C1)", n, rhs.rank());
  if (result.rank() != n) failOp(op, "result rank {} must be {} (C26)", result.rank(), n);
  atOperation(op, [&] { checkConvolutionShapes(c, lhs.shape, rhs.shape); });
  checkPrecisionConfig(op, "C24");
  // (C27) also equates the result's element type, but the StableHLO verifier
  // and its interpreter tests accept e.g. i8 x i8 -> i32 (an accumulation
  // type, as dot_general allows); only the operands are required to agree.
  expectSameElement(op, "lhs", lhs, "rhs", rhs, "C27");
  Shape expected = result.shape;
  expected[c.outputBatchDimension] = lhs.shape[c.inputBatchDimension] / c.batchGroupCount;
  expected[c.outputFeatureDimension] = rhs.shape[c.kernelOutputFeatureDimension];
  for (size_t s = 0; paddingKnown && s < c.inputSpatialDimensions.size(); ++s)
    expected[c.outputSpatialDimensions[s]] = numWindows(
        op, lhs.shape[c.inputSpatialDimensions[s]], c.lhsDilation[s], c.paddingLow[s],
        c.paddingHigh[s], rhs.shape[c.kernelSpatialDimensions[s]], c.rhsDilation[s],
        c.windowStrides[s]);
  return expected;
}

// ---- dot_general and dot ----

// StableHLO spec "dot_general" (C1)-(C13) on its decoded dimension numbers.
void checkContraction(const Operation& op) {
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  tensorResult(op, 0);
  const DotDimensionNumbers d = decodeDotDimensionNumbers(op);
  atOperation(op, [&] { checkDotDimensionNumbers(d, lhs.shape, rhs.shape); });
  checkPrecisionConfig(op, "C11");
  expectResultShape(op, 0, dotResultShape(d, lhs.shape, rhs.shape), "C12");
  expectSameElement(op, "lhs", lhs, "rhs", rhs, "C13");
}

// ---- tile mappings ----

// Dims of a batch norm operand other than feature_index: the statistics
// (computed or, for grad, summed into grad_scale / grad_offset) span them.
void noteStatisticsDims(TmrBuilder& b, int64_t rank, int64_t feature, std::string_view what) {
  for (int64_t d = 0; d < rank; ++d)
    if (d != feature) b.note(fmt::format("dim {}: {} reduce over it", d, what));
}

// ---- denotations ----

using Index = std::vector<SymExpr>;
using IndexTerm = std::function<Term(const Index&)>;

// A fold with `reducer` over dims `dims` of operand `operand` (one variable
// walking each), the other dims of the visited index taken from `index`;
// `body` gives the folded value at the visited index, `filter` (if any)
// restricts the visited indices.
Term foldOver(const SymView& v, Reducer reducer, size_t operand, Index index,
              const std::vector<int64_t>& dims, const IndexTerm& body,
              const std::function<SymExpr(const Index&)>& filter = nullptr) {
  auto fold = std::make_shared<Fold>();
  fold->reducer = std::move(reducer);
  for (int64_t d : dims) {
    const SymExpr c = v.fresh("c");
    index.at(d) = c;
    fold->vars.push_back({c.name(), v.operand(operand).at(d), std::make_pair(operand, d)});
  }
  if (filter) fold->filter = filter(index);
  fold->bodies.push_back(body(index));
  return Term::fold(std::move(fold));
}

// The whole range a matrix or transform function reads (cholesky,
// triangular_solve, fft): operand `operand` along `dims`, at `index`
// elsewhere, as a fold named after the op. The verifier never splits it; it
// only matches the op's and the loop's ranges one to one.
Term wholeRange(const SymView& v, const std::string& name, size_t operand, const Index& index,
                const std::vector<int64_t>& dims,
                const std::function<SymExpr(const Index&)>& filter = nullptr) {
  return foldOver(
      v, Reducer{name, nullptr}, operand, index, dims,
      [operand](const Index& j) { return Term::read(operand, j); }, filter);
}

// ---- batch norm denotations ----

// StableHLO spec "batch_norm_*": compute_sum over every dim of operand 0
// but `feature` (pinned to `at`): an add-fold of `body` at the visited index.
Term featureSum(const SymView& v, int64_t feature, const SymExpr& at, const IndexTerm& body) {
  const size_t rank = v.operand(0).size();
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < static_cast<int64_t>(rank); ++d)
    if (d != feature) dims.push_back(d);
  return foldOver(v, Reducer{}, 0, Index(rank, at), dims, body);
}

// The number of elements per feature: num_elements(operand) / dim(operand, feature).
SymExpr elementsPerFeature(const SymView& v, int64_t feature) {
  Index dims = v.operand(0);
  dims.erase(dims.begin() + feature);
  return product(dims);
}

// A scalar function that depends on the op's epsilon ("batch_norm_inference.eps=0.001").
std::string withEpsilon(const Operation& op, std::string_view name) {
  return fmt::format("{}.eps={}", name, requireAttr(op, "epsilon").getFloat());
}

// ---- convolution denotation ----

// The window attributes of a convolution per spatial dim, as sizes.
struct SymConvWindow {
  Index strides, padLow, padHigh, lhsDilation, rhsDilation;
  std::vector<int64_t> reversal;
};

SymConvWindow symConvWindow(const SymView& v, size_t spatial) {
  const std::vector<int64_t> ones(spatial, 1);
  SymConvWindow w{v.intsOr("window_strides", ones), {}, {}, v.intsOr("lhs_dilation", ones),
                  v.intsOr("rhs_dilation", ones),
                  intsAttrOr(v.op(), "window_reversal", std::vector<int64_t>(spatial, 0))};
  const Index padding = v.intsOr("padding", std::vector<int64_t>(2 * spatial, 0));
  for (size_t s = 0; s < spatial; ++s) {
    w.padLow.push_back(padding.at(2 * s));
    w.padHigh.push_back(padding.at(2 * s + 1));
  }
  return w;
}

// StableHLO spec "convolution" (C21), (C22): a group count as the view reads
// it; a count of 1 is structure (the constant), a larger one a size (a
// variable in the verifier, divided when an entry splits the groups).
SymExpr groupCount(const SymView& v, const std::string& name) {
  if (intAttrOr(v.op(), name, 1) == 1) return 1;
  return v.ints(name).at(0);
}

// StableHLO spec "convolution" (C25): num_windows of one spatial dim.
SymExpr convNumWindows(const SymExpr& input, const SymExpr& window, const SymConvWindow& w,
                       size_t s) {
  const SymExpr dilatedInput = ite(input == 0, 0, (input - 1) * w.lhsDilation[s] + 1);
  const SymExpr padded = w.padLow[s] + dilatedInput + w.padHigh[s];
  const SymExpr dilatedWindow = ite(window == 0, 0, (window - 1) * w.rhsDilation[s] + 1);
  return ite(padded == 0 || dilatedWindow > padded, 0,
             floorDiv(padded - dilatedWindow, w.strides[s]) + 1);
}

// ---- contraction entries and denotation (dot_general, dot) ----

// StableHLO spec "dot_general": result dims are batch, lhs free, rhs free
// (C12); a batch pair or a free dim is pointwise, a contracting pair sums.
OpTileMappings contractionMappings(const Operation& op) {
  const auto [lb, rb, lc, rc] = decodeDotDimensionNumbers(op);
  TmrBuilder b(op);
  int64_t position = 0;
  for (size_t i = 0; i < lb.size() && i < rb.size(); ++i)
    b.add({lb[i], rb[i]}, {ResultAction::tile(position++)});
  for (int64_t d : dotFreeDims(tensorOperand(op, 0).rank(), lb, lc))
    b.add({d, kWhole}, {ResultAction::tile(position++)});
  for (int64_t d : dotFreeDims(tensorOperand(op, 1).rank(), rb, rc))
    b.add({kWhole, d}, {ResultAction::tile(position++)});
  for (size_t i = 0; i < lc.size() && i < rc.size(); ++i)
    b.add({lc[i], rc[i]}, {ResultAction::sum()});
  return b.build();
}

// StableHLO spec "dot_general": result[b, l, r] = sum over the contracting
// index c of lhs[b, l, c] · rhs[b, r, c] (dims in the attribute's order);
// batch and contracting sizes agree (C7, C8), the result is batch, lhs
// free, rhs free (C12).
Denotation contractionDenotation(const SymView& v) {
  const auto [lb, rb, lc, rc] = decodeDotDimensionNumbers(v.op());
  const std::vector<SymExpr> lhs = v.operand(0), rhs = v.operand(1), out = v.result(0);
  const std::vector<int64_t> lf = dotFreeDims(lhs.size(), lb, lc), rf = dotFreeDims(rhs.size(), rb, rc);
  Denotation d;
  for (size_t p = 0; p < lb.size(); ++p)
    d.require(lhs[lb[p]] == rhs[rb[p]], "dot_general C7");
  for (size_t p = 0; p < lc.size(); ++p)
    d.require(lhs[lc[p]] == rhs[rc[p]], "dot_general C8");
  std::vector<SymExpr> expected;
  for (int64_t e : lb) expected.push_back(lhs[e]);
  for (int64_t e : lf) expected.push_back(lhs[e]);
  for (int64_t e : rf) expected.push_back(rhs[e]);
  d.require(sameShape(out, expected, "dot_general C12"));
  // Structured bindings are captured through copies: C++20 lets a lambda
  // capture them, Clang before 16 does not.
  d.element = [=, lb = lb, rb = rb, lc = lc, rc = rc](size_t, const std::vector<SymExpr>& i) {
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
// StableHLO spec "batch_norm_grad" (C3)-(C5): with sums over every dim but
// feature_index, grad_offset = compute_sum(grad_output), grad_scale =
// compute_sum(grad_output · normalized_operand) (folds), and grad_operand an
// opaque per-element function of operand, scale, mean, variance, grad_output
// at its index, the two feature sums (of grad_output and of grad_output ·
// centered_operand) and elements_per_feature.
Denotation denoteBatchNormGrad(const SymView& v) {
  const int64_t f = intAttr(v.op(), "feature_index");
  const Index in = v.operand(0);
  Denotation d;
  d.require(sameShape(v.operand(4), in, "batch_norm_grad C3"));
  d.require(sameShape(v.result(0), in, "batch_norm_grad C3"));
  const SymExpr size = v.operand(1)[0];
  for (const SymExpr& other : {v.operand(2)[0], v.operand(3)[0], v.result(1)[0], v.result(2)[0]})
    d.require(other == size, "batch_norm_grad C4");
  d.require(size == in[f], "batch_norm_grad C5");
  const std::string gradOperand = withEpsilon(v.op(), "batch_norm_grad.grad_operand");
  const std::string stddev = withEpsilon(v.op(), "batch_norm.stddev");
  const SymExpr count = elementsPerFeature(v, f);
  d.element = [=](size_t n, const Index& i) {
    const SymExpr at = n == 0 ? i[f] : i[0];
    const Term mean = Term::read(2, {at}), variance = Term::read(3, {at});
    const auto centered = [&](const Index& j) {
      return Term::apply("subtract", {Term::read(0, j), mean});
    };
    const Term sumGrad = featureSum(v, f, at, [](const Index& j) { return Term::read(4, j); });
    if (n == 2) return sumGrad;
    if (n == 1)
      return featureSum(v, f, at, [&](const Index& j) {
        const Term normalized =
            Term::apply("divide", {centered(j), Term::apply(stddev, {variance})});
        return Term::apply("multiply", {Term::read(4, j), normalized});
      });
    const Term sumGradCentered = featureSum(v, f, at, [&](const Index& j) {
      return Term::apply("multiply", {Term::read(4, j), centered(j)});
    });
    return Term::apply(gradOperand, {Term::read(0, i), Term::read(1, {at}), mean, variance,
                                     Term::read(4, i), sumGrad, sumGradCentered,
                                     Term::index(count)});
  };
  return d;
}

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
// StableHLO spec "batch_norm_inference" (C3)-(C7): result[i] =
// f(operand[i], scale[i_f], offset[i_f], mean[i_f], variance[i_f]) with
// f(x, s, o, m, v) = s · (x - m) / sqrt(v + epsilon) + o, i_f = i[feature_index].
Denotation denoteBatchNormInference(const SymView& v) {
  const int64_t f = intAttr(v.op(), "feature_index");
  const Index in = v.operand(0);
  Denotation d;
  for (size_t j = 1; j <= 4; ++j)
    d.require(v.operand(j)[0] == in[f], fmt::format("batch_norm_inference C{}", j + 2));
  d.require(sameShape(v.result(0), in, "batch_norm_inference C7"));
  const std::string fn = withEpsilon(v.op(), "batch_norm_inference");
  d.element = [f, fn](size_t, const Index& i) {
    std::vector<Term> args = {Term::read(0, i)};
    for (size_t j = 1; j <= 4; ++j) args.push_back(Term::read(j, {i[f]}));
    return Term::apply(fn, std::move(args));
  };
  return d;
}

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
// StableHLO spec "batch_norm_training" (C3)-(C7): batch_mean = compute_mean
// and batch_var = compute_variance over every dim but feature_index (sums
// divided by elements_per_feature), output = batch_norm_inference with them.
Denotation denoteBatchNormTraining(const SymView& v) {
  const int64_t f = intAttr(v.op(), "feature_index");
  const Index in = v.operand(0);
  Denotation d;
  d.require(v.operand(1)[0] == in[f], "batch_norm_training C3");
  d.require(v.operand(2)[0] == in[f], "batch_norm_training C4");
  d.require(v.result(1)[0] == in[f], "batch_norm_training C5");
  d.require(v.result(2)[0] == in[f], "batch_norm_training C6");
  d.require(sameShape(v.result(0), in, "batch_norm_training C7"));
  const std::string fn = withEpsilon(v.op(), "batch_norm_inference");
  const SymExpr count = elementsPerFeature(v, f);
  d.element = [=](size_t n, const Index& i) {
    const SymExpr at = n == 0 ? i[f] : i[0];
    const auto mean = [&](const IndexTerm& body) {
      return Term::apply("divide", {featureSum(v, f, at, body), Term::index(count)});
    };
    const Term batchMean = mean([](const Index& j) { return Term::read(0, j); });
    if (n == 1) return batchMean;
    const Term batchVar = mean([&](const Index& j) {
      const Term centered = Term::apply("subtract", {Term::read(0, j), batchMean});
      return Term::apply("multiply", {centered, centered});
    });
    if (n == 2) return batchVar;
    return Term::apply(fn, {Term::read(0, i), Term::read(1, {at}), Term::read(2, {at}),
                            batchMean, batchVar});
  };
  return d;
}

// chlo.ragged_dot (ChloOps.td RaggedDotOp, verified as ChloOps.cpp does):
// lhs, rhs and group_sizes (integers) -> a dot_general of the lhs with the
// rhs of each row's group (decodeRaggedDot gives the three modes).
void checkRaggedDot(const Operation& op) {
  expectArity(op, 3, 1);
  const TensorType &lhs = tensorOperand(op, 0), &rhs = tensorOperand(op, 1), &sizes = tensorOperand(op, 2);
  if (!isInteger(sizes.element)) failOp(op, "group_sizes must be integers, got {}", elementTypeName(sizes.element));
  expectSameElement(op, "lhs", lhs, "rhs", rhs, "ragged_dot");
  const RaggedDotDimensionNumbers d = decodeRaggedDot(op);
  Shape result;
  atOperation(op, [&] { result = checkRaggedDot(d, lhs.shape, rhs.shape, sizes.shape); });
  expectResultShape(op, 0, result, "ragged_dot");
}

// chlo.ragged_dot: which rows (or contracted columns) meet which group's rhs
// depends on every group size before them, so no dim is split yet.
OpTileMappings tmrRaggedDot(const Operation&) {
  return replicateOnly("chlo.ragged_dot: a row's group depends on the sizes of all groups before it");
}
Denotation denoteRaggedDot(const SymView&) { return noDenotation(); }

// StableHLO spec "cholesky" (C1)-(C3).
void checkCholesky(const Operation& op) {
  checkElementwise(op, 1, kFloatOrComplex, "C1");
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
// StableHLO spec "cholesky" (C1), (C3): result[b, p, q] is element (p, q)
// of the factorization of the whole matrix a[b, :, :]: a function of the
// fold over that matrix and (p, q).
Denotation denoteCholesky(const SymView& v) {
  const Index a = v.operand(0);
  const int64_t rank = static_cast<int64_t>(a.size());
  Denotation d;
  d.require(sameShape(v.result(0), a, "cholesky C1"));
  d.require(a[rank - 2] == a[rank - 1], "cholesky C3");
  const std::string fn = boolAttrOr(v.op(), "lower", false) ? "cholesky.lower" : "cholesky.upper";
  d.element = [v, rank, fn](size_t, const Index& i) {
    return Term::apply(fn, {wholeRange(v, "cholesky", 0, i, {rank - 2, rank - 1}),
                            Term::index(i[rank - 2]), Term::index(i[rank - 1])});
  };
  return d;
}

// StableHLO spec "convolution" (C1)-(C27).
void checkConvolution(const Operation& op) {
  expectArity(op, 2, 1);
  expectResultShape(op, 0, checkConvCommon(op, decodeConvolution(op), true), "C25");
}

// StableHLO spec "convolution": with feature_group_count G and
// batch_group_count B (one of them 1), result = concatenate along the output
// feature dim of the convolutions of the groups' splits. The batch is
// independent when B = 1; the output features when G = B = 1; the input
// features sum (input feature x kernel input feature) when G = 1. With G > 1
// a chunk of the input features and of the kernel output features holding
// G / k whole groups makes the chunk's own convolution (G / k groups), and
// with B > 1 the input batch and kernel output features do likewise: the
// group count is divided by k, which must divide it. Spatial dims have
// windows that straddle chunks.
OpTileMappings tmrConvolution(const Operation& op) {
  const ConvolutionConfig c = decodeConvolution(op);
  const int64_t features = c.featureGroupCount, batches = c.batchGroupCount;
  TmrBuilder b(op);
  if (batches == 1)
    b.add({c.inputBatchDimension, kWhole}, {ResultAction::tile(c.outputBatchDimension)});
  else
    b.add({c.inputBatchDimension, c.kernelOutputFeatureDimension}, {ResultAction::tile(c.outputFeatureDimension)},
          divideAttrAt("batch_group_count", 0));
  if (features == 1 && batches == 1)
    b.add({kWhole, c.kernelOutputFeatureDimension}, {ResultAction::tile(c.outputFeatureDimension)});
  if (features == 1)
    b.add({c.inputFeatureDimension, c.kernelInputFeatureDimension}, {ResultAction::sum()});
  else
    b.add({c.inputFeatureDimension, c.kernelOutputFeatureDimension}, {ResultAction::tile(c.outputFeatureDimension)},
          divideAttrAt("feature_group_count", 0));
  if (features != 1 || batches != 1)
    b.note(fmt::format("kernel output feature dim {} alone: its features belong to the {} "
                       "groups", c.kernelOutputFeatureDimension, features * batches));
  if (features != 1)
    b.note(fmt::format("kernel input feature dim {}: a chunk of it reads a strided part of "
                       "every group's input features", c.kernelInputFeatureDimension));
  for (size_t s = 0; s < c.inputSpatialDimensions.size(); ++s)
    b.note(fmt::format("input spatial dim {} / kernel spatial dim {}: windows cross chunk "
                       "boundaries (needs halo exchange, seed 000 §8)",
                       c.inputSpatialDimensions[s], c.kernelSpatialDimensions[s]));
  return b.build();
}
// StableHLO spec "convolution" (C3), (C6), (C8), (C10), (C11), (C14)-(C16),
// (C25): result[i] = sum over the kernel window k and the input features c
// of its group of padded_lhs[window position] · rhs[k, c, i_o]; a position on
// padding or a lhs-dilation hole reads the pad value 0 (it still takes part,
// as 0 · inf is NaN). Feature group g = i_o / (O / G) reads lhs features
// g·C' + c; batch group g reads lhs batch g·(N / B) + i_b.
Denotation denoteConvolution(const SymView& v) {
  const ConvolutionConfig c = decodeConvolution(v.op());
  const bool featureGrouped = c.featureGroupCount != 1, batchGrouped = c.batchGroupCount != 1;
  const SymExpr groups = groupCount(v, "feature_group_count");
  const SymExpr batches = groupCount(v, "batch_group_count");
  const Index lhs = v.operand(0), rhs = v.operand(1), out = v.result(0);
  const SymConvWindow w = symConvWindow(v, c.inputSpatialDimensions.size());
  Denotation d;
  for (size_t s = 0; s < c.inputSpatialDimensions.size(); ++s) {
    d.require(w.strides[s] > 0, "convolution C3");
    d.require(w.lhsDilation[s] > 0, "convolution C6");
    d.require(w.rhsDilation[s] > 0, "convolution C8");
  }
  if (featureGrouped) d.require(groups > 0, "convolution C21");
  if (batchGrouped) d.require(batches > 0, "convolution C22");
  const SymExpr inFeatures = lhs[c.inputFeatureDimension], outFeatures = rhs[c.kernelOutputFeatureDimension];
  d.require(mod(lhs[c.inputBatchDimension], batches) == 0, "convolution C10");
  d.require(mod(inFeatures, groups) == 0, "convolution C11");
  d.require(rhs[c.kernelInputFeatureDimension] == floorDiv(inFeatures, groups), "convolution C14");
  d.require(mod(outFeatures, batches) == 0, "convolution C15");
  d.require(mod(outFeatures, groups) == 0, "convolution C16");
  d.require(out[c.outputBatchDimension] == floorDiv(lhs[c.inputBatchDimension], batches), "convolution C25");
  d.require(out[c.outputFeatureDimension] == outFeatures, "convolution C25");
  for (size_t s = 0; s < c.inputSpatialDimensions.size(); ++s)
    d.require(out[c.outputSpatialDimensions[s]] ==
             convNumWindows(lhs[c.inputSpatialDimensions[s]], rhs[c.kernelSpatialDimensions[s]], w, s),
         "convolution C25");
  d.element = [=](size_t, const Index& i) {
    auto fold = std::make_shared<Fold>();
    const SymExpr o = i[c.outputFeatureDimension];
    Index l(lhs.size(), 0), r(rhs.size(), 0);
    l[c.inputBatchDimension] = i[c.outputBatchDimension];
    if (batchGrouped)
      l[c.inputBatchDimension] = floorDiv(o, floorDiv(outFeatures, batches)) *
                            floorDiv(lhs[c.inputBatchDimension], batches) + i[c.outputBatchDimension];
    r[c.kernelOutputFeatureDimension] = o;
    SymExpr inside = SymExpr::boolean(true);
    for (size_t s = 0; s < c.inputSpatialDimensions.size(); ++s) {
      const int64_t ks = c.kernelSpatialDimensions[s], is = c.inputSpatialDimensions[s];
      const SymExpr k = v.fresh("c");
      fold->vars.push_back({k.name(), rhs[ks], std::make_pair(size_t{1}, ks)});
      r[ks] = k;
      const SymExpr tap = w.reversal[s] != 0 ? rhs[ks] - 1 - k : k;
      const SymExpr p =
          i[c.outputSpatialDimensions[s]] * w.strides[s] + tap * w.rhsDilation[s] - w.padLow[s];
      l[is] = floorDiv(p, w.lhsDilation[s]);
      inside = inside && p >= 0 && mod(p, w.lhsDilation[s]) == 0 && l[is] < lhs[is];
    }
    const SymExpr feature = v.fresh("c");
    fold->vars.push_back({feature.name(), rhs[c.kernelInputFeatureDimension],
                          std::make_pair(size_t{1}, c.kernelInputFeatureDimension)});
    r[c.kernelInputFeatureDimension] = feature;
    l[c.inputFeatureDimension] = feature;
    if (featureGrouped)
      l[c.inputFeatureDimension] =
          floorDiv(o, floorDiv(outFeatures, groups)) * rhs[c.kernelInputFeatureDimension] + feature;
    const Term x = Term::select(inside, Term::read(0, l), Term::index(0));
    fold->bodies.push_back(Term::apply("multiply", {x, Term::read(1, r)}));
    return Term::fold(std::move(fold));
  };
  return d;
}

// MLIR's legacy DotOp (stablehlo TypeInference.cpp inferDotOp): lhs and
// rhs of rank 1 or 2, lhs's last dim contracted with rhs's first, checked
// as the dot_general it is (C1)-(C13).
void checkDot(const Operation& op) {
  expectArity(op, 2, 1);
  for (size_t i = 0; i < 2; ++i)
    if (const int64_t rank = tensorOperand(op, i).rank(); rank != 1 && rank != 2)
      failOp(op, "{} rank {} must be 1 or 2", i == 0 ? "lhs" : "rhs", rank);
  checkContraction(op);
}

// MLIR's DotOp is dot_general with contracting dims [rank(lhs) - 1] x [0]:
// its entries and denotation are dot_general's on those dims.
OpTileMappings tmrDot(const Operation& op) { return contractionMappings(op); }
Denotation denoteDot(const SymView& v) { return contractionDenotation(v); }

// StableHLO spec "dot_general" (C1)-(C13).
void checkDotGeneral(const Operation& op) {
  expectArity(op, 2, 1);
  checkContraction(op);
}

OpTileMappings tmrDotGeneral(const Operation& op) { return contractionMappings(op); }
Denotation denoteDotGeneral(const SymView& v) { return contractionDenotation(v); }

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
  expectResultShape(op, 0, checkConvCommon(op, decodeConvolution(op), false), "C25");
}

// StableHLO spec "dynamic_conv": padding is a runtime operand.
OpTileMappings tmrDynamicConv(const Operation&) {
  return replicateOnly(
      "stablehlo.dynamic_conv: the padding is a runtime operand; rewrite it to "
      "stablehlo.convolution (static padding) before partitioning");
}
Denotation denoteDynamicConv(const SymView&) { return noDenotation(); }

// StableHLO spec "fft" (C1)-(C5).
void checkFft(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  const std::string& type = enumAttr(op, "fft_type");
  const std::vector<int64_t> length = intsAttr(op, "fft_length");
  if (length.empty() || length.size() > 3) failOp(op, "fft_length has {} elements, expected 1 to 3 (C3)", length.size());
  if (operand.rank() < static_cast<int64_t>(length.size()))
    failOp(op, "operand rank {} is less than size(fft_length) {} (C1)", operand.rank(), length.size());
  if (result.rank() != operand.rank()) failOp(op, "result rank {} must be {} (C5)", result.rank(), operand.rank());
  const bool real = type == "RFFT" || type == "IRFFT";
  const TensorType& realSide = type == "RFFT" ? operand : result;
  const TensorType& complexSide = type == "RFFT" ? result : operand;
  expectElementKind(op, type == "RFFT" ? "result" : "operand", complexSide, kComplexKind);
  if (!real) {
    expectSameElement(op, "operand", operand, "result", result, "C2");
  } else if (complexOf(realSide.element) != complexSide.element) {
    failOp(op, "{} element types {} and {} must be a float and its complex type (C2)", type,
           elementTypeName(operand.element), elementTypeName(result.element));
  }
  const size_t rank = static_cast<size_t>(operand.rank());
  for (size_t l = 0; real && l < length.size(); ++l)
    if (realSide.shape[rank - length.size() + l] != length[l])
      failOp(op, "the last dims of {} must be fft_length {} (C4)", realSide.str(), shapeStr(length));
  Shape expected = operand.shape;
  if (type == "RFFT") expected.back() = operand.shape.back() == 0 ? 0 : operand.shape.back() / 2 + 1;
  if (type == "IRFFT") {
    expected.back() = length.back();
    if (operand.shape.back() != (length.back() == 0 ? 0 : length.back() / 2 + 1))
      failOp(op, "operand's last dim {} must be fft_length / 2 + 1 (C5)", operand.shape.back());
  }
  expectResultShape(op, 0, expected, "C5");
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
// StableHLO spec "fft" (C4), (C5): result[b, t] (t the last L = size(fft_length)
// positions) is element t of the L-dimensional transform of the whole
// operand[b, :, ...]: a function of the fold over those dims, t and
// fft_length.
Denotation denoteFft(const SymView& v) {
  const std::string type = enumAttr(v.op(), "fft_type");
  const Index in = v.operand(0), out = v.result(0), length = v.ints("fft_length");
  const size_t rank = in.size(), transformed = std::min(length.size(), rank);
  const auto half = [](const SymExpr& n) { return ite(n == 0, 0, floorDiv(n, 2) + 1); };
  Denotation d;
  for (size_t e = 0; e < rank && e < out.size(); ++e) {
    const bool last = e + 1 == rank;
    const SymExpr holds = last && type == "RFFT"    ? out[e] == half(in[e])
                          : last && type == "IRFFT" ? in[e] == half(out[e])
                                                    : out[e] == in[e];
    d.require(holds, "fft C5");
  }
  if (type == "RFFT" || type == "IRFFT") {
    const Index& real = type == "RFFT" ? in : out;
    for (size_t l = 0; l < transformed; ++l)
      d.require(real[rank - transformed + l] == length[l], "fft C4");
  }
  d.element = [=](size_t, const Index& i) {
    std::vector<int64_t> dims;
    for (size_t e = rank - transformed; e < rank; ++e) dims.push_back(static_cast<int64_t>(e));
    std::vector<Term> args = {wholeRange(v, "fft." + type, 0, i, dims)};
    for (int64_t e : dims) args.push_back(Term::index(i[e]));
    for (size_t l = 0; l < transformed; ++l) args.push_back(Term::index(length[l]));
    return Term::apply("fft." + type, std::move(args));
  };
  return d;
}

// StableHLO spec "triangular_solve" (C1)-(C4).
void checkTriangularSolve(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& a = tensorOperand(op, 0);
  const TensorType& b = tensorOperand(op, 1);
  expectElementKind(op, "a", a, kFloatOrComplex);
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
// StableHLO spec "triangular_solve" (C3), (C4): result[b, p, q] solves
// op(a[b]) x = b[b] column by column (left_side: element p of the solution
// for column q) or x op(a[b]) = b[b] row by row (element q for row p): a
// function of the fold over the read triangle of a[b] (the diagonal left out
// when unit_diagonal), the fold over that column or row of b, and the position.
Denotation denoteTriangularSolve(const SymView& v) {
  const Index a = v.operand(0), b = v.operand(1);
  const int64_t rank = static_cast<int64_t>(a.size());
  const bool left = boolAttrOr(v.op(), "left_side", false);
  const bool lower = boolAttrOr(v.op(), "lower", false);
  const bool unit = boolAttrOr(v.op(), "unit_diagonal", false);
  Denotation d;
  for (int64_t e = 0; e + 2 < rank; ++e)
    d.require(a[e] == b[e], "triangular_solve C3");
  d.require(a[rank - 2] == a[rank - 1], "triangular_solve C3");
  d.require(a[rank - 1] == b[left ? rank - 2 : rank - 1], "triangular_solve C3");
  d.require(sameShape(v.result(0), b, "triangular_solve C4"));
  const std::string fn =
      fmt::format("triangular_solve.{}.{}.{}{}", left ? "left" : "right", lower ? "lower" : "upper",
                  enumAttr(v.op(), "transpose_a"), unit ? ".unit_diagonal" : "");
  const int64_t solved = left ? rank - 2 : rank - 1;  // the dim of b a solve runs along
  d.element = [=](size_t, const Index& i) {
    const auto triangle = [&](const Index& j) {
      const SymExpr row = j[rank - 2], col = j[rank - 1];
      const SymExpr read = lower ? col <= row : row <= col;
      return unit ? read && row != col : read;
    };
    return Term::apply(fn, {wholeRange(v, "triangular_solve", 0, i, {rank - 2, rank - 1}, triangle),
                            wholeRange(v, "triangular_solve", 1, i, {solved}),
                            Term::index(i[solved])});
  };
  return d;
}

}  // namespace partir
