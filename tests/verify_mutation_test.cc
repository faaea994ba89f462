// verify/mutation.h: the mutation test of the entry verifier. Over the whole
// bundled catalogue (verify/catalogue/*.mlir), at least 95% of the mutants of
// the registered entries are refuted with a counterexample, none is unknown
// and every survivor is explained; plus focused tests of the generator and
// the classification on transpose, broadcast_in_dim and dot_general.
//
// Every mutant of the catalogue is proved (no sampling); the run's figures
// are printed and recorded as test properties.
#include <chrono>
#include <iostream>

#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tests/verify_helpers.h"
#include "verify/catalogue.h"
#include "verify/mutation.h"
#include "verify/parallel.h"

namespace partir::verify {
namespace {

using testing::entry;

ResultAction tile(int64_t d) { return ResultAction::tile(d); }

// The catalogue parsed and verified as `partir verify` loads it.
std::vector<SourceFile> loadCatalogue() {
  std::vector<SourceFile> files;
  for (const CatalogueFile& c : catalogue()) {
    Result<SourceFile> file = parseSource(c.text, "verify/catalogue/" + c.name);
    if (!file.ok()) {
      ADD_FAILURE() << file.error().str();
      continue;
    }
    for (const auto& m : file->modules)
      if (Status s = verifyModule(*m); !s.ok()) ADD_FAILURE() << s.error().str();
    files.push_back(std::move(*file));
  }
  return files;
}

std::vector<MutantResult> mutateAll(const std::vector<SourceFile>& files) {
  std::vector<const Operation*> ops;
  for (const SourceFile& file : files)
    for (const auto& m : file.modules)
      for (const auto& f : m->functions) walk(f->body, [&](const Operation& op) { ops.push_back(&op); });
  std::vector<MutantResult> out;
  for (std::vector<MutantResult>& rs : inParallel<std::vector<MutantResult>>(
           ops.size(), [&](size_t i) { return mutateOp(*ops[i]); }))
    for (MutantResult& r : rs) out.push_back(std::move(r));
  return out;
}

std::string describe(const MutantResult& r) {
  return r.loc + " " + r.op + " " + r.original + " => " + entryStr(r.mutant.entry) + " [" +
         std::string(mutationKindName(r.mutant.kind)) + ": " + r.mutant.description + "] " +
         std::string(mutantOutcomeName(r.outcome)) + " " + r.counterexample + r.reason;
}

TEST(VerifyMutation, CatalogueMutantsRefuted) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<SourceFile> files = loadCatalogue();
  const std::vector<MutantResult> results = mutateAll(files);
  const MutationSummary s = summarize(
      results,
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  for (const MutantResult& r : results) {
    EXPECT_NE(r.outcome, MutantOutcome::kUnknown) << describe(r);
    EXPECT_NE(r.outcome, MutantOutcome::kVacuous) << describe(r);
    if (r.outcome == MutantOutcome::kRefuted) {
      EXPECT_FALSE(r.counterexample.empty()) << describe(r);
    } else {
      EXPECT_FALSE(r.reason.empty()) << describe(r);
      std::cout << "survivor: " << describe(r) << "\n";
    }
  }
  for (MutationKind k : kMutationKinds)
    EXPECT_GT(s.byKind[static_cast<size_t>(k)].total, 0u) << mutationKindName(k);
  EXPECT_GE(s.refutedPercent(), kRequiredRefutedPercent);
  EXPECT_TRUE(s.passed());
  std::cout << s.all.total << " mutants: " << s.all.refuted << " refuted (" << s.refutedPercent()
            << "%), " << s.all.equivalent << " equivalent, " << s.all.unknown << " unknown, "
            << s.ms / 1000 << " s\n";
  ::testing::Test::RecordProperty("mutants", static_cast<int>(s.all.total));
  ::testing::Test::RecordProperty("refuted", static_cast<int>(s.all.refuted));
  ::testing::Test::RecordProperty("ms", static_cast<int>(s.ms));
}

// ---- focused tests -----------------------------------------------------------

constexpr const char* kTranspose = R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";

// The mutant of `original` that `kind` turns into `corrupted`; fails the test
// when the generator does not produce it.
std::optional<Mutant> findMutant(const Operation& op, const TmrEntry& original,
                                 MutationKind kind, const TmrEntry& corrupted) {
  const std::vector<TmrEntry> entries = tracedTileMappings(op).mappings.entries;
  for (const Mutant& m : mutants(op, original, entries))
    if (m.kind == kind && m.entry.operands == corrupted.operands &&
        m.entry.results == corrupted.results)
      return m;
  ADD_FAILURE() << "no " << mutationKindName(kind) << " mutant " << entryStr(corrupted) << " of "
                << entryStr(original);
  return std::nullopt;
}

TEST(VerifyMutation, TransposeWrongDimRefutedNamingBothSources) {
  auto m = partir::testing::parseVerified(kTranspose);
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const TmrEntry original = entry({1}, {tile(0)});
  const std::optional<Mutant> wrong = findMutant(op, original, MutationKind::kWrongDim,
                                                 entry({0}, {tile(0)}));
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->description, "operand 0: tile 1 -> tile 0");
  const MutantResult r = testMutant(op, original, *wrong, {original});
  EXPECT_EQ(r.outcome, MutantOutcome::kRefuted) << describe(r);
  EXPECT_NE(r.counterexample.find("the op computes in0["), std::string::npos) << describe(r);
  EXPECT_NE(r.counterexample.find("the loop in0["), std::string::npos) << describe(r);
  EXPECT_NE(r.counterexample.find("k = "), std::string::npos) << describe(r);
}

TEST(VerifyMutation, TransposeEveryMutantRefuted) {
  auto m = partir::testing::parseVerified(kTranspose);
  ASSERT_TRUE(m);
  const std::vector<MutantResult> results = mutateOp(testing::opUnderTest(*m));
  // Per entry (tile 1) ↪ tile 0, (tile 0) ↪ tile 1: a wrong operand dim, a
  // wrong result dim, any, sum, ⊥; the second entry's two wrong-dim mutants
  // (tile 1) ↪ tile 1 and (tile 0) ↪ tile 0 are the first's, tested once.
  EXPECT_EQ(results.size(), 8u);
  for (const MutantResult& r : results) {
    EXPECT_EQ(r.outcome, MutantOutcome::kRefuted) << describe(r);
    EXPECT_FALSE(r.counterexample.empty()) << describe(r);
  }
}

// A slice (its obligations keep start, limit and stride symbolic): the mutant
// that drops a chunk's offset left Z3 4.8.12's unbounded search looping past
// its rlimit; the small-counterexample search first (verify/obligation.cc)
// refutes it at once.
constexpr const char* kSlice = R"(
func.func @main(%a: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %0 = stablehlo.slice %a [0:8, 0:6] : (tensor<8x6xf32>) -> tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
})";

