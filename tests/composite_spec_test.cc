// `partir verify --spec` (verify/composite/spec_file.h, verify/composite/spec_check.h): the spec
// notation, every parse error with its exact line and column, and the
// verdicts on the examples of examples/composites/ and on small
// decompositions written here, with counterexamples recomputed by hand.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "interp/random_inputs.h"
#include "tests/parse_helpers.h"
#include "verify/composite/spec_check.h"
#include "verify/composite/spec_file.h"

namespace partir {
namespace {

const std::string kExamples = std::string(PARTIR_SOURCE_DIR) + "/examples/composites/";

constexpr std::string_view kRowMax = R"(
func.func @rowmax(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}
)";

// A scratch folder per test for spec and decomposition files.
class SpecFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = std::filesystem::temp_directory_path() /
           fmt::format("partir_spec_{}_{}_{}", ::getpid(), info->test_suite_name(), info->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, std::string_view text) const {
    const std::string path = (dir_ / name).string();
    std::ofstream(path) << text;
    return path;
  }
  // The diagnostic of a spec that must not load.
  std::string loadError(std::string_view text) const {
    Result<SpecFile> spec = loadSpecFile(write("s.spec", text));
    EXPECT_FALSE(spec.ok()) << "loaded: " << text;
    return spec.ok() ? "" : spec.error().str();
  }
  SpecFile load(std::string_view text) const {
    Result<SpecFile> spec = loadSpecFile(write("s.spec", text));
    EXPECT_TRUE(spec.ok()) << spec.error().str();
    return spec.ok() ? std::move(spec.value()) : SpecFile{};
  }
  std::string specPath() const { return (dir_ / "s.spec").string(); }

  std::filesystem::path dir_;
};

SpecFile loadExample(const std::string& name) {
  Result<SpecFile> spec = loadSpecFile(kExamples + name);
  EXPECT_TRUE(spec.ok()) << spec.error().str();
  return spec.ok() ? std::move(spec.value()) : SpecFile{};
}

std::vector<ClaimReport> checkAll(const SpecFile& spec) {
  std::vector<ClaimReport> reports = checkSpec(spec);
  EXPECT_FALSE(reports.empty());
  return reports;
}

TmrEntry parseEntryOk(std::string_view text) {
  Result<TmrEntry> e = parseEntryText(text, Location{"e", 1, 1});
  EXPECT_TRUE(e.ok()) << e.error().str();
  return e.ok() ? e.value() : TmrEntry{};
}

using Operands = std::vector<std::optional<int64_t>>;

TEST(CompositeSpecNotation, EveryOperandAndActionSpelling) {
  TmrEntry a = parseEntryOk("(tile 0, ⊥) ↪ tile 0");
  EXPECT_EQ(a.operands, (Operands{0, std::nullopt}));
  ASSERT_EQ(a.results.size(), 1u);
  EXPECT_EQ(a.results[0], ResultAction::tile(0));

  TmrEntry b = parseEntryOk("(_, none, tile 2) -> (sum<maximum>, any, sum, tile 1)");
  EXPECT_EQ(b.operands, (Operands{std::nullopt, std::nullopt, 2}));
  ASSERT_EQ(b.results.size(), 4u);
  EXPECT_EQ(b.results[0].kind, ResultAction::Kind::kSum);
  EXPECT_EQ(b.results[0].reducerName, "maximum");
  EXPECT_EQ(b.results[1], ResultAction::any());
  EXPECT_EQ(b.results[2], ResultAction::sum());
  EXPECT_EQ(b.results[3], ResultAction::tile(1));

  TmrEntry c = parseEntryOk("() -> any, sum<xor>");
  EXPECT_TRUE(c.operands.empty());
  ASSERT_EQ(c.results.size(), 2u);
  EXPECT_EQ(c.results[1].reducerName, "xor");
}

