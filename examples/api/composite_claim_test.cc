// A user's own test of a composite's tile-mapping claims, through the C++
// API of the composite-claim engine (verify/composite/spec_check.h): the
// same proof, replay and trials as `partir verify --spec`, without a spec
// file. docs/registering-an-op.md ("From C++") shows this file; CMake builds
// and runs it (ctest -R ApiExample).
#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "verify/composite/spec_check.h"

namespace {

// A row-wise softmax, as JAX exports it: it splits along the rows only.
constexpr const char* kSoftmax = R"(
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %d = stablehlo.subtract %x, %mb : tensor<4x8xf32>
  %e = stablehlo.exponential %d : tensor<4x8xf32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %y = stablehlo.divide %e, %sb : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
)";

std::unique_ptr<partir::Module> parsed(const char* text) {
  partir::Result<partir::SourceFile> file = partir::parseSource(text, "softmax.mlir");
  if (!file.ok() || !partir::verifyModule(*file->modules[0]).ok()) return nullptr;
  return std::move(file->modules[0]);
}

TEST(ApiExample, SoftmaxSplitsAlongItsRows) {
  std::unique_ptr<partir::Module> module = parsed(kSoftmax);
  ASSERT_TRUE(module);
  partir::Result<partir::ClaimReport> rows = partir::checkClaim(*module, "softmax", "(tile 0) -> tile 0");
  ASSERT_TRUE(rows.ok()) << rows.error().str();
  EXPECT_EQ(rows->verdict, partir::ClaimVerdict::kProved);
  EXPECT_EQ(rows->reading, "symbolic");  // for every size, not only 4x8
}

TEST(ApiExample, SoftmaxDoesNotSplitAlongTheReducedDim) {
  std::unique_ptr<partir::Module> module = parsed(kSoftmax);
  ASSERT_TRUE(module);
  partir::Result<partir::ClaimReport> columns = partir::checkClaim(*module, "softmax", "(tile 1) -> tile 1");
  ASSERT_TRUE(columns.ok()) << columns.error().str();
  EXPECT_EQ(columns->verdict, partir::ClaimVerdict::kRefuted);
  // The interpreter's evidence: the inputs and both results, as values.
  ASSERT_TRUE(columns->counterexample);
  EXPECT_EQ(columns->counterexample->arguments.size(), 1u);
  EXPECT_NE(columns->counterexample->computed, columns->counterexample->expected);
}

TEST(ApiExample, AnEntryThatDoesNotFitIsAnError) {
  std::unique_ptr<partir::Module> module = parsed(kSoftmax);
  ASSERT_TRUE(module);
  partir::Result<partir::ClaimReport> r = partir::checkClaim(*module, "softmax", "(tile 2) -> tile 2");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().str(), "claim:1:1: error: operand #0: tile 2 is out of range for tensor<4x8xf32> (rank 2)");
}

}  // namespace
