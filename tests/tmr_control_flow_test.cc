// Tile-mapping entries of the control_flow, collectives and checks families
// (semantics/ops/control_flow.cc, collectives.cc, checks.cc): replicate only
// with a reason, except optimization_barrier and the memory-space
// custom_calls, whose entries run through the soundness harness
// (tests/tmr_check.h), and the collectives with entries
// (tests/collectives_test.cc).
#include <gtest/gtest.h>

#include <algorithm>

#include <string>
#include <vector>

#include "tests/tmr_check.h"

namespace partir {
namespace {

using testing::expectEntriesSound;
using Strings = std::vector<std::string>;

// The mappings of the first op of @main with `code` in `text` (verified).
OpTileMappings mappingsOf(const std::string& text, OpCode code) {
  return testing::TmrProgram(text).mappings(code);
}

Strings entryStrs(const OpTileMappings& m) {
  Strings out;
  for (const TmrEntry& e : m.entries) out.push_back(entryStr(e));
  return out;
}

// Expects `code` in `text` to be replicate only with exactly `why`.
void expectReplicateOnly(const std::string& text, OpCode code, const std::string& why) {
  const OpTileMappings m = mappingsOf(text, code);
  EXPECT_TRUE(m.entries.empty()) << opMnemonic(code);
  EXPECT_EQ(m.notes, (Strings{why}));
}

// ---- optimization_barrier ----------------------------------------------------

const char* kBarrier = R"(
func.func @main(%a: tensor<6x4xf32>, %b: tensor<3xi32>) -> (tensor<6x4xf32>, tensor<3xi32>) {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<6x4xf32>, tensor<3xi32>
  return %0#0, %0#1 : tensor<6x4xf32>, tensor<3xi32>
})";

TEST(TmrControlFlow, OptimizationBarrierTilesOnePairAtATime) {
  const OpTileMappings m = mappingsOf(kBarrier, OpCode::kOptimizationBarrier);
  EXPECT_EQ(entryStrs(m), (Strings{"(tile 0, ⊥) ↪ (tile 0, any)", "(tile 1, ⊥) ↪ (tile 1, any)",
                                   "(⊥, tile 0) ↪ (any, tile 0)"}));
  EXPECT_EQ(m.notes,
            (Strings{"pairs are tiled one at a time: an entry slicing several pairs is not listed"}));
  EXPECT_EQ(expectEntriesSound(kBarrier, 2), 2);
  EXPECT_EQ(expectEntriesSound(kBarrier, 3), 2);
}

TEST(TmrControlFlow, OptimizationBarrierSkipsTokens) {
  const std::string text = R"(
func.func @main(%a: tensor<6xf32>, %t: !stablehlo.token) -> (tensor<6xf32>, !stablehlo.token) {
  %0:2 = stablehlo.optimization_barrier %a, %t : tensor<6xf32>, !stablehlo.token
  return %0#0, %0#1 : tensor<6xf32>, !stablehlo.token
})";
  const OpTileMappings m = mappingsOf(text, OpCode::kOptimizationBarrier);
  EXPECT_EQ(entryStrs(m), (Strings{"(tile 0, ⊥) ↪ (tile 0, any)"}));
  EXPECT_EQ(m.notes[0], "operand #1: a token; nothing to slice");
}

// ---- replicate only ------------------------------------------------------------

