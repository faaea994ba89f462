// Tile-mapping entries of the elementwise family (semantics/ops/elementwise.cc):
// golden listings in the compact notation and the soundness harness
// (tests/tmr_check.h) on 2 and 3 chunks.
#include <gtest/gtest.h>

#include "semantics/op_codes.h"
#include "tests/tmr_check.h"

namespace partir {
namespace {

using testing::expectEntriesSound;
using testing::singleOpModule;
using testing::TmrProgram;

struct PointwiseCase {
  std::string op;       // "stablehlo.add"
  std::string element;  // operand element type
  int arity;
  std::string result;   // result element type
  std::string attrs;
};

// Every elementwise op whose operands all have the result's shape.
const std::vector<PointwiseCase>& pointwiseCases() {
  static const std::vector<PointwiseCase> cases = {
      {"stablehlo.abs", "f32", 1, "f32", ""},
      {"stablehlo.add", "f32", 2, "f32", ""},
      {"stablehlo.and", "i1", 2, "i1", ""},
      {"stablehlo.atan2", "f32", 2, "f32", ""},
      {"stablehlo.bitcast_convert", "f32", 1, "i32", ""},
      {"stablehlo.cbrt", "f32", 1, "f32", ""},
      {"stablehlo.ceil", "f32", 1, "f32", ""},
      {"stablehlo.clamp", "i32", 3, "i32", ""},
      {"stablehlo.compare", "i32", 2, "i1",
       "comparison_direction = #stablehlo<comparison_direction LT>"},
      {"stablehlo.convert", "f32", 1, "i32", ""},
      {"stablehlo.cosine", "f32", 1, "f32", ""},
      {"stablehlo.count_leading_zeros", "i32", 1, "i32", ""},
      {"stablehlo.divide", "i32", 2, "i32", ""},
      {"stablehlo.exponential", "f32", 1, "f32", ""},
      {"stablehlo.exponential_minus_one", "f32", 1, "f32", ""},
      {"stablehlo.floor", "f32", 1, "f32", ""},
      {"stablehlo.imag", "f32", 1, "f32", ""},
      {"stablehlo.is_finite", "f32", 1, "i1", ""},
      {"stablehlo.log", "f32", 1, "f32", ""},
      {"stablehlo.log_plus_one", "f32", 1, "f32", ""},
      {"stablehlo.logistic", "f32", 1, "f32", ""},
      {"stablehlo.maximum", "f32", 2, "f32", ""},
      {"stablehlo.minimum", "ui8", 2, "ui8", ""},
      {"stablehlo.multiply", "i16", 2, "i16", ""},
      {"stablehlo.negate", "i32", 1, "i32", ""},
      {"stablehlo.not", "i8", 1, "i8", ""},
      {"stablehlo.or", "i1", 2, "i1", ""},
      {"stablehlo.popcnt", "i64", 1, "i64", ""},
      {"stablehlo.power", "f32", 2, "f32", ""},
      {"stablehlo.real", "f32", 1, "f32", ""},
      {"stablehlo.reduce_precision", "f32", 1, "f32", "exponent_bits = 5 : i32, mantissa_bits = 2 : i32"},
      {"stablehlo.remainder", "i32", 2, "i32", ""},
      {"stablehlo.round_nearest_afz", "f32", 1, "f32", ""},
      {"stablehlo.round_nearest_even", "bf16", 1, "bf16", ""},
      {"stablehlo.rsqrt", "f32", 1, "f32", ""},
      {"stablehlo.select", "i1", 3, "f32", ""},
      {"stablehlo.shift_left", "i32", 2, "i32", ""},
      {"stablehlo.shift_right_arithmetic", "i32", 2, "i32", ""},
      {"stablehlo.shift_right_logical", "ui32", 2, "ui32", ""},
      {"stablehlo.sign", "f64", 1, "f64", ""},
      {"stablehlo.sine", "f16", 1, "f16", ""},
      {"stablehlo.sqrt", "f32", 1, "f32", ""},
      {"stablehlo.subtract", "i32", 2, "i32", ""},
      {"stablehlo.tan", "f32", 1, "f32", ""},
      {"stablehlo.tanh", "f32", 1, "f32", ""},
      {"stablehlo.xor", "i32", 2, "i32", ""},
  };
  return cases;
}

// The module of `c` on 4x6 operands (select: an i1 pred, then two results'
// types).
std::string pointwiseModule(const PointwiseCase& c) {
  std::vector<std::string> operands(c.arity, "tensor<4x6x" + c.element + ">");
  if (c.op == "stablehlo.select") operands[1] = operands[2] = "tensor<4x6xf32>";
  return singleOpModule(c.op, operands, {"tensor<4x6x" + c.result + ">"}, c.attrs);
}

// "(tile d, ..., tile d) ↪ tile d" for d = 0, 1 with `arity` operands.
std::string pointwiseListing(int arity) {
  std::string out;
  for (int d = 0; d < 2; ++d) {
    std::string operands;
    for (int i = 0; i < arity; ++i) operands += fmt::format("{}tile {}", i ? ", " : "", d);
    out += fmt::format("{}({}) ↪ tile {}", d ? " · " : "", operands, d);
  }
  return out;
}

TEST(TmrElementwise, EveryPointwiseOpTilesEveryDim) {
  for (const PointwiseCase& c : pointwiseCases()) {
    SCOPED_TRACE(c.op);
    const testing::TmrListing listing = TmrProgram(pointwiseModule(c)).listing();
    EXPECT_EQ(listing.joined(), pointwiseListing(c.arity));
    EXPECT_TRUE(listing.notes.empty());
  }
}

TEST(TmrElementwise, EveryPointwiseOpIsSoundOnTwoAndThreeChunks) {
  for (const PointwiseCase& c : pointwiseCases()) {
    SCOPED_TRACE(c.op);
    EXPECT_EQ(expectEntriesSound(pointwiseModule(c), 2), 2);
    EXPECT_EQ(expectEntriesSound(pointwiseModule(c), 3), 1);  // 4 rows do not split in 3
  }
}

TEST(TmrElementwise, TheTableCoversEveryElementwiseOpButComplex) {
  std::vector<std::string> listed;
  for (const PointwiseCase& c : pointwiseCases()) listed.push_back(c.op);
  std::vector<std::string> family;
#define PARTIR_OP(Enum, mnemonic, fam) \
  if (std::string(#fam) == "elementwise" && std::string(mnemonic) != "stablehlo.complex") \
    family.push_back(mnemonic);
#include "semantics/op_table.def"
#undef PARTIR_OP
  EXPECT_EQ(listed, family);
}

TEST(TmrElementwise, ClampKeepsScalarBoundsWhole) {
  const std::string text = singleOpModule(
      "stablehlo.clamp", {"tensor<f32>", "tensor<4x6xf32>", "tensor<4x6xf32>"},
      {"tensor<4x6xf32>"});
  EXPECT_EQ(TmrProgram(text).listing().joined(),
            "(⊥, tile 0, tile 0) ↪ tile 0 · (⊥, tile 1, tile 1) ↪ tile 1");
  EXPECT_EQ(expectEntriesSound(text, 2), 2);
  EXPECT_EQ(expectEntriesSound(text, 3), 1);
  const std::string bothScalar = singleOpModule(
      "stablehlo.clamp", {"tensor<i32>", "tensor<6xi32>", "tensor<i32>"}, {"tensor<6xi32>"});
  EXPECT_EQ(TmrProgram(bothScalar).listing().joined(), "(⊥, tile 0, ⊥) ↪ tile 0");
  EXPECT_EQ(expectEntriesSound(bothScalar, 3), 1);
}

TEST(TmrElementwise, SelectKeepsAScalarPredWhole) {
  const std::string text = singleOpModule(
      "stablehlo.select", {"tensor<i1>", "tensor<6x4xi32>", "tensor<6x4xi32>"},
      {"tensor<6x4xi32>"});
  EXPECT_EQ(TmrProgram(text).listing().joined(),
            "(⊥, tile 0, tile 0) ↪ tile 0 · (⊥, tile 1, tile 1) ↪ tile 1");
  EXPECT_EQ(expectEntriesSound(text, 2), 2);
  EXPECT_EQ(expectEntriesSound(text, 3), 1);
}

TEST(TmrElementwise, BitcastConvertToNarrowerElementsKeepsTheNewDimWhole) {
  const std::string text =
      singleOpModule("stablehlo.bitcast_convert", {"tensor<4x6xf32>"}, {"tensor<4x6x2xi16>"});
  const testing::TmrListing listing = TmrProgram(text).listing();
  EXPECT_EQ(listing.joined(), "(tile 0) ↪ tile 0 · (tile 1) ↪ tile 1");
  EXPECT_EQ(listing.notes,
            std::vector<std::string>{"result dim 2: its 2 elements are the pieces of one operand element"});
  EXPECT_EQ(expectEntriesSound(text, 2), 2);
  EXPECT_EQ(expectEntriesSound(text, 3), 1);
}

TEST(TmrElementwise, BitcastConvertToWiderElementsKeepsTheLastOperandDimWhole) {
  const std::string text =
      singleOpModule("stablehlo.bitcast_convert", {"tensor<6x4x2xui8>"}, {"tensor<6x4xi16>"});
  const testing::TmrListing listing = TmrProgram(text).listing();
  EXPECT_EQ(listing.joined(), "(tile 0) ↪ tile 0 · (tile 1) ↪ tile 1");
  EXPECT_EQ(listing.notes,
            std::vector<std::string>{"operand dim 2: its 2 elements make up one result element"});
  EXPECT_EQ(expectEntriesSound(text, 2), 2);
  EXPECT_EQ(expectEntriesSound(text, 3), 1);
}

TEST(TmrElementwise, ARankZeroOpHasNoEntries) {
  const std::string text =
      singleOpModule("stablehlo.add", {"tensor<f32>", "tensor<f32>"}, {"tensor<f32>"});
  EXPECT_EQ(TmrProgram(text).listing().joined(), "");
}

// stablehlo.complex cannot be parsed (complex types are refused), so its
// entries are read off an op built by hand with the shapes of a real one.
TEST(TmrElementwise, ComplexIsPointwise) {
  Block block;
  const Type t = Type::tensor({4, 6}, ElementType::kF32);
  Operation op(OpCode::kComplex, "stablehlo.complex", {});
  op.addOperand(block.addArgument(t));
  op.addOperand(block.addArgument(t));
  op.addResult(t);
  std::vector<std::string> entries;
  for (const TmrEntry& e : tileMappings(op).entries) entries.push_back(entryStr(e));
  EXPECT_EQ(entries, (std::vector<std::string>{"(tile 0, tile 0) ↪ tile 0", "(tile 1, tile 1) ↪ tile 1"}));
}

}  // namespace
}  // namespace partir
