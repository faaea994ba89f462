// Type rules and tile-mapping entries of the reduction family: ops with a
// reducer or comparator body (StableHLO spec, one section per op), and
// chlo.top_k, a sort (ChloOps.td), whose rules custom_call @mhlo.topk shares.
#include <algorithm>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"
#include "semantics/traced.h"

namespace partir {

namespace {

Type scalarOf(ElementType e) { return Type::tensor({}, e); }

// The N inputs and N init values of reduce / reduce_window: operands
// 0..N-1 all of one shape (C1/C2) and N..2N-1 0-d tensors of the inputs'
// element types. Returns the input element types.
std::vector<ElementType> checkInputsAndInits(const Operation& op, std::string_view sameShapeLabel,
                                             std::string_view elementLabel) {
  const size_t n = op.numOperands() / 2;
  std::vector<ElementType> elements;
  for (size_t i = 0; i < n; ++i) {
    const TensorType& input = tensorOperand(op, i);
    const TensorType& init = tensorOperand(op, n + i);
    expectSameShape(op, "input #0", tensorOperand(op, 0), fmt::format("input #{}", i), input,
                    sameShapeLabel);
    if (init.rank() != 0) failOp(op, "init value #{} must be a 0-dimensional tensor", i);
    expectSameElement(op, fmt::format("input #{}", i), input, fmt::format("init value #{}", i),
                      init, elementLabel);
    elements.push_back(input.element);
  }
  return elements;
}

// "results[i] element type = Ei" of reduce (C8) and reduce_window (C16).
void expectResultElements(const Operation& op, const std::vector<ElementType>& elems,
                          std::string_view label) {
  for (size_t i = 0; i < elems.size(); ++i)
    if (tensorResult(op, i).element != elems[i])
      failOp(op, "result #{} element type {} differs from the body's {} ({})", i,
             elementTypeName(tensorResult(op, i).element), elementTypeName(elems[i]), label);
}

// An optional list attribute of `rank` positive entries, default all ones
// (window_strides, base_dilations, window_dilations).
std::vector<int64_t> positiveListOr(const Operation& op, std::string_view name, int64_t rank,
                                    std::string_view sizeLabel, std::string_view positiveLabel) {
  std::vector<int64_t> v = intsAttrOr(op, name, std::vector<int64_t>(rank, 1));
  expectSize(op, name, v.size(), rank, sizeLabel);
  expectAllPositive(op, name, v, positiveLabel);
  return v;
}

// ---- tile mappings ----

// The 2n operands of reduce / reduce_window: the n inputs sliced along `d`,
// the n init values whole.
std::vector<std::optional<int64_t>> inputsSliced(size_t n, int64_t d) {
  std::vector<std::optional<int64_t>> operands(2 * n, kWhole);
  std::fill_n(operands.begin(), n, sliced(d));
  return operands;
}

// Reducers r with r(x, x) = x: an init value folded in once per chunk does
// not change the result.
bool isIdempotent(std::string_view reducer) {
  return reducer == "maximum" || reducer == "minimum" || reducer == "and" || reducer == "or";
}

// Whether `init` is a stablehlo.constant holding the identity of `reducer`
// (0 for add, or, xor; 1 for multiply). Given %c = stablehlo.constant
// dense<0.0> and "add" returns true; dense<1.0> and "add" false.
bool isIdentityConstant(const Value& init, std::string_view reducer) {
  const Operation* def = init.definingOp();
  if (!def || def->code() != OpCode::kConstant) return false;
  const Attribute* value = def->attr("value");
  if (!value || value->kind() != Attribute::Kind::kDenseElements) return false;
  const DenseElements& e = value->getDenseElements();
  if (e.bytes.empty()) return false;
  const double x = isFloat(e.type.element) ? e.floatAt(0) : static_cast<double>(e.intAt(0));
  if (reducer == "add" || reducer == "or" || reducer == "xor") return x == 0;
  return reducer == "multiply" && x == 1;
}

// Why the reduced dim `d` of a reduce has no sum entry, or "" when it has
// one (seed 000 §5.2.1 footnote 4: sum<@f> needs an associative @f; the init
// value, folded in by every chunk, must be the identity or @f idempotent).
// `reducers` are the body's per-input ops (laneReducerNames): one for a
// single input, one per input of a body that reduces each on its own.
std::string whyReducedDimNotSplit(const Operation& op, int64_t d,
                                  const std::optional<std::vector<std::string>>& reducers) {
  const size_t n = op.numOperands() / 2;
  if (!reducers) {
    if (n != 1)
      return fmt::format("dim {} reduced by a variadic reduce of {} inputs whose body couples "
                         "them", d, n);
    const size_t bodyOps = op.region(0).empty() ? 0 : op.region(0).front().ops().size() - 1;
    return fmt::format("dim {} reduced by a {}-op body: not known associative", d, bodyOps);
  }
  for (size_t j = 0; j < n; ++j) {
    const std::string& reducer = reducers->at(j);
    if (!isIdempotent(reducer) && !isIdentityConstant(*op.operand(n + j), reducer))
      return fmt::format("dim {} reduced by {}: {} is not a constant identity", d, reducer,
                         n == 1 ? std::string("the init value") : fmt::format("init value #{}", j));
  }
  return "";
}

// The result actions of a reduced dim split: sum<body> for one input (the
// body itself), sum<op_j> per result for a body reducing each input on its own.
std::vector<ResultAction> reducedDimActions(const Operation& op,
                                            const std::vector<std::string>& reducers) {
  if (reducers.size() == 1) return {ResultAction::sumOf(&op.region(0), reducers[0])};
  std::vector<ResultAction> actions;
  for (const std::string& name : reducers) actions.push_back(ResultAction::sumNamed(name));
  return actions;
}

// The window attributes of reduce_window / select_and_scatter, per dim, read
// traced (semantics/traced.h): the entries depend on comparing them with
// the sizes, and the verifier needs those comparisons.
struct WindowAttrs {
  std::vector<TracedInt> window, strides, baseDilations, windowDilations, padLow, padHigh;
  bool plain(int64_t d) const {
    return padLow[d] == 0 && padHigh[d] == 0 && baseDilations[d] == 1 && windowDilations[d] == 1;
  }
  // Windows that never overlap and tile the input exactly (window <= stride,
  // input = results * stride): k equal input chunks hold k equal runs of
  // whole windows (StableHLO spec "reduce_window" index formula).
  bool isAlignedDim(int64_t d, const TracedInt& in, const TracedInt& out) const {
    return plain(d) && window[d] <= strides[d] && in == out * strides[d];
  }
  // One window covering the whole dim: the dim is reduced like reduce's.
  bool coversDim(int64_t d, const TracedInt& in) const { return plain(d) && window[d] == in; }
};

// The list attribute `name` traced, or `rank` copies of `dflt` (untraced
// constants) when the op has none.
std::vector<TracedInt> tracedIntsOr(const Operation& op, const std::string& name, int64_t rank,
                                    int64_t dflt) {
  if (!op.attr(name)) return std::vector<TracedInt>(rank, TracedInt(dflt));
  return tracedInts(op, name);
}

// The window attributes of reduce_window (select_and_scatter has no
// dilations: they read as all ones), checked against `rank`. The padding
// matrix is traced row-major: padding[2d] is dim d's low, padding[2d+1] its
// high padding.
WindowAttrs readWindowAttrs(const Operation& op, int64_t rank) {
  positiveListOr(op, "window_dimensions", rank, "C4", "C5");
  positiveListOr(op, "window_strides", rank, "C6", "C7");
  positiveListOr(op, "base_dilations", rank, "C8", "C9");
  positiveListOr(op, "window_dilations", rank, "C10", "C11");
  paddingAttr(op, "padding", rank, "C12");
  WindowAttrs w{tracedIntsOr(op, "window_dimensions", rank, 1),
                tracedIntsOr(op, "window_strides", rank, 1),
                tracedIntsOr(op, "base_dilations", rank, 1),
                tracedIntsOr(op, "window_dilations", rank, 1),
                {},
                {}};
  const std::vector<TracedInt> padding = tracedIntsOr(op, "padding", 2 * rank, 0);
  for (int64_t d = 0; d < rank; ++d) {
    w.padLow.push_back(padding[2 * d]);
    w.padHigh.push_back(padding[2 * d + 1]);
  }
  return w;
}

std::string windowNote(const WindowAttrs& w, int64_t d) {
  return fmt::format(
      "dim {}: window {}, stride {}, padding ({}, {}), dilations {}/{}: windows cross chunk "
      "boundaries (needs halo exchange, seed 000 §8)",
      d, w.window[d].value(), w.strides[d].value(), w.padLow[d].value(), w.padHigh[d].value(),
      w.baseDilations[d].value(), w.windowDilations[d].value());
}

// ---- denotations ----

// The window attributes as a denotation reads them: sizes from the view
// (absent attributes are their defaults, constants).
struct SymWindow {
  std::vector<SymExpr> window, strides, baseDilations, windowDilations, low, high;
};

// Only reduce_window has `dilations`; select_and_scatter's are all ones.
SymWindow symWindow(const SymView& v, size_t rank, bool dilations) {
  const std::vector<int64_t> ones(rank, 1);
  const std::vector<SymExpr> padding = v.intsOr("padding", std::vector<int64_t>(2 * rank, 0));
  const std::vector<SymExpr> one(ones.begin(), ones.end());
  SymWindow w{v.intsOr("window_dimensions", ones),
              v.intsOr("window_strides", ones),
              dilations ? v.intsOr("base_dilations", ones) : one,
              dilations ? v.intsOr("window_dilations", ones) : one,
              {},
              {}};
  for (size_t d = 0; d < rank; ++d) {
    w.low.push_back(padding[2 * d]);
    w.high.push_back(padding[2 * d + 1]);
  }
  return w;
}

// (size - 1)·dilation + 1, the extent of `size` elements `dilation` apart
// (0 for none; exactly `size` when the dilation is the constant 1).
SymExpr dilatedSize(const SymExpr& size, const SymExpr& dilation) {
  if (dilation.constant() == 1) return size;
  return ite(size == 0, 0, (size - 1) * dilation + 1);
}

// StableHLO spec "reduce_window" (C15): the padded, base-dilated size of
// input dim d.
SymExpr paddedSize(const SymWindow& w, const SymExpr& in, size_t d) {
  return w.low[d] + dilatedSize(in, w.baseDilations[d]) + w.high[d];
}

// StableHLO spec "reduce_window" (C15) / "select_and_scatter" (C3): `out`
// is the number of windows along dim d, floor((padded - dilated window) /
// stride) + 1, or 0 when no window fits; the floor is stated by its bounds.
SymExpr windowCount(const SymWindow& w, const SymExpr& in, const SymExpr& out, size_t d) {
  const SymExpr padded = paddedSize(w, in, d);
  const SymExpr room = padded - dilatedSize(w.window[d], w.windowDilations[d]);
  const SymExpr none = padded == 0 || room < 0;
  return (none && out == 0) ||
         (!none && (out - 1) * w.strides[d] <= room && room < out * w.strides[d]);
}

// The positivity constraints of the window attributes, labelled `labels`
// (window, strides, base and window dilations); those holding trivially
// (an absent attribute's default 1) are left out.
void positiveWindow(const SymWindow& w, const std::string& op,
                    const std::vector<std::string>& labels, std::vector<ShapeConstraint>& out) {
  const std::vector<const std::vector<SymExpr>*> lists = {&w.window, &w.strides, &w.baseDilations,
                                                          &w.windowDilations};
  for (size_t l = 0; l < labels.size(); ++l)
    for (const SymExpr& x : *lists[l])
      if (const SymExpr holds = x > 0; holds.constant() != 1)
        out.push_back({holds, op + " " + labels[l]});
}

}  // namespace

// StableHLO spec "map" (C1)-(C4).
void checkMap(const Operation& op) {
  if (op.numOperands() == 0) failOp(op, "expects at least one input (C2)");
  expectResultCount(op, 1);
  expectRegionCount(op, 1);
  const TensorType& result = tensorResult(op, 0);
  std::vector<Type> args;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    expectSameShape(op, fmt::format("input #{}", i), tensorOperand(op, i), "result", result, "C1");
    args.push_back(scalarOf(tensorOperand(op, i).element));
  }
  std::vector<int64_t> iota(result.rank());
  for (int64_t d = 0; d < result.rank(); ++d) iota[d] = d;
  const std::vector<int64_t> dims = intsAttr(op, "dimensions");
  if (dims != iota) failOp(op, "dimensions {} must be {} (C3)", shapeStr(dims), shapeStr(iota));
  expectRegionType(op, 0, "computation", args, {scalarOf(result.element)}, "C4");
}

