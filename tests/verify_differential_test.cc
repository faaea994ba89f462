// The differential test of the verifier's encodings (docs/verification.md
// "Differential test of the denotations"): every op instance of the bundled
// catalogue (verify/catalogue.h) runs in the reference interpreter on small
// integer inputs (interp/random_inputs.h), and its denotation -- the terms
// verify/ proves tile-mapping entries with -- is evaluated on the same inputs
// by tests/denotation_eval.h, every index expression through the Z3 encoding.
// Each result element must agree bit for bit and each shape constraint must
// hold on the op's own sizes. Must-fail tests show that a wrong term (a
// transposed read, a dropped fold term, a wrong index operand, a wrong
// scalar function) is caught.
//
// Given %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>,
// the kernel's element [5, 2] must be the denotation's in0[i1, i0] at i0 = 5, i1 = 2.
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include "interp/kernels.h"
#include "semantics/quantized_ops.h"
#include "tests/denotation_eval.h"
#include "tests/parse_helpers.h"
#include "tests/tensor_builders.h"
#include "verify/catalogue.h"

namespace partir::verify {
namespace {

using testing::DenotationEvaluator;
using testing::ElementOutcome;
using ValueTable = std::unordered_map<const Value*, InterpreterValue>;

// Each op instance runs on the inputs of every seed.
constexpr std::array<uint64_t, 3> kSeeds = {1, 2, 3};

// The functions and reducers the denotations leave abstract (no scalar
// kernel, tests/denotation_eval.h): whole-range functions the verifier only
// matches one to one (semantics/ops/linalg.cc wholeRange; reduction.cc sort,
// top_k and select_and_scatter's selection), batch_norm_grad's per-element
// gradient, a function of feature sums its kernel computes internally, and
// the collectives' elements of the other processes of a group
// (semantics/ops/collectives.cc), which a single-process run does not hold.
constexpr std::array<std::string_view, 11> kAbstractPrefixes = {
    "sort.at", "top_k.at", "select_and_scatter", "cholesky.", "triangular_solve.", "fft.",
    "batch_norm_grad.grad_operand.eps=", "all_gather.from_process", "all_to_all.from_process",
    "all_reduce.over_group", "reduce_scatter.over_group"};

bool isDocumentedAbstract(const std::string& fn) {
  for (std::string_view prefix : kAbstractPrefixes)
    if (fn.compare(0, prefix.size(), prefix) == 0) return true;
  return false;
}

bool hasDenotation(const Operation& op) { return denote(SymView::concrete(op)).defined(); }

// Ops on quantized tensors stay outside: their denotation applies
// quantize.<type> (kept uninterpreted, semantics/denotation.cc) to values
// read from storage; their kernels (dequantize, op, quantize) are tested
// against the spec's formulas in tests/quantized_test.cc.

// Element `linear` of `expected` and the rank-0 `value` hold the same bits.
bool sameBits(const Tensor& value, const Tensor& expected, int64_t linear) {
  const int width = byteWidth(expected.elementType());
  return value.elementType() == expected.elementType() &&
         std::memcmp(value.rawData(), expected.rawData() + linear * width, width) == 0;
}

// Why the denotation's element `index` of result `result` is not the
// kernel's (`expected`), or nullopt when they agree bit for bit.
std::optional<std::string> disagreement(const Operation& op, size_t result,
                                        const std::vector<int64_t>& index,
                                        const ElementOutcome& got, const Tensor& expected) {
  const int64_t linear = expected.linearIndex(index);
  const std::string where = fmt::format("{} {} result {} at [{}]", op.loc().str(), op.name(),
                                        result, fmt::join(index, ", "));
  if (got.kind != ElementOutcome::Kind::kValue)
    return fmt::format("{}: the denotation gives no value ({}), the kernel {}", where, got.detail,
                       expected.elementString(linear));
  if (sameBits(got.value, expected, linear)) return std::nullopt;
  return fmt::format("{}: the denotation gives {} ({}), the kernel {} ({})", where,
                     got.value.elementString(0), elementTypeName(got.value.elementType()),
                     expected.elementString(linear), elementTypeName(expected.elementType()));
}

// What the catalogue comparison counted.
struct Tally {
  struct PerOp {
    int runs = 0, elements = 0, abstractElements = 0;  // runs: instances x seeds
  };
  std::map<std::string, PerOp> ops;                        // by op name
  std::map<std::string, std::set<std::string>> abstracts;  // function -> op names
  std::vector<std::string> failures;
  int elements() const {
    int n = 0;
    for (const auto& [name, c] : ops) n += c.elements;
    return n;
  }
};

// The values of `names` in `values`, or nullopt when one is missing.
std::optional<Values> lookup(const std::vector<Value*>& names, const ValueTable& values) {
  Values out;
  for (const Value* v : names) {
    auto it = values.find(v);
    if (it == values.end()) return std::nullopt;
    out.push_back(it->second);
  }
  return out;
}

std::vector<Value*> resultsOf(const Operation& op) {
  std::vector<Value*> out;
  for (size_t r = 0; r < op.numResults(); ++r) out.push_back(op.result(r));
  return out;
}

// Runs the entry block of `f` op by op with the interpreter's kernels on
// random integer arguments, keeping every value. An op whose kernel fails
// (or whose operands are missing) leaves its results out; that is a failure
// when the op has a denotation to compare.
ValueTable runOpByOp(const Function& f, Interpreter& interpreter, uint64_t seed, Tally& tally) {
  ValueTable values;
  const Values args = partir::testing::argsOf(f, seed);
  for (size_t i = 0; i < args.size(); ++i) values[f.entry().argument(i)] = args[i];
  for (const auto& op : f.entry().ops()) {
    if (op.get() == f.entry().terminator()) break;
    std::optional<Values> operands = lookup(op->operands(), values);
    try {
      if (!operands) fail(ErrorKind::kInvalidInput, op->loc(), "an operand was not computed");
      OpContext ctx(*op, std::move(*operands), interpreter);
      Values results = evalOp(ctx);
      for (size_t r = 0; r < results.size(); ++r) values[op->result(r)] = std::move(results[r]);
    } catch (const DiagnosticError& e) {
      if (hasDenotation(*op) && !hasQuantizedType(*op))
        tally.failures.push_back(op->name() + ": not run: " + e.diag.str());
    }
  }
  return values;
}

// Compares every element of every result of `op` (and its shape constraints).
void compareOp(const Operation& op, const ValueTable& values, Interpreter& interpreter,
               Tally& tally) {
  const std::optional<Values> operands = lookup(op.operands(), values);
  const std::optional<Values> results = lookup(resultsOf(op), values);
  if (!operands || !results) return;  // not run: runOpByOp recorded why
  DenotationEvaluator evaluator(op, *operands, interpreter);
  for (const std::string& why : evaluator.violatedConstraints())
    tally.failures.push_back(fmt::format("{} {}: constraint {}", op.loc().str(), op.name(), why));
  Tally::PerOp& count = tally.ops[op.name()];
  ++count.runs;
  for (size_t r = 0; r < results->size(); ++r) {
    const Tensor& expected = (*results)[r].tensor();
    for (IndexIterator it(expected.shape()); !it.done(); it.next()) {
      const ElementOutcome got = evaluator.element(r, it.index());
      if (got.kind == ElementOutcome::Kind::kAbstract) {
        ++count.abstractElements;
        tally.abstracts[got.detail].insert(op.name());
        continue;
      }
      ++count.elements;
      if (auto why = disagreement(op, r, it.index(), got, expected)) tally.failures.push_back(*why);
    }
  }
}

void compareModule(const Module& m, Tally& tally) {
  Interpreter interpreter(m);
  for (const auto& f : m.functions) {
    if (f->isDeclaration()) continue;
    for (uint64_t seed : kSeeds) {
      const ValueTable values = runOpByOp(*f, interpreter, seed, tally);
      for (const auto& op : f->entry().ops())
        if (hasDenotation(*op) && !hasQuantizedType(*op)) compareOp(*op, values, interpreter, tally);
    }
  }
}

void printTally(const Tally& tally) {
  int abstractElements = 0;
  for (const auto& [name, c] : tally.ops) abstractElements += c.abstractElements;
  std::printf("  %zu ops, %d elements compared, %d abstract, %zu failures\n", tally.ops.size(),
              tally.elements(), abstractElements, tally.failures.size());
  for (const auto& [name, c] : tally.ops)
    std::printf("  %-36s %2d runs  %6d elements compared  %5d abstract\n", name.c_str(), c.runs,
                c.elements, c.abstractElements);
  for (const auto& [fn, ops] : tally.abstracts)
    std::printf("  abstract: %s (%s)\n", fn.c_str(),
                fmt::format("{}", fmt::join(ops, ", ")).c_str());
}

TEST(VerifyDifferential, CatalogueDenotationsAgreeWithTheKernels) {
  Tally tally;
  for (const CatalogueFile& c : catalogue()) {
    Result<SourceFile> file = parseSource(c.text, "verify/catalogue/" + c.name);
    ASSERT_TRUE(file.ok()) << file.error().str();
    for (const auto& m : file->modules) {
      const Status verified = verifyModule(*m);
      ASSERT_TRUE(verified.ok()) << verified.error().str();
      compareModule(*m, tally);
    }
  }
  printTally(tally);
  EXPECT_GT(tally.elements(), 0);
  for (const auto& [fn, ops] : tally.abstracts)
    EXPECT_TRUE(isDocumentedAbstract(fn))
        << "a denotation applies '" << fn << "', which has no scalar kernel and is not listed";
  const size_t shown = std::min<size_t>(tally.failures.size(), 30);
  EXPECT_EQ(tally.failures.size(), 0u)
      << fmt::format("{}", fmt::join(tally.failures.begin(), tally.failures.begin() + shown, "\n"));
}

// ---- the comparison catches wrong terms ----

// The op under test (the op @main returns) run on `inputs`, and its evaluator.
struct OpUnderTest {
  std::unique_ptr<Module> module;
  const Operation* op = nullptr;
  Tensor result;
  std::unique_ptr<Interpreter> interpreter;
  std::unique_ptr<DenotationEvaluator> evaluator;
};

OpUnderTest runOpUnderTest(const std::string& text, const Values& inputs) {
  OpUnderTest t;
  t.module = partir::testing::parseVerified(text);
  if (!t.module) return t;
  const auto& ops = t.module->lookup("main")->entry().ops();
  t.op = ops[ops.size() - 2].get();
  t.interpreter = std::make_unique<Interpreter>(*t.module);
  Result<Values> out = t.interpreter->run("main", inputs);
  EXPECT_TRUE(out.ok()) << out.error().str();
  if (out.ok()) t.result = (*out)[0].tensor();
  t.evaluator = std::make_unique<DenotationEvaluator>(*t.op, inputs, *t.interpreter);
  return t;
}

// How many elements of result 0 `term` (over i0, i1, ...) gets wrong.
int disagreementsOf(OpUnderTest& t, const Term& term) {
  int wrong = 0;
  for (IndexIterator it(t.result.shape()); !it.done(); it.next()) {
    VariableValues at;
    for (size_t d = 0; d < it.index().size(); ++d) at[fmt::format("i{}", d)] = it.index()[d];
    const ElementOutcome got = t.evaluator->evaluate(term, at, t.result.elementType());
    wrong += disagreement(*t.op, 0, it.index(), got, t.result).has_value();
  }
  return wrong;
}

// How many elements of result 0 the op's own denotation gets wrong.
int denotationDisagreements(OpUnderTest& t) {
  int wrong = 0;
  for (IndexIterator it(t.result.shape()); !it.done(); it.next())
    wrong += disagreement(*t.op, 0, it.index(), t.evaluator->element(0, it.index()), t.result)
                 .has_value();
  return wrong;
}

// The op's own element term of result 0 over i0, i1, ...
Term denotedTerm(const OpUnderTest& t) {
  std::vector<SymExpr> index;
  for (size_t d = 0; d < t.result.shape().size(); ++d)
    index.push_back(SymExpr::var(fmt::format("i{}", d)));
  return denote(SymView::concrete(*t.op)).element(0, index);
}

// A tensor<shape x f32> holding 0, 1, 2, ... (distinct elements).
Tensor counting(Shape shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<double> values(n);
  for (int64_t k = 0; k < n; ++k) values[k] = static_cast<double>(k);
  return partir::testing::makeTensor(ElementType::kF32, std::move(shape), values);
}

Tensor filled(ElementType type, Shape shape, double value) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return partir::testing::makeTensor(type, std::move(shape), std::vector<double>(n, value));
}

constexpr const char* kTranspose = R"(
func.func @main(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
})";