TEST(CompositeSpecNotation, ReadsBackEntryStr) {
  TmrEntry e{{1, std::nullopt}, {ResultAction::sum(), ResultAction::tile(0)}, {}};
  const std::string text = entryStr(e);
  TmrEntry back = parseEntryOk(text);
  EXPECT_EQ(back.operands, e.operands) << text;
  EXPECT_EQ(back.results, e.results) << text;
}

TEST(CompositeSpecNotation, ErrorsPointIntoTheText) {
  auto error = [](std::string_view text) {
    Result<TmrEntry> e = parseEntryText(text, Location{"e", 3, 9});
    return e.ok() ? std::string("parsed") : e.error().str();
  };
  EXPECT_EQ(error("(tile x) -> tile 0"), "e:3:15: error: expected a dim after 'tile', found 'x'");
  EXPECT_EQ(error("(tyle 0) -> tile 0"),
            "e:3:10: error: expected 'tile D', '⊥', '_' or 'none' for an operand, found 'tyle'");
  EXPECT_EQ(error("(tile 0) => tile 0"), "e:3:18: error: unexpected character '='");
  EXPECT_EQ(error("(tile 0) tile 0"), "e:3:18: error: expected '->' or '↪', found 'tile'");
  EXPECT_EQ(
      error("(tile 0) -> sum<median>"),
      "e:3:25: error: unknown reducer 'median' (expected add, multiply, maximum, minimum, and, or or xor)");
  EXPECT_EQ(error("(tile 0) -> all"),
            "e:3:21: error: unknown result action 'all' (expected 'tile D', 'sum', 'sum<f>' or 'any')");
  EXPECT_EQ(error("(tile 0) -> tile 0 tile 1"), "e:3:28: error: unexpected 'tile' at the end of the line");
}

TEST_F(SpecFiles, ReadsCompositesEntriesAndSettings) {
  write("rowmax.mlir", kRowMax);
  SpecFile spec = load(
      "# a comment\n"
      "trials 7\n"
      "seed 12   # a trailing comment\n"
      "composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
      "  entry (tile 0) -> tile 0\n"
      "\n"
      "  entry (tile 1) ↪ sum<maximum>\n");
  EXPECT_EQ(spec.trials, 7);
  EXPECT_EQ(spec.seed, 12u);
  ASSERT_EQ(spec.composites.size(), 1u);
  const CompositeSpec& c = spec.composites[0];
  EXPECT_EQ(c.name, "ex.rowmax");
  EXPECT_EQ(c.loc.line, 4);
  ASSERT_EQ(c.decompositions.size(), 1u);
  EXPECT_EQ(c.decompositions[0].function->name, "rowmax");
  ASSERT_EQ(c.entries.size(), 2u);
  EXPECT_EQ(c.entries[0].loc.line, 5);
  EXPECT_EQ(c.entries[0].loc.col, 3);
  EXPECT_EQ(c.entries[1].entry.results[0].reducerName, "maximum");
  EXPECT_EQ(c.entries[1].loc.line, 7);
}

TEST_F(SpecFiles, UnknownKeyword) {
  write("rowmax.mlir", kRowMax);
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
                      "  entyr (tile 0) -> tile 0\n"),
            specPath() +
                ":2:3: error: unknown keyword 'entyr' (expected 'composite', 'entry', 'trials' or 'seed')");
}

TEST_F(SpecFiles, MissingDecompositionFile) {
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"nope.mlir\" @rowmax\n"),
            fmt::format("{}:1:37: error: cannot read the decomposition file \"nope.mlir\" (looked for {})",
                        specPath(), (dir_ / "nope.mlir").string()));
}

TEST_F(SpecFiles, FunctionNotFound) {
  write("rowmax.mlir", kRowMax);
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmin\n"),
            specPath() + ":1:51: error: no function @rowmin in rowmax.mlir (functions: rowmax)");
}

TEST_F(SpecFiles, EntryArityDiffersFromTheFunction) {
  write("rowmax.mlir", kRowMax);
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
                      "  entry (tile 0, _) -> tile 0\n"),
            specPath() + ":2:3: error: the entry has 2 operands; @rowmax takes 1 argument");
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
                      "  entry (tile 0) -> tile 0, any\n"),
            specPath() + ":2:3: error: the entry has 2 result actions; @rowmax returns 1 result");
}