TEST(VerifyMutation, SliceEveryMutantRefuted) {
  auto m = partir::testing::parseVerified(kSlice);
  ASSERT_TRUE(m);
  const std::vector<MutantResult> results = mutateOp(testing::opUnderTest(*m));
  EXPECT_FALSE(results.empty());
  for (const MutantResult& r : results) {
    EXPECT_EQ(r.outcome, MutantOutcome::kRefuted) << describe(r);
    EXPECT_FALSE(r.counterexample.empty()) << describe(r);
  }
}

// Two new dims of a broadcast: (⊥) ↪ tile 0 and (⊥) ↪ tile 1 are both
// registered, so the wrong-dim mutant of one is the other.
constexpr const char* kBroadcastTwoNewDims = R"(
func.func @main(%a: tensor<6xf32>) -> tensor<4x5x6xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [2] : (tensor<6xf32>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
})";

TEST(VerifyMutation, MutantEqualToRegisteredEntryIsEquivalent) {
  auto m = partir::testing::parseVerified(kBroadcastTwoNewDims);
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const std::vector<TmrEntry> entries = tracedTileMappings(op).mappings.entries;
  const TmrEntry original = entry({kWhole}, {tile(0)});
  const std::optional<Mutant> other = findMutant(op, original, MutationKind::kWrongDim,
                                                 entry({kWhole}, {tile(1)}));
  ASSERT_TRUE(other);
  const MutantResult r = testMutant(op, original, *other, entries);
  EXPECT_EQ(r.outcome, MutantOutcome::kEquivalent) << describe(r);
  EXPECT_EQ(r.reason, "equals the registered entry (⊥) ↪ tile 1");
  // Onto the operand's dim instead: refuted.
  const std::optional<Mutant> wrong = findMutant(op, original, MutationKind::kWrongDim,
                                                 entry({kWhole}, {tile(2)}));
  ASSERT_TRUE(wrong);
  EXPECT_EQ(testMutant(op, original, *wrong, entries).outcome, MutantOutcome::kRefuted);
}

TEST(VerifyMutation, ReplicatingMutantIsEquivalent) {
  auto m = partir::testing::parseVerified(kBroadcastTwoNewDims);
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const TmrEntry original = entry({kWhole}, {tile(0)});
  const std::optional<Mutant> any = findMutant(op, original, MutationKind::kWrongAction,
                                               entry({kWhole}, {ResultAction::any()}));
  ASSERT_TRUE(any);
  const MutantResult r = testMutant(op, original, *any, {original});
  EXPECT_EQ(r.outcome, MutantOutcome::kEquivalent) << describe(r);
  EXPECT_NE(r.reason.find("no operand is sliced"), std::string::npos) << describe(r);
}

constexpr const char* kMatmul = R"(
func.func @main(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})";

