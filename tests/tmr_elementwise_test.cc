// Tile-mapping entries of the elementwise family (semantics/ops/elementwise.cc):
// golden listings in the compact notation and the soundness harness
// (tests/tmr_check.h) on 2 and 3 chunks.
#include <gtest/gtest.h>

#include <algorithm>

#include "semantics/element_type.h"
#include "semantics/op_codes.h"
#include "semantics/ops/type_rule_helpers.h"
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

// An element type of `kinds` (semantics/ops/type_rule_helpers.h), the n-th
// of those that exist so that the rows of the table try different types.
std::string elementOfKinds(unsigned kinds, size_t n) {
  static const std::vector<ElementType> types = {
      ElementType::kF32, ElementType::kI32, ElementType::kI1,  ElementType::kF16, ElementType::kUI8,
      ElementType::kBF16, ElementType::kI16, ElementType::kF64, ElementType::kUI32, ElementType::kI64,
      ElementType::kC64};
  std::vector<ElementType> fitting;
  for (ElementType t : types)
    if (hasKind(t, kinds)) fitting.push_back(t);
  return std::string(elementTypeName(fitting[n % fitting.size()]));
}

// A case for each PARTIR_UNARY / PARTIR_BINARY row of semantics/op_table.def.
std::vector<PointwiseCase> sameTypeCases() {
  std::vector<PointwiseCase> cases;
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_SAME_TYPE_CASE(mnemonic, arity, kinds)                  \
  cases.push_back({mnemonic, elementOfKinds(kinds, cases.size()), arity, \
                   elementOfKinds(kinds, cases.size()), ""});
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) PARTIR_SAME_TYPE_CASE(mnemonic, 1, kinds)
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) PARTIR_SAME_TYPE_CASE(mnemonic, 2, kinds)
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_SAME_TYPE_CASE
#undef PARTIR_OP
  return cases;
}

// Every elementwise op whose operands all have the result's shape: the rows
// of the table, then the ops with rules of their own.
const std::vector<PointwiseCase>& pointwiseCases() {
  static const std::vector<PointwiseCase> cases = [] {
    std::vector<PointwiseCase> all = sameTypeCases();
    const std::vector<PointwiseCase> own = {
      {"stablehlo.bitcast_convert", "f32", 1, "i32", ""},
      {"stablehlo.clamp", "i32", 3, "i32", ""},
      {"stablehlo.compare", "i32", 2, "i1",
       "comparison_direction = #stablehlo<comparison_direction LT>"},
      {"stablehlo.convert", "f32", 1, "i32", ""},
      {"stablehlo.abs", "complex<f32>", 1, "f32", ""},
      {"stablehlo.complex", "f64", 2, "complex<f64>", ""},
      {"stablehlo.imag", "complex<f64>", 1, "f64", ""},
      {"stablehlo.is_finite", "f32", 1, "i1", ""},
      {"stablehlo.real", "f32", 1, "f32", ""},
      {"stablehlo.reduce_precision", "f32", 1, "f32", "exponent_bits = 5 : i32, mantissa_bits = 2 : i32"},
      {"stablehlo.select", "i1", 3, "f32", ""},
    };
    all.insert(all.end(), own.begin(), own.end());
    return all;
  }();
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

TEST(TmrElementwise, TheTableCoversEveryElementwiseOp) {
  std::vector<std::string> listed;
  for (const PointwiseCase& c : pointwiseCases()) listed.push_back(c.op);
  std::vector<std::string> family;
#define PARTIR_OP(Enum, mnemonic, fam) \
  if (std::string(#fam) == "elementwise") family.push_back(mnemonic);
#include "semantics/op_table.def"
#undef PARTIR_OP
  std::sort(listed.begin(), listed.end());
  std::sort(family.begin(), family.end());
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