// StableHLO spec "map": result[i] = computation(inputs...[i]) for every index
// i (dimensions = all dims, C3), so every dim is pointwise.
OpTileMappings tmrMap(const Operation& op) { return TmrBuilder(op).addPointwise().build(); }
// StableHLO spec "map": result[i] = computation(inputs...[i]); every input
// has the result's shape (C1), dimensions = all dims (C3). The body is the
// scalar function "map".
Denotation denoteMap(const SymView& v) {
  Denotation d;
  for (size_t j = 0; j < v.numOperands(); ++j)
    d.require(sameShape(v.operand(j), v.result(0), "map C1"));
  const size_t n = v.numOperands();
  d.element = [n](size_t, const std::vector<SymExpr>& i) {
    std::vector<Term> args;
    for (size_t j = 0; j < n; ++j) args.push_back(Term::read(j, i));
    return Term::apply("map", std::move(args));
  };
  return d;
}

// StableHLO spec "reduce" (C1)-(C8).
void checkReduce(const Operation& op) {
  const size_t n = op.numOperands() / 2;
  if (n == 0 || op.numOperands() % 2 != 0 || op.numResults() != n)
    failOp(op, "expects N inputs, N init values and N results with N >= 1 (C3)");
  expectRegionCount(op, 1);
  const std::vector<ElementType> inputs = checkInputsAndInits(op, "C1", "C2");
  const TensorType& input = tensorOperand(op, 0);
  const std::vector<int64_t> dims = intsAttr(op, "dimensions");
  expectAllInRange(op, "dimensions", dims, 0, input.rank(), "C4");
  expectUnique(op, "dimensions", dims, "C5");
  const std::vector<ElementType> elems = checkReducer(op, 0, "body", inputs, "C6");
  Shape expected;
  for (int64_t d = 0; d < input.rank(); ++d)
    if (std::find(dims.begin(), dims.end(), d) == dims.end()) expected.push_back(input.shape[d]);
  for (size_t i = 0; i < n; ++i) expectResultShape(op, i, expected, "C7");
  expectResultElements(op, elems, "C8");
}