TEST(TmrControlFlow, CallsAndRegionOpsAreReplicateOnly) {
  const std::string text = R"(
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @main(%x: tensor<4xf32>, %p: tensor<i1>, %i: tensor<i32>) -> tensor<4xf32> {
  %0 = call @f(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.if"(%p) ({
    stablehlo.return %0 : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %2 = "stablehlo.case"(%i) ({
    stablehlo.return %1 : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %3 = "stablehlo.while"(%2) ({
  ^bb0(%a: tensor<4xf32>):
    %c = stablehlo.constant dense<false> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<4xf32>):
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.composite "my.id" %3 {decomposition = @f} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = stablehlo.custom_call @foo(%4) : (tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
})";
  expectReplicateOnly(text, OpCode::kCall,
                      "func.call: inline calls before partitioning (rewrite/inline_calls.h)");
  expectReplicateOnly(text, OpCode::kIf,
                      "stablehlo.if: the branches are not partitioned in this version; the branch "
                      "taken depends on a runtime predicate");
  expectReplicateOnly(text, OpCode::kCase,
                      "stablehlo.case: the branches are not partitioned in this version; the "
                      "branch taken depends on a runtime index");
  expectReplicateOnly(
      text, OpCode::kWhile,
      "stablehlo.while: loop-carried values; the body is not partitioned in this version");
  expectReplicateOnly(text, OpCode::kComposite,
                      "stablehlo.composite: inline its decomposition before partitioning");
  expectReplicateOnly(text, OpCode::kCustomCall,
                      "stablehlo.custom_call: the target's semantics are implementation-defined; "
                      "no dim is known to be independent");
  expectReplicateOnly(text, OpCode::kFuncReturn,
                      "func.return: a terminator; the function's results are partitioned where "
                      "they are produced");
}

TEST(TmrControlFlow, TuplesAndTokensAreReplicateOnly) {
  const std::string text = R"(
func.func @main(%x: tensor<4xf32>, %t: !stablehlo.token) -> tensor<4xf32> {
  %0 = stablehlo.tuple %x, %x : tuple<tensor<4xf32>, tensor<4xf32>>
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %2 = stablehlo.after_all %t, %t : !stablehlo.token
  %3 = "stablehlo.outfeed"(%1, %2) {outfeed_config = ""} : (tensor<4xf32>, !stablehlo.token) -> !stablehlo.token
  %4:2 = "stablehlo.infeed"(%3) {infeed_config = ""} : (!stablehlo.token) -> (tensor<4xf32>, !stablehlo.token)
  return %4#0 : tensor<4xf32>
})";
  expectReplicateOnly(text, OpCode::kTuple,
                      "stablehlo.tuple: tuples are not tensors; partir.slice applies to tensors "
                      "only");
  expectReplicateOnly(text, OpCode::kGetTupleElement,
                      "stablehlo.get_tuple_element: tuples are not tensors; partir.slice applies "
                      "to tensors only");
  expectReplicateOnly(text, OpCode::kAfterAll,
                      "stablehlo.after_all: tokens are not tensors; nothing to slice");
  expectReplicateOnly(text, OpCode::kOutfeed,
                      "stablehlo.outfeed: a host transfer ordered by a token; the values leave "
                      "whole");
  expectReplicateOnly(text, OpCode::kInfeed,
                      "stablehlo.infeed: a host transfer ordered by a token; the values arrive "
                      "whole");
}

TEST(TmrControlFlow, IdsAreDeviceLocal) {
  const std::string text = R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %1 = stablehlo.partition_id : tensor<ui32>
  return %x : tensor<4xf32>
})";
  expectReplicateOnly(
      text, OpCode::kPartitionId,
      "stablehlo.partition_id: device-local PartIR:HLO op; not a PartIR:Core input");
}

// ---- memory-space custom_calls ---------------------------------------------------

const char* kMoveToHost = R"(
func.func @main(%a: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.custom_call @MoveToHost(%a) : (tensor<6x4xf32>) -> tensor<6x4xf32>
  %1 = stablehlo.custom_call @MoveToDevice(%0) : (tensor<6x4xf32>) -> tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
})";

TEST(TmrControlFlow, MemorySpaceAnnotationsArePointwise) {
  const OpTileMappings m = mappingsOf(kMoveToHost, OpCode::kCustomCall);
  EXPECT_EQ(entryStrs(m), (Strings{"(tile 0) ↪ tile 0", "(tile 1) ↪ tile 1"}));
  EXPECT_TRUE(m.notes.empty());
  EXPECT_EQ(expectEntriesSound(kMoveToHost, 2), 2);
  EXPECT_EQ(expectEntriesSound(kMoveToHost, 3), 1);
  EXPECT_EQ(expectEntriesSound(kMoveToHost, 4), 1);
}

TEST(TmrControlFlow, ChecksConsumeWholeValues) {
  const std::string text = R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  check.expect_eq %x, %x : tensor<4xf32>
  return %x : tensor<4xf32>
})";
  expectReplicateOnly(text, OpCode::kCheckExpectEq,
                      "check.expect_eq: a test op; it consumes whole values");
}

// Every op of these families says why it has no entries, or has entries.
TEST(TmrControlFlow, EveryOpOfTheFamiliesHasEntriesOrAReason) {
  // Ops whose entries depend on their operands and attributes: tested above
  // and in tests/collectives_test.cc.
  const std::vector<OpCode> withEntries = {OpCode::kOptimizationBarrier, OpCode::kCustomCall,
                                           OpCode::kAllGather,           OpCode::kAllReduce,
                                           OpCode::kAllToAll,            OpCode::kReduceScatter};
  int checked = 0;
  for (int c = 0; c < kNumOpCodes; ++c) {
    const OpCode code = static_cast<OpCode>(c);
    const OpFamily family = opFamily(code);
    if (family != OpFamily::kControlFlow && family != OpFamily::kCollectives &&
        family != OpFamily::kChecks && family != OpFamily::kShardy)
      continue;
    if (std::find(withEntries.begin(), withEntries.end(), code) != withEntries.end()) continue;
    Operation op(code, std::string(opMnemonic(code)), Location{});
    const OpTileMappings m = tileMappings(op);
    EXPECT_TRUE(m.entries.empty()) << opMnemonic(code);
    ASSERT_EQ(m.notes.size(), 1u) << opMnemonic(code);
    EXPECT_NE(m.notes[0].find(opMnemonic(code)), std::string::npos) << m.notes[0];
    ++checked;
  }
  EXPECT_EQ(checked, 13 + 11 + 9 + 2 - 5);  // collectives: 11 with collective_reduce
}

}  // namespace
}  // namespace partir
