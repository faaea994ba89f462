// Type rules of the reduction family: ops with a reducer or comparator body
// (StableHLO spec, one section per op).
#include <algorithm>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"

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

}  // namespace partir
