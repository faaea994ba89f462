// Acceptance tests of the reference interpreter on the shared corpus:
//  - stablehlo/testdata: at least 97% of files pass, none hits the 10 s limit,
//    and the files that do not pass are exactly those docs/corpus-status.md
//    lists (so the document cannot go stale);
//  - stablehlo/interpret: every module passes;
//  - stablehlo/testdata-extended: run as docs/corpus-status.md says, the
//    files that do not pass are exactly those it lists; the real-typed
//    programs of the pointwise CHLO ops in semantics/op_table.def pass.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include <gtest/gtest.h>

#include "corpus.h"
#include "semantics/op_codes.h"
#include "interp/npy.h"
#include "tools/corpus_command.h"

namespace partir {
namespace {

// The files listed as "- `name.mlir`: reason" under heading `section`.
std::set<std::string> documentedFiles(const std::string& section) {
  std::ifstream in(std::string(PARTIR_SOURCE_DIR) + "/docs/corpus-status.md");
  std::set<std::string> files;
  bool inSection = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) inSection = line == "## " + section;  // "###" stays inside
    if (!inSection || line.rfind("- `", 0) != 0) continue;
    const size_t close = line.find('`', 3);
    if (close != std::string::npos) files.insert(line.substr(3, close - 3));
  }
  return files;
}

std::vector<FileRun> runCorpusDir(const std::string& sub) {
  std::vector<std::string> files = mlirFilesUnder((testing::corpusRoot() / sub).string());
  RunOptions options;
  options.timeoutSeconds = 10;
  options.argsFromRunLine = true;  // as `partir run --corpus`
  return runFiles(files, options, 0);
}

// The path relative to the corpus directory, e.g. "chlo/scan.mlir".
std::string relativeName(const std::string& path, const std::string& sub) {
  return std::filesystem::relative(path, testing::corpusRoot() / sub).string();
}

// The files of `runs` that do not pass, none having hit the 10-s limit.
std::set<std::string> notPassingFiles(const std::vector<FileRun>& runs, const std::string& sub) {
  std::set<std::string> notPassing;
  for (const FileRun& r : runs) {
    for (const ModuleRun& m : r.modules)
      EXPECT_EQ(m.message.find("time limit"), std::string::npos) << r.path << " took over 10 s";
    if (r.verdict() != Verdict::kPass) notPassing.insert(relativeName(r.path, sub));
  }
  return notPassing;
}

// `notPassing` is exactly the list of docs/corpus-status.md's section `sub`.
void expectDocumented(const std::set<std::string>& notPassing, const std::string& sub) {
  const std::set<std::string> documented = documentedFiles(sub);
  for (const std::string& f : notPassing)
    EXPECT_TRUE(documented.count(f)) << f << " does not pass and is not in docs/corpus-status.md";
  for (const std::string& f : documented)
    EXPECT_TRUE(notPassing.count(f)) << f << " passes now: remove it from docs/corpus-status.md";
}

TEST(CorpusTestdata, PassesAndMatchesTheDocumentedExceptions) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  std::vector<FileRun> runs = runCorpusDir("stablehlo/testdata");
  const std::set<std::string> notPassing = notPassingFiles(runs, "stablehlo/testdata");
  const double passRate = 1.0 - static_cast<double>(notPassing.size()) / runs.size();
  EXPECT_GE(passRate, 0.97) << notPassing.size() << " of " << runs.size() << " files do not pass";
  expectDocumented(notPassing, "stablehlo/testdata");
}

TEST(CorpusInterpret, EveryModulePasses) {
  PARTIR_REQUIRE_CORPUS("stablehlo/interpret");
  for (const FileRun& r : runCorpusDir("stablehlo/interpret"))
    for (const ModuleRun& m : r.modules)
      EXPECT_EQ(m.verdict, Verdict::kPass) << r.path << ":" << m.firstLine << ": " << verdictName(m.verdict) << ": "
                                           << m.message;
}

