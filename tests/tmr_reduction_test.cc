// Tile-mapping entries of the reduction family (semantics/ops/reduction.cc):
// golden listings in the compact notation, notes for dims that cannot be
// split, and soundness runs (tests/tmr_check.h) on 2 and 3 chunks.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "tests/tensor_builders.h"
#include "tests/tmr_check.h"

namespace partir {
namespace {

using testing::checkEntries;
using testing::expectEntriesSound;
using testing::makeTensor;
using testing::tmrTestData;

using testing::TmrProgram;
using Listing = testing::TmrListing;
using Strings = std::vector<std::string>;

// ---- reduce ------------------------------------------------------------------

// A reduce over dim 1 of tensor<6x6xf32> with init `init` (a constant) and body `op`.
std::string reduceWithConstInit(const std::string& init, const std::string& op) {
  return R"(
func.func @main(%a: tensor<6x6xf32>) -> tensor<6xf32> {
  %c = stablehlo.constant dense<)" +
         init + R"(> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.)" +
         op + R"( across dimensions = [1] : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
})";
}

// The same reduce with the init value an argument, for the soundness harness.
std::string reduceWithInitArg(const std::string& op) {
  return R"(
func.func @main(%a: tensor<6x6xf32>, %c: tensor<f32>) -> tensor<6xf32> {
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.)" +
         op + R"( across dimensions = [1] : (tensor<6x6xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
})";
}

// Runs `entries` (from the constant-init program) on the argument-init
// program with init value `init`, on k chunks.
void expectReduceSound(const Listing& l, const std::string& op, double init, int64_t k) {
  const TensorType input{{6, 6}, ElementType::kF32};
  Values args{tmrTestData(input, 0), makeTensor(ElementType::kF32, {}, {init})};
  const testing::TmrCheckReport r = checkEntries(reduceWithInitArg(op), k, l.raw, args);
  EXPECT_EQ(r.setupError, "");
  EXPECT_EQ(r.checked, static_cast<int64_t>(l.raw.size()));
  for (const std::string& f : r.failures) ADD_FAILURE() << f;
}

TEST(TmrReduction, ReduceMaxWithNegativeInfinityInitSums) {
  TmrProgram p(reduceWithConstInit("0xFF800000", "maximum"));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ sum<maximum>"}));
  EXPECT_TRUE(l.notes.empty());
  for (int64_t k : {2, 3}) expectReduceSound(l, "maximum", -INFINITY, k);
}

TEST(TmrReduction, ReduceMaxIsIdempotentSoAnyInitSums) {
  TmrProgram p(reduceWithConstInit("2.0", "maximum"));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ sum<maximum>"}));
  for (int64_t k : {2, 3}) expectReduceSound(l, "maximum", 2.0, k);
}

TEST(TmrReduction, ReduceAddWithNonzeroInitHasNoSum) {
  TmrProgram p(reduceWithConstInit("1.0", "add"));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0"}));
  EXPECT_EQ(l.notes, (Strings{"dim 1 reduced by add: the init value is not a constant identity"}));
  for (int64_t k : {2, 3}) expectReduceSound(l, "add", 1.0, k);
  // The entry it leaves out is wrong: every chunk adds the init value once.
  TmrProgram zero(reduceWithConstInit("0.0", "add"));
  const Listing sum = zero.listing(OpCode::kReduce);
  ASSERT_EQ(sum.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ sum"}));
  const TensorType input{{6, 6}, ElementType::kF32};
  const testing::TmrCheckReport r =
      checkEntries(reduceWithInitArg("add"), 2, std::vector<TmrEntry>{sum.raw[1]},
                   Values{tmrTestData(input, 0), makeTensor(ElementType::kF32, {}, {1.0})});
  EXPECT_EQ(r.failures.size(), 1u);
}

TEST(TmrReduction, ReduceAddWithZeroInitSums) {
  TmrProgram p(reduceWithConstInit("0.0", "add"));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ sum"}));
  for (int64_t k : {2, 3}) expectReduceSound(l, "add", 0.0, k);
}

TEST(TmrReduction, ReduceMultiplyWithOneInitSums) {
  TmrProgram p(reduceWithConstInit("1.0", "multiply"));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ sum<multiply>"}));
  for (int64_t k : {2, 3}) expectReduceSound(l, "multiply", 1.0, k);
}

TEST(TmrReduction, ReduceOverAllDimsGivesOneSumPerDim) {
  const std::string text = R"(
func.func @main(%a: tensor<4x6xi32>) -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6xi32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
})";
  TmrProgram p(text);
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ sum", "(tile 1, ⊥) ↪ sum"}));
}

