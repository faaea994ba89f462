// The structured attributes and bodies decoded once in semantics/: dimension
// numbers (semantics/dimension_numbers.h), one-binary-op bodies
// (semantics/binary_body.h) and the text cursor (semantics/text_cursor.h).
#include <gtest/gtest.h>

#include "interp/kernels/gather_scatter.h"
#include "semantics/binary_body.h"
#include "semantics/dimension_numbers.h"
#include "semantics/text_cursor.h"
#include "tests/parse_helpers.h"
#include "tests/tensor_builders.h"

namespace partir {
namespace {

using testing::errorOf;

TEST(DecodedAttributes, GatherDecodedOnceCheckedOnce) {
  // StableHLO spec "gather" example, slice_sizes breaking (C9).
  auto m = testing::parseVerified(R"(
func.func @main(%operand: tensor<3x4x2xi32>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32> {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                          start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>} : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
  func.return %0 : tensor<2x3x2x2xi32>
})");
  ASSERT_TRUE(m);
  const Operation& op = *m->functions[0]->entry().ops()[0];
  const GatherDimensionNumbers g = decodeGatherDimensionNumbers(op);
  EXPECT_EQ(g.offsetDims, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(g.collapsedSliceDims, (std::vector<int64_t>{0}));
  EXPECT_EQ(g.startIndexMap, (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(g.indexVectorDim, 2);
  EXPECT_EQ(gatherResultShape(g, {2, 3, 2}, std::vector<int64_t>{1, 2, 2}, 4),
            (Shape{2, 3, 2, 2}));
  // The kernel reports the type rule's message (the verifier adds the op name).
  const std::string rule =
      errorOf([&] { checkGatherSliceSizes(g, {3, 4, 2}, std::vector<int64_t>{2, 2, 2}); });
  EXPECT_EQ(rule, "slice_sizes[0] of collapsed dimension must be at most 1 (C9)");
  const std::string kernel = errorOf([&] {
    gather(Tensor::uninitialized(TensorType{{3, 4, 2}, ElementType::kI32}),
           Tensor::uninitialized(TensorType{{2, 3, 2}, ElementType::kI64}), g,
           std::vector<int64_t>{2, 2, 2}, TensorType{{2, 3, 2, 2}, ElementType::kI32});
  });
  EXPECT_EQ(kernel, rule);
}

TEST(DecodedAttributes, BinaryBodyGivesTheOpAndItsArguments) {
  auto m = testing::parseVerified(R"(
func.func @swapped(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.maximum %b, %a : tensor<f32>
  func.return %0 : tensor<f32>
}
func.func @two(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  %1 = stablehlo.add %0, %b : tensor<f32>
  func.return %1 : tensor<f32>
})");
  ASSERT_TRUE(m);
  const std::optional<BinaryBody> swapped = matchBinaryBody(m->functions[0]->entry());
  ASSERT_TRUE(swapped);
  EXPECT_EQ(swapped->code(), OpCode::kMaximum);
  EXPECT_EQ(swapped->lhsArg, 1);
  EXPECT_EQ(swapped->rhsArg, 0);
  EXPECT_FALSE(matchBinaryBody(m->functions[1]->entry()));
}

TEST(DecodedAttributes, TextCursorSkipsBlanksAndSaysWhere) {
  TextCursor c(" [2, /*x*/ 3] ", "bad: ", TextCursor::Blanks::kSpaceAndComments);
  c.expect("[");
  EXPECT_EQ(c.integers(), (std::vector<int64_t>{2, 3}));
  c.expect("]");
  EXPECT_TRUE(c.atEnd());
  TextCursor d("[x]", "bad: ");
  d.expect("[");
  EXPECT_EQ(errorOf([&] { d.integer(); }), "bad: expected an integer at column 2");
  TextCursor line("a  b", "", TextCursor::Blanks::kLine, Location{"f", 3, 5});
  line.advance(1);
  line.skipBlanks();
  EXPECT_EQ(line.column(), 8);
  try {
    line.error("here");
    FAIL();
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diag.str(), "f:3:8: error: here");
  }
}

}  // namespace
}  // namespace partir
