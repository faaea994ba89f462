// Tile-mapping entries of the linalg family (semantics/ops/linalg.cc):
// golden listings in the compact notation, notes for dims that cannot be
// split, and soundness runs (tests/tmr_check.h) on 2 and 3 chunks.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/tmr_check.h"

namespace partir {
namespace {

using testing::expectEntriesSound;
using Strings = std::vector<std::string>;

using Listing = testing::TmrListing;

// The entries (entryStr) and notes of the first op of @main in `text`.
Listing listing(const std::string& text) { return testing::TmrProgram(text).listing(); }

// Expects every entry of `text`'s op sound on 2 and 3 chunks, `checked2` and
// `checked3` of them divisible.
void expectSound(const std::string& text, int64_t checked2, int64_t checked3) {
  EXPECT_EQ(expectEntriesSound(text, 2), checked2);
  EXPECT_EQ(expectEntriesSound(text, 3), checked3);
}

// ---- dot_general ---------------------------------------------------------------

TEST(TmrLinalg, MatmulIsTheSeedExample) {
  const std::string text = R"(
func.func @main(%x: tensor<12x6xf32>, %y: tensor<6x6xf32>) -> tensor<12x6xf32> {
  %0 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<12x6xf32>, tensor<6x6xf32>) -> tensor<12x6xf32>
  return %0 : tensor<12x6xf32>
})";
  EXPECT_EQ(listing(text).entries,
            (Strings{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 1) ↪ tile 1", "(tile 1, tile 0) ↪ sum"}));
  expectSound(text, 3, 3);
}

// Attention scores as JAX exports them: batch and heads are batch dims, the
// head dim contracts.
const char* kAttention = R"(
func.func @main(%q: tensor<2x6x3x4xf32>, %k: tensor<2x6x3x6xf32>) -> tensor<2x3x4x6xf32> {
  %0 = stablehlo.dot_general %q, %k, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [1] : (tensor<2x6x3x4xf32>, tensor<2x6x3x6xf32>) -> tensor<2x3x4x6xf32>
  return %0 : tensor<2x3x4x6xf32>
})";

TEST(TmrLinalg, DotGeneralWithBatchAndContractingDims) {
  EXPECT_EQ(listing(kAttention).entries,
            (Strings{"(tile 0, tile 0) ↪ tile 0", "(tile 2, tile 2) ↪ tile 1",
                     "(tile 3, ⊥) ↪ tile 2", "(⊥, tile 3) ↪ tile 3", "(tile 1, tile 1) ↪ sum"}));
  EXPECT_TRUE(listing(kAttention).notes.empty());
  expectSound(kAttention, 4, 3);
}

TEST(TmrLinalg, DotGeneralIntegerAccumulation) {
  const std::string text = R"(
func.func @main(%x: tensor<6x6xi8>, %y: tensor<6xi8>) -> tensor<6xi32> {
  %0 = stablehlo.dot_general %x, %y, contracting_dims = [0] x [0] : (tensor<6x6xi8>, tensor<6xi8>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
})";
  EXPECT_EQ(listing(text).entries, (Strings{"(tile 1, ⊥) ↪ tile 0", "(tile 0, tile 0) ↪ sum"}));
  expectSound(text, 2, 2);
}

// ---- convolution ---------------------------------------------------------------

// A 2x2 conv on NHWC with an HWIO kernel, as JAX exports it.
const char* kConvNhwc = R"(
func.func @main(%x: tensor<6x4x4x6xf32>, %w: tensor<2x2x6x6xf32>) -> tensor<6x3x3x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<6x4x4x6xf32>, tensor<2x2x6x6xf32>) -> tensor<6x3x3x6xf32>
  return %0 : tensor<6x3x3x6xf32>
})";

