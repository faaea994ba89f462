// The random program generator (tests/random_programs.h): every program
// parses, verifies and runs; every op kind shows up; inputs are small
// integers; and a failing property shrinks to a tiny program.
#include <chrono>
#include <cmath>
#include <iostream>
#include <map>
#include <set>

#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "interp/interpreter.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tests/random_programs.h"
#include "tests/tensor_builders.h"

namespace partir::testing {
namespace {

constexpr int kCases = 300;

// The program drawn from `seed` at rapidcheck's full size.
RandomProgram programFor(uint64_t seed, const ProgramOptions& options = {}) {
  return genProgram(options)(rc::Random(seed), 100).value();
}

// Parses, verifies and runs `p` on random small integer inputs; "" or the error.
std::string checkRuns(const RandomProgram& p, uint64_t seed) {
  Result<SourceFile> file = parseSource(p.text, "random.mlir");
  if (!file.ok()) return "parse: " + file.error().str();
  const Module& m = *file->modules.front();
  if (Status s = verifyModule(m); !s.ok()) return "verify: " + s.error().str();
  Result<Values> out = Interpreter(m).run("main", randomIntegerInputs(p.argTypes, seed));
  if (!out.ok()) return "run: " + out.error().str();
  if (out->size() != p.resultTypes.size()) return "result count";
  for (size_t i = 0; i < out->size(); ++i)
    if (!((*out)[i].type() == Type(p.resultTypes[i]))) return "result type " + std::to_string(i);
  return "";
}

// The stablehlo op names in `p` ("add", "reduce_window", ...), nested ops included.
std::set<std::string> opNames(const RandomProgram& p) {
  std::set<std::string> names;
  Result<SourceFile> file = parseSource(p.text, "random.mlir");
  if (!file.ok()) return names;
  for (const auto& f : file->modules.front()->functions)
    walk(f->body, [&](const Operation& op) {
      if (op.name().starts_with("stablehlo.")) names.insert(op.name().substr(10));
    });
  return names;
}

// Lines of the form "  %N = ..." (top-level ops of @main).
int countOpLines(const std::string& text) {
  int n = 0;
  for (size_t at = text.find("\n  %"); at != std::string::npos; at = text.find("\n  %", at + 1)) ++n;
  return n;
}

TEST(RandomPrograms, EveryProgramParsesVerifiesAndRuns) {
  for (uint64_t seed = 0; seed < kCases; ++seed) {
    const RandomProgram p = programFor(seed);
    ASSERT_EQ(checkRuns(p, seed), "") << "seed " << seed << "\n" << p.text;
  }
}

TEST(RandomPrograms, SmallDimSizesAndOneOpPrograms) {
  const ProgramOptions options{.maxOps = 1, .dimSizes = {1, 2}};
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const RandomProgram p = programFor(seed, options);
    ASSERT_EQ(checkRuns(p, seed), "") << "seed " << seed << "\n" << p.text;
    for (const TensorType& t : p.argTypes)
      for (int64_t d : t.shape) EXPECT_TRUE(d == 1 || d == 2) << p.text;
  }
}

TEST(RandomPrograms, EveryOpKindAppears) {
  std::map<std::string, int> counts;
  for (uint64_t seed = 0; seed < kCases; ++seed)
    for (const std::string& name : opNames(programFor(seed))) ++counts[name];
  ASSERT_GE(randomOpKinds().size(), 20u);
  // About 300 * 9 / 26 = 100 each is expected; helpers add constants, clamps, compares.
  for (const std::string& kind : randomOpKinds()) EXPECT_GE(counts[kind], 30) << kind;
}

TEST(RandomPrograms, ArgumentShapesFavourEvenSizes) {
  int even = 0, total = 0, ranked = 0, args = 0;
  for (uint64_t seed = 0; seed < kCases; ++seed)
    for (const TensorType& t : programFor(seed).argTypes) {
      ++args;
      ranked += t.rank() >= 1;
      for (int64_t d : t.shape) even += d % 2 == 0, ++total;
    }
  EXPECT_GT(even * 10, total * 6);  // 12 of 16 table entries are even
  EXPECT_GT(ranked * 10, args * 8);
}

TEST(RandomPrograms, InputsAreSmallIntegersInEveryElementType) {
  const std::vector<TensorType> types = {{{4, 6}, ElementType::kF32}, {{8}, ElementType::kI32},
                                         {{5}, ElementType::kI1}, {{3}, ElementType::kUI8},
                                         {{}, ElementType::kBF16}};
  const Values a = randomIntegerInputs(types, 7), b = randomIntegerInputs(types, 7);
  ASSERT_EQ(a.size(), types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    EXPECT_EQ(a[i].tensor().type(), types[i]);
    EXPECT_TRUE(a[i].tensor().bitwiseEqual(b[i].tensor()));
    for (double v : tensorValues(a[i].tensor())) {
      EXPECT_EQ(v, static_cast<int64_t>(v));
      EXPECT_LE(std::abs(v), 3);
      if (isBoolean(types[i].element) || isUnsignedInteger(types[i].element)) {
        EXPECT_GE(v, 0);
      }
    }
  }
  // Different seeds give different data; all seven values show up.
  EXPECT_FALSE(a[0].tensor().bitwiseEqual(randomIntegerInputs(types, 8)[0].tensor()));
  std::set<double> seen;
  for (double v : tensorValues(a[0].tensor())) seen.insert(v);
  EXPECT_EQ(seen.size(), 7u);
}

// The magnitude bounds keep every result an integer far below 2^24, so any
// summation order gives the same f32 value.
TEST(RandomPrograms, ResultsAreExactIntegers) {
  for (uint64_t seed = 0; seed < 100; ++seed) {
    const RandomProgram p = programFor(seed);
    Result<SourceFile> file = parseSource(p.text, "random.mlir");
    ASSERT_TRUE(file.ok());
    Result<Values> out = Interpreter(*file->modules.front()).run("main", randomIntegerInputs(p.argTypes, seed));
    ASSERT_TRUE(out.ok()) << out.error().str();
    for (const InterpreterValue& v : *out)
      for (double x : tensorValues(v.tensor()))
        if (!std::isinf(x)) {
          ASSERT_EQ(x, std::trunc(x)) << p.text;
          ASSERT_LT(std::abs(x), 1 << 21) << p.text;
        }
  }
}

TEST(RandomPrograms, BuildIsDeterministicAndSurvivesEmptyChoices) {
  EXPECT_EQ(programFor(42).text, programFor(42).text);
  // Every kind with no choices at all (as after shrinking) still builds a valid program.
  for (int kind = 0; kind < static_cast<int>(randomOpKinds().size()); ++kind) {
    ProgramDescription d;
    d.ops = {OpRecord{kind, {}}};
    const RandomProgram p = buildProgram(d);
    EXPECT_EQ(checkRuns(p, 1), "") << randomOpKinds()[kind] << "\n" << p.text;
  }
}

TEST(RandomPrograms, MinimalDescriptionPrintsAShortFunction) {
  ProgramDescription d;
  d.ops = {OpRecord{5, {}}};  // negate of %arg0
  EXPECT_EQ(showProgram(buildProgram(d)),
            "func.func @main(%arg0: tensor<1xf32>) -> (tensor<1xf32>) {\n"
            "  %0 = stablehlo.negate %arg0 : tensor<1xf32>\n"
            "  return %0 : tensor<1xf32>\n"
            "}\n");
}

TEST(RandomPrograms, HeaderExample) {
  ProgramDescription d;
  d.firstArg = ArgRecord{0, 3, {5, 8}};
  d.ops = {OpRecord{5, {}}, OpRecord{12, {}}};
  EXPECT_EQ(showProgram(buildProgram(d)),
            "func.func @main(%arg0: tensor<4x6xf32>) -> (tensor<6xf32>) {\n"
            "  %0 = stablehlo.negate %arg0 : tensor<4x6xf32>\n"
            "  %1 = stablehlo.constant dense<0.0> : tensor<f32>\n"
            "  %2 = stablehlo.reduce(%0 init: %1) applies stablehlo.add across dimensions = [0] : "
            "(tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>\n"
            "  return %2 : tensor<6xf32>\n"
            "}\n");
}

// A deliberately false property ("no program contains dot_general") must
// shrink to at most 3 ops; rapidcheck's result is inspected, not reported.
TEST(RandomPrograms, FailingPropertyShrinksToATinyProgram) {
  const auto property = [] {
    const RandomProgram p = *genProgram();
    RC_ASSERT(p.text.find("dot_general") == std::string::npos);
  };
  rc::detail::TestParams params;
  params.seed = 1;
  params.maxSuccess = 200;
  const rc::detail::TestResult result =
      rc::detail::checkProperty(rc::detail::toProperty(property), rc::detail::TestMetadata{}, params);
  rc::detail::FailureResult failure;
  ASSERT_TRUE(result.match(failure)) << "the property should fail";
  ASSERT_EQ(failure.counterExample.size(), 1u);
  const std::string& shown = failure.counterExample.front().second;
  const int ops = countOpLines(shown);
  EXPECT_LE(ops, 3) << shown;
  EXPECT_NE(shown.find("dot_general"), std::string::npos) << shown;
  std::cout << "shrunk counterexample:" << shown;
}

}  // namespace
}  // namespace partir::testing