TEST(TmrReduction, ReduceWithInitArgumentHasNoSum) {
  TmrProgram p(reduceWithInitArg("add"));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0"}));
  EXPECT_EQ(l.notes, (Strings{"dim 1 reduced by add: the init value is not a constant identity"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(reduceWithInitArg("add"), k), 1);
}

TEST(TmrReduction, ReduceWithTwoOpBodyIsNotKnownAssociative) {
  const std::string text = R"(
func.func @main(%a: tensor<4x6xf32>, %c: tensor<f32>) -> tensor<6xf32> {
  %0 = "stablehlo.reduce"(%a, %c) <{dimensions = array<i64: 0>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.multiply %x, %y : tensor<f32>
    %2 = stablehlo.add %1, %x : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
})";
  TmrProgram p(text);
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 1, ⊥) ↪ tile 0"}));
  EXPECT_EQ(l.notes, (Strings{"dim 0 reduced by a 2-op body: not known associative"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(text, k), 1);
}

// Argmax as JAX exports it: (value, index) pairs reduced together.
const char* kArgmax = R"(
func.func @main(%a: tensor<6x4xf32>, %i: tensor<6x4xi32>, %c: tensor<f32>, %z: tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>) {
  %0:2 = "stablehlo.reduce"(%a, %i, %c, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %xi: tensor<i32>, %y: tensor<f32>, %yi: tensor<i32>):
    %1 = stablehlo.compare  GT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %x, %y : tensor<i1>, tensor<f32>
    %3 = stablehlo.select %1, %xi, %yi : tensor<i1>, tensor<i32>
    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
  }) : (tensor<6x4xf32>, tensor<6x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
})";

TEST(TmrReduction, VariadicReduceSplitsOnlyKeptDims) {
  TmrProgram p(kArgmax);
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 0, ⊥, ⊥) ↪ (tile 0, tile 0)"}));
  EXPECT_EQ(l.notes,
            (Strings{"dim 1 reduced by a variadic reduce of 2 inputs whose body couples them"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(kArgmax, k), 1);
}

// A body reducing each input on its own (a sum and a max, as a fused
// reduction of two statistics), the inits `inits` (constants or arguments).
std::string sumAndMax(bool constInits) {
  const std::string inits = constInits ? "" : ", %c: tensor<f32>, %z: tensor<i32>";
  return R"(
func.func @main(%a: tensor<6x4xf32>, %i: tensor<6x4xi32>)" + inits + R"() -> (tensor<6xf32>, tensor<6xi32>) {)" +
         (constInits ? R"(
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %z = stablehlo.constant dense<-5> : tensor<i32>)"
                     : "") +
         R"(
  %0:2 = "stablehlo.reduce"(%a, %i, %c, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %xi: tensor<i32>, %y: tensor<f32>, %yi: tensor<i32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    %2 = stablehlo.maximum %yi, %xi : tensor<i32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
  }) : (tensor<6x4xf32>, tensor<6x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xi32>
})";
}