TEST(VerifyMutation, DotGeneralGetsEveryKind) {
  auto m = partir::testing::parseVerified(kMatmul);
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const TmrEntry rows = entry({0, kWhole}, {tile(0)});
  findMutant(op, rows, MutationKind::kWrongDim, entry({1, kWhole}, {tile(0)}));
  findMutant(op, rows, MutationKind::kWrongDim, entry({0, kWhole}, {tile(1)}));
  findMutant(op, rows, MutationKind::kWrongAction, entry({0, kWhole}, {ResultAction::any()}));
  findMutant(op, rows, MutationKind::kTileToSum, entry({0, kWhole}, {ResultAction::sum()}));
  findMutant(op, rows, MutationKind::kDroppedSlice, entry({kWhole, kWhole}, {tile(0)}));
  findMutant(op, rows, MutationKind::kWrongOperand, entry({kWhole, 0}, {tile(0)}));
  const TmrEntry contracting = entry({1, 0}, {ResultAction::sum()});
  findMutant(op, contracting, MutationKind::kWrongAction, entry({1, 0}, {tile(1)}));
  findMutant(op, contracting, MutationKind::kWrongOperand, entry({kWhole, 1}, {ResultAction::sum()}));
  for (const MutantResult& r : mutateOp(op)) {
    EXPECT_EQ(r.outcome, MutantOutcome::kRefuted) << describe(r);
    EXPECT_FALSE(r.counterexample.empty()) << describe(r);
  }
}

TEST(VerifyMutation, MutantsAreDistinctAndDifferFromTheOriginal) {
  auto m = partir::testing::parseVerified(kMatmul);
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const std::vector<TmrEntry> entries = tracedTileMappings(op).mappings.entries;
  for (const TmrEntry& original : entries) {
    const std::vector<Mutant> all = mutants(op, original, entries);
    for (size_t a = 0; a < all.size(); ++a) {
      EXPECT_FALSE(all[a].entry.operands == original.operands &&
                   all[a].entry.results == original.results)
          << all[a].description;
      for (size_t b = a + 1; b < all.size(); ++b)
        EXPECT_FALSE(all[a].entry.operands == all[b].entry.operands &&
                     all[a].entry.results == all[b].entry.results)
            << all[a].description << " / " << all[b].description;
    }
  }
}

TEST(VerifyMutation, TileToSumUsesTheOpsReducer) {
  auto m = partir::testing::parseVerified(R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<6xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
})");
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const std::vector<TmrEntry> entries = tracedTileMappings(op).mappings.entries;
  const TmrEntry kept = entry({1, kWhole}, {tile(0)});
  size_t sums = 0;
  for (const Mutant& mutant : mutants(op, kept, entries))
    if (mutant.kind == MutationKind::kTileToSum) {
      ++sums;
      EXPECT_EQ(entryStr(mutant.entry), "(tile 1, ⊥) ↪ sum<maximum>");
      EXPECT_EQ(testMutant(op, kept, mutant, entries).outcome, MutantOutcome::kRefuted);
    }
  EXPECT_EQ(sums, 1u);
}

TEST(VerifyMutation, SummaryCountsAndBar) {
  MutantResult refuted;
  refuted.outcome = MutantOutcome::kRefuted;
  refuted.counterexample = "k = 2";
  MutantResult survivor;
  survivor.outcome = MutantOutcome::kEquivalent;
  survivor.mutant.kind = MutationKind::kDroppedSlice;
  std::vector<MutantResult> atBar(19, refuted);  // 19 of 20 refuted: exactly 95%
  atBar.push_back(survivor);
  const MutationSummary s = summarize(atBar, 1.0);
  EXPECT_EQ(s.all.total, 20u);
  EXPECT_EQ(s.byKind[static_cast<size_t>(MutationKind::kDroppedSlice)].equivalent, 1u);
  EXPECT_EQ(s.byKind[static_cast<size_t>(MutationKind::kWrongDim)].refuted, 19u);
  EXPECT_DOUBLE_EQ(s.refutedPercent(), 95.0);
  EXPECT_TRUE(s.passed());
  std::vector<MutantResult> belowBar = atBar;  // 19 of 21
  belowBar.push_back(survivor);
  EXPECT_FALSE(summarize(belowBar, 1.0).passed());
  std::vector<MutantResult> missing = atBar;
  missing[0].counterexample.clear();
  EXPECT_EQ(summarize(missing, 1.0).withoutCounterexample, 1u);
  EXPECT_FALSE(summarize(missing, 1.0).passed());
  std::vector<MutantResult> unknown(40, refuted);  // 40 of 41 refuted, one unknown
  unknown.push_back(survivor);
  unknown.back().outcome = MutantOutcome::kUnknown;
  EXPECT_EQ(summarize(unknown, 1.0).all.unknown, 1u);
  EXPECT_FALSE(summarize(unknown, 1.0).passed());
}

}  // namespace
}  // namespace partir::verify