TEST_F(SpecFiles, DimOutOfRange) {
  write("rowmax.mlir", kRowMax);
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
                      "  entry (tile 2) -> tile 0\n"),
            specPath() + ":2:3: error: operand #0: tile 2 is out of range for tensor<4x8xf32> (rank 2)");
  EXPECT_EQ(loadError("composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
                      "  entry (tile 1) -> tile 1\n"),
            specPath() + ":2:3: error: result #0: tile 1 is out of range for tensor<4xf32> (rank 1)");
}

TEST_F(SpecFiles, StructuralErrors) {
  write("rowmax.mlir", kRowMax);
  const std::string header = "composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n";
  EXPECT_EQ(loadError("  entry (tile 0) -> tile 0\n"),
            specPath() + ":1:3: error: 'entry' before any 'composite'");
  EXPECT_EQ(
      loadError(header),
      specPath() + ":1:1: error: composite \"ex.rowmax\" claims no entry (add 'entry (...) -> ...' lines)");
  EXPECT_EQ(loadError(header + "  entry (tile 0) -> tile 0\n  entry (tile 0) ↪ tile 0\n"),
            specPath() + ":3:3: error: duplicate entry (tile 0) ↪ tile 0 (first at line 2)");
  EXPECT_EQ(loadError("composite \"rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"),
            specPath() +
                ":1:11: error: the composite name \"rowmax\" must be a namespaced op name such as "
                "\"example.gelu\" (StableHLO spec \"composite\" C1)");
  EXPECT_EQ(loadError(header + "  entry (tile 0) -> tile 0\ntrials 3\n"),
            specPath() + ":3:1: error: 'trials' must come before the first composite");
  EXPECT_EQ(loadError("trials 0\n"), specPath() + ":1:1: error: trials must be between 1 and 1000, not 0");
  EXPECT_EQ(loadError(""), specPath() + ":1:1: error: no composite in the spec file");
}

TEST_F(SpecFiles, DecompositionDiagnosticsComeFromItsFile) {
  const std::string mlir = write(
      "bad.mlir", "func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y : tensor<4xf32>\n}\n");
  const std::string error =
      loadError("composite \"ex.f\" decomposition \"bad.mlir\" @f\n  entry (tile 0) -> tile 0\n");
  EXPECT_EQ(error.rfind(mlir + ":2:", 0), 0u) << error;
}

TEST_F(SpecFiles, CallerMustUseTheRegisteredName) {
  write("rowmax.mlir", std::string(kRowMax) +
                           "func.func @main(%x: tensor<4x8xf32>) -> tensor<4xf32> {\n"
                           "  %0 = stablehlo.composite \"other.max\" %x {decomposition = @rowmax} : "
                           "(tensor<4x8xf32>) -> tensor<4xf32>\n"
                           "  return %0 : tensor<4xf32>\n}\n");
  const std::string error = loadError(
      "composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n  entry (tile 0) -> tile 0\n");
  EXPECT_NE(error.find(":1:11: error: "), std::string::npos) << error;
  EXPECT_NE(error.find("as composite \"other.max\", not \"ex.rowmax\""), std::string::npos) << error;
}

constexpr std::string_view kRelu = R"(
func.func @relu_4x6(%x: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<4x6xf32>
  %y = stablehlo.maximum %x, %zero : tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}
func.func @relu_3x5(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<3x5xf32>
  %y = stablehlo.maximum %x, %zero : tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}
func.func @relu_8(%x: tensor<8xf32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<8xf32>
  %y = stablehlo.maximum %x, %zero : tensor<8xf32>
  return %y : tensor<8xf32>
}
)";

