// Evaluates an op's denotation (semantics/denotation.h) on concrete operand
// values, for the differential test of the verifier's encodings
// (tests/verify_differential_test.cc, docs/verification.md "Differential test
// of the denotations"). It lives in tests/: it needs both the Z3 encoding
// (verify/, through verify/evaluate.h) and the interpreter's kernels (interp/),
// and no library depends on both (CMakeLists.txt layering).
//
// The element term of result n is built once, over index variables, from
// denote(SymView::concrete(op)) -- the form the verifier proves with -- and
// evaluated at each index:
//   - every index expression (reads, select conditions, fold extents and
//     filters, element reads of index operands) through the Z3 encoding
//     (verify::ConcreteEvaluator);
//   - a read takes the element of the operand tensor (an index outside the
//     operand is an error: the encoding's in<j> is total, the data is not);
//   - Term::apply runs the interpreter's kernel on one-element tensors: the
//     op's own function (scalarFunctionName) runs the op itself retyped to
//     one element per operand (bitcast_convert keeps its lane dim; a constant
//     runs as it is and its index arguments pick the element); the bare name
//     of an elementwise op ("multiply") runs a fresh instance of that op;
//     "batch_norm_inference.eps=E" the batch_norm_inference kernel and
//     "batch_norm.stddev.eps=E" sqrt(variance + E) (StableHLO spec
//     "batch_norm_grad") with the add and sqrt kernels;
//   - a fold is unrolled in row-major order over its variables, bodies taken
//     where the filter holds, combined by its reducer: the op's region run by
//     the interpreter, or the add kernel for a body-less "add" (the identity
//     0 when the fold has no inits);
//   - an index used as an element value (Term::index) takes the element type
//     its use needs, through the convert kernel.
// Functions and reducers that stand for a whole range (semantics/ops/linalg.cc
// wholeRange: "sort", "cholesky", "triangular_solve", "fft.*", select_and_scatter's
// selection) and batch_norm_grad's per-element "grad_operand" have no scalar
// kernel: their elements come back kAbstract, naming the function.
//
// Given %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>,
//   DenotationEvaluator(op, {x}, interpreter).element(0, {2, 1})
// evaluates in0[i1, i0] at i0 = 2, i1 = 1: the rank-0 tensor x[1, 2].
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interp/interpreter.h"
#include "semantics/denotation.h"
#include "verify/evaluate.h"

namespace partir::verify::testing {

// One element of a result by the denotation.
struct ElementOutcome {
  enum class Kind { kValue, kAbstract, kError };
  Kind kind = Kind::kError;
  Tensor value;        // kValue: a rank-0 tensor of the result's element type
  std::string detail;  // kAbstract: the function or reducer; kError: what went wrong
};

class DenotationEvaluator {
 public:
  // `operands` are the op's operand values; `interpreter` (of the op's
  // module) runs region bodies. The op must be verified.
  DenotationEvaluator(const Operation& op, Values operands, Interpreter& interpreter);
  ~DenotationEvaluator();
  DenotationEvaluator(const DenotationEvaluator&) = delete;
  DenotationEvaluator& operator=(const DenotationEvaluator&) = delete;

  // Element `index` of result `result` (the op has a denotation).
  ElementOutcome element(size_t result, const std::vector<int64_t>& index);
  // `term` with its variables at `at`, as an element of type `type`.
  ElementOutcome evaluate(const Term& term, const VariableValues& at, ElementType type);
  // The `why` of every shape constraint of the denotation that does not hold
  // on the op's own sizes (or cannot be evaluated, with the reason).
  std::vector<std::string> violatedConstraints();

  // Defined in tests/denotation_eval.cc (its helpers use them).
  struct Scalar;
  class UnitInstance;

 private:
  // The element term of one result, over the index variables named `index`.
  struct ResultTerm {
    Term term;
    std::vector<std::string> index;
  };

  Scalar value(const Term& t, VariableValues& at);
  Scalar read(const Term& t, VariableValues& at);
  Scalar apply(const Term& t, VariableValues& at);
  Scalar select(const Term& t, VariableValues& at);
  std::vector<Scalar> fold(const Fold& f, VariableValues& at);
  void foldPoint(const Fold& f, size_t var, VariableValues& at, std::vector<Scalar>& acc);
  std::vector<Scalar> reduce(const Reducer& r, std::vector<Scalar> acc, std::vector<Scalar> x);
  Tensor callFunction(const std::string& fn, const std::vector<Scalar>& args);
  Tensor ownValue(const std::vector<Scalar>& args);
  Tensor runInstance(const std::string& fn, const std::vector<Scalar>& args);
  Tensor bitcastLanes(const std::vector<Scalar>& args);
  int64_t integer(const SymExpr& e, const VariableValues& at);
  bool truth(const SymExpr& e, const VariableValues& at);

  const Operation& op_;
  Values operands_;
  Interpreter& interpreter_;
  SymView view_;
  Denotation denotation_;
  ConcreteEvaluator indices_;
  std::map<size_t, ResultTerm> terms_;
  std::map<std::string, std::unique_ptr<UnitInstance>> instances_;
  std::optional<Tensor> ownTensor_;  // the value of an op without operands
};

}  // namespace partir::verify::testing