TEST(TmrReduction, VariadicReduceOfIndependentInputsSumsEachResult) {
  TmrProgram p(sumAndMax(true));
  const Listing l = p.listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 0, ⊥, ⊥) ↪ (tile 0, tile 0)",
                                "(tile 1, tile 1, ⊥, ⊥) ↪ (sum, sum<maximum>)"}));
  EXPECT_TRUE(l.notes.empty());
  const Values args{tmrTestData(TensorType{{6, 4}, ElementType::kF32}, 0),
                    tmrTestData(TensorType{{6, 4}, ElementType::kI32}, 1),
                    makeTensor(ElementType::kF32, {}, {0.0}),
                    makeTensor(ElementType::kI32, {}, {-5})};
  for (int64_t k : {2, 3, 4}) {
    const testing::TmrCheckReport r = checkEntries(sumAndMax(false), k, l.raw, args);
    EXPECT_EQ(r.setupError, "");
    EXPECT_EQ(r.checked, k == 2 ? 2 : 1);
    for (const std::string& f : r.failures) ADD_FAILURE() << f;
  }
}

TEST(TmrReduction, VariadicReduceNeedsEveryInitAbsorbed) {
  // multiply from 2.0 would fold the init in once per chunk.
  const std::string text = R"(
func.func @main(%a: tensor<6x4xf32>, %b: tensor<6x4xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %0:2 = "stablehlo.reduce"(%a, %b, %c, %two) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: tensor<f32>, %p: tensor<f32>, %y: tensor<f32>, %q: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    %2 = stablehlo.multiply %p, %q : tensor<f32>
    stablehlo.return %1, %2 : tensor<f32>, tensor<f32>
  }) : (tensor<6x4xf32>, tensor<6x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1 : tensor<6xf32>, tensor<6xf32>
})";
  const Listing l = TmrProgram(text).listing(OpCode::kReduce);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 0, ⊥, ⊥) ↪ (tile 0, tile 0)"}));
  EXPECT_EQ(l.notes,
            (Strings{"dim 1 reduced by multiply: init value #1 is not a constant identity"}));
}

// ---- reduce_window, select_and_scatter -------------------------------------

// A 2x2 max pool with stride 2 on NHWC, as JAX exports it.
const char* kMaxPool = R"(
func.func @main(%a: tensor<6x4x4x3xf32>, %c: tensor<f32>) -> tensor<6x2x2x3xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6x4x4x3xf32>, tensor<f32>) -> tensor<6x2x2x3xf32>
  return %0 : tensor<6x2x2x3xf32>
})";

// Non-overlapping windows that tile a dim exactly split it into runs of
// whole windows: every dim of the pool splits.
TEST(TmrReduction, ReduceWindowSplitsAlignedWindows) {
  TmrProgram p(kMaxPool);
  const Listing l = p.listing(OpCode::kReduceWindow);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ tile 1",
                                "(tile 2, ⊥) ↪ tile 2", "(tile 3, ⊥) ↪ tile 3"}));
  EXPECT_TRUE(l.notes.empty());
  EXPECT_EQ(expectEntriesSound(kMaxPool, 2), 3);  // dim 3 (size 3) is skipped
  EXPECT_EQ(expectEntriesSound(kMaxPool, 3), 2);  // dims 0 and 3
}

// Overlapping windows (window 3, stride 1) straddle chunk boundaries.
TEST(TmrReduction, ReduceWindowOverlappingWindowsAreNoted) {
  const std::string text = R"(
func.func @main(%a: tensor<8x4xf32>, %c: tensor<f32>) -> tensor<6x4xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 3, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";
  TmrProgram p(text);
  const Listing l = p.listing(OpCode::kReduceWindow);
  EXPECT_EQ(l.entries, (Strings{"(tile 1, ⊥) ↪ tile 1"}));
  EXPECT_EQ(l.notes, (Strings{"dim 0: window 3, stride 1, padding (0, 0), dilations 1/1: windows "
                              "cross chunk boundaries (needs halo exchange, seed 000 §8)"}));
  EXPECT_EQ(expectEntriesSound(text, 2), 1);
}

// One window covering a dim reduces it (global pooling): sum<@body>, with
// the local window shrunk to the chunk by the entry's localize hook.
std::string globalPool(const std::string& initDecl, const std::string& initArg) {
  return "func.func @main(%a: tensor<2x12x4xf32>" + initArg + R"() -> tensor<2x1x4xf32> {
)" + initDecl + R"(  %0 = "stablehlo.reduce_window"(%a, %c) <{window_dimensions = array<i64: 1, 12, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<2x12x4xf32>, tensor<f32>) -> tensor<2x1x4xf32>
  return %0 : tensor<2x1x4xf32>
})";
}