// StableHLO spec "reduce": result dims are the input dims not in
// `dimensions`, in order (C7); a reduced dim gives sum<body> (or, for a
// body reducing each input on its own, sum<op_j> for result j) when
// `whyReducedDimNotSplit` finds no reason against it.
OpTileMappings tmrReduce(const Operation& op) {
  TmrBuilder b(op);
  const size_t n = op.numOperands() / 2;
  const std::vector<int64_t> dims = intsAttr(op, "dimensions");
  const std::optional<std::vector<std::string>> reducers = laneReducerNames(op.region(0));
  int64_t position = 0;
  for (int64_t d = 0; d < tensorOperand(op, 0).rank(); ++d) {
    if (!contains(dims, d)) {
      b.add(inputsSliced(n, d), std::vector<ResultAction>(n, ResultAction::tile(position++)));
    } else if (const std::string why = whyReducedDimNotSplit(op, d, reducers); !why.empty()) {
      b.note(why);
    } else {
      b.add(inputsSliced(n, d), reducedDimActions(op, *reducers));
    }
  }
  return b.build();
}
// StableHLO spec "reduce": result n at index i folds input n over the
// reduced dims (i fills the others, in order) with `body`, from init n;
// inputs share a shape (C1) and results are the kept dims (C7). A body that
// reduces each input on its own (laneReducerNames) makes component n of
// that tuple fold the fold of input n alone with its op.
Denotation denoteReduce(const SymView& v) {
  const size_t n = v.numOperands() / 2;
  const std::vector<int64_t> dims = intsAttr(v.op(), "dimensions");
  const std::vector<SymExpr> in = v.operand(0);
  Denotation d;
  for (size_t j = 1; j < n; ++j)
    d.require(sameShape(v.operand(j), in, "reduce C1"));
  std::vector<SymExpr> kept;
  for (size_t e = 0; e < in.size(); ++e)
    if (!contains(dims, static_cast<int64_t>(e))) kept.push_back(in[e]);
  for (size_t j = 0; j < n; ++j)
    d.require(sameShape(v.result(j), kept, "reduce C7"));
  const Reducer reducer = reducerOf(v.op().region(0));
  const std::optional<std::vector<std::string>> lanes = laneReducerNames(v.op().region(0));
  const bool perInput = n > 1 && lanes;
  d.element = [=](size_t result, const std::vector<SymExpr>& i) {
    auto fold = std::make_shared<Fold>();
    fold->reducer = perInput ? Reducer{lanes->at(result), nullptr} : reducer;
    std::vector<SymExpr> index;
    size_t at = 0;
    for (size_t e = 0; e < in.size(); ++e) {
      if (!contains(dims, static_cast<int64_t>(e))) {
        index.push_back(i[at++]);
        continue;
      }
      const SymExpr c = v.fresh("c");
      index.push_back(c);
      fold->vars.push_back({c.name(), in[e], std::make_pair(size_t{0}, static_cast<int64_t>(e))});
    }
    for (size_t j = 0; j < n; ++j) {
      if (perInput && j != result) continue;
      fold->bodies.push_back(Term::read(j, index));
      fold->inits.push_back(Term::read(n + j, {}));
    }
    return Term::fold(std::move(fold), perInput ? 0 : result);
  };
  return d;
}

