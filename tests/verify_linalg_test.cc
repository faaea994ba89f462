// verify/entry_proof.h on the linalg family: the TMR entries of batch
// norms, cholesky, convolution, fft and triangular_solve proved on symbolic
// shapes, a wrong entry of each refuted.
#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "tests/verify_helpers.h"

namespace partir::verify {
namespace {

using testing::describe;
using testing::expectAllProved;
using testing::proveOne;

ResultAction tile(int64_t d) { return ResultAction::tile(d); }

// Refuted with a counterexample that names the axis size.
void expectRefutedNamingK(const std::string& text, const TmrEntry& entry) {
  const EntryReport r = testing::expectRefuted(text, entry);
  ASSERT_FALSE(r.failures.empty());
  EXPECT_NE(r.failures[0].counterexample.find("k = "), std::string::npos) << describe(r);
}

// ---- batch norms ----------------------------------------------------------------

constexpr const char* kBatchNormInference = R"(
func.func @main(%x: tensor<6x4x6xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>) -> tensor<6x4x6xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<6x4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<6x4x6xf32>
  return %0 : tensor<6x4x6xf32>
})";

TEST(VerifyLinalg, BatchNormInferenceProved) {
  EXPECT_EQ(expectAllProved(kBatchNormInference), 3u);
  // Feature dim first, next to a size-1 dim.
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<4x1xf32>, %s: tensor<4xf32>, %o: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<4x1xf32> {
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.0 : f32, feature_index = 0 : i64} : (tensor<4x1xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
})"),
            2u);
}

TEST(VerifyLinalg, BatchNormInferenceWholeVectorsRefuted) {
  // The feature dim split but the per-feature vectors read whole.
  expectRefutedNamingK(kBatchNormInference, {{2, kWhole, kWhole, kWhole, kWhole}, {tile(2)}, {}});
  // A non-feature dim split with the vectors sliced along it.
  expectRefutedNamingK(kBatchNormInference, {{0, 0, 0, 0, 0}, {tile(0)}, {}});
}

constexpr const char* kBatchNormTraining = R"(
func.func @main(%x: tensor<4x6x2xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6x2xf32>, tensor<6xf32>, tensor<6xf32>
})";

TEST(VerifyLinalg, BatchNormTrainingProved) {
  EXPECT_EQ(expectAllProved(kBatchNormTraining), 1u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<6x3xf32>, %s: tensor<6xf32>, %o: tensor<6xf32>) -> (tensor<6x3xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-5 : f32, feature_index = 0 : i64} : (tensor<6x3xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6x3xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<6x3xf32>, tensor<6xf32>, tensor<6xf32>
})"),
            1u);
}

TEST(VerifyLinalg, BatchNormTrainingBatchSplitRefuted) {
  // Splitting a dim the statistics reduce over: each chunk's mean is its own.
  expectRefutedNamingK(kBatchNormTraining,
                         {{0, kWhole, kWhole}, {tile(0), ResultAction::any(), ResultAction::any()}, {}});
}

constexpr const char* kBatchNormGrad = R"(
func.func @main(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %m: tensor<6xf32>, %v: tensor<6xf32>, %g: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>)
  return %0#0, %0#1, %0#2 : tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>
})";

TEST(VerifyLinalg, BatchNormGradProved) {
  EXPECT_EQ(expectAllProved(kBatchNormGrad), 1u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<2x3x1xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x3x1xf32>) -> (tensor<2x3x1xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 0 : i64} : (tensor<2x3x1xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3x1xf32>) -> (tensor<2x3x1xf32>, tensor<2xf32>, tensor<2xf32>)
  return %0#0, %0#1, %0#2 : tensor<2x3x1xf32>, tensor<2xf32>, tensor<2xf32>
})"),
            1u);
}

TEST(VerifyLinalg, BatchNormGradWrongEntriesRefuted) {
  // grad_scale summed over the chunks of a reduced dim is not a tile.
  expectRefutedNamingK(kBatchNormGrad, {{0, kWhole, kWhole, kWhole, 0},
                                          {tile(0), ResultAction::any(), ResultAction::any()},
                                          {}});
  // grad_output left whole while the operand is split along the feature dim.
  expectRefutedNamingK(kBatchNormGrad, {{1, 0, 0, 0, kWhole}, {tile(1), tile(0), tile(0)}, {}});
}

// ---- cholesky -----------------------------------------------------------------

constexpr const char* kCholesky = R"(
func.func @main(%a: tensor<2x6x3x3xf32>) -> tensor<2x6x3x3xf32> {
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x6x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %0 : tensor<2x6x3x3xf32>
})";

TEST(VerifyLinalg, CholeskyProved) {
  EXPECT_EQ(expectAllProved(kCholesky), 2u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = "stablehlo.cholesky"(%a) {lower = false} : (tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
})"),
            1u);
}

TEST(VerifyLinalg, CholeskyMatrixSplitRefuted) {
  expectRefutedNamingK(kCholesky, {{2}, {tile(2)}, {}});
  expectRefutedNamingK(kCholesky, {{3}, {tile(3)}, {}});
}

// ---- triangular_solve -----------------------------------------------------------

constexpr const char* kSolveLeft = R"(
func.func @main(%a: tensor<6x4x4xf32>, %b: tensor<6x4x6xf32>) -> tensor<6x4x6xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true}> : (tensor<6x4x4xf32>, tensor<6x4x6xf32>) -> tensor<6x4x6xf32>
  return %0 : tensor<6x4x6xf32>
})";