TEST(VerifyDifferential, TransposedReadIsCaught) {
  OpUnderTest t = runOpUnderTest(kTranspose, {counting({3, 3})});
  ASSERT_TRUE(t.evaluator);
  EXPECT_EQ(denotationDisagreements(t), 0);
  const SymExpr i0 = SymExpr::var("i0"), i1 = SymExpr::var("i1");
  EXPECT_EQ(disagreementsOf(t, Term::read(0, {i1, i0})), 0);
  EXPECT_EQ(disagreementsOf(t, Term::read(0, {i0, i1})), 6);  // every element off the diagonal
}

constexpr const char* kDotGeneral = R"(
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
})";

TEST(VerifyDifferential, DroppedFoldTermIsCaught) {
  OpUnderTest t = runOpUnderTest(
      kDotGeneral, {filled(ElementType::kF32, {2, 3}, 1), filled(ElementType::kF32, {3, 2}, 1)});
  ASSERT_TRUE(t.evaluator);
  EXPECT_EQ(denotationDisagreements(t), 0);
  const Term term = denotedTerm(t);
  ASSERT_EQ(term.kind(), Term::Kind::kFold);
  auto shorter = std::make_shared<Fold>(term.foldNode());
  const FoldVar& c = shorter->vars.at(0);
  shorter->filter = SymExpr::var(c.name) < c.extent - 1;  // leaves out the last product
  EXPECT_EQ(disagreementsOf(t, Term::fold(shorter)), 4);   // 2 instead of 3 everywhere
}

