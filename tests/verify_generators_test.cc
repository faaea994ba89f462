// verify/entry_proof.h on generators (constant, iota, uniform_quantize,
// uniform_dequantize), identities (partir.tag, optimization_barrier) and
// bitcast_convert: TMR entries proved on symbolic shapes, wrong entries
// refuted.
#include <gtest/gtest.h>

#include <string>

#include "semantics/parser.h"
#include "tests/verify_helpers.h"

namespace partir::verify {
namespace {

using testing::describe;
using testing::entry;
using testing::expectRefuted;
using testing::expectAllProved;
using testing::opUnderTest;
using testing::proveOne;

// ---- constant ------------------------------------------------------------------

constexpr const char* kSplat = R"(
func.func @main() -> tensor<4x6xf32> {
  %0 = stablehlo.constant dense<1.5> : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})";

TEST(VerifyGenerators, SplatConstantEntriesProved) {
  EXPECT_EQ(expectAllProved(kSplat), 2u);
  expectRefuted(kSplat, entry({}, {ResultAction::sum()}));
}

TEST(VerifyGenerators, NonSplatConstantTileRefuted) {
  const std::string text = R"(
func.func @main() -> tensor<2x2xi32> {
  %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
})";
  EXPECT_EQ(expectAllProved(text), 0u);
  expectRefuted(text, entry({}, {ResultAction::tile(0)}, retypeSplatAttr("value")));
}

// ---- iota ----------------------------------------------------------------------

constexpr const char* kIota = R"(
func.func @main() -> tensor<4x1x6xi32> {
  %0 = stablehlo.iota dim = 2 : tensor<4x1x6xi32>
  return %0 : tensor<4x1x6xi32>
})";

TEST(VerifyGenerators, IotaEntriesProved) {
  EXPECT_EQ(expectAllProved(kIota), 2u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main() -> tensor<8x6xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<8x6xf32>
  return %0 : tensor<8x6xf32>
})"),
            1u);
}

TEST(VerifyGenerators, IotaTheIotaDimRefuted) {
  expectRefuted(kIota, entry({}, {ResultAction::tile(2)}));
}

// ---- uniform_quantize / uniform_dequantize ---------------------------------------
// Quantized types are unsupported (the type rules refuse both ops), so these
// parse unverified on float types: the entries' index maps are what is
// proved.

std::vector<EntryReport> proveUnverified(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) {
    ADD_FAILURE() << file.error().str();
    return {};
  }
  return proveOp(opUnderTest(*file->modules[0]));
}

TEST(VerifyGenerators, UniformQuantizeEntriesProved) {
  for (const char* op : {"uniform_quantize", "uniform_dequantize"}) {
    const std::vector<EntryReport> reports =
        proveUnverified(std::string("func.func @main(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {\n") +
                        "  %0 = \"stablehlo." + op +
                        "\"(%a) : (tensor<4x6xf32>) -> tensor<4x6xf32>\n  return %0 : "
                        "tensor<4x6xf32>\n}");
    EXPECT_EQ(reports.size(), 2u) << op;
    for (const EntryReport& r : reports) EXPECT_EQ(r.verdict, Verdict::kProved) << describe(r);
  }
}

TEST(VerifyGenerators, UniformQuantizeWrongDimRefuted) {
  Result<SourceFile> file = parseSource(R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.uniform_quantize"(%a) : (tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})",
                                        "t.mlir");
  ASSERT_TRUE(file.ok());
  const EntryReport r =
      proveEntry(opUnderTest(*file->modules[0]), entry({0}, {ResultAction::tile(1)}));
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
}

// ---- partir.tag ------------------------------------------------------------------

constexpr const char* kTag = R"(
func.func @main(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = partir.tag "t" %a : tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
})";

TEST(VerifyGenerators, TagEntriesProved) { EXPECT_EQ(expectAllProved(kTag), 2u); }

TEST(VerifyGenerators, TagWrongDimRefuted) {
  expectRefuted(kTag, entry({0}, {ResultAction::tile(1)}));
  expectRefuted(kTag, entry({0}, {ResultAction::any()}));
}

// ---- optimization_barrier ----------------------------------------------------------

constexpr const char* kBarrier = R"(
func.func @main(%a: tensor<6x4xf32>, %b: tensor<3xi32>) -> (tensor<6x4xf32>, tensor<3xi32>) {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<6x4xf32>, tensor<3xi32>
  return %0#0, %0#1 : tensor<6x4xf32>, tensor<3xi32>
})";

TEST(VerifyGenerators, OptimizationBarrierEntriesProved) {
  EXPECT_EQ(expectAllProved(kBarrier), 3u);
  EXPECT_EQ(expectAllProved(R"(
func.func @main(%a: tensor<6xf32>, %t: !stablehlo.token) -> (tensor<6xf32>, !stablehlo.token) {
  %0:2 = stablehlo.optimization_barrier %a, %t : tensor<6xf32>, !stablehlo.token
  return %0#0, %0#1 : tensor<6xf32>, !stablehlo.token
})"),
            1u);
}

TEST(VerifyGenerators, OptimizationBarrierWrongPairRefuted) {
  // The sliced operand's own result is not the same in every iteration.
  expectRefuted(kBarrier, entry({0, kWhole}, {ResultAction::any(), ResultAction::any()}));
  expectRefuted(kBarrier, entry({1, kWhole}, {ResultAction::tile(0), ResultAction::any()}));
}

// ---- bitcast_convert ------------------------------------------------------------------

std::string bitcast(const std::string& from, const std::string& to) {
  return "func.func @main(%a: " + from + ") -> " + to +
         " {\n  %0 = stablehlo.bitcast_convert %a : (" + from + ") -> " + to +
         "\n  return %0 : " + to + "\n}";
}

TEST(VerifyGenerators, BitcastConvertEntriesProved) {
  EXPECT_EQ(expectAllProved(bitcast("tensor<4x6xf32>", "tensor<4x6xi32>")), 2u);
  EXPECT_EQ(expectAllProved(bitcast("tensor<4x6xf32>", "tensor<4x6x2xi16>")), 2u);
  EXPECT_EQ(expectAllProved(bitcast("tensor<6x1x4xui8>", "tensor<6x1xi32>")), 2u);
}

TEST(VerifyGenerators, BitcastConvertWrongEntriesRefuted) {
  // The pieces of one operand element are not a tile of it.
  expectRefuted(bitcast("tensor<4x6xf32>", "tensor<4x6x2xi16>"),
                entry({1}, {ResultAction::tile(2)}));
  // The bytes of one result element are not a chunk of it.
  expectRefuted(bitcast("tensor<6x4xui8>", "tensor<6xi32>"), entry({1}, {ResultAction::any()}));
  expectRefuted(bitcast("tensor<4x6xf32>", "tensor<4x6xi32>"),
                entry({0}, {ResultAction::tile(1)}));
}

}  // namespace
}  // namespace partir::verify