constexpr const char* kSolveRight = R"(
func.func @main(%a: tensor<4x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = false, lower = false, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";

TEST(VerifyLinalg, TriangularSolveProved) {
  EXPECT_EQ(expectAllProved(kSolveLeft), 2u);
  EXPECT_EQ(expectAllProved(kSolveRight), 1u);
}

TEST(VerifyLinalg, TriangularSolveWrongDimRefuted) {
  // Left side: a row of b is not an independent system.
  expectRefutedNamingK(kSolveLeft, {{kWhole, 1}, {tile(1)}, {}});
  // Right side: a column of b is not either.
  expectRefutedNamingK(kSolveRight, {{kWhole, 1}, {tile(1)}, {}});
  // The batch of a split without b's.
  expectRefutedNamingK(kSolveLeft, {{0, kWhole}, {tile(0)}, {}});
}

// ---- convolution ----------------------------------------------------------------

constexpr const char* kConvNhwc = R"(
func.func @main(%x: tensor<6x4x4x6xf32>, %w: tensor<2x2x6x6xf32>) -> tensor<6x3x3x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<6x4x4x6xf32>, tensor<2x2x6x6xf32>) -> tensor<6x3x3x6xf32>
  return %0 : tensor<6x3x3x6xf32>
})";

TEST(VerifyLinalg, ConvolutionProved) {
  EXPECT_EQ(expectAllProved(kConvNhwc), 3u);
}

TEST(VerifyLinalg, ConvolutionWithWindowAttributesProved) {
  // Padding, lhs dilation (holes) and permuted layouts.
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<2x6x5xf32>, %w: tensor<3x6x4xf32>) -> tensor<2x11x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [2], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x6x5xf32>, tensor<3x6x4xf32>) -> tensor<2x11x4xf32>
  return %0 : tensor<2x11x4xf32>
})"),
            3u);
  // Strides, rhs dilation and window reversal.
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<9x2x4xf32>, %w: tensor<4x3x2xf32>) -> tensor<4x3x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [0, f, b]x[o, 0, i]->[f, 0, b], window = {stride = [2], pad = [[1, 0]], rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<9x2x4xf32>, tensor<4x3x2xf32>) -> tensor<4x3x4xf32>
  return %0 : tensor<4x3x4xf32>
})"),
            3u);
}

TEST(VerifyLinalg, GroupedConvolutionProved) {
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<2x3x5x5xf32>, %w: tensor<6x1x3x3xf32>) -> tensor<2x6x3x3xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x5x5xf32>, tensor<6x1x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %0 : tensor<2x6x3x3xf32>
})"),
            2u);
}

// Batch groups: the batch-group split (the group count divided by k) and the
// input-feature sum.
TEST(VerifyLinalg, BatchGroupedConvolutionProved) {
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%x: tensor<4x6x5xf32>, %w: tensor<6x4x2xf32>) -> tensor<2x4x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x6x5xf32>, tensor<6x4x2xf32>) -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
})"),
            2u);
}

TEST(VerifyLinalg, ConvolutionWrongEntriesRefuted) {
  // A spatial dim split with the kernel whole: windows cross chunks.
  expectRefutedNamingK(kConvNhwc, {{1, kWhole}, {tile(1)}, {}});
  // The input features split but the kernel's left whole.
  expectRefutedNamingK(kConvNhwc, {{3, kWhole}, {ResultAction::sum()}, {}});
  // The output features tiled along the wrong result dim.
  expectRefutedNamingK(kConvNhwc, {{kWhole, 3}, {tile(0)}, {}});
}

// ---- fft ------------------------------------------------------------------------

// The type rules refuse fft (complex element types are unsupported), so the
// op is parsed without them, on f32 standing in for complex<f32>.
std::unique_ptr<Module> parseUnverified(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) {
    ADD_FAILURE() << file.error().str();
    return nullptr;
  }
  return std::move(file->modules.at(0));
}

constexpr const char* kFft = R"(
func.func @main(%x: tensor<3x2x8xf32>) -> tensor<3x2x8xf32> {
  %0 = stablehlo.fft %x, type = FFT, length = [8] : (tensor<3x2x8xf32>) -> tensor<3x2x8xf32>
  return %0 : tensor<3x2x8xf32>
})";

// Every entry of the unverified op under test proved; returns how many there are.
size_t expectAllProvedUnverified(const std::string& text) {
  auto m = parseUnverified(text);
  if (!m) return 0;
  const std::vector<EntryReport> reports = proveOp(testing::opUnderTest(*m));
  for (const EntryReport& r : reports) EXPECT_EQ(r.verdict, Verdict::kProved) << describe(r);
  return reports.size();
}

TEST(VerifyLinalg, FftProved) {
  EXPECT_EQ(expectAllProvedUnverified(kFft), 2u);
  // Two transformed dims, the last one halved (C4, C5).
  EXPECT_EQ(expectAllProvedUnverified(R"(
func.func @main(%x: tensor<5x4x8xf32>) -> tensor<5x4x5xf32> {
  %0 = stablehlo.fft %x, type = RFFT, length = [4, 8] : (tensor<5x4x8xf32>) -> tensor<5x4x5xf32>
  return %0 : tensor<5x4x5xf32>
})"),
            1u);
}

TEST(VerifyLinalg, FftTransformedDimRefuted) {
  auto m = parseUnverified(kFft);
  ASSERT_TRUE(m);
  const EntryReport r = proveEntry(testing::opUnderTest(*m), {{2}, {tile(2)}, {}});
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
  ASSERT_FALSE(r.failures.empty());
  EXPECT_NE(r.failures[0].counterexample.find("k = "), std::string::npos) << describe(r);
}

}  // namespace
}  // namespace partir::verify