// `e` with every element read of operand `from` reading operand `to`.
SymExpr readingOperand(const SymExpr& e, size_t from, size_t to) {
  std::vector<SymExpr> args;
  for (const SymExpr& a : e.args()) args.push_back(readingOperand(a, from, to));
  if (e.kind() == SymExpr::Kind::kElement)
    return SymExpr::element(e.operand() == from ? to : e.operand(), std::move(args));
  return args.empty() ? e : SymExpr::make(e.kind(), std::move(args));
}

constexpr const char* kDynamicSlice = R"(
func.func @main(%a: tensor<4x6xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dynamic_slice %a, %i, %j, sizes = [2, 2] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
})";

TEST(VerifyDifferential, WrongStartIndexOperandIsCaught) {
  OpUnderTest t = runOpUnderTest(kDynamicSlice, {counting({4, 6}), filled(ElementType::kI32, {}, 1),
                                                 filled(ElementType::kI32, {}, 3)});
  ASSERT_TRUE(t.evaluator);
  EXPECT_EQ(denotationDisagreements(t), 0);
  // Start indices %j for dim 0 and %i for dim 1: the window at (2, 1) instead of (1, 3).
  const Term swapped = denotedTerm(t).mapExprs([](const SymExpr& e) {
    return readingOperand(readingOperand(readingOperand(e, 1, 3), 2, 1), 3, 2);
  });
  EXPECT_EQ(disagreementsOf(t, swapped), 4);
}

