// verify/entry_proof.h on the data-movement family: the TMR entries of
// concatenate, dynamic_slice, dynamic_update_slice, gather, pad, reverse and
// scatter proved on symbolic shapes, a wrong entry of each refuted.
#include <gtest/gtest.h>

#include "tests/verify_helpers.h"

namespace partir::verify {
namespace {

using testing::describe;
using testing::expectRefuted;
using testing::expectAllProved;
using testing::proveOne;

// `n` operands, operand i sliced along d for each (i, d) in `at`, the rest whole.
std::vector<std::optional<int64_t>> only(size_t n, std::vector<std::pair<size_t, int64_t>> at) {
  std::vector<std::optional<int64_t>> operands(n, kWhole);
  for (const auto& [i, d] : at) operands[i] = d;
  return operands;
}

// ---- concatenate ----

constexpr const char* kConcatenate = R"(
func.func @main(%a: tensor<3x4x5xf32>, %b: tensor<3x2x5xf32>, %c: tensor<3x1x5xf32>) -> tensor<3x7x5xf32> {
  %0 = stablehlo.concatenate %a, %b, %c, dim = 1 : (tensor<3x4x5xf32>, tensor<3x2x5xf32>, tensor<3x1x5xf32>) -> tensor<3x7x5xf32>
  return %0 : tensor<3x7x5xf32>
})";

TEST(VerifyDataMovement, ConcatenateProved) {
  EXPECT_EQ(expectAllProved(kConcatenate), 2u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<2x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})"),
            1u);
}

TEST(VerifyDataMovement, ConcatenateAlongItsDimRefuted) {
  expectRefuted(kConcatenate, {{1, 1, 1}, {ResultAction::tile(1)}, {}});
}

// ---- dynamic_slice, dynamic_update_slice ----

constexpr const char* kDynamicSlice = R"(
func.func @main(%a: tensor<8x6x1xf32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<8x2x1xf32> {
  %0 = stablehlo.dynamic_slice %a, %i, %j, %i, sizes = [8, 2, 1] : (tensor<8x6x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x2x1xf32>
  return %0 : tensor<8x2x1xf32>
})";

TEST(VerifyDataMovement, DynamicSliceProved) {
  EXPECT_EQ(expectAllProved(kDynamicSlice), 2u);  // dims 0 and 2, sliced whole
}

TEST(VerifyDataMovement, DynamicSlicePartialDimRefuted) {
  expectRefuted(kDynamicSlice,
                {only(4, {{0, 1}}), {ResultAction::tile(1)}, divideAttrAt("slice_sizes", 1)});
  // Dim 0 without its slice size localized: the local op is ill-typed.
  expectRefuted(kDynamicSlice, {only(4, {{0, 0}}), {ResultAction::tile(0)}, {}});
}

constexpr const char* kDynamicUpdateSlice = R"(
func.func @main(%a: tensor<4x6xf32>, %u: tensor<4x2xf32>, %i: tensor<i64>, %j: tensor<i64>) -> tensor<4x6xf32> {
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %j : (tensor<4x6xf32>, tensor<4x2xf32>, tensor<i64>, tensor<i64>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})";

TEST(VerifyDataMovement, DynamicUpdateSliceProved) {
  EXPECT_EQ(expectAllProved(kDynamicUpdateSlice), 1u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<1x6x3xf32>, %u: tensor<1x6x3xf32>, %i: tensor<i32>) -> tensor<1x6x3xf32> {
  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i, %i : (tensor<1x6x3xf32>, tensor<1x6x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x3xf32>
  return %0 : tensor<1x6x3xf32>
})"),
            3u);
}

TEST(VerifyDataMovement, DynamicUpdateSlicePartialDimRefuted) {
  expectRefuted(kDynamicUpdateSlice, {only(4, {{0, 1}, {1, 1}}), {ResultAction::tile(1)}, {}});
  // The update left whole while the operand is sliced.
  expectRefuted(kDynamicUpdateSlice, {only(4, {{0, 0}}), {ResultAction::tile(0)}, {}});
}

// ---- pad, reverse ----