// chlo.scan (ChloOps.td ScanOp): N inputs and M inits (operandSegmentSizes),
// N outputs of the inputs' shapes and M carries of the inits' types; the
// body takes one slice of each input along `dimension` (that dim removed)
// and the carries, and returns one slice of each output and the carries.
void checkScan(const Operation& op) {
  const std::vector<int64_t> segments = intsAttr(op, "operandSegmentSizes");
  if (segments.size() != 2 || segments[0] < 0 || segments[1] < 0 ||
      static_cast<size_t>(segments[0] + segments[1]) != op.numOperands())
    failOp(op, "operandSegmentSizes must split the operands into inputs and inits");
  const size_t n = static_cast<size_t>(segments[0]), m = static_cast<size_t>(segments[1]);
  expectResultCount(op, n + m);
  expectRegionCount(op, 1);
  const int64_t dim = intAttr(op, "dimension");
  std::vector<Type> args, results;
  for (size_t i = 0; i < n; ++i) {
    const TensorType& input = tensorOperand(op, i);
    expectInRange(op, "dimension", dim, 0, input.rank(), "scan");
    const TensorType& output = tensorResult(op, i);
    if (output.shape != input.shape)
      failOp(op, "output #{} shape {} must be input #{}'s {}", i, shapeStr(output.shape), i, shapeStr(input.shape));
    if (input.shape != tensorOperand(op, 0).shape) failOp(op, "the inputs must have one shape");
    args.push_back(Type::tensor(without(input.shape, dim), input.element));
    results.push_back(Type::tensor(without(output.shape, dim), output.element));
  }
  for (size_t j = 0; j < m; ++j) {
    expectSameType(op, fmt::format("init #{}", j), op.operandType(n + j), fmt::format("carry #{}", j),
                   op.resultType(n + j), "scan");
    args.push_back(op.operandType(n + j));
    results.push_back(op.resultType(n + j));
  }
  expectRegionType(op, 0, "body", args, results, "scan");
}

// chlo.scan: each step reads the carries of the one before; no dim splits.
OpTileMappings tmrScan(const Operation&) {
  return replicateOnly("chlo.scan: each step along the scan dim reads the previous step's carries");
}
Denotation denoteScan(const SymView&) { return noDenotation(); }