TEST(TmrReduction, ReduceWindowCoveringADimIsASum) {
  TmrProgram p(globalPool("  %c = stablehlo.constant dense<0.0> : tensor<f32>\n", ""));
  const Listing l = p.listing(OpCode::kReduceWindow);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, ⊥) ↪ sum",
                                "(tile 2, ⊥) ↪ tile 2"}));
  const TensorType input{{2, 12, 4}, ElementType::kF32};
  for (int64_t k : {2, 3, 4}) {
    const testing::TmrCheckReport r =
        checkEntries(globalPool("", ", %c: tensor<f32>"), k, std::vector<TmrEntry>{l.raw[1]},
                     Values{tmrTestData(input, 0), makeTensor(ElementType::kF32, {}, {0.0})});
    EXPECT_EQ(r.setupError, "");
    EXPECT_EQ(r.checked, 1);
    for (const std::string& f : r.failures) ADD_FAILURE() << f;
  }
}

TEST(TmrReduction, ReduceWindowPaddedCumulativeSumKeepsOtherDims) {
  const std::string text = R"(
func.func @main(%a: tensor<6x6xf32>, %c: tensor<f32>) -> tensor<6x6xf32> {
  %0 = "stablehlo.reduce_window"(%a, %c) <{padding = dense<[[5, 0], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 6, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6x6xf32>, tensor<f32>) -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
})";
  TmrProgram p(text);
  const Listing l = p.listing(OpCode::kReduceWindow);
  EXPECT_EQ(l.entries, (Strings{"(tile 1, ⊥) ↪ tile 1"}));
  ASSERT_EQ(l.notes.size(), 1u);
  EXPECT_EQ(l.notes[0].substr(0, 40), "dim 0: window 6, stride 1, padding (5, 0");
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(text, k), 1);
}

// The gradient of the max pool above.
const char* kMaxPoolGrad = R"(
func.func @main(%a: tensor<6x4x4x3xf32>, %s: tensor<6x2x2x3xf32>, %c: tensor<f32>) -> tensor<6x4x4x3xf32> {
  %0 = "stablehlo.select_and_scatter"(%a, %s, %c) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare  GE, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<6x4x4x3xf32>, tensor<6x2x2x3xf32>, tensor<f32>) -> tensor<6x4x4x3xf32>
  return %0 : tensor<6x4x4x3xf32>
})";

TEST(TmrReduction, SelectAndScatterSplitsAlignedWindows) {
  TmrProgram p(kMaxPoolGrad);
  const Listing l = p.listing(OpCode::kSelectAndScatter);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 0, ⊥) ↪ tile 0", "(tile 1, tile 1, ⊥) ↪ tile 1",
                                "(tile 2, tile 2, ⊥) ↪ tile 2", "(tile 3, tile 3, ⊥) ↪ tile 3"}));
  EXPECT_TRUE(l.notes.empty());
  EXPECT_EQ(expectEntriesSound(kMaxPoolGrad, 2), 3);
  EXPECT_EQ(expectEntriesSound(kMaxPoolGrad, 3), 2);
}

// ---- map, sort ---------------------------------------------------------------

TEST(TmrReduction, MapIsPointwise) {
  const std::string text = R"(
func.func @main(%a: tensor<6x6xf32>, %b: tensor<6x6xf32>) -> tensor<6x6xf32> {
  %0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.multiply %x, %y : tensor<f32>
    %2 = stablehlo.add %1, %y : tensor<f32>
    stablehlo.return %2 : tensor<f32>
  }) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
})";
  TmrProgram p(text);
  EXPECT_EQ(p.listing(OpCode::kMap).entries,
            (Strings{"(tile 0, tile 0) ↪ tile 0", "(tile 1, tile 1) ↪ tile 1"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(text, k), 2);
}

// Sorting values with their indices along dim 1 (a stable key-value sort).
const char* kSort = R"(
func.func @main(%a: tensor<6x6xf32>, %i: tensor<6x6xi32>) -> (tensor<6x6xf32>, tensor<6x6xi32>) {
  %0:2 = "stablehlo.sort"(%a, %i) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %xi: tensor<i32>, %yi: tensor<i32>):
    %1 = stablehlo.compare  LT, %x, %y,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<6x6xf32>, tensor<6x6xi32>) -> (tensor<6x6xf32>, tensor<6x6xi32>)
  return %0#0, %0#1 : tensor<6x6xf32>, tensor<6x6xi32>
})";