constexpr const char* kPad = R"(
func.func @main(%a: tensor<4x6x3xf32>, %p: tensor<f32>) -> tensor<4x14x3xf32> {
  %0 = stablehlo.pad %a, %p, low = [0, 1, 0], high = [0, 2, 0], interior = [0, 1, 0] : (tensor<4x6x3xf32>, tensor<f32>) -> tensor<4x14x3xf32>
  return %0 : tensor<4x14x3xf32>
})";

TEST(VerifyDataMovement, PadProved) {
  EXPECT_EQ(expectAllProved(kPad), 2u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<4x6xf32>, %p: tensor<f32>) -> tensor<5x6xf32> {
  %0 = stablehlo.pad %a, %p, low = [2, 0], high = [-1, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
})"),
            1u);
}

TEST(VerifyDataMovement, PadPaddedDimRefuted) {
  expectRefuted(kPad, {only(2, {{0, 1}}), {ResultAction::tile(1)}, {}});
}

constexpr const char* kReverse = R"(
func.func @main(%a: tensor<4x6x1xf32>) -> tensor<4x6x1xf32> {
  %0 = stablehlo.reverse %a, dims = [1] : tensor<4x6x1xf32>
  return %0 : tensor<4x6x1xf32>
})";

TEST(VerifyDataMovement, ReverseProved) { EXPECT_EQ(expectAllProved(kReverse), 2u); }

TEST(VerifyDataMovement, ReverseReversedDimRefuted) {
  expectRefuted(kReverse, {{1}, {ResultAction::tile(1)}, {}});
}

// ---- gather ----

// The example of the StableHLO RFC adding batching dimensions to gather,
// with slice sizes `sizes` (result `result`).
std::string gatherText(const std::string& sizes, const std::string& result) {
  return R"(
func.func @main(%operand: tensor<2x3x4x2xf32>, %indices: tensor<2x2x3x2xi64>) -> )" +
         result + R"( {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1],
        operand_batching_dims = [0], start_indices_batching_dims = [1],
        start_index_map = [2, 1], index_vector_dim = 3>,
    slice_sizes = array<i64: )" +
         sizes + R"(>, indices_are_sorted = false
  } : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi64>) -> )" +
         result + R"(
  return %0 : )" + result + R"(
})";
}

// A row gather: index_vector_dim past the indices' rank, no batching dims.
constexpr const char* kGatherRows = R"(
func.func @main(%operand: tensor<5x6xf32>, %indices: tensor<3x1xi32>) -> tensor<3x1x6xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0],
        start_index_map = [0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 6>, indices_are_sorted = false
  } : (tensor<5x6xf32>, tensor<3x1xi32>) -> tensor<3x1x6xf32>
  return %0 : tensor<3x1x6xf32>
})";

// index_vector_dim 0, before the batching dim of the indices.
constexpr const char* kGatherVectorFirst = R"(
func.func @main(%operand: tensor<4x5x6xf32>, %indices: tensor<1x4x3xi32>) -> tensor<4x6x3xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1],
        operand_batching_dims = [0], start_indices_batching_dims = [1],
        start_index_map = [1], index_vector_dim = 0>,
    slice_sizes = array<i64: 1, 1, 6>, indices_are_sorted = false
  } : (tensor<4x5x6xf32>, tensor<1x4x3xi32>) -> tensor<4x6x3xf32>
  return %0 : tensor<4x6x3xf32>
})";

TEST(VerifyDataMovement, GatherProved) {
  // Batch dims 0, 1 (batching, with operand dim 0), 2; offset dim 4 whole.
  EXPECT_EQ(expectAllProved(gatherText("1, 1, 2, 2", "tensor<2x2x3x2x2xf32>")), 4u);
  // Operand dim 2 sliced whole although it is indexed: the clamp starts it at 0.
  EXPECT_EQ(expectAllProved(gatherText("1, 1, 4, 2", "tensor<2x2x3x4x2xf32>")), 5u);
  EXPECT_EQ(expectAllProved(kGatherRows), 3u);
  EXPECT_EQ(expectAllProved(kGatherVectorFirst), 3u);
}