// StableHLO spec "reduce_window" (C1)-(C16).
void checkReduceWindow(const Operation& op) {
  const size_t n = op.numOperands() / 2;
  if (n == 0 || op.numOperands() % 2 != 0 || op.numResults() != n)
    failOp(op, "expects N inputs, N init values and N results with N >= 1 (C1)");
  expectRegionCount(op, 1);
  const std::vector<ElementType> inputs = checkInputsAndInits(op, "C2", "C3");
  const TensorType& input = tensorOperand(op, 0);
  const int64_t rank = input.rank();
  const std::vector<int64_t> window = intsAttr(op, "window_dimensions");
  expectSize(op, "window_dimensions", window.size(), rank, "C4");
  expectAllPositive(op, "window_dimensions", window, "C5");
  const auto strides = positiveListOr(op, "window_strides", rank, "C6", "C7");
  const auto baseDilations = positiveListOr(op, "base_dilations", rank, "C8", "C9");
  const auto windowDilations = positiveListOr(op, "window_dilations", rank, "C10", "C11");
  const auto padding = paddingAttr(op, "padding", rank, "C12");
  const std::vector<ElementType> elems = checkReducer(op, 0, "body", inputs, "C13");
  Shape expected;
  for (int64_t d = 0; d < rank; ++d)
    expected.push_back(numWindows(op, input.shape[d], baseDilations[d], padding[d].first,
                                  padding[d].second, window[d], windowDilations[d], strides[d]));
  for (size_t i = 0; i < n; ++i) expectResultShape(op, i, expected, i == 0 ? "C15" : "C14");
  expectResultElements(op, elems, "C16");
}

// StableHLO spec "reduce_window": a dim whose windows never overlap and
// tile it exactly splits into runs of whole windows; a dim one window
// covers is reduced, a sum<@body> as for reduce (seed 000 §5.2.1); other
// windows straddle chunk boundaries.
OpTileMappings tmrReduceWindow(const Operation& op) {
  TmrBuilder b(op);
  const size_t n = op.numOperands() / 2;
  const std::vector<TracedInt> input = tracedOperandShape(op, 0);
  const std::vector<TracedInt> result = tracedResultShape(op, 0);
  const auto rank = static_cast<int64_t>(input.size());
  const WindowAttrs w = readWindowAttrs(op, rank);
  const std::optional<std::vector<std::string>> reducers = laneReducerNames(op.region(0));
  for (int64_t d = 0; d < rank; ++d) {
    const bool covered = w.coversDim(d, input[d]) && result[d] == 1;
    if (w.isAlignedDim(d, input[d], result[d]) && !covered)
      b.add(inputsSliced(n, d), std::vector<ResultAction>(n, ResultAction::tile(d)));
    else if (!covered)
      b.note(windowNote(w, d));
    else if (const std::string why = whyReducedDimNotSplit(op, d, reducers); !why.empty())
      b.note(why);
    else
      b.add(inputsSliced(n, d), reducedDimActions(op, *reducers),
            divideAttrAt("window_dimensions", d));
  }
  return b.build();
}
// StableHLO spec "reduce_window": results[:][i] folds, with `body` from
// init_values, the window of padded_inputs (padded and base-dilated with
// the init values) starting at i·window_strides, window_dilations apart.
// One fold variable per dim walks the padded dim; the filter keeps the
// window's positions and a position that is padding or a dilation hole
// reads the init value. A body that reduces each input on its own folds
// each result alone, as for reduce. Shapes: C2, C5, C7, C9, C11, C14, C15.
Denotation denoteReduceWindow(const SymView& v) {
  const size_t n = v.numOperands() / 2;
  const std::vector<SymExpr> in = v.operand(0);
  const SymWindow w = symWindow(v, in.size(), true);
  Denotation d;
  for (size_t j = 1; j < n; ++j)
    d.require(sameShape(v.operand(j), in, "reduce_window C2"));
  positiveWindow(w, "reduce_window", {"C5", "C7", "C9", "C11"}, d.constraints);
  for (size_t e = 0; e < in.size(); ++e)
    d.require(windowCount(w, in[e], v.result(0)[e], e), "reduce_window C15");
  for (size_t j = 1; j < n; ++j)
    d.require(sameShape(v.result(j), v.result(0), "reduce_window C14"));
  const Reducer reducer = reducerOf(v.op().region(0));
  const std::optional<std::vector<std::string>> lanes = laneReducerNames(v.op().region(0));
  const bool perInput = n > 1 && lanes;
  d.element = [=](size_t result, const std::vector<SymExpr>& i) {
    auto fold = std::make_shared<Fold>();
    fold->reducer = perInput ? Reducer{lanes->at(result), nullptr} : reducer;
    std::vector<SymExpr> inWindow, real, index;
    for (size_t e = 0; e < in.size(); ++e) {
      const SymExpr p = v.fresh("p");
      fold->vars.push_back(
          {p.name(), paddedSize(w, in[e], e), std::make_pair(size_t{0}, static_cast<int64_t>(e))});
      const SymExpr q = p - i[e] * w.strides[e];
      inWindow.push_back(SymExpr(0) <= q && q < dilatedSize(w.window[e], w.windowDilations[e]) &&
                         mod(q, w.windowDilations[e]) == 0);
      const SymExpr x = p - w.low[e];
      index.push_back(floorDiv(x, w.baseDilations[e]));
      real.push_back(SymExpr(0) <= x && mod(x, w.baseDilations[e]) == 0 && index.back() < in[e]);
    }
    fold->filter = allOf(inWindow);
    for (size_t j = 0; j < n; ++j) {
      if (perInput && j != result) continue;
      fold->bodies.push_back(
          Term::select(allOf(real), Term::read(j, index), Term::read(n + j, {})));
      fold->inits.push_back(Term::read(n + j, {}));
    }
    return Term::fold(std::move(fold), perInput ? 0 : result);
  };
  return d;
}

