// The printer and structural equality: printed modules parse back to equal
// modules, dense literals and float attributes bit for bit.
#include <bit>
#include <cstring>

#include <gtest/gtest.h>

#include "semantics/float16.h"
#include "semantics/parser.h"
#include "semantics/printer.h"

namespace partir {
namespace {

std::unique_ptr<Module> parseModule(const std::string& text) {
  Result<SourceFile> r = parseSource(text, "t.mlir");
  if (!r.ok()) {
    ADD_FAILURE() << r.error().str() << "\nin:\n" << text;
    return nullptr;
  }
  EXPECT_EQ(r->modules.size(), 1u);
  return std::move(r->modules[0]);
}

// Prints `m`, parses the text back and checks the two are equal.
std::unique_ptr<Module> roundTrip(const Module& m) {
  const std::string printed = printModule(m);
  std::unique_ptr<Module> again = parseModule(printed);
  if (!again) return nullptr;
  std::string why;
  EXPECT_TRUE(structurallyEqual(m, *again, &why)) << why << "\nprinted:\n" << printed;
  return again;
}

std::unique_ptr<Module> roundTripText(const std::string& text) {
  std::unique_ptr<Module> m = parseModule(text);
  return m ? roundTrip(*m) : nullptr;
}

// A module whose @f returns one constant holding `d`.
std::unique_ptr<Module> constantModule(const DenseElements& d) {
  auto m = std::make_unique<Module>();
  auto f = std::make_unique<Function>();
  f->name = "f";
  f->resultTypes = {Type(d.type)};
  f->resultAttrs.resize(1);
  Block& entry = f->body.addBlock();
  auto c = std::make_unique<Operation>(OpCode::kConstant, "stablehlo.constant", Location{});
  c->attrs().set("value", Attribute::denseElements(d));
  Value* v = c->addResult(Type(d.type));
  entry.append(std::move(c));
  auto ret = std::make_unique<Operation>(OpCode::kFuncReturn, "func.return", Location{});
  ret->addOperand(v);
  entry.append(std::move(ret));
  m->functions.push_back(std::move(f));
  return m;
}

const DenseElements& constantOf(const Module& m) {
  return m.functions[0]->entry().ops()[0]->attr("value")->getDenseElements();
}

template <class Bits>
DenseElements fromBits(ElementType type, const std::vector<Bits>& bits) {
  DenseElements d{TensorType{{static_cast<int64_t>(bits.size())}, type}, false, {}, ""};
  d.bytes.resize(bits.size() * sizeof(Bits));
  std::memcpy(d.bytes.data(), bits.data(), d.bytes.size());
  return d;
}

TEST(Printer, GoldenText) {
  auto m = parseModule(
      "module @m attributes {mhlo.num_partitions = 1 : i32} {\n"
      "  func.func public @main(%x: tensor<2xf32> {jax.arg_info = \"x\"} loc(\"W0\")) -> (tensor<2xf32> {jax.result_info = \"\"}) {\n"
      "    %c = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>\n"
      "    %s = stablehlo.add %x, %c : tensor<2xf32>\n"
      "    %t = stablehlo.transpose %s, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    %r = stablehlo.reduce(%t init: %c) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n"
      "    return %r : tensor<2xf32>\n  }\n}\n");
  ASSERT_TRUE(m);
  EXPECT_EQ(printModule(*m),
            "module @m attributes {mhlo.num_partitions = 1 : i32} {\n"
            "  func.func public @main(%arg0: tensor<2xf32> {jax.arg_info = \"x\"} loc(\"W0\")) -> (tensor<2xf32> {jax.result_info = \"\"}) {\n"
            "    %0 = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>\n"
            "    %1 = stablehlo.add %arg0, %0 : tensor<2xf32>\n"
            "    %2 = \"stablehlo.transpose\"(%1) {permutation = array<i64: 0>} : (tensor<2xf32>) -> (tensor<2xf32>)\n"
            "    %3 = \"stablehlo.reduce\"(%2, %0) ({\n"
            "      ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):\n"
            "        %4 = stablehlo.add %arg1, %arg2 : tensor<f32>\n"
            "        stablehlo.return %4 : tensor<f32>\n"
            "      }) {dimensions = array<i64: 0>} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>)\n"
            "    func.return %3 : tensor<2xf32>\n"
            "  }\n"
            "}\n");
  roundTrip(*m);
}

TEST(Printer, F32AndF64LiteralsRoundTripBitExactly) {
  const std::vector<uint32_t> f32 = {0x7FC00001, 0xFFC00000, 0x80000000, 0x7F800000, 0xFF800000,
                                     0x00000001, 0x7F7FFFFF, 0x3DCCCCCD, 0x3EAAAAAB, 0x00800000};
  const std::vector<uint64_t> f64 = {0x7FF8000000000001, 0x8000000000000000, 0x7FF0000000000000,
                                     0x0000000000000001, 0x3FB999999999999A, 0x7FEFFFFFFFFFFFFF};
  for (const DenseElements& d : {fromBits(ElementType::kF32, f32), fromBits(ElementType::kF64, f64)}) {
    auto again = roundTrip(*constantModule(d));
    ASSERT_TRUE(again);
    EXPECT_EQ(constantOf(*again).bytes, d.bytes);
  }
}

TEST(Printer, EverySixteenBitFloatPatternRoundTrips) {
  for (ElementType type : {ElementType::kF16, ElementType::kBF16}) {
    for (uint32_t start = 0; start < 65536; start += 64) {
      std::vector<uint16_t> bits;
      for (uint32_t b = start; b < start + 64; ++b) bits.push_back(static_cast<uint16_t>(b));
      DenseElements d = fromBits(type, bits);
      const std::string printed = printModule(*constantModule(d));
      std::unique_ptr<Module> again = parseModule(printed);
      ASSERT_TRUE(again);
      ASSERT_EQ(constantOf(*again).bytes, d.bytes) << printed;
    }
  }
}

TEST(Printer, UnnormalisedLiteralsBuiltInCodeRoundTrip) {
  DenseElements zeros = fromBits(ElementType::kF32, std::vector<uint32_t>(3, 0));  // not a splat
  auto again = roundTrip(*constantModule(zeros));
  ASSERT_TRUE(again);
  EXPECT_TRUE(constantOf(*again).splat);
  DenseElements other = fromBits(ElementType::kF32, std::vector<uint32_t>{0, 0, 0x80000000});
  EXPECT_FALSE(structurallyEqual(*constantModule(zeros), *constantModule(other)));
}

TEST(Printer, LargeLiteralsPrintAsHexAndSmallOnesAsLists) {
  std::vector<int32_t> values(100);
  for (int i = 0; i < 100; ++i) values[i] = i * 1000 - 7;
  DenseElements big = fromBits(ElementType::kI32, values);
  const std::string printed = printModule(*constantModule(big));
  EXPECT_NE(printed.find("dense<\"0xF9FFFFFFE1030000"), std::string::npos) << printed;
  roundTrip(*constantModule(big));
  DenseElements small = fromBits(ElementType::kUI64, std::vector<uint64_t>{~uint64_t{0}, 0, 5});
  EXPECT_NE(printModule(*constantModule(small)).find("dense<[18446744073709551615, 0, 5]> : tensor<3xui64>"),
            std::string::npos);
  roundTrip(*constantModule(small));
}

TEST(Printer, AttributesOfEveryKindRoundTrip) {
  auto m = roundTripText(
      "func.func @f() {\n"
      "  \"t.op\"() {a = 1 : i32, b = -9223372036854775808, c = 0.1 : f32, d = 0x7FC00001 : f32, "
      "e = 1.0e-300, f = \"tab\\tquote\\\"nl\\n\\C3\\A9\", g = [1, [true, \"x\"]], h = array<i1: true, false>, "
      "i = array<i64>, j = {x = {y = unit}}, k = @\"with space\", l, m = tensor<2x!stablehlo.token>, "
      "n = #stablehlo<precision HIGH>, "
      "o = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, "
      "p = #sdy.sharding<@mesh, [{}, {\"a\"}]>, q = dense<[0, 1]> : tensor<2xindex>, r = 65504.0 : f16, "
      "s = -0.0 : bf16, t = 4294967295 : ui32, \"quoted key\" = 1, "
      "u = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, v = dense<[true, false]> : tensor<2xi1>} : () -> ()\n"
      "  func.return\n}\n");
  ASSERT_TRUE(m);
  const Operation& op = *m->functions[0]->entry().ops()[0];
  EXPECT_EQ(std::bit_cast<uint32_t>(static_cast<float>(op.attr("d")->getFloat())), 0x7FC00001u);
  EXPECT_EQ(op.attr("f")->getString(), "tab\tquote\"nl\n\xC3\xA9");
  EXPECT_EQ(op.attr("t")->getInt(), 4294967295);
}

TEST(Printer, StructsPrintInStableHloSpelling) {
  auto m = parseModule(
      "func.func @f() {\n  \"t.op\"() {g = #stablehlo.gather<offset_dims = [1], index_vector_dim = 1>, "
      "c = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>} : () -> ()\n  func.return\n}\n");
  ASSERT_TRUE(m);
  const std::string printed = printModule(*m);
  EXPECT_NE(printed.find("g = #stablehlo.gather<index_vector_dim = 1, offset_dims = [1]>"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("c = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"), std::string::npos)
      << printed;
}

TEST(Printer, StructureRoundTrips) {
  roundTripText(
      "#a = loc(\"p\")\n"
      "module @SyncTensorsGraph.164 {\n"
      "  sdy.mesh @mesh = <[\"x\"=2, \"y\"=4]>\n"
      "  func.func private @decl(tensor<f32> {a.b = 1}, tuple<tensor<i1>>) -> (tensor<f32>, !stablehlo.token)\n"
      "  func.func @g(%x: tensor<i64> loc(#a)) -> (tensor<i64>, tensor<i64>) attributes {x = 1} {\n"
      "    %0:2 = \"t.two\"() : () -> (tensor<i64>, tensor<i64>)\n"
      "    %1 = \"stablehlo.case\"(%x) ({\n"
      "      stablehlo.return %0#1 : tensor<i64>\n"
      "    }, {\n"
      "      %2 = \"t.multi\"() ({\n"
      "      ^bb0(%y: tensor<i64>):\n"
      "        \"t.yield\"(%y, %0#0) : (tensor<i64>, tensor<i64>) -> ()\n"
      "      ^bb1:\n"
      "        \"t.yield\"() : () -> ()\n"
      "      }, {\n"
      "      }) : () -> tensor<i64>\n"
      "      stablehlo.return %2 : tensor<i64>\n"
      "    }) : (tensor<i64>) -> tensor<i64>\n"
      "    %3:2 = call @g(%1) : (tensor<i64>) -> (tensor<i64>, tensor<i64>)\n"
      "    return %3#1, %0#0 : tensor<i64>, tensor<i64>\n"
      "  }\n"
      "}\n");
  roundTripText("");
}

TEST(Printer, SourceFilesJoinModulesWithSplitLines) {
  Result<SourceFile> file = parseSource("func.func @a() {\n  func.return\n}\n// -----\nmodule @b {\n}\n", "t.mlir");
  ASSERT_TRUE(file.ok());
  const std::string printed = printSourceFile(*file);
  EXPECT_EQ(printed,
            "module {\n  func.func @a() {\n    func.return\n  }\n}\n\n// -----\n\nmodule @b {\n}\n");
  Result<SourceFile> again = parseSource(printed, "p.mlir");
  ASSERT_TRUE(again.ok());
  ASSERT_EQ(again->modules.size(), 2u);
  EXPECT_TRUE(structurallyEqual(*file->modules[1], *again->modules[1]));
}

TEST(StructuralEquality, IgnoresNamesAndLocationsButNotWiring) {
  const std::string text =
      "func.func @f(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %0 = stablehlo.subtract %a, %b : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}\n";
  auto m1 = parseModule(text);
  auto m2 = parseModule("\n\n" + text);  // other locations
  ASSERT_TRUE(m1 && m2);
  m2->functions[0]->entry().argument(0)->setName("renamed");
  EXPECT_TRUE(structurallyEqual(*m1, *m2));
  Operation& sub = *m2->functions[0]->entry().mutableOps()[0];
  Value* a = sub.operand(0);
  sub.setOperand(0, sub.operand(1));
  sub.setOperand(1, a);
  std::string why;
  EXPECT_FALSE(structurallyEqual(*m1, *m2, &why));
  EXPECT_EQ(why, "function @f, block 0, op #0 ('stablehlo.subtract'): operand #0 refers to different values");
}

TEST(StructuralEquality, ReportsTheFirstDifference) {
  auto base = parseModule(
      "module @m attributes {k = 1} {\n  func.func @f(%a: tensor<2xf32>) {\n"
      "    \"t.op\"(%a) {x = 1 : i32} : (tensor<2xf32>) -> ()\n    func.return\n  }\n}\n");
  auto attr = parseModule(
      "module @m attributes {k = 1} {\n  func.func @f(%a: tensor<2xf32>) {\n"
      "    \"t.op\"(%a) {x = 1 : i64} : (tensor<2xf32>) -> ()\n    func.return\n  }\n}\n");
  auto modAttr = parseModule(
      "module @m attributes {k = 2} {\n  func.func @f(%a: tensor<2xf32>) {\n"
      "    \"t.op\"(%a) {x = 1 : i32} : (tensor<2xf32>) -> ()\n    func.return\n  }\n}\n");
  auto type = parseModule(
      "module @m attributes {k = 1} {\n  func.func @f(%a: tensor<2xf64>) {\n"
      "    \"t.op\"(%a) {x = 1 : i32} : (tensor<2xf64>) -> ()\n    func.return\n  }\n}\n");
  ASSERT_TRUE(base && attr && modAttr && type);
  std::string why;
  EXPECT_FALSE(structurallyEqual(*base, *attr, &why));
  EXPECT_EQ(why, "function @f, block 0, op #0 ('t.op'): attribute 'x' differs");
  EXPECT_FALSE(structurallyEqual(*base, *modAttr, &why));
  EXPECT_EQ(why, "module attribute 'k' differs");
  EXPECT_FALSE(structurallyEqual(*base, *type, &why));
  EXPECT_EQ(why, "function @f: signature differs");
}

}  // namespace
}  // namespace partir