TEST_F(SpecFiles, EveryEntryOnEveryListedShape) {
  write("relu.mlir", kRelu);
  SpecFile spec = load(
      "composite \"ex.relu\" decomposition \"relu.mlir\" @relu_4x6 @relu_3x5\n"
      "  entry (tile 0) -> tile 0\n"
      "  entry (tile 1) -> tile 1\n");
  const std::vector<ClaimReport> reports = checkAll(spec);
  ASSERT_EQ(reports.size(), 4u);
  const std::vector<std::pair<std::string, std::vector<int64_t>>> expected = {
      {"relu_4x6", {2, 4}}, {"relu_3x5", {3}}, {"relu_4x6", {2, 3, 6}}, {"relu_3x5", {5}}};
  for (size_t i = 0; i < reports.size(); ++i) {
    EXPECT_EQ(reports[i].decomposition, expected[i].first);
    EXPECT_EQ(reports[i].verdict, ClaimVerdict::kProved) << reports[i].reason;
    std::vector<int64_t> sizes = reports[i].meshSizes;
    std::sort(sizes.begin(), sizes.end());
    EXPECT_EQ(sizes, expected[i].second) << reports[i].decomposition << " " << reports[i].entry;
  }
}

TEST_F(SpecFiles, EntriesMustFitEveryListedShape) {
  write("relu.mlir", kRelu);
  EXPECT_EQ(loadError("composite \"ex.relu\" decomposition \"relu.mlir\" @relu_4x6 @relu_8\n"
                      "  entry (tile 1) -> tile 1\n"),
            specPath() + ":2:3: error: operand #0: tile 1 is out of range for tensor<8xf32> (rank 1)");
  EXPECT_EQ(loadError("composite \"ex.relu\" decomposition \"relu.mlir\" @relu_4x6 @relu_4x6\n"),
            specPath() + ":1:57: error: @relu_4x6 is listed twice");
}

TEST(CompositeSpecMeshSizes, DivideEverySlicedDim) {
  SpecFile gelu = loadExample("gelu.spec");
  ASSERT_EQ(gelu.composites.size(), 1u);
  const Function& f = *gelu.composites[0].decompositions[0].function;  // tensor<6x8xf32>
  EXPECT_EQ(verify::chunkCounts(f, {{0}, {ResultAction::tile(0)}, {}}), (std::vector<int64_t>{2, 3, 6}));
  EXPECT_EQ(verify::chunkCounts(f, {{1}, {ResultAction::tile(1)}, {}}), (std::vector<int64_t>{2, 4, 8}));
  EXPECT_EQ(verify::chunkCounts(f, {{std::nullopt}, {ResultAction::any()}, {}}), (std::vector<int64_t>{2, 3, 4}));
}

TEST(CompositeSpecCheck, GeluProvedForEverySize) {
  SpecFile spec = loadExample("gelu.spec");
  for (const ClaimReport& r : checkAll(spec)) {
    EXPECT_EQ(r.verdict, ClaimVerdict::kProved) << r.entry << ": " << r.reason;
    EXPECT_EQ(r.reading, "symbolic") << r.entry;
    EXPECT_TRUE(r.derivable) << r.entry;
    EXPECT_EQ(r.trialsRun, spec.trials) << r.entry;
    EXPECT_FALSE(r.counterexample) << r.counterexample->str();
    EXPECT_EQ(r.reason, "");
  }
}

TEST(CompositeSpecCheck, MlpProved) {
  SpecFile spec = loadExample("mlp.spec");
  const std::vector<ClaimReport> reports = checkAll(spec);
  ASSERT_EQ(reports.size(), 3u);
  for (const ClaimReport& r : reports) {
    EXPECT_EQ(r.verdict, ClaimVerdict::kProved) << r.entry << ": " << r.reason;
    EXPECT_TRUE(r.derivable) << r.entry;
    EXPECT_EQ(r.trialsRun, spec.trials) << r.entry;
  }
  EXPECT_EQ(reports[1].entry, "(⊥, tile 1, tile 0, tile 0) ↪ sum");
  EXPECT_EQ(reports[1].meshSizes.size(), 3u);  // hidden dim 6: k = 2, 3 and 6
}