constexpr const char* kAdd = R"(
func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
})";

TEST(VerifyDifferential, WrongScalarFunctionIsCaught) {
  OpUnderTest t = runOpUnderTest(kAdd, {counting({2, 2}), filled(ElementType::kF32, {2, 2}, 1)});
  ASSERT_TRUE(t.evaluator);
  EXPECT_EQ(denotationDisagreements(t), 0);
  const std::vector<SymExpr> i = {SymExpr::var("i0"), SymExpr::var("i1")};
  EXPECT_EQ(disagreementsOf(t, Term::apply("subtract", {Term::read(0, i), Term::read(1, i)})), 4);
}

// ---- index arithmetic through the Z3 encoding ----

ConcreteEvaluator noElements() {
  return ConcreteEvaluator([](size_t operand, const std::vector<int64_t>&) -> Result<int64_t> {
    return invalid({}, "no operand {}", operand);
  });
}

TEST(VerifyDifferential, EncodedDivisionIsFloorDivision) {
  ConcreteEvaluator evaluator = noElements();
  const SymExpr x = SymExpr::var("x"), y = SymExpr::var("y");
  for (int64_t a = -9; a <= 9; ++a)
    for (int64_t b = 1; b <= 4; ++b) {
      const auto q =
          static_cast<int64_t>(std::floor(static_cast<double>(a) / static_cast<double>(b)));
      const VariableValues at = {{"x", a}, {"y", b}};
      EXPECT_EQ(evaluator.integer(floorDiv(x, y), at).value(), q) << a << " / " << b;
      EXPECT_EQ(evaluator.integer(mod(x, y), at).value(), a - q * b) << a << " mod " << b;
      EXPECT_EQ(evaluator.integer(min(x, y), at).value(), a < b ? a : b);
      EXPECT_EQ(evaluator.integer(max(x, y), at).value(), a < b ? b : a);
      EXPECT_EQ(evaluator.truth(x < y, at).value(), a < b);
    }
}

