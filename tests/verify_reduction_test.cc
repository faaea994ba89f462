// verify/entry_proof.h on the reduction family (map, reduce_window,
// select_and_scatter, sort, top_k and custom_call @mhlo.topk): TMR entries
// proved on symbolic shapes, wrong entries refuted.
#include <gtest/gtest.h>

#include <string>

#include "tests/verify_helpers.h"

namespace partir::verify {
namespace {

using testing::describe;
using testing::entry;
using testing::expectRefuted;
using testing::expectAllProved;
using testing::proveOne;

// ---- map ---------------------------------------------------------------------

constexpr const char* kMap = R"(
func.func @main(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.multiply %x, %y : tensor<f32>
    %2 = stablehlo.add %1, %y : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})";

TEST(VerifyReduction, MapEntriesProved) { EXPECT_EQ(expectAllProved(kMap), 2u); }

TEST(VerifyReduction, MapWrongDimRefuted) {
  expectRefuted(kMap, entry({0, 0}, {ResultAction::tile(1)}));
  expectRefuted(kMap, entry({0, kWhole}, {ResultAction::tile(0)}));
}

// ---- reduce_window -------------------------------------------------------------

// A max pool of window 2, stride 2 on dim 0 (dim 1 window 1): every dim is
// aligned.
constexpr const char* kMaxPool = R"(
func.func @main(%a: tensor<4x3xf32>, %c: tensor<f32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
})";

TEST(VerifyReduction, ReduceWindowAlignedEntriesProved) {
  EXPECT_EQ(expectAllProved(kMaxPool), 2u);
}

// Window 2 with stride 3: aligned (windows never overlap), with gaps.
constexpr const char* kGappedWindows = R"(
func.func @main(%a: tensor<9xf32>, %c: tensor<f32>) -> tensor<3xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 3>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<9xf32>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
})";

TEST(VerifyReduction, ReduceWindowGappedEntriesProved) {
  EXPECT_EQ(expectAllProved(kGappedWindows), 1u);
}

// Global pooling: one window covers dim 1, a sum<add> with the window
// localized; dims 0 and 2 tile.
std::string globalPool(const std::string& init) {
  return R"(
func.func @main(%a: tensor<2x12x4xf32>) -> tensor<2x1x4xf32> {
  %c = stablehlo.constant dense<)" +
         init + R"(> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 1, 12, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x12x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
  return %0 : tensor<2x1x4xf32>
})";
}

TEST(VerifyReduction, ReduceWindowCoveringSumProved) {
  EXPECT_EQ(expectAllProved(globalPool("0.0")), 3u);
}

// The verdict on (tile 1, ⊥) ↪ sum<body> (`localize` applied) for the op of
// `text`, and whether an obligation whose name contains `why` failed.
void expectSumRefutedBy(const std::string& text, std::vector<AttrDivision> localize,
                        const std::string& why) {
  auto m = partir::testing::parseVerified(text);
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const EntryReport r = proveEntry(
      op, entry({1, kWhole}, {ResultAction::sumOf(&op.region(0), "add")}, std::move(localize)));
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
  bool found = false;
  for (const ObligationResult& f : r.failures) found |= f.name.find(why) != std::string::npos;
  EXPECT_TRUE(found) << describe(r);
}

TEST(VerifyReduction, ReduceWindowCoveringSumWrongVariantsRefuted) {
  // Without the localized window the local op's window outgrows its chunk.
  expectSumRefutedBy(globalPool("0.0"), {}, "type: the local op satisfies reduce_window C15");
  // A non-identity init is folded in once per chunk.
  expectSumRefutedBy(globalPool("1.0"), divideAttrAt("window_dimensions", 1), "init is absorbed");
}

// A covering max window with the init an argument: maximum is idempotent,
// so every chunk may fold the init in.
TEST(VerifyReduction, ReduceWindowCoveringMaxWithAnyInitProved) {
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<2x12xf32>, %c: tensor<f32>) -> tensor<2x1xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 1, 12>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x12xf32>, tensor<f32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
})"),
            2u);
}

// Overlapping windows (window 3, stride 1) on dim 0: only dim 1 tiles.
constexpr const char* kOverlapping = R"(
func.func @main(%a: tensor<8x4xf32>, %c: tensor<f32>) -> tensor<6x4xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 3, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";

TEST(VerifyReduction, ReduceWindowOverlappingKeepsOtherDim) {
  EXPECT_EQ(expectAllProved(kOverlapping), 1u);
  expectRefuted(kOverlapping, entry({0, kWhole}, {ResultAction::tile(0)}));
}

// Padding, base and window dilation on dim 0 (the spec's example); dim 1
// plain with stride 1 tiles.
constexpr const char* kDilated = R"(
func.func @main(%a: tensor<3x2xi32>, %c: tensor<i32>) -> tensor<2x2xi32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<3x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
})";

TEST(VerifyReduction, ReduceWindowDilatedPaddedKeepsOtherDim) {
  EXPECT_EQ(expectAllProved(kDilated), 1u);
  expectRefuted(kDilated, entry({0, kWhole}, {ResultAction::tile(0)}));
}

// Two inputs reduced together (argmax-like body): the aligned dim tiles both.
constexpr const char* kVariadicWindow = R"(
func.func @main(%a: tensor<4xf32>, %i: tensor<4xi32>, %c: tensor<f32>, %z: tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %0:2 = "stablehlo.reduce_window"(%a, %i, %c, %z) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%x: tensor<f32>, %xi: tensor<i32>, %y: tensor<f32>, %yi: tensor<i32>):
    %1 = stablehlo.compare  GT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %x, %y : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %xi, %yi : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }) : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
})";