// StableHLO spec "select_and_scatter" (C1)-(C12).
void checkSelectAndScatter(const Operation& op) {
  expectArity(op, 3, 1, 2);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& source = tensorOperand(op, 1);
  const TensorType& init = tensorOperand(op, 2);
  const int64_t rank = operand.rank();
  expectSameElement(op, "operand", operand, "source", source, "C2");
  if (init.rank() != 0) failOp(op, "init_value must be a 0-dimensional tensor");
  expectSameElement(op, "init_value", init, "operand", operand, "C4");
  const auto window = positiveListOr(op, "window_dimensions", rank, "C1", "C6");
  const auto strides = positiveListOr(op, "window_strides", rank, "C7", "C8");
  const auto padding = paddingAttr(op, "padding", rank, "C9");
  Shape expected;
  for (int64_t d = 0; d < rank; ++d)
    expected.push_back(numWindows(op, operand.shape[d], 1, padding[d].first, padding[d].second,
                                  window[d], 1, strides[d]));
  if (source.shape != expected)
    failOp(op, "source shape {} differs from the number of windows {} (C3)", shapeStr(source.shape),
           shapeStr(expected));
  const Type e = scalarOf(operand.element);
  expectRegionType(op, 0, "select", {e, e}, {scalarOf(ElementType::kI1)}, "C10");
  expectRegionType(op, 1, "scatter", {e, e}, {e}, "C11");
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0), "C12");
}

// StableHLO spec "select_and_scatter": on a dim whose windows never overlap
// and tile the operand exactly, an operand chunk holds whole windows and the
// source chunk holds their values, so the chunks pair up (init_value whole).
OpTileMappings tmrSelectAndScatter(const Operation& op) {
  TmrBuilder b(op);
  const std::vector<TracedInt> operand = tracedOperandShape(op, 0);
  const std::vector<TracedInt> source = tracedOperandShape(op, 1);
  const auto rank = static_cast<int64_t>(operand.size());
  const WindowAttrs w = readWindowAttrs(op, rank);
  for (int64_t d = 0; d < rank; ++d) {
    if (w.isAlignedDim(d, operand[d], source[d]))
      b.add({sliced(d), sliced(d), kWhole}, {ResultAction::tile(d)});
    else
      b.note(windowNote(w, d));
  }
  return b.build();
}
// StableHLO spec "select_and_scatter": result[i] folds, with `scatter` from
// init_value, source[s] over the windows s whose selected operand element
// is i, in source order. The windows containing i are those holding it at
// an offset q < window_dimensions: s·window_strides = i + padding_low - q.
// The fold walks t = window - 1 - q (so s rises, the source order) and its
// filter keeps the q that start a window. The selection depends on
// the whole window, so it is a function of it (the "whole range" rule): a
// fold "select_and_scatter.select" over the window's operand elements
// (padding takes no part, as reduce_window_without_init) stands for the
// window, and "select_and_scatter.selects"(window, q) says whether `select`
// picks offset q. The reducer "select_and_scatter" is acc ← selects ?
// scatter(acc, source[s]) : acc. Shapes: C3, C6, C8, C12.
Denotation denoteSelectAndScatter(const SymView& v) {
  const std::vector<SymExpr> in = v.operand(0), source = v.operand(1);
  const SymWindow w = symWindow(v, in.size(), false);
  Denotation d;
  positiveWindow(w, "select_and_scatter", {"C6", "C8"}, d.constraints);
  for (size_t e = 0; e < in.size(); ++e)
    d.require(windowCount(w, in[e], source[e], e), "select_and_scatter C3");
  d.require(sameShape(v.result(0), in, "select_and_scatter C12"));
  const Region* select = &v.op().region(0);
  const Region* scatter = &v.op().region(1);
  d.element = [=](size_t, const std::vector<SymExpr>& i) {
    auto outer = std::make_shared<Fold>();
    auto window = std::make_shared<Fold>();
    outer->reducer = Reducer{"select_and_scatter", scatter};
    window->reducer = Reducer{"select_and_scatter.select", select};
    std::vector<SymExpr> s, starts, real, at;
    std::vector<Term> selects = {Term::fold(window)};
    for (size_t e = 0; e < in.size(); ++e) {
      const SymExpr t = v.fresh("t"), c = v.fresh("w");
      outer->vars.push_back({t.name(), w.window[e], std::nullopt});
      window->vars.push_back({c.name(), w.window[e], std::nullopt});
      const SymExpr q = w.window[e] - 1 - t;
      const SymExpr start = i[e] + w.low[e] - q;
      s.push_back(floorDiv(start, w.strides[e]));
      starts.push_back(mod(start, w.strides[e]) == 0 && SymExpr(0) <= s[e] && s[e] < source[e]);
      selects.push_back(Term::index(q));
      at.push_back(i[e] - q + c);
      real.push_back(SymExpr(0) <= at[e] && at[e] < in[e]);
    }
    window->filter = allOf(real);
    window->bodies.push_back(Term::read(0, at));
    outer->filter = allOf(starts);
    outer->bodies.push_back(Term::apply(
        "select_and_scatter.scatter_if",
        {Term::apply("select_and_scatter.selects", std::move(selects)), Term::read(1, s)}));
    outer->inits.push_back(Term::read(2, {}));
    return Term::fold(std::move(outer));
  };
  return d;
}