TEST(TmrLinalg, ConvolutionNhwcHwio) {
  const Listing l = listing(kConvNhwc);
  EXPECT_EQ(l.entries,
            (Strings{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 3) ↪ tile 3", "(tile 3, tile 2) ↪ sum"}));
  EXPECT_EQ(l.notes, (Strings{"input spatial dim 1 / kernel spatial dim 0: windows cross chunk "
                              "boundaries (needs halo exchange, seed 000 §8)",
                              "input spatial dim 2 / kernel spatial dim 1: windows cross chunk "
                              "boundaries (needs halo exchange, seed 000 §8)"}));
  expectSound(kConvNhwc, 3, 3);
}

TEST(TmrLinalg, ConvolutionWithPaddingAndDilationKeepsItsEntries) {
  const std::string text = R"(
func.func @main(%x: tensor<2x6x5xf32>, %w: tensor<3x6x4xf32>) -> tensor<2x11x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x5xf32>, tensor<3x6x4xf32>) -> tensor<2x11x4xf32>
  return %0 : tensor<2x11x4xf32>
})";
  EXPECT_EQ(listing(text).entries,
            (Strings{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 2) ↪ tile 2", "(tile 1, tile 1) ↪ sum"}));
  expectSound(text, 3, 1);
}

// feature_group_count 3: the batch splits; the input features split with the
// kernel's output features, whole groups per chunk (k must divide 3).
TEST(TmrLinalg, FeatureGroupedConvolutionSplitsWholeGroups) {
  const std::string text = R"(
func.func @main(%x: tensor<2x3x5x5xf32>, %w: tensor<6x1x3x3xf32>) -> tensor<2x6x3x3xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x5x5xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %0 : tensor<2x6x3x3xf32>
})";
  const Listing l = listing(text);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, tile 0) ↪ tile 1"}));
  ASSERT_EQ(l.notes.size(), 4u);
  EXPECT_EQ(l.notes[0], "kernel output feature dim 0 alone: its features belong to the 3 groups");
  EXPECT_EQ(l.notes[1],
            "kernel input feature dim 1: a chunk of it reads a strided part of every group's "
            "input features");
  expectSound(text, 1, 1);
}

// feature_group_count 4 with 2 input features per group: 2 or 4 chunks of
// whole groups; 3 chunks do not divide the groups.
TEST(TmrLinalg, FeatureGroupSplitDividesTheGroupCount) {
  const std::string text = R"(
func.func @main(%x: tensor<2x5x8xf32>, %w: tensor<3x2x8xf32>) -> tensor<2x2x8xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<2x5x8xf32>, tensor<3x2x8xf32>) -> tensor<2x2x8xf32>
  return %0 : tensor<2x2x8xf32>
})";
  EXPECT_EQ(listing(text).entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 2, tile 2) ↪ tile 2"}));
  EXPECT_EQ(expectEntriesSound(text, 2), 2);
  EXPECT_EQ(expectEntriesSound(text, 4), 1);
  // An 8-way split of the 8 features would leave half a group per chunk.
  EXPECT_EQ(expectEntriesSound(text, 8), 0);
}

// batch_group_count 2: the input batch splits with the kernel's output
// features (whole batch groups), and the input features still sum.
TEST(TmrLinalg, BatchGroupedConvolutionSplitsGroupsAndSumsFeatures) {
  const std::string text = R"(
func.func @main(%x: tensor<4x6x5xf32>, %w: tensor<6x4x2xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x6x5xf32>, tensor<6x4x2xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
})";
  const Listing l = listing(text);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 1) ↪ tile 1", "(tile 1, tile 0) ↪ sum"}));
  ASSERT_EQ(l.notes.size(), 2u);
  EXPECT_EQ(l.notes[0], "kernel output feature dim 1 alone: its features belong to the 2 groups");
  expectSound(text, 2, 1);
}

// ---- dot (MLIR's legacy DotOp) ----------------------------------------------------

TEST(TmrLinalg, DotHasTheMatmulEntries) {
  const std::string text = R"(
func.func @main(%x: tensor<12x6xf32>, %y: tensor<6x6xf32>) -> tensor<12x6xf32> {
  %0 = stablehlo.dot %x, %y, precision = [DEFAULT, DEFAULT] : (tensor<12x6xf32>, tensor<6x6xf32>) -> tensor<12x6xf32>
  return %0 : tensor<12x6xf32>
})";
  EXPECT_EQ(listing(text).entries,
            (Strings{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 1) ↪ tile 1", "(tile 1, tile 0) ↪ sum"}));
  expectSound(text, 3, 3);
}

TEST(TmrLinalg, DotOfVectors) {
  const std::string matVec = R"(
func.func @main(%x: tensor<4x6xf32>, %v: tensor<6xf32>) -> tensor<4xf32> {
  %0 = stablehlo.dot %x, %v : (tensor<4x6xf32>, tensor<6xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
})";
  EXPECT_EQ(listing(matVec).entries, (Strings{"(tile 0, ⊥) ↪ tile 0", "(tile 1, tile 0) ↪ sum"}));
  expectSound(matVec, 2, 1);
  const std::string vecMat = R"(
func.func @main(%v: tensor<6xi8>, %x: tensor<6x4xi8>) -> tensor<4xi32> {
  %0 = "stablehlo.dot"(%v, %x) : (tensor<6xi8>, tensor<6x4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
})";
  EXPECT_EQ(listing(vecMat).entries, (Strings{"(⊥, tile 1) ↪ tile 0", "(tile 0, tile 0) ↪ sum"}));
  expectSound(vecMat, 2, 1);
  const std::string vecVec = R"(
func.func @main(%v: tensor<6xf32>, %w: tensor<6xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %v, %w : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
  return %0 : tensor<f32>
})";
  EXPECT_EQ(listing(vecVec).entries, (Strings{"(tile 0, tile 0) ↪ sum"}));
  expectSound(vecVec, 1, 1);
}

