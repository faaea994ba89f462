// The verifier accepts every valid program of the shared corpus: each module
// that parses either verifies or is refused as unsupported (an op or type we
// do not implement); an "invalid input" verdict on a corpus program is a
// false rejection by a type rule. Corpus ops with one attribute or operand
// replaced by a wrong one get a diagnostic, never a crash.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "corpus.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

struct Tally {
  int verified = 0;
  std::vector<std::string> unsupported;  // diagnostics
  std::vector<std::string> rejected;
};

std::vector<ParsedChunk> parseCorpusFile(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return parseChunks(text.str(), path.string());
}

void verifyFile(const std::filesystem::path& path, Tally& tally) {
  for (ParsedChunk& chunk : parseCorpusFile(path)) {
    if (!chunk.module.ok()) continue;  // the parser's verdict, tested elsewhere
    const Status status = verifyModule(*chunk.module.value());
    if (status.ok()) ++tally.verified;
    else if (status.error().kind == ErrorKind::kUnsupported)
      tally.unsupported.push_back(status.error().str());
    else tally.rejected.push_back(status.error().str());
  }
}

void expectNoFalseRejections(const std::string& sub) {
  Tally tally;
  for (const auto& path : testing::corpusFiles(sub)) verifyFile(path, tally);
  for (const std::string& r : tally.rejected) ADD_FAILURE() << "false rejection: " << r;
  EXPECT_GT(tally.verified, 0);
  std::cout << sub << ": " << tally.verified << " modules verified, "
            << tally.unsupported.size() << " unsupported, " << tally.rejected.size()
            << " rejected\n";
  for (const std::string& u : tally.unsupported) std::cout << "  unsupported: " << u << "\n";
}

TEST(VerifierCorpus, AcceptsTestdata) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  expectNoFalseRejections("stablehlo/testdata");
}

TEST(VerifierCorpus, AcceptsInterpreterTests) {
  PARTIR_REQUIRE_CORPUS("stablehlo/interpret");
  expectNoFalseRejections("stablehlo/interpret");
}

TEST(VerifierCorpus, AcceptsModels) {
  PARTIR_REQUIRE_CORPUS("models");
  expectNoFalseRejections("models");
}

// Runs the type rule of `op`; only a DiagnosticError may come out.
void checkSurvives(const Operation& op) {
  try {
    checkOp(op);
  } catch (const DiagnosticError&) {
  }
}

// Each attribute of `op` erased or replaced by a wrong one, and each operand
// replaced by a value of another type; `op` is restored afterwards.
void mutateAndCheck(Operation& op, const std::vector<Attribute>& garbage,
                    const std::vector<std::unique_ptr<Value>>& values) {
  const NamedAttrs original = op.attrs();
  for (const auto& [name, value] : original.entries()) {
    op.attrs().erase(name);
    checkSurvives(op);
    for (const Attribute& g : garbage) {
      op.attrs().set(name, g);
      checkSurvives(op);
    }
    op.attrs() = original;
  }
  for (size_t i = 0; i < op.numOperands(); ++i) {
    Value* kept = op.operand(i);
    for (const auto& v : values) {
      op.setOperand(i, v.get());
      checkSurvives(op);
    }
    op.setOperand(i, kept);
  }
}

TEST(VerifierCorpus, MutatedOpsGetDiagnosticsNotCrashes) {
  PARTIR_REQUIRE_CORPUS("stablehlo/interpret");
  const std::vector<Attribute> garbage = {
      Attribute::integer(-1), Attribute::integer(INT64_MAX), Attribute::denseArray({}),
      Attribute::denseArray({INT64_MIN, 5, 5}), Attribute::boolean(true), Attribute::string(""),
      Attribute::symbolRef("missing"), Attribute::structure("stablehlo.gather", NamedAttrs{}),
      Attribute::array({Attribute::unit()})};
  std::vector<std::unique_ptr<Value>> values;
  for (const Type& t : {Type::tensor({}, ElementType::kI1), Type::tensor({3, 0}, ElementType::kF64),
                        Type::tensor({1, 1, 1, 1, 1}, ElementType::kUI8), Type::token()})
    values.push_back(std::make_unique<Value>(t, "m"));
  int ops = 0;
  for (const std::string sub : {"stablehlo/interpret", "models"})
    for (const auto& path : testing::corpusFiles(sub))
      for (ParsedChunk& chunk : parseCorpusFile(path)) {
        if (!chunk.module.ok()) continue;
        const Module& module = *chunk.module.value();
        ModuleScope scope(module);
        for (const auto& f : module.functions)
          walk(f->body, [&](Operation& op) {
            mutateAndCheck(op, garbage, values);
            ++ops;
          });
      }
  EXPECT_GT(ops, 1000);
}

}  // namespace
}  // namespace partir
