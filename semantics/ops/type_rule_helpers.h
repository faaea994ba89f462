// Shared building blocks of the type rules (semantics/ops/<family>.cc).
//
// Every helper either returns what it checked or throws DiagnosticError
// through `failOp`, whose message names the op and, where a spec constraint
// is violated, ends with its label:
//
//   'stablehlo.add': operand types tensor<2xf32> and tensor<3xf32> differ (C1)
//
// Helpers never index past what they have checked: counts before operands,
// attribute presence and kind before values. The family rules at the bottom
// make most elementwise ops one line, e.g.
//   void checkAnd(const Operation& op) { checkElementwise(op, 2, kBoolOrInt); }
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "semantics/ir.h"
#include "semantics/labelled_checks.h"

namespace partir {

// ---- failures ---------------------------------------------------------------

// Throws kInvalidInput "'<op name>': <message>" at the op's location.
template <class... Args>
[[noreturn]] void failOp(const Operation& op, fmt::format_string<Args...> f, Args&&... args) {
  fail(ErrorKind::kInvalidInput, op.loc(), "'{}': {}", op.name(),
       fmt::format(f, std::forward<Args>(args)...));
}

// Throws kUnsupported "'<op name>': <message>": well-formed but outside what
// this project implements (complex or quantized types, ...).
template <class... Args>
[[noreturn]] void failOpUnsupported(const Operation& op, fmt::format_string<Args...> f,
                                    Args&&... args) {
  fail(ErrorKind::kUnsupported, op.loc(), "'{}': {}", op.name(),
       fmt::format(f, std::forward<Args>(args)...));
}

// ---- counts -----------------------------------------------------------------

// "expects 2 operands, got 3"; `results`/`regions` likewise.
void expectOperandCount(const Operation& op, size_t n);
void expectMinOperandCount(const Operation& op, size_t n);
void expectResultCount(const Operation& op, size_t n);
void expectRegionCount(const Operation& op, size_t n);
// All three at once.
void expectArity(const Operation& op, size_t operands, size_t results, size_t regions = 0);

// ---- types ------------------------------------------------------------------

// The tensor type of operand / result `i`; "operand #1 must be a tensor, got
// !stablehlo.token" otherwise. Callers check counts first.
const TensorType& tensorOperand(const Operation& op, size_t i);
const TensorType& tensorResult(const Operation& op, size_t i);
// "<what> must be !stablehlo.token, got tensor<f32>".
void expectToken(const Operation& op, std::string_view what, const Type& t);
// Tensor or token (the values control-flow ops may carry).
void expectTensorOrToken(const Operation& op, std::string_view what, const Type& t);
// Results are tensors or tokens, the last one a token (infeed, recv), e.g.
// "last result must be !stablehlo.token, got tensor<f32> (C3)".
void expectValuesThenToken(const Operation& op, std::string_view countLabel,
                           std::string_view tokenLabel);
// Tensor operands then a token operand, and one token result (outfeed, send).
void expectTensorsThenTokenToToken(const Operation& op);

// Element type classes of the StableHLO spec ("Types"), combinable with |.
enum ElementKinds : unsigned {
  kBoolKind = 1,      // i1
  kSignedKind = 2,    // si8..si64
  kUnsignedKind = 4,  // ui8..ui64
  kFloatKind = 8,     // the small floats, f16, bf16, f32, f64
  kComplexKind = 16,  // complex<f32>, complex<f64>
  kIntKind = kSignedKind | kUnsignedKind,
  kBoolOrInt = kBoolKind | kIntKind,
  kIntOrFloat = kIntKind | kFloatKind,
  kSignedOrFloat = kSignedKind | kFloatKind,
  kFloatOrComplex = kFloatKind | kComplexKind,
  kNumericKind = kIntKind | kFloatKind | kComplexKind,  // spec: integer, floating-point or complex
  kAnyKind = kBoolKind | kIntKind | kFloatKind,         // every real type
  kEveryKind = kAnyKind | kComplexKind,
};
bool hasKind(ElementType t, unsigned kinds);
// "boolean or integer", "floating-point", ...
std::string kindsName(unsigned kinds);
// "<what> element type f32 must be boolean or integer".
void expectElementKind(const Operation& op, std::string_view what, const TensorType& t,
                       unsigned kinds);
// "<what> must be tensor<i32>, got tensor<2xi32>" (a 0-d tensor of `e`).
void expectScalar(const Operation& op, std::string_view what, const Type& t, ElementType e);

// StableHLO spec "is_promotable": same class (boolean / integer / float) and
// a bit width at least as large. Given (i8, i32) returns true; (f32, i32) false.
bool isPromotable(ElementType from, ElementType to);

// "(tensor<f32>, tensor<f32>)"
std::string typeListStr(const std::vector<Type>& types);
std::vector<Type> operandTypes(const Operation& op, size_t first = 0, size_t count = SIZE_MAX);
std::vector<Type> resultTypes(const Operation& op);

// ---- attributes -------------------------------------------------------------

// The attribute, or "missing attribute 'name'".
const Attribute& requireAttr(const Operation& op, std::string_view name);
// kInteger attribute.
int64_t intAttr(const Operation& op, std::string_view name);
int64_t intAttrOr(const Operation& op, std::string_view name, int64_t dflt);
// kBool attribute; a unit attribute (`name` alone) counts as true.
bool boolAttrOr(const Operation& op, std::string_view name, bool dflt);
// Integer list (kDenseArray, kArray of kInteger, integer kDenseElements).
std::vector<int64_t> intsAttr(const Operation& op, std::string_view name);
std::vector<int64_t> intsAttrOr(const Operation& op, std::string_view name,
                                std::vector<int64_t> dflt);
// The value of a kEnum attribute ("GT"), or of a kString one.
const std::string& enumAttr(const Operation& op, std::string_view name);
const std::string& stringAttr(const Operation& op, std::string_view name);
// The fields of a kStruct attribute named `structName` ("stablehlo.gather").
const NamedAttrs& structAttr(const Operation& op, std::string_view name,
                             std::string_view structName);
// An integer list field of a struct attribute; absent = empty.
std::vector<int64_t> structInts(const Operation& op, const NamedAttrs& fields,
                                std::string_view field);
// An integer field of a struct attribute; absent = `dflt`.
int64_t structIntOr(const Operation& op, const NamedAttrs& fields, std::string_view field,
                    int64_t dflt);

// A 2-d integer kDenseElements attribute, row-major.
struct IntMatrix {
  int64_t rows = 0, cols = 0;
  std::vector<int64_t> values;
  int64_t at(int64_t r, int64_t c) const { return values[r * cols + c]; }
};
IntMatrix matrixAttr(const Operation& op, std::string_view name);
// A `padding`-style attribute: `rows` x 2 pairs (low, high); absent = zeros.
// Checks the shape: "padding must have shape [2, 2], got [3, 2] (<label>)".
std::vector<std::pair<int64_t, int64_t>> paddingAttr(const Operation& op, std::string_view name,
                                                     int64_t rows, std::string_view label);

// ---- labelled value checks ------------------------------------------------
// The checks of semantics/labelled_checks.h, reported at the op.

// "<what> 3 is out of range [0, 2) (C4)"
void expectInRange(const Operation& op, std::string_view what, int64_t v, int64_t lo, int64_t hi,
                   std::string_view label);
void expectAllInRange(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                      int64_t lo, int64_t hi, std::string_view label);
// "<what> [0, 0] has duplicate 0 (C4)"
void expectUnique(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                  std::string_view label);
// "<what> [1, 0] is not sorted (C7)"
void expectSorted(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                  std::string_view label);
// "<what> has 3 elements, expected 2 (C2)"
void expectSize(const Operation& op, std::string_view what, size_t got, size_t want,
                std::string_view label);
// "<what> must be positive, got [1, 0] (C7)"
void expectAllPositive(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                       std::string_view label);
// "<a> tensor<2xf32> and <b> tensor<3xf32> differ (<label>)" unless equal
// (without the label when it is empty).
void expectSameType(const Operation& op, std::string_view a, const Type& ta, std::string_view b,
                    const Type& tb, std::string_view label);
void expectSameShape(const Operation& op, std::string_view a, const TensorType& ta,
                     std::string_view b, const TensorType& tb, std::string_view label);
void expectSameElement(const Operation& op, std::string_view a, const TensorType& ta,
                       std::string_view b, const TensorType& tb, std::string_view label);
// "result shape [2] differs from expected [3] (<label>)". Inside a
// ResultShapeRefinement, a result with `?` dims whose static dims agree
// takes the expected shape instead.
void expectResultShape(const Operation& op, size_t result, const Shape& expected,
                       std::string_view label);

// ---- family rules ---------------------------------------------------------

// StableHLO spec elementwise ops "(C1) lhs, rhs and result have the same
// type": `arity` tensor operands and one result, all of one type whose
// element type is in `kinds`.
void checkElementwise(const Operation& op, size_t arity, unsigned kinds,
                      std::string_view label = "C1");
// The spec's windowing arithmetic (reduce_window (C15), convolution (C25),
// select_and_scatter (C3)): the number of windows of a (dilated, padded)
// input dimension. Given input 4, base dilation 1, padding (0, 0), window 2,
// window dilation 1, stride 2 returns 2. Overflow fails naming the op.
int64_t numWindows(const Operation& op, int64_t input, int64_t baseDilation, int64_t padLow,
                   int64_t padHigh, int64_t window, int64_t windowDilation, int64_t stride);

// ---- regions --------------------------------------------------------------

// The argument types of a region's entry block and the operand types of its
// terminator; fails if the region has no block or the block no terminator.
struct RegionSignature {
  std::vector<Type> args;
  std::vector<Type> results;
  std::string str() const;  // "(tensor<f32>, tensor<f32>) -> (tensor<f32>)"
};
RegionSignature regionSignature(const Operation& op, size_t region, std::string_view what);
// "<what> has type (...) -> (...), expected (...) -> (...) (<label>)".
void expectRegionType(const Operation& op, size_t region, std::string_view what,
                      const std::vector<Type>& args, const std::vector<Type>& results,
                      std::string_view label);
// The reducer shape shared by reduce (C6), reduce_window (C13), scatter
// (C23), all_reduce (C5), reduce_scatter (C7): a region of type
// (tensor<E0>.., tensor<E0>..) -> (tensor<E0>..) with is_promotable(inputs[i], Ei).
// Returns the Ei.
std::vector<ElementType> checkReducer(const Operation& op, size_t region, std::string_view what,
                                      const std::vector<ElementType>& inputs,
                                      std::string_view label);

// ---- shape refinement -------------------------------------------------------

// While one is alive on this thread, the type rules infer: expectResultShape
// gives a result with `?` dims the shape its rule computes from the
// operands. The rules are so the inference of interp/shape_refinement.h,
// and no op has a second copy of its shape arithmetic.
class ResultShapeRefinement {
 public:
  ResultShapeRefinement();
  ~ResultShapeRefinement();
  ResultShapeRefinement(const ResultShapeRefinement&) = delete;
  ResultShapeRefinement& operator=(const ResultShapeRefinement&) = delete;

 private:
  bool previous_;
};

// ---- the enclosing module -------------------------------------------------

// A reducer named by symbol (#partir.sum<@f>, partir.all_reduce <@f>): @f of
// the current module has type (tensor<E>, tensor<E>) -> tensor<E>.
void expectScalarFunction(const Operation& op, std::string_view what, const std::string& name,
                          ElementType e);

// Ops do not point to their module; rules that resolve symbols (func.call,
// composite, interpreter.run_parallel) and func.return (which needs its
// function) look the module up here. verifyModule installs a ModuleScope for
// the duration of its walk; outside one, these rules report that the op
// cannot be checked on its own.
class ModuleScope {
 public:
  explicit ModuleScope(const Module& module);
  ~ModuleScope();
  ModuleScope(const ModuleScope&) = delete;
  ModuleScope& operator=(const ModuleScope&) = delete;

 private:
  const Module* previous_;
};
// The module of the innermost ModuleScope; fails naming `op` when there is none.
const Module& currentModule(const Operation& op);
// The function `@name` of the current module, or "unknown function @name".
const Function& lookupFunction(const Operation& op, std::string_view name);
// The function whose body directly contains `op` (not through an op region),
// or null.
const Function* enclosingFunction(const Operation& op);

}  // namespace partir
