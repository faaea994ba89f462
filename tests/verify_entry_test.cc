// verify/entry_proof.h: TMR entries proved on symbolic shapes, wrong entries
// refuted with a counterexample.
#include <gtest/gtest.h>

#include "semantics/tmr.h"
#include "tests/parse_helpers.h"
#include "verify/entry_proof.h"

namespace partir::verify {
namespace {

using testing::parseVerified;

// The op of @main whose result it returns (the op before the return).
const Operation& firstOp(const Module& m) {
  const auto& ops = m.lookup("main")->body.front().ops();
  return *ops[ops.size() - 2];
}

std::string describe(const EntryReport& r) {
  std::string out = r.op + " " + r.entry + ": " + std::string(verdictName(r.verdict)) +
                    " (precondition " + r.precondition + ")\n";
  for (const ObligationResult& f : r.failures)
    out += "  " + f.name + ": " + std::string(verdictName(f.verdict)) + " " + f.counterexample +
           f.reason + "\n";
  return out;
}

void expectAllProved(const std::string& text) {
  auto m = parseVerified(text);
  ASSERT_TRUE(m);
  const std::vector<EntryReport> reports = proveOp(firstOp(*m));
  EXPECT_FALSE(reports.empty());
  for (const EntryReport& r : reports) EXPECT_EQ(r.verdict, Verdict::kProved) << describe(r);
}

EntryReport proveOne(const std::string& text, const TmrEntry& entry) {
  auto m = parseVerified(text);
  if (!m) return {};
  return proveEntry(firstOp(*m), entry);
}

constexpr const char* kTranspose = R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<6x4xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
})";

TEST(VerifyEntry, TransposeEntriesProved) { expectAllProved(kTranspose); }

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
