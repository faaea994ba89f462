// Quantized element types (semantics/types.h QuantizedType,
// interp/quantization.h, semantics/quantized_ops.h): the type grammar and its
// constraints, quantize and dequantize by the spec's formulas (per tensor and
// per axis, the storage range, NaN), and ops on quantized tensors computed
// as dequantize, the op on the expressed type, quantize.
#include <cmath>

#include <gtest/gtest.h>

#include "interp/interpreter.h"
#include "interp/quantization.h"
#include "parse_helpers.h"
#include "semantics/printer.h"
#include "semantics/quantized_ops.h"
#include "semantics/tmr.h"
#include "tensor_builders.h"

namespace partir {
namespace {

std::string parseErrorOf(const std::string& type) {
  Result<SourceFile> file =
      parseSource("func.func @f(%a: " + type + ") {\n  func.return\n}\n", "t.mlir");
  return file.ok() ? "" : file.error().message;
}

TEST(QuantizedTypes, PrintBackAndCompareByTheirParameters) {
  std::unique_ptr<Module> m = testing::parseVerified(R"(
func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, %b: tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {0.1:-30,0.5,2.0:7}>>) -> tensor<2x!quant.uniform<i8:f32, 0.1:-30>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
})");
  ASSERT_TRUE(m);
  const std::string printed = printModule(*m);
  EXPECT_NE(printed.find("tensor<3x2x!quant.uniform<i8<-127:127>:f32:0, {0.1:-30,0.5,2:7}>>"), std::string::npos)
      << printed;
  const Function& main = *m->lookup("main");
  EXPECT_FALSE(main.argTypes[0] == Type::tensor({2}, ElementType::kI8));  // the storage type alone differs
  EXPECT_EQ(expressedType(main.argTypes[1]).str(), "tensor<3x2xf32>");
  std::unique_ptr<Module> again = testing::parseVerified(printed);
  ASSERT_TRUE(again);
  EXPECT_TRUE(structurallyEqual(*m, *again));
}

TEST(QuantizedTypes, TheSpecConstraintsAreChecked) {
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<f32:f32, 0.1>>").find("storage type must be an integer"),
            std::string::npos);
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<i8:f32, -0.1>>").find("positive finite numbers (C6, C7)"),
            std::string::npos);
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<i8:f32, 0.1:300>>").find("storage range (C8)"), std::string::npos);
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<i8<5:1>:f32, 0.1>>").find("(C4)"), std::string::npos);
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>").find("(C12, C13)"),
            std::string::npos);
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<i8:f32:3, {0.1, 0.2}>>").find("(C12, C13)"), std::string::npos);
  EXPECT_NE(parseErrorOf("tensor<2x!quant.uniform<i8:f32, 0.1 junk>>").find("malformed quantized type"),
            std::string::npos);
}

// dequantize(q) = (q - zero_point)·scale; quantize(x) = round(clamp(x/scale
// + zero_point)) with ties to even, NaN to 0, per-axis parameters by index.
TEST(Quantization, TheSpecFormulasPerTensorAndPerAxis) {
  auto perAxis = std::make_shared<QuantizedType>();
  perAxis->storage = ElementType::kI8;
  perAxis->storageMin = -127;
  perAxis->storageMax = 127;
  perAxis->axis = 1;
  perAxis->scales = {0.5, 2.0};
  perAxis->zeroPoints = {-10, 3};
  const TensorType type{{2, 2}, ElementType::kI8, perAxis};
  const Tensor x = testing::makeTensor(ElementType::kF32, {2, 2}, {1.25, 7.0, 1000.0, NAN});
  const Tensor q = quantize(x, type);
  // The zero point is added before rounding: [1.25/0.5 - 10 = -7.5 -> -8 (even),
  // 7/2 + 3 = 6.5 -> 6 (even; rounding 3.5 first would give 7), 2000 - 10 -> 127
  // (clamped), NaN -> 0]
  EXPECT_EQ(testing::tensorValues(q), (std::vector<double>{-8, 6, 127, 0}));
  const Tensor back = dequantize(q, type);
  EXPECT_EQ(testing::tensorValues(back), (std::vector<double>{1.0, 6.0, 68.5, -6.0}));
}