// ---- batch norms -----------------------------------------------------------------

TEST(TmrLinalg, BatchNormInferenceIsPointwise) {
  const std::string text = R"(
func.func @main(%x: tensor<6x4x6xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>) -> tensor<6x4x6xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<6x4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6x4x6xf32>
  return %0 : tensor<6x4x6xf32>
})";
  EXPECT_EQ(listing(text).entries,
            (Strings{"(tile 0, ⊥, ⊥, ⊥, ⊥) ↪ tile 0", "(tile 1, ⊥, ⊥, ⊥, ⊥) ↪ tile 1",
                     "(tile 2, tile 0, tile 0, tile 0, tile 0) ↪ tile 2"}));
  expectSound(text, 3, 2);
}

TEST(TmrLinalg, BatchNormTrainingSplitsTheFeatureDim) {
  const std::string text = R"(
func.func @main(%x: tensor<4x6x2xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>
})";
  const Listing l = listing(text);
  EXPECT_EQ(l.entries, (Strings{"(tile 1, tile 0, tile 0) ↪ (tile 1, tile 0, tile 0)"}));
  EXPECT_EQ(l.notes, (Strings{"dim 0: batch_mean and batch_var reduce over it",
                              "dim 2: batch_mean and batch_var reduce over it"}));
  expectSound(text, 1, 1);
}

TEST(TmrLinalg, BatchNormGradSplitsTheFeatureDim) {
  const std::string text = R"(
func.func @main(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>, %g: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>
})";
  const Listing l = listing(text);
  EXPECT_EQ(l.entries,
            (Strings{"(tile 1, tile 0, tile 0, tile 0, tile 1) ↪ (tile 1, tile 0, tile 0)"}));
  EXPECT_EQ(l.notes.size(), 1u);
  expectSound(text, 1, 1);
}

// ---- solvers ---------------------------------------------------------------------

TEST(TmrLinalg, CholeskySplitsBatchDims) {
  const std::string text = R"(
func.func @main(%a: tensor<6x3x3xf32>) -> tensor<6x3x3xf32> {
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<6x3x3xf32>) -> tensor<6x3x3xf32>
  return %0 : tensor<6x3x3xf32>
})";
  const Listing l = listing(text);
  EXPECT_EQ(l.entries, (Strings{"(tile 0) ↪ tile 0"}));
  EXPECT_EQ(l.notes, (Strings{"dims 1, 2: the factorization reads the whole matrix"}));
  expectSound(text, 1, 1);
}

// Unit diagonals keep the solutions of integer systems integers (exact).
TEST(TmrLinalg, TriangularSolveLeftSideSplitsColumnsOfB) {
  const std::string text = R"(
func.func @main(%a: tensor<6x4x4xf32>, %b: tensor<6x4x6xf32>) -> tensor<6x4x6xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<6x4x4xf32>, tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
  return %0 : tensor<6x4x6xf32>
})";
  const Listing l = listing(text);
  EXPECT_EQ(l.entries, (Strings{"(tile 0, tile 0) ↪ tile 0", "(⊥, tile 2) ↪ tile 2"}));
  EXPECT_EQ(l.notes, (Strings{"dims 1, 2 of a and dim 1 of b: the substitution reads the whole "
                              "triangle"}));
  expectSound(text, 2, 2);
}

TEST(TmrLinalg, TriangularSolveRightSideSplitsRowsOfB) {
  const std::string text = R"(
func.func @main(%a: tensor<4x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = true}> : (tensor<4x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";
  EXPECT_EQ(listing(text).entries, (Strings{"(⊥, tile 0) ↪ tile 0"}));
  expectSound(text, 1, 1);
}

}  // namespace
}  // namespace partir
