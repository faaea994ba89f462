// The tile-mapping registry checked on every op instance of the corpus
// (stablehlo/testdata and stablehlo/interpret): for each op of each
// function's top-level block, every instantiated entry must be sound on k =
// 2, 3 and 4 chunks (tests/tmr_check.h: slice, run the local op per chunk,
// recombine, compare with the whole op), on the op's constant operands and
// the harness's small integers for the others. The unit tests pin entries for chosen shapes; this test
// finds the shapes and attributes real programs use.
#include <set>

#include <gtest/gtest.h>

#include "corpus.h"
#include "tmr_check.h"

namespace partir {
namespace {

struct Tally {
  int64_t ops = 0;
  int64_t checked = 0;       // (entry, k) pairs run
  int64_t opsSkipped = 0;    // the whole op fails on synthetic data, or reads captured values
  std::set<OpCode> kinds;    // op kinds with at least one entry checked
  std::vector<std::string> failures;
};

// Whether `op`'s regions read values defined outside them (localOp clones
// only the op, so such reads would dangle).
bool capturesOuterValues(const Operation& op) {
  std::set<const Value*> inside;
  bool captures = false;
  for (size_t r = 0; r < op.numRegions(); ++r)
    walk(op.region(r), [&](const Operation& inner) {
      const Block* block = inner.parentBlock();
      for (size_t a = 0; a < block->numArguments(); ++a) inside.insert(block->argument(a));
      for (const Value* v : inner.operands()) captures |= !inside.count(v);
      for (size_t i = 0; i < inner.numResults(); ++i) inside.insert(inner.result(i));
    });
  return captures;
}

bool checkable(const Operation& op) {
  // No results: check ops, returns; nothing to tile.
  if (op.numOperands() == 0 || op.numResults() == 0 || op.code() == OpCode::kUnknown || op.code() == OpCode::kCall ||
      op.code() == OpCode::kCustomCall)
    return false;
  for (const Value* v : op.operands())
    if (!v->type().isTensor()) return false;
  return !capturesOuterValues(op);
}

// A constant operand keeps its value (a reduce's init value must stay the
// identity its entries were instantiated for); any other gets the harness's
// small integers.
InterpreterValue operandValue(Interpreter& interp, const Operation& op, size_t i) {
  const Operation* def = op.operand(i)->definingOp();
  if (def && def->code() == OpCode::kConstant) {
    OpContext ctx(*def, {}, interp);
    return evalOp(ctx).at(0);
  }
  return testing::tmrTestData(op.operandType(i).tensor(), static_cast<int64_t>(i));
}

void checkOp(Interpreter& interp, const Operation& op, const std::string& where, Tally& tally) {
  const std::vector<TmrEntry> entries = tileMappings(op).entries;
  Values args;
  for (size_t i = 0; i < op.numOperands(); ++i) args.push_back(operandValue(interp, op, i));
  ++tally.ops;
  for (int64_t k : {2, 3, 4}) {
    const testing::TmrCheckReport report = testing::checkOpEntries(interp, op, args, k, entries);
    if (!report.setupError.empty()) {
      ++tally.opsSkipped;
      return;
    }
    tally.checked += report.checked;
    if (report.checked > 0) tally.kinds.insert(op.code());
    for (const std::string& f : report.failures)
      tally.failures.push_back(fmt::format("{} '{}': {}", where, op.name(), f));
  }
}

void checkFile(const std::filesystem::path& path, Tally& tally) {
  Result<SourceFile> file = parseFile(path.string());
  if (!file.ok()) return;
  for (const auto& module : file->modules) {
    if (!verifyModule(*module).ok()) continue;
    Interpreter interp(*module);
    for (const auto& f : module->functions) {
      if (f->isDeclaration()) continue;
      for (const auto& op : f->entry().ops())
        if (checkable(*op)) checkOp(interp, *op, op->loc().str(), tally);
    }
  }
}

void checkCorpus(const std::string& sub) {
  Tally tally;
  for (const auto& path : testing::corpusFiles(sub)) checkFile(path, tally);
  std::cout << sub << ": " << tally.ops << " ops, " << tally.checked << " (entry, k) pairs sound over "
            << tally.kinds.size() << " op kinds; " << tally.opsSkipped
            << " ops skipped (the op fails on the harness's values)\n";
  EXPECT_GT(tally.checked, 0);
  for (size_t i = 0; i < std::min<size_t>(tally.failures.size(), 20); ++i)
    ADD_FAILURE() << tally.failures[i];
  EXPECT_EQ(tally.failures.size(), 0u);
}

TEST(TmrCorpus, EveryEntryOfTestdataOpsIsSound) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  checkCorpus("stablehlo/testdata");
}

TEST(TmrCorpus, EveryEntryOfInterpretTestOpsIsSound) {
  PARTIR_REQUIRE_CORPUS("stablehlo/interpret");
  checkCorpus("stablehlo/interpret");
}

}  // namespace
}  // namespace partir