// Softmax of row i over columns [from, to) of x (4x8), at column j.
double softmaxAt(const Tensor& x, int64_t i, int64_t j, int64_t from, int64_t to) {
  double m = -INFINITY, sum = 0;
  for (int64_t c = from; c < to; ++c) m = std::max(m, double(x.get<float>(i * 8 + c)));
  for (int64_t c = from; c < to; ++c) sum += std::exp(double(x.get<float>(i * 8 + c)) - m);
  return std::exp(double(x.get<float>(i * 8 + j)) - m) / sum;
}

TEST(CompositeSpecCheck, SoftmaxAlongTheReducedDimRefuted) {
  SpecFile spec = loadExample("softmax.spec");
  const std::vector<ClaimReport> reports = checkAll(spec);
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0].verdict, ClaimVerdict::kProved) << reports[0].reason;
  const ClaimReport& r = reports[1];
  EXPECT_EQ(r.entry, "(tile 1) ↪ tile 1");
  ASSERT_EQ(r.verdict, ClaimVerdict::kRefuted) << r.reason;
  EXPECT_FALSE(r.derivable);
  EXPECT_NE(r.reason.find("reads the sum<maximum> of 'stablehlo.reduce'"), std::string::npos) << r.reason;
  ASSERT_TRUE(r.counterexample);
  const Counterexample& c = *r.counterexample;
  ASSERT_EQ(c.index.size(), 2u);
  ASSERT_GE(c.chunk, 0);
  ASSERT_LT(c.chunk, c.meshSize);
  // Recompute both values from the same inputs: chunk r normalizes over its
  // own 8/k columns, the reference over all 8.
  const Values inputs = randomIntegerInputs({TensorType{{4, 8}, ElementType::kF32}}, c.seed);
  const int64_t width = 8 / c.meshSize, column = c.chunk * width + c.index[1];
  const double expected = softmaxAt(inputs[0].tensor(), c.index[0], column, 0, 8);
  const double computed =
      softmaxAt(inputs[0].tensor(), c.index[0], column, c.chunk * width, (c.chunk + 1) * width);
  EXPECT_NEAR(std::stod(c.expected), expected, 1e-6 * expected);
  EXPECT_NEAR(std::stod(c.computed), computed, 1e-6 * computed);
  EXPECT_NE(
      c.str().find(fmt::format("chunk {} of result #0 differs from chunk {} of the reference along dim 1",
                               c.chunk, c.chunk)),
      std::string::npos)
      << c.str();
}

TEST_F(SpecFiles, MlpWrongDimRefuted) {
  SpecFile spec =
      load(fmt::format("composite \"example.mlp\" decomposition \"{}mlp.mlir\" @mlp\n"
                       "  entry (tile 0, _, _, _) -> tile 1\n",
                       kExamples));
  const std::vector<ClaimReport> reports = checkAll(spec);
  const ClaimReport& r = reports[0];
  ASSERT_EQ(r.verdict, ClaimVerdict::kRefuted) << r.reason;
  EXPECT_NE(r.reason.find("result #0: propagation derives tile 0, the entry claims tile 1"),
            std::string::npos)
      << r.reason;
  ASSERT_TRUE(r.counterexample);
  const Counterexample& c = *r.counterexample;
  // Chunk r holds rows of y (8x4): (8/k)x4, where the claim expects columns: 8x(4/k).
  EXPECT_EQ(c.computed, fmt::format("tensor<{}x4xf32>", 8 / c.meshSize));
  EXPECT_EQ(c.expected, fmt::format("tensor<8x{}xf32>", 4 / c.meshSize));
  EXPECT_TRUE(c.index.empty());
}