// stablehlo/testdata-extended holds the generator's files the first folder
// left out. Run as docs/corpus-status.md says (shape-polymorphic files
// refined at every dimension variable = 3, on seeded random inputs), the
// files that do not pass are exactly those it lists, and none times out.
TEST(CorpusTestdataExtended, EveryFilePassesOrIsDocumented) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata-extended");
  RunOptions options;
  options.timeoutSeconds = 10;
  options.inputs.random = true;
  options.inputs.dims = {"*=3"};
  const std::vector<std::string> files =
      mlirFilesUnder((testing::corpusRoot() / "stablehlo/testdata-extended").string());
  const std::vector<FileRun> runs = runFiles(files, options, 0);
  const std::set<std::string> notPassing = notPassingFiles(runs, "stablehlo/testdata-extended");
  EXPECT_GE(1.0 - static_cast<double>(notPassing.size()) / runs.size(), 0.95)
      << notPassing.size() << " of " << runs.size() << " files do not pass";
  expectDocumented(notPassing, "stablehlo/testdata-extended");
}

// The two dynamic slices whose random starts fall outside the operand pass
// with starts inside it (zero): a 3 x 2 slice of the 3 x 4 operand.
TEST(CorpusTestdataExtended, DynamicSlicesPassWithStartsInRange) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata-extended");
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string vector = (dir / "partir_corpus_starts.npy").string();
  const std::string scalar = (dir / "partir_corpus_start.npy").string();
  ASSERT_TRUE(writeNpy(Tensor::zeros(TensorType{{2}, ElementType::kI32}), vector).ok());
  ASSERT_TRUE(writeNpy(Tensor::scalar(ElementType::kI32, 0), scalar).ok());
  for (const auto& [file, start] : {std::pair{"dynamic_slice.mlir", vector}, {"dynamlic_slice_t2.mlir", scalar}}) {
    RunOptions options;
    options.inputs.random = true;
    options.inputs.dims = {"*=3"};
    options.inputs.files = {"%arg2=" + start};
    const FileRun r =
        runFile((testing::corpusRoot() / "stablehlo/testdata-extended" / file).string(), options);
    EXPECT_EQ(r.verdict(), Verdict::kPass) << file << ": " << r.modules.at(0).message;
    EXPECT_EQ(r.modules.at(0).results.at(0).type().str(), "tensor<3x2xf32>");
  }
}

// The testdata-extended files of a pointwise CHLO op of the table on a real
// element type: "<op>_<float16|bfloat16|float32|float64>_...".
std::vector<std::string> chloPointwiseFiles() {
  std::vector<std::string> ops;
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) ops.push_back(mnemonic);
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) ops.push_back(mnemonic);
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP
  std::vector<std::string> files;
  for (const auto& path : testing::corpusFiles("stablehlo/testdata-extended"))
    for (const std::string& op : ops)
      if (op.starts_with("chlo.") &&
          std::regex_search(path.filename().string(),
                            std::regex("^" + op.substr(5) + "_(b?float(16|32|64))_")))
        files.push_back(path.string());
  return files;
}

// CHLO's pointwise ops, checked against XLA's expected values
// (check.expect_close) on every real element type the corpus has. Those
// docs/corpus-status.md lists fail their own check, as it explains.
TEST(CorpusTestdataExtended, ChloPointwisePrograms) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata-extended");
  const std::vector<std::string> files = chloPointwiseFiles();
  EXPECT_GE(files.size(), 30u);
  const std::set<std::string> documented = documentedFiles("stablehlo/testdata-extended");
  RunOptions options;
  options.timeoutSeconds = 10;
  for (const FileRun& r : runFiles(files, options, 0)) {
    const std::string name = std::filesystem::path(r.path).filename().string();
    const Verdict expected = documented.count(name) ? Verdict::kCheckFailed : Verdict::kPass;
    for (const ModuleRun& m : r.modules) EXPECT_EQ(m.verdict, expected) << r.path << ": " << m.message;
  }
}

}  // namespace
}  // namespace partir