TEST(TmrReduction, SortSplitsEveryDimButTheSortDim) {
  TmrProgram p(kSort);
  const Listing l = p.listing(OpCode::kSort);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 0) ↪ (tile 0, tile 0)"}));
  EXPECT_EQ(l.notes, (Strings{"dim 1: the sort dimension; a position depends on the whole dim"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(kSort, k), 1);
}

TEST(TmrReduction, SortWithNegativeDimension) {
  std::string text = kSort;
  text.replace(text.find("dimension = 1"), 13, "dimension = -1");
  TmrProgram p(text);
  EXPECT_EQ(p.listing(OpCode::kSort).entries, (Strings{"(tile 0, tile 0) ↪ (tile 0, tile 0)"}));
}

// ---- top_k --------------------------------------------------------------------

// The top 3 of each row of a 6x6x5 tensor.
const char* kTopK = R"(
func.func @main(%a: tensor<6x6x5xf32>) -> (tensor<6x6x3xf32>, tensor<6x6x3xi32>) {
  %v, %i = chlo.top_k(%a, k = 3) : tensor<6x6x5xf32> -> (tensor<6x6x3xf32>, tensor<6x6x3xi32>)
  return %v, %i : tensor<6x6x3xf32>, tensor<6x6x3xi32>
})";

TEST(TmrReduction, TopKSplitsEveryDimButTheLast) {
  TmrProgram p(kTopK);
  const Listing l = p.listing(OpCode::kTopK);
  EXPECT_EQ(l.entries, (Strings{"(tile 0) ↪ (tile 0, tile 0)", "(tile 1) ↪ (tile 1, tile 1)"}));
  EXPECT_EQ(l.notes,
            (Strings{"dim 2: the top-k dim; the top k of a chunk is not a chunk of the top k"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(kTopK, k), 2);
}

TEST(TmrReduction, TopKOfChunksOfTheLastDimIsWrong) {
  // Top 2 of each half of [6] is not the top 2 of the whole: the harness,
  // which runs the local top-k at the chunk's sizes, sees the difference.
  const std::string text = R"(
func.func @main(%a: tensor<4x6xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %v, %i = chlo.top_k(%a, k = 2) : tensor<4x6xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %v, %i : tensor<4x2xf32>, tensor<4x2xi32>
})";
  const TmrEntry wrong{{1}, {ResultAction::tile(1), ResultAction::tile(1)}, {}};
  EXPECT_FALSE(checkEntries(text, 2, std::vector<TmrEntry>{wrong}).failures.empty());
}

TEST(TmrReduction, MhloTopKCustomCallHasTheEntriesOfTopK) {
  const std::string text = R"(
func.func @main(%a: tensor<6x5xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>) {
  %r:2 = stablehlo.custom_call @mhlo.topk(%a) {mhlo.attributes = {k = 3 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<6x5xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>)
  return %r#0, %r#1 : tensor<6x3xf32>, tensor<6x3xi32>
})";
  TmrProgram p(text);
  const Listing l = p.listing(OpCode::kCustomCall);
  EXPECT_EQ(l.entries, (Strings{"(tile 0) ↪ (tile 0, tile 0)"}));
  EXPECT_EQ(l.notes,
            (Strings{"dim 1: the top-k dim; the top k of a chunk is not a chunk of the top k"}));
  for (int64_t k : {2, 3}) EXPECT_EQ(expectEntriesSound(text, k), 1);
}

}  // namespace
}  // namespace partir