TEST(VerifyReduction, ReduceWindowVariadicEntriesProved) {
  EXPECT_EQ(expectAllProved(kVariadicWindow), 1u);
  // Only the first input sliced.
  expectRefuted(kVariadicWindow, entry({0, kWhole, kWhole, kWhole},
                                       {ResultAction::tile(0), ResultAction::tile(0)}));
}

// ---- select_and_scatter ----------------------------------------------------------

// The gradient of a 2x1 max pool with stride 2.
constexpr const char* kMaxPoolGrad = R"(
func.func @main(%a: tensor<4x3xf32>, %s: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<4x3xf32> {
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare  GE, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<4x3xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
})";

TEST(VerifyReduction, SelectAndScatterAlignedEntriesProved) {
  EXPECT_EQ(expectAllProved(kMaxPoolGrad), 2u);
}

// The spec's example: window 3, stride 2, padding (0, 1) on dim 0 overlap.
constexpr const char* kSelectAndScatterPadded = R"(
func.func @main(%a: tensor<4x2xi32>, %s: tensor<2x2xi32>, %c: tensor<i32>) -> tensor<4x2xi32> {
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.compare  GE, %x, %y,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
})";

TEST(VerifyReduction, SelectAndScatterPaddedKeepsOtherDim) {
  EXPECT_EQ(expectAllProved(kSelectAndScatterPadded), 1u);
  expectRefuted(kSelectAndScatterPadded, entry({0, 0, kWhole}, {ResultAction::tile(0)}));
}

TEST(VerifyReduction, SelectAndScatterWrongEntriesRefuted) {
  // The source left whole: every chunk scatters every window.
  expectRefuted(kMaxPoolGrad, entry({0, kWhole, kWhole}, {ResultAction::tile(0)}));
  // Operand and source sliced along different dims.
  expectRefuted(kMaxPoolGrad, entry({0, 1, kWhole}, {ResultAction::tile(0)}));
}

// ---- sort --------------------------------------------------------------------------

constexpr const char* kSort = R"(
func.func @main(%a: tensor<6x5xf32>, %i: tensor<6x5xi32>) -> (tensor<6x5xf32>, tensor<6x5xi32>) {
  %0:2 = "stablehlo.sort"(%a, %i) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %xi: tensor<i32>, %yi: tensor<i32>):
    %1 = stablehlo.compare  LT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<6x5xf32>, tensor<6x5xi32>) -> (tensor<6x5xf32>, tensor<6x5xi32>)
  return %0#0, %0#1 : tensor<6x5xf32>, tensor<6x5xi32>
})";

TEST(VerifyReduction, SortEntriesProved) { EXPECT_EQ(expectAllProved(kSort), 1u); }

TEST(VerifyReduction, SortAlongDimZeroOfRankThree) {
  const std::string text = R"(
func.func @main(%a: tensor<5x1x4xi32>) -> tensor<5x1x4xi32> {
  %0 = "stablehlo.sort"(%a) <{dimension = -3 : i64}> ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %1 = stablehlo.compare  GT, %x, %y,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<5x1x4xi32>) -> tensor<5x1x4xi32>
  return %0 : tensor<5x1x4xi32>
})";
  EXPECT_EQ(expectAllProved(text), 2u);
  expectRefuted(text, entry({0}, {ResultAction::tile(0)}));
}

TEST(VerifyReduction, SortTheSortDimRefuted) {
  expectRefuted(kSort, entry({1, 1}, {ResultAction::tile(1), ResultAction::tile(1)}));
  expectRefuted(kSort, entry({0, kWhole}, {ResultAction::tile(0), ResultAction::tile(0)}));
}

// ---- top_k -------------------------------------------------------------------------

constexpr const char* kTopK = R"(
func.func @main(%a: tensor<6x4x5xf32>) -> (tensor<6x4x2xf32>, tensor<6x4x2xi32>) {
  %v, %i = chlo.top_k(%a, k = 2) : tensor<6x4x5xf32> -> (tensor<6x4x2xf32>, tensor<6x4x2xi32>)
  return %v, %i : tensor<6x4x2xf32>, tensor<6x4x2xi32>
})";

TEST(VerifyReduction, TopKEntriesProved) { EXPECT_EQ(expectAllProved(kTopK), 2u); }

TEST(VerifyReduction, TopKTheLastDimRefuted) {
  // The top k of a chunk of the last dim is not a chunk of the top k.
  expectRefuted(kTopK, entry({2}, {ResultAction::tile(2), ResultAction::tile(2)}));
  expectRefuted(kTopK, entry({0}, {ResultAction::tile(1), ResultAction::tile(1)}));
  expectRefuted(kTopK, entry({0}, {ResultAction::tile(0), ResultAction::any()}));
}

TEST(VerifyReduction, MhloTopKCustomCallEntriesProved) {
  const std::string text = R"(
func.func @main(%a: tensor<6x5xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>) {
  %r:2 = stablehlo.custom_call @mhlo.topk(%a) {mhlo.attributes = {k = 3 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<6x5xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>)
  return %r#0, %r#1 : tensor<6x3xf32>, tensor<6x3xi32>
})";
  EXPECT_EQ(expectAllProved(text), 1u);
  expectRefuted(text, entry({1}, {ResultAction::tile(1), ResultAction::tile(1)}));
}

}  // namespace
}  // namespace partir::verify