TEST(VerifyDifferential, ElementReadsTakeTheOperandsValues) {
  ConcreteEvaluator evaluator(
      [](size_t operand, const std::vector<int64_t>& index) -> Result<int64_t> {
        if (operand != 1 || index.size() != 1 || index[0] < 0 || index[0] > 2)
          return invalid({}, "outside");
        return 10 * (index[0] + 1);  // in1 = [10, 20, 30]
      });
  const SymExpr k = SymExpr::var("k");
  EXPECT_EQ(evaluator.integer(SymExpr::element(1, {k}) + 1, {{"k", 2}}).value(), 31);
  // A read whose index is itself a read: in1[in1[0] / 10] = in1[1].
  EXPECT_EQ(
      evaluator.integer(SymExpr::element(1, {floorDiv(SymExpr::element(1, {0}), 10)}), {}).value(),
      20);
  EXPECT_FALSE(evaluator.integer(SymExpr::element(1, {k}), {{"k", 3}}).ok());
}

TEST(VerifyDifferential, UnevaluableExpressionsAreErrors) {
  ConcreteEvaluator evaluator = noElements();
  const SymExpr x = SymExpr::var("x");
  EXPECT_FALSE(evaluator.integer(floorDiv(x, SymExpr::var("zero")), {{"x", 3}, {"zero", 0}}).ok());
  EXPECT_FALSE(evaluator.integer(x + SymExpr::var("unbound"), {{"x", 3}}).ok());
  EXPECT_FALSE(evaluator.truth(x + 1, {{"x", 3}}).ok());
  EXPECT_FALSE(evaluator.integer(x * x, {{"x", int64_t{1} << 40}}).ok());  // beyond 64 bits
}

}  // namespace
}  // namespace partir::verify