TEST_F(SpecFiles, SumWithTheWrongReducerRefuted) {
  write("rowmax.mlir", kRowMax);
  SpecFile spec = load(
      "composite \"ex.rowmax\" decomposition \"rowmax.mlir\" @rowmax\n"
      "  entry (tile 1) -> sum<maximum>\n"
      "  entry (tile 1) -> sum\n");
  const std::vector<ClaimReport> reports = checkAll(spec);
  EXPECT_EQ(reports[0].verdict, ClaimVerdict::kProved) << reports[0].reason;
  const ClaimReport& r = reports[1];
  ASSERT_EQ(r.verdict, ClaimVerdict::kRefuted) << r.reason;
  ASSERT_TRUE(r.counterexample);
  const Counterexample& c = *r.counterexample;
  EXPECT_EQ(c.chunk, -1);
  ASSERT_EQ(c.index.size(), 1u);
  // The sum of the chunks' row maxima against the row maximum.
  const Tensor x = randomIntegerInputs({TensorType{{4, 8}, ElementType::kF32}}, c.seed)[0].tensor();
  const int64_t width = 8 / c.meshSize, row = c.index[0];
  float total = 0, whole = -INFINITY;
  for (int64_t chunk = 0; chunk < c.meshSize; ++chunk) {
    float m = -INFINITY;
    for (int64_t col = chunk * width; col < (chunk + 1) * width; ++col)
      m = std::max(m, x.get<float>(row * 8 + col));
    total += m;
    whole = std::max(whole, m);
  }
  EXPECT_EQ(std::stof(c.computed), total);
  EXPECT_EQ(std::stof(c.expected), whole);
}

TEST_F(SpecFiles, ChunksThatCannotBeTypedRefuted) {
  // The bias b1 must be split with the hidden dim; claimed whole, a chunk's
  // x @ w1 (8x3) cannot be added to the whole bias (8x6): F does not type,
  // and the verifier rejects its first op on the chunk's arguments.
  SpecFile spec =
      load(fmt::format("composite \"example.mlp\" decomposition \"{}mlp.mlir\" @mlp\n"
                       "  entry (_, tile 1, _, tile 0) -> sum\n",
                       kExamples));
  const ClaimReport r = checkAll(spec)[0];
  EXPECT_EQ(r.verdict, ClaimVerdict::kRefuted);
  EXPECT_FALSE(r.derivable);
  EXPECT_FALSE(r.counterexample);
  EXPECT_EQ(r.trialsRun, 0);
  EXPECT_TRUE(r.proofCounterexample.starts_with("type: on 2 chunks, no local shapes satisfy"))
      << r.proofCounterexample;
  EXPECT_NE(r.chunkTypeError.find("'stablehlo.dot_general': result shape [8, 6] differs from expected [8, 3]"),
            std::string::npos)
      << r.chunkTypeError;
}

TEST(CompositeSpecCheck, Deterministic) {
  SpecFile spec = loadExample("softmax.spec");
  const std::vector<ClaimReport> first = checkSpec(spec), second = checkSpec(spec);
  ASSERT_EQ(first.size(), second.size());
  for (size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(first[i].meshSizes, second[i].meshSizes);
    EXPECT_EQ(first[i].counterexample.has_value(), second[i].counterexample.has_value());
    if (first[i].counterexample && second[i].counterexample) {
      EXPECT_EQ(first[i].counterexample->str(), second[i].counterexample->str());
    }
  }
}

// Each chunk pads its own edges: the slice limit is solved from the chunk's
// types (w/k + 1), and the verdict says so; a proof at F's sizes only.
TEST(CompositeSpecCheck, ChunkAttributesSolvedFromTypesAreReported) {
  auto module = testing::parseVerified(R"(
    func.func @pad_crop(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %p = stablehlo.pad %x, %z, low = [0, 1], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x10xf32>
      %c = stablehlo.slice %p [0:4, 1:9] : (tensor<4x10xf32>) -> tensor<4x8xf32>
      return %c : tensor<4x8xf32>
    })");
  ASSERT_TRUE(module);
  Result<ClaimReport> r = checkClaim(*module, "pad_crop", "(tile 1) -> tile 1");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(r->verdict, ClaimVerdict::kProved) << r->reason;
  EXPECT_EQ(r->reading, "pinned");
  EXPECT_NE(r->solvedAttributes.find("limit_indices [4, 9] -> [4, 5]"), std::string::npos) << r->solvedAttributes;
}

}  // namespace
}  // namespace partir