// StableHLO spec "sort" (C1)-(C5).
void checkSort(const Operation& op) {
  if (op.numOperands() == 0) failOp(op, "expects at least one input (C1)");
  expectResultCount(op, op.numOperands());
  expectRegionCount(op, 1);
  std::vector<Type> args;
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const TensorType& input = tensorOperand(op, i);
    expectSameType(op, fmt::format("input #{} type", i), op.operandType(i),
                   fmt::format("result #{} type", i), op.resultType(i), "C2");
    expectSameShape(op, "input #0", tensorOperand(op, 0), fmt::format("input #{}", i), input,
                    "C3");
    args.insert(args.end(), 2, scalarOf(input.element));
  }
  const int64_t rank = tensorOperand(op, 0).rank();
  expectInRange(op, "dimension", intAttrOr(op, "dimension", -1), -rank, rank, "C4");
  expectRegionType(op, 0, "comparator", args, {scalarOf(ElementType::kI1)}, "C5");
}

// StableHLO spec "sort": each 1-d slice along `dimension` is sorted on its
// own, so every other dim is pointwise (all inputs sliced together).
OpTileMappings tmrSort(const Operation& op) {
  const int64_t rank = tensorOperand(op, 0).rank();
  int64_t dim = intAttrOr(op, "dimension", -1);
  if (dim < 0) dim += rank;
  return TmrBuilder(op)
      .addPointwise({dim})
      .note(fmt::format("dim {}: the sort dimension; a position depends on the whole dim", dim))
      .build();
}
// StableHLO spec "sort": results[n][i] is position i[dimension] of the
// sorted lane through i, and the sort looks at the whole lane of every
// input (the "whole range" rule): a fold "sort" (or "sort.stable") over the
// lane, component n, picked at i[dimension] by "sort.at". All inputs and
// results share one shape (C2, C3).
Denotation denoteSort(const SymView& v) {
  const std::vector<SymExpr> in = v.operand(0);
  const auto rank = static_cast<int64_t>(in.size());
  int64_t dim = intAttrOr(v.op(), "dimension", -1);
  if (dim < 0) dim += rank;
  Denotation d;
  for (size_t j = 0; j < v.numOperands(); ++j) {
    d.require(sameShape(v.operand(j), in, "sort C3"));
    d.require(sameShape(v.result(j), v.operand(j), "sort C2"));
  }
  const Reducer reducer{boolAttrOr(v.op(), "is_stable", false) ? "sort.stable" : "sort",
                        &v.op().region(0)};
  const size_t n = v.numOperands();
  d.element = [=](size_t result, const std::vector<SymExpr>& i) {
    auto fold = std::make_shared<Fold>();
    fold->reducer = reducer;
    const SymExpr c = v.fresh("c");
    fold->vars.push_back({c.name(), in[dim], std::make_pair(size_t{0}, dim)});
    std::vector<SymExpr> lane = i;
    lane[dim] = c;
    for (size_t j = 0; j < n; ++j) fold->bodies.push_back(Term::read(j, lane));
    return Term::apply("sort.at", {Term::fold(std::move(fold), result), Term::index(i[dim])});
  };
  return d;
}