TEST(VerifyDataMovement, GatherWrongEntriesRefuted) {
  const std::string text = gatherText("1, 1, 2, 2", "tensor<2x2x3x2x2xf32>");
  // A batching batch dim with the operand whole: chunk r reads batch 0.. of the operand.
  expectRefuted(text, {{kWhole, 1}, {ResultAction::tile(1)}, {}});
  // An indexed slice of 2 of 4 elements.
  expectRefuted(text, {{2, kWhole}, {ResultAction::tile(3)}, divideAttrAt("slice_sizes", 2)});
}

// ---- scatter ----

constexpr const char* kScatterBody = R"(
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
)";

// The example of the StableHLO RFC adding batching dimensions to scatter.
std::string scatterText(const std::string& windowSizes) {
  const std::string updates = "tensor<2x2x3x" + windowSizes + "xf32>";
  return R"(
func.func @main(%input: tensor<2x3x4x2xf32>, %indices: tensor<2x2x3x2xi64>, %update: )" +
         updates + R"() -> tensor<2x3x4x2xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({)" +
         kScatterBody + R"(  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4],
        inserted_window_dims = [1], input_batching_dims = [0],
        scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1],
        index_vector_dim = 3>,
    indices_are_sorted = false, unique_indices = false
  } : (tensor<2x3x4x2xf32>, tensor<2x2x3x2xi64>, )" +
         updates + R"() -> tensor<2x3x4x2xf32>
  return %0 : tensor<2x3x4x2xf32>
})";
}

// Two inputs updated together, rows by a vector of indices, a maximum body.
constexpr const char* kScatterRows = R"(
func.func @main(%a: tensor<5x6xf32>, %b: tensor<5x6xf32>, %i: tensor<3xi32>, %u: tensor<3x6xf32>, %v: tensor<3x6xf32>) -> tensor<5x6xf32> {
  %0:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %w: tensor<f32>):
    %s = stablehlo.maximum %x, %z : tensor<f32>
    %t = stablehlo.maximum %y, %w : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
    indices_are_sorted = false, unique_indices = false
  } : (tensor<5x6xf32>, tensor<5x6xf32>, tensor<3xi32>, tensor<3x6xf32>, tensor<3x6xf32>) -> (tensor<5x6xf32>, tensor<5x6xf32>)
  return %0#1 : tensor<5x6xf32>
})";

// index_vector_dim 0, before the batching dim of the indices; the body
// replaces (not associative: the fold is never split).
constexpr const char* kScatterVectorFirst = R"(
func.func @main(%input: tensor<4x5x6xf32>, %indices: tensor<1x4x3xi32>, %update: tensor<4x6x3xf32>) -> tensor<4x5x6xf32> {
  %0 = "stablehlo.scatter"(%input, %indices, %update) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %y : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [1], input_batching_dims = [0],
        scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1],
        index_vector_dim = 0>,
    indices_are_sorted = false, unique_indices = false
  } : (tensor<4x5x6xf32>, tensor<1x4x3xi32>, tensor<4x6x3xf32>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
})";

TEST(VerifyDataMovement, ScatterProved) {
  // The batching dim (inputs 0, indices 1, updates 1) and window dim 3.
  EXPECT_EQ(expectAllProved(scatterText("2x2")), 2u);
  // Window dim 2 spans the input but is indexed: no entry.
  EXPECT_EQ(expectAllProved(scatterText("4x2")), 2u);
  EXPECT_EQ(expectAllProved(kScatterRows), 1u);
  EXPECT_EQ(expectAllProved(kScatterVectorFirst), 2u);
}

TEST(VerifyDataMovement, ScatterWrongEntriesRefuted) {
  const std::string text = scatterText("2x2");
  // A scatter dim that is not a batching dim: the updates of chunk r may land in any row.
  expectRefuted(kScatterRows, {{0, 0, 0, 0, 0}, {ResultAction::tile(0), ResultAction::tile(0)}, {}});
  // An indexed window dim.
  expectRefuted(scatterText("4x2"), {{2, kWhole, 3}, {ResultAction::tile(2)}, {}});
  // The batching dim without the indices sliced.
  expectRefuted(text, {{0, kWhole, 1}, {ResultAction::tile(0)}, {}});
}

}  // namespace
}  // namespace partir::verify

