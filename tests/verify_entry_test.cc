// verify/entry_proof.h: TMR entries proved on symbolic shapes, wrong entries
// refuted with a counterexample.
#include <gtest/gtest.h>

#include "tests/verify_helpers.h"

namespace partir::verify {
namespace {

using testing::describe;
using testing::expectAllProved;
using testing::proveOne;

constexpr const char* kTranspose = R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";

TEST(VerifyEntry, TransposeEntriesProved) { EXPECT_EQ(expectAllProved(kTranspose), 2u); }

TEST(VerifyEntry, TransposeWrongDimRefuted) {
  const EntryReport r = proveOne(kTranspose, {{0}, {ResultAction::tile(0)}, {}});
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
  ASSERT_FALSE(r.failures.empty());
  EXPECT_NE(r.failures[0].counterexample.find("k = "), std::string::npos) << describe(r);
}

TEST(VerifyEntry, AddProved) {
  expectAllProved(R"(
func.func @main(%a: tensor<4x6xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = stablehlo.add %a, %b : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})");
}

TEST(VerifyEntry, BroadcastProved) {
  expectAllProved(R"(
func.func @main(%a: tensor<1x6xf32>) -> tensor<4x5x6xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 2] : (tensor<1x6xf32>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
})");
}

TEST(VerifyEntry, SliceProved) {
  expectAllProved(R"(
func.func @main(%a: tensor<8x6xf32>) -> tensor<4x4xf32> {
  %0 = stablehlo.slice %a [0:8:2, 2:6] : (tensor<8x6xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
})");
}

TEST(VerifyEntry, ReshapeProved) {
  expectAllProved(R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<2x2x6xf32> {
  %0 = stablehlo.reshape %a : (tensor<4x6xf32>) -> tensor<2x2x6xf32>
  return %0 : tensor<2x2x6xf32>
})");
}

// Merging dims 0 and 1 and keeping dim 2: the local index goes through a
// linearize/delinearize round trip that only the bounds-aware div/mod
// simplification of verify/normalize.h lets Z3 settle within its limit.
TEST(VerifyEntry, ReshapeMergingLeadingDimsProved) {
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})"),
            2u);
}

// The resource limit bounds each check (verify/obligation.h): with almost
// none, a true entry is unknown, never proved or refuted.
TEST(VerifyEntry, ExhaustedResourceLimitIsUnknown) {
  auto m = partir::testing::parseVerified(R"(
func.func @main(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})");
  ASSERT_TRUE(m);
  const Operation& op = testing::opUnderTest(*m);
  const EntryReport r = proveEntry(op, tracedTileMappings(op).mappings.entries.at(0), CheckOptions{1});
  EXPECT_EQ(r.verdict, Verdict::kUnknown) << testing::describe(r);
  ASSERT_FALSE(r.failures.empty());
  EXPECT_NE(r.failures[0].reason.find("resource limit"), std::string::npos) << testing::describe(r);
}

TEST(VerifyEntry, DotGeneralProved) {
  expectAllProved(R"(
func.func @main(%a: tensor<4x6xf32>, %b: tensor<6x8xf32>) -> tensor<4x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
})");
}

TEST(VerifyEntry, ReduceProved) {
  expectAllProved(R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
})");
}

}  // namespace
}  // namespace partir::verify