namespace {

// What a top-k's messages call it: chlo.top_k by its name, a custom_call by
// its target.
std::string_view topKWho(const Operation& op) {
  return op.code() == OpCode::kCustomCall ? "@mhlo.topk " : "";
}

// The attributes of a top-k: chlo.top_k's own, or the `mhlo.attributes` of
// custom_call @mhlo.topk, which XLA reads with no backend_config and only
// k, largest and mhlo.sharding there (stablehlo_ext TopKOpAdaptor; its
// export moves mhlo.sharding into the dictionary).
const NamedAttrs& topKAttributes(const Operation& op) {
  if (op.code() != OpCode::kCustomCall) return op.attrs();
  const Attribute* config = op.attr("backend_config");
  if (config && !(config->kind() == Attribute::Kind::kString && config->getString().empty()))
    failOpUnsupported(op, "@mhlo.topk with a backend_config is not supported (XLA's @mhlo.topk "
                          "has none; k goes in mhlo.attributes)");
  const Attribute& a = requireAttr(op, "mhlo.attributes");
  if (a.kind() != Attribute::Kind::kDictionary)
    failOp(op, "@mhlo.topk: attribute 'mhlo.attributes' must be a dictionary");
  for (const auto& [name, value] : a.getDictionary().entries())
    if (name != "k" && name != "largest" && name != "mhlo.sharding")
      failOpUnsupported(op, "@mhlo.topk: mhlo.attributes '{}' is not supported (only k, "
                            "largest and mhlo.sharding)",
                        name);
  return a.getDictionary();
}

// ChloOps.td TopKOp: `k`, an integer. `largest = false` (the k smallest) is
// refused, as XLA refuses it when it turns @mhlo.topk into chlo.top_k
// (stablehlo_ext ChloRecomposeOps); `largest = true` is the default.
int64_t topKSize(const Operation& op) {
  const NamedAttrs& attrs = topKAttributes(op);
  const Attribute* largest = attrs.find("largest");
  if (largest && largest->kind() != Attribute::Kind::kBool)
    failOp(op, "{}attribute 'largest' must be a boolean", topKWho(op));
  if (largest && !largest->getBool())
    failOpUnsupported(op, "{}largest = false (the k smallest elements) is not supported: XLA "
                          "lowers only the k largest to chlo.top_k",
                      topKWho(op));
  const Attribute* k = attrs.find("k");
  if (!k || k->kind() != Attribute::Kind::kInteger)
    failOp(op, "{}needs an integer attribute 'k'", topKWho(op));
  return k->getInt();
}

}  // namespace

// ChloOps.td TopKOp and its type inference (TypeInference.cpp inferTopKOp),
// labelled as XLA's mhlo.topk constraints (TopKOpAdaptor::verify): (I1) an
// operand of rank >= 1; (C5) k >= 0; (C2) k at most its last dim; (C1)
// values of the operand's shape with the last dim k; (C3) and its element
// type; (C4) indices of the values' shape, (O2) of i32.
void checkTopK(const Operation& op) {
  expectArity(op, 1, 2);
  const int64_t k = topKSize(op);
  const TensorType& operand = tensorOperand(op, 0);
  if (operand.rank() == 0) failOp(op, "{}operand must have rank at least 1 (I1)", topKWho(op));
  if (k < 0) failOp(op, "{}k = {} must not be negative (C5)", topKWho(op), k);
  if (k > operand.shape.back())
    failOp(op, "{}k = {} exceeds the operand's last dim {} (C2)", topKWho(op), k,
           operand.shape.back());
  Shape shape = operand.shape;
  shape.back() = k;
  expectResultShape(op, 0, shape, "C1");
  expectSameElement(op, "values", tensorResult(op, 0), "operand", operand, "C3");
  expectResultShape(op, 1, shape, "C4");
  if (tensorResult(op, 1).element != ElementType::kI32)
    failOp(op, "{}indices element type {} must be i32 (O2)", topKWho(op),
           elementTypeName(tensorResult(op, 1).element));
}

// ChloOps.td TopKOp: each 1-d slice along the last dim gives its own top k,
// so every other dim is pointwise, values and indices tiled alike.
OpTileMappings tmrTopK(const Operation& op) {
  const int64_t last = tensorOperand(op, 0).rank() - 1;
  return TmrBuilder(op)
      .addPointwise({last})
      .note(fmt::format("dim {}: the top-k dim; the top k of a chunk is not a chunk of the top k",
                        last))
      .build();
}
// ChloOps.td TopKOp, as its decomposition (ChloLegalizeToStablehlo.cpp
// ConvertTopKOp) computes it: a stable sort of (operand, iota) along the
// last dim, sliced to the first k. results[n][i] is position i[last] of that
// sorted lane through i: a fold "top_k" over the whole lane of (operand,
// position) pairs, component n, picked at i[last] by "top_k.at" (the "whole
// range" rule, as for sort). Shapes as checkTopK: (C1)-(C4).
Denotation denoteTopK(const SymView& v) {
  const std::vector<SymExpr> in = v.operand(0), values = v.result(0);
  const auto last = static_cast<int64_t>(in.size()) - 1;
  Denotation d;
  for (int64_t j = 0; j < last; ++j) d.require(values[j] == in[j], "top_k C1");
  d.require(values[last] <= in[last], "top_k C2");
  d.require(sameShape(v.result(1), values, "top_k C4"));
  d.element = [=](size_t result, const std::vector<SymExpr>& i) {
    auto fold = std::make_shared<Fold>();
    fold->reducer = Reducer{"top_k", nullptr};
    const SymExpr c = v.fresh("c");
    fold->vars.push_back({c.name(), in[last], std::make_pair(size_t{0}, last)});
    std::vector<SymExpr> lane = i;
    lane[last] = c;
    fold->bodies = {Term::read(0, lane), Term::index(c)};
    return Term::apply("top_k.at", {Term::fold(std::move(fold), result), Term::index(i[last])});
  };
  return d;
}

}  // namespace partir