// stablehlo.add on quantized operands: each dequantized, added in f32, the
// sum quantized to the result's parameters (the interpreter test
// quantized_ops.mlir's case, checked here on the storage values).
TEST(Quantization, AnOpOnQuantizedTensorsIsDequantizeOpQuantize) {
  std::unique_ptr<Module> m = testing::parseVerified(R"(
func.func @main() -> tensor<2xi8> {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %a = "stablehlo.uniform_quantize"(%x) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.1:-30>>
  %b = "stablehlo.uniform_quantize"(%y) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %s = "stablehlo.add"(%a, %b) : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>, tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %r = "stablehlo.bitcast_convert"(%s) : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xi8>
  return %r : tensor<2xi8>
})");
  ASSERT_TRUE(m);
  const Operation& add = *m->lookup("main")->entry().ops()[4];
  ASSERT_TRUE(computesDequantized(add));
  EXPECT_EQ(expressedCopy(add).op->resultType(0).str(), "tensor<2xf32>");
  Result<Values> r = Interpreter(*m).run("main", {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  // (1 + 3) / 0.5 - 20 = -12; (2 + 4) / 0.5 - 20 = -8
  EXPECT_EQ(testing::tensorValues(r->at(0).tensor()), (std::vector<double>{-12, -8}));
}

// A collective on quantized tensors runs dequantized, on a copy of the op
// each process makes: the processes still meet at the program's op (they
// waited at their own copies, a deadlock, before). all_reduce adds the
// dequantized values (1 + 3, 2 + 4) and quantizes the sums.
TEST(Quantization, CollectivesOnQuantizedTensorsMeetAcrossProcesses) {
  std::unique_ptr<Module> m = testing::parseVerified(R"(
func.func @step(%x: tensor<2xf32>) -> (tensor<4xi8>, tensor<2xi8>) {
  %q = "stablehlo.uniform_quantize"(%x) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %g = "stablehlo.all_gather"(%q) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-20>>
  %s = "stablehlo.all_reduce"(%q) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
  %gi = "stablehlo.bitcast_convert"(%g) : (tensor<4x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<4xi8>
  %si = "stablehlo.bitcast_convert"(%s) : (tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2xi8>
  return %gi, %si : tensor<4xi8>, tensor<2xi8>
}
func.func @main() -> (tensor<4xi8>, tensor<2xi8>) {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %r:4 = "interpreter.run_parallel"(%a, %b) {programs = [[@step], [@step]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<4xi8>, tensor<2xi8>, tensor<4xi8>, tensor<2xi8>)
  return %r#0, %r#1 : tensor<4xi8>, tensor<2xi8>
})");
  ASSERT_TRUE(m);
  Result<Values> r = Interpreter(*m).run("main", {});
  ASSERT_TRUE(r.ok()) << r.error().str();
  // x / 0.5 - 20: [1, 2] -> [-18, -16], [3, 4] -> [-14, -12]; sums 4 and 6 -> -12 and -8.
  EXPECT_EQ(testing::tensorValues(r->at(0).tensor()), (std::vector<double>{-18, -16, -14, -12}));
  EXPECT_EQ(testing::tensorValues(r->at(1).tensor()), (std::vector<double>{-12, -8}));
}

// A sum entry would add results each already quantized (rounded): no entry
// sums into a quantized result; the same product into f32 keeps its sum.
TEST(Quantization, NoTileMappingEntrySumsIntoAQuantizedResult) {
  std::unique_ptr<Module> m = testing::parseVerified(R"(
func.func @main(%a: tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>) -> (tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>, tensor<4x2xf32>) {
  %q = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>
  %f = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6x!quant.uniform<i8:f32, 0.5:-3>>, tensor<6x2x!quant.uniform<i8:f32, 0.1:0>>) -> tensor<4x2xf32>
  return %q, %f : tensor<4x2x!quant.uniform<i8:f32, 0.3:2>>, tensor<4x2xf32>
})");
  ASSERT_TRUE(m);
  const auto& ops = m->lookup("main")->entry().ops();
  const auto entries = [](const Operation& op) {
    std::vector<std::string> out;
    for (const TmrEntry& e : tileMappings(op).entries) out.push_back(entryStr(e));
    return out;
  };
  EXPECT_EQ(entries(*ops[0]), (std::vector<std::string>{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 1) ↪ tile 1"}));
  EXPECT_EQ(entries(*ops[1]),
            (std::vector<std::string>{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 1) ↪ tile 1", "(tile 1, tile 0) ↪ sum"}));
}

TEST(Quantization, QuantizeAndDequantizeTypeRules) {
  Result<SourceFile> wrongExpressed = parseSource(R"(
func.func @main(%x: tensor<2xf64>) -> tensor<2x!quant.uniform<i8:f32, 0.1>> {
  %q = "stablehlo.uniform_quantize"(%x) : (tensor<2xf64>) -> tensor<2x!quant.uniform<i8:f32, 0.1>>
  return %q : tensor<2x!quant.uniform<i8:f32, 0.1>>
})", "t.mlir");
  ASSERT_TRUE(wrongExpressed.ok());
  const Status s = verifyModule(*wrongExpressed->modules[0]);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().message,
            "'stablehlo.uniform_quantize': operand element type f64 must be the result's expressed type f32 (C2)");
}

}  // namespace
}  // namespace partir
