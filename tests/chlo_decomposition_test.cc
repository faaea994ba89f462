// The CHLO decomposition library (semantics/chlo_decomposition.h): the rules
// its files must keep, the instantiation (shapes, instance types, rounded
// constants, the f32 upcast), and each decomposition against an independent
// reference (glibc's functions in long double or double, or an identity).
#include <cmath>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "interp/kernels/decomposed.h"
#include "semantics/chlo_decomposition.h"
#include "semantics/printer.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;
using ::testing::HasSubstr;

TEST(ChloLibrary, TheBundledFilesKeepTheRules) {
  const Status s = checkChloLibrary();
  EXPECT_TRUE(s.ok()) << s.error().str();
  EXPECT_THAT(chloDecompositionSummary(), ::testing::Contains("chlo.erf_inv: f32 f64 (narrower floats via f32)"));
}

std::string libraryError(const std::string& text) {
  const Status s = checkChloLibrary({{"op.mlir", text}});
  return s.ok() ? "ok" : s.error().message;
}

TEST(ChloLibrary, RefusesWhatIsNotAPointwiseScalarFunctionWithInstances) {
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
})"),
              HasSubstr("op.mlir: @f has no chlo.instances"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> attributes {chlo.instances = ["f32"]} {
  return %x : tensor<2xf32>
})"),
              HasSubstr("@f takes tensor<2xf32>, not a scalar"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<1xf32> attributes {chlo.instances = ["f32"]} {
  %0 = stablehlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
})"),
              HasSubstr("@f: stablehlo.reshape is not pointwise"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["i32"]} {
  return %x : tensor<f32>
})"),
              HasSubstr("@f cannot serve i32"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["f32"]} {
  return %x : tensor<f32>
}
func.func @g(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f64", "f32"]} {
  return %x : tensor<f64>
})"),
              HasSubstr("two functions serve f32"));
  EXPECT_EQ(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["f32"]} {
  %0 = stablehlo.sqrt %x : tensor<f32>
  return %0 : tensor<f32>
})"),
            "ok");
}

std::string instanceText(std::string_view op, const Type& type) {
  Result<std::unique_ptr<Module>> m = instantiateChloDecomposition(op, std::vector<Type>{type});
  return m.ok() ? printModule(**m) : m.error().str();
}

TEST(ChloLibrary, AnInstanceHasTheOperandShapeAndNarrowFloatsComputeInF32) {
  const std::string f32 = instanceText("chlo.erf_inv", Type::tensor({2, 3}, ElementType::kF32));
  EXPECT_THAT(f32, HasSubstr("stablehlo.constant dense<5.0> : tensor<2x3xf32>"));
  EXPECT_THAT(f32, ::testing::Not(HasSubstr("convert")));
  const std::string bf16 = instanceText("chlo.erf_inv", Type::tensor({4}, ElementType::kBF16));
  EXPECT_THAT(bf16, HasSubstr("stablehlo.convert %arg0 : (tensor<4xbf16>) -> tensor<4xf32>"));
  EXPECT_THAT(bf16, HasSubstr("-> tensor<4xbf16>"));
  EXPECT_THAT(instanceText("chlo.erf_inv", Type::tensor({4}, ElementType::kI32)),
              HasSubstr("chlo.erf_inv has no decomposition for i32"));
}

// A bf16 result is the f32 instance's result rounded once.
TEST(ChloLibrary, AnUpcastResultIsTheF32ResultRounded) {
  const std::vector<double> xs = {-0.99, -0.5, -0.01, 0.0, 0.2, 0.7, 0.96};
  const std::vector<double> narrow =
      tensorValues(runChloDecomposition("chlo.erf_inv", {makeTensor(ElementType::kBF16, {7}, xs)}));
  std::vector<double> bf16Xs = tensorValues(makeTensor(ElementType::kBF16, {7}, xs));
  const std::vector<double> wide = tensorValues(makeTensor(
      ElementType::kBF16, {7},
      tensorValues(runChloDecomposition("chlo.erf_inv", {makeTensor(ElementType::kF32, {7}, bf16Xs)}))));
  EXPECT_EQ(narrow, wide);
}

}  // namespace
}  // namespace partir
