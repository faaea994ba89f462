// Shape-polymorphic programs (semantics/shape_polymorphism.h,
// interp/shape_refinement.h, tools/run_inputs.h refineForInputs and
// loadRefinedFile): which dimension variables a program has, what each
// refines to, the values a refined program computes (against the same
// program written statically), and every refusal with its message.
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "interp/interpreter.h"
#include "interp/npy.h"
#include "interp/shape_refinement.h"
#include "semantics/file_io.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "semantics/printer.h"
#include "semantics/shape_polymorphism.h"
#include "tensor_builders.h"
#include "tools/run_command.h"
#include "tools/run_inputs.h"

namespace partir {
namespace {

namespace fs = std::filesystem;

std::unique_ptr<Module> parseOne(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().str());
  return file.ok() ? std::move(file->modules.at(0)) : nullptr;
}

fs::path writeText(const std::string& name, const std::string& text) {
  const fs::path path = fs::temp_directory_path() / ("partir_shape_refinement_" + name);
  std::ofstream(path) << text;
  return path;
}

// Random inputs with the dimension variables sized by `dims`.
InputOptions randomWithDims(std::vector<std::string> dims) {
  InputOptions options;
  options.random = true;
  options.dims = std::move(dims);
  return options;
}

// jax2tf's form: the dimension argument %n, then the array; @main
// broadcasts %x (n x 4) to 2 x n x 4 through a shape it computes from %n.
constexpr const char* kDimensionArgument = R"(
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>, %y: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %shape = stablehlo.concatenate %c2, %1, %c4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<2x?x4xf32>
  %3 = stablehlo.add %2, %y : tensor<2x?x4xf32>
  return %3 : tensor<2x?x4xf32>
}
)";

// The same program at n = 3, written statically.
constexpr const char* kDimensionArgumentAt3 = R"(
func.func @main(%n: tensor<i64>, %x: tensor<3x4xf32>, %y: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %2 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
  %3 = stablehlo.add %2, %y : tensor<2x3x4xf32>
  return %3 : tensor<2x3x4xf32>
}
)";

TEST(DimensionVariables, ADimensionArgumentSizesEveryQuestionMark) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  ASSERT_TRUE(m);
  const std::vector<DimensionVariable> vars = dimensionVariables(*m, *m->lookup("main"));
  ASSERT_EQ(vars.size(), 1u);
  EXPECT_EQ(vars[0].name, "n");
  EXPECT_EQ(vars[0].valueArgument, 0u);
  EXPECT_EQ(vars[0].sizes, (std::vector<ArgumentDim>{{1, 0}, {2, 1}}));
}

TEST(DimensionVariables, AsManyArgumentsAsQuestionMarksPairInOrder) {
  std::unique_ptr<Module> m = parseOne(R"(
func.func @main(%a: tensor<i64>, %b: tensor<i64>, %x: tensor<?x5x?xf32>) -> tensor<?x5x?xf32> {
  return %x : tensor<?x5x?xf32>
})");
  ASSERT_TRUE(m);
  const std::vector<DimensionVariable> vars = dimensionVariables(*m, *m->lookup("main"));
  ASSERT_EQ(vars.size(), 2u);
  EXPECT_EQ(vars[0].sizes, (std::vector<ArgumentDim>{{2, 0}}));
  EXPECT_EQ(vars[1].sizes, (std::vector<ArgumentDim>{{2, 2}}));
}

TEST(DimensionVariables, JaxExportNamesThemByGlobalConstant) {
  Result<std::string> text = readInputFile(std::string(PARTIR_SOURCE_DIR) + "/examples/shape_polymorphic.mlir", "");
  ASSERT_TRUE(text.ok());
  std::unique_ptr<Module> m = parseOne(*text);
  ASSERT_TRUE(m);
  const std::vector<DimensionVariable> vars = dimensionVariables(*m, *m->lookup("main"));
  ASSERT_EQ(vars.size(), 1u);
  EXPECT_EQ(vars[0].name, "b");
  EXPECT_FALSE(vars[0].valueArgument);
  EXPECT_EQ(vars[0].sizes, (std::vector<ArgumentDim>{{0, 0}}));
}

// jax.export reads `b` from args[0] and asserts args[1]'s dim equal to it
// ("Found inconsistency between dimension size args[1].shape[0] ..."): `b`
// sizes both, so `--dim b=4` refines both arguments, and inputs that differ
// there stop with JAX's message.
TEST(DimensionVariables, AnAssertedEqualDimOfAnotherArgumentHasTheSameVariable) {
  const std::string text = R"(
func.func public @main(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
  %2 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %3 = stablehlo.convert %2 : (tensor<i32>) -> tensor<i64>
  %4 = stablehlo.compare  EQ, %3, %1,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%4, %3, %1) {error_message = "Found inconsistency between dimension size args[1].shape[0] (= {0}) and the specification 'b' (= {1}).", has_side_effect = true} : (tensor<i1>, tensor<i64>, tensor<i64>) -> ()
  %5 = call @_wrapped_jax_export_main(%1, %arg0, %arg1) : (tensor<i64>, tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %5 : tensor<?x4xf32>
}
func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>, %arg2: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.add %arg1, %arg2 : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
)";
  std::unique_ptr<Module> m = parseOne(text);
  ASSERT_TRUE(m);
  const std::vector<DimensionVariable> vars = dimensionVariables(*m, *m->lookup("main"));
  ASSERT_EQ(vars.size(), 1u);
  EXPECT_EQ(vars[0].sizes, (std::vector<ArgumentDim>{{0, 0}, {1, 0}}));
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), randomWithDims({"b=4"}));
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  EXPECT_EQ(refined->module->lookup("main")->argTypes[1].str(), "tensor<4x4xf32>");
}

TEST(ShapeRefinement, TheRefinedProgramComputesWhatTheStaticOneDoes) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  std::unique_ptr<Module> fixed = parseOne(kDimensionArgumentAt3);
  ASSERT_TRUE(m && fixed);
  InputOptions options = randomWithDims({"n=3"});
  options.seed = 7;
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), options);
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  const Function& main = *refined->module->lookup("main");
  EXPECT_EQ(main.resultTypes[0].str(), "tensor<2x3x4xf32>");
  EXPECT_EQ(refined->args[0].tensor().get<int64_t>(0), 3);  // the dimension argument is the size
  Result<Values> got = Interpreter(*refined->module).run("main", refined->args);
  Result<Values> want = Interpreter(*fixed).run("main", refined->args);
  ASSERT_TRUE(got.ok() && want.ok());
  EXPECT_TRUE(got->at(0).tensor().bitwiseEqual(want->at(0).tensor()));
}

TEST(ShapeRefinement, DynamicOpsBecomeTheirStaticFormsAndShapeArithmeticGoes) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  ASSERT_TRUE(m);
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), randomWithDims({"*=5"}));
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  const std::string text = printModule(*refined->module);
  EXPECT_NE(text.find("stablehlo.broadcast_in_dim"), std::string::npos) << text;
  for (const char* gone : {"dynamic_broadcast_in_dim", "concatenate", "convert", "tensor<?"})
    EXPECT_EQ(text.find(gone), std::string::npos) << gone << " in\n" << text;
}

TEST(ShapeRefinement, AnInputFileSizesTheVariable) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  ASSERT_TRUE(m);
  const fs::path x = fs::temp_directory_path() / "partir_shape_refinement_x.npy";
  ASSERT_TRUE(writeNpy(testing::syntheticTensor(TensorType{{6, 4}, ElementType::kF32}), x.string()).ok());
  InputOptions options;
  options.random = true;
  options.files = {"%x=" + x.string()};
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), options);
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  EXPECT_EQ(refined->module->lookup("main")->resultTypes[0].str(), "tensor<2x6x4xf32>");
  options.dims = {"n=5"};
  Result<RefinedRun> conflict = refineForInputs(*m, *m->lookup("main"), options);
  ASSERT_FALSE(conflict.ok());
  EXPECT_NE(conflict.error().message.find("dimension variable 'n' of @main is 5 by --dim or another input but 6 "
                                          "by the input for %x (dim 0)"),
            std::string::npos)
      << conflict.error().message;
}

TEST(ShapeRefinement, DimErrorsNameTheVariables) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  ASSERT_TRUE(m);
  InputOptions options;
  options.random = true;
  Result<RefinedRun> missing = refineForInputs(*m, *m->lookup("main"), options);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message,
            "dimension variable 'n' of @main has no size: give --dim n=SIZE, or an --input for an argument it "
            "sizes (variables: n)");
  options.dims = {"b=3"};
  Result<RefinedRun> unknown = refineForInputs(*m, *m->lookup("main"), options);
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().message, "--dim names no dimension variable of @main: 'b' (variables: n)");
  options.dims = {"n=-1"};
  EXPECT_FALSE(refineForInputs(*m, *m->lookup("main"), options).ok());
}

TEST(ShapeRefinement, ADynamicCalleeIsInlinedAndDropped) {
  std::unique_ptr<Module> m = parseOne(R"(
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<4xf32> {
  %0 = call @colsum(%n, %x) : (tensor<i64>, tensor<?x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @colsum(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
})");
  ASSERT_TRUE(m);
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), randomWithDims({"n=3"}));
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  EXPECT_EQ(refined->module->functions.size(), 1u);
  EXPECT_EQ(refined->module->lookup("main")->argTypes[1].str(), "tensor<3x4xf32>");
}

TEST(ShapeRefinement, AShapeAssertionThatFailsStopsWithJaxsMessage) {
  const std::string path = std::string(PARTIR_SOURCE_DIR) + "/examples/shape_polymorphic.mlir";
  RunOptions options;
  options.inputs.random = true;
  options.inputs.dims = {"b=0"};
  const FileRun zero = runFile(path, options);
  ASSERT_EQ(zero.modules.size(), 1u);
  EXPECT_EQ(zero.verdict(), Verdict::kError);
  EXPECT_NE(zero.modules[0].message.find("Expected value >= 1 for dimension variable 'b'"), std::string::npos);
  EXPECT_NE(zero.modules[0].message.find("'b' = 0 from specification 'b'"), std::string::npos)
      << zero.modules[0].message;
  options.inputs.dims = {"b=3"};
  const FileRun three = runFile(path, options);
  EXPECT_EQ(three.verdict(), Verdict::kPass) << three.modules[0].message;
  ASSERT_EQ(three.modules[0].results.size(), 1u);
  EXPECT_EQ(three.modules[0].results[0].tensor().type().str(), "tensor<3x4xf32>");
}

TEST(ShapeRefinement, AShapeThatDependsOnDataIsRefused) {
  std::unique_ptr<Module> m = parseOne(R"(
func.func @main(%s: tensor<1xi32>) -> tensor<?xf32> {
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
})");
  ASSERT_TRUE(m);
  Function& main = *m->lookup("main");
  const Status s = refineShapes(*m, main, main.argTypes, {});
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().kind, ErrorKind::kUnsupported);
  EXPECT_EQ(s.error().message,
            "'stablehlo.dynamic_iota': output_shape is not known from the dimension variables: a shape that "
            "depends on data cannot be refined");
}

TEST(ShapeRefinement, ADeclaredStaticDimThatTheShapeContradictsIsAnError) {
  std::unique_ptr<Module> m = parseOne(R"(
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x5xf32> {
  %c = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %x, %c, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
})");
  ASSERT_TRUE(m);
  Function& main = *m->lookup("main");
  const Status s = refineShapes(*m, main, {Type::tensor({3, 4}, ElementType::kF32)}, {});
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().message, "'stablehlo.dynamic_broadcast_in_dim': result #0 tensor<?x5xf32> dim 1 is 4 for "
                               "these inputs");
}

// JAX's dynamic slice: limit = start + sizes with a start from data. The
// sizes fix the shape; the start is read when it runs.
TEST(ShapeRefinement, ASliceOfDataDependentStartAndKnownSizeRefines) {
  std::unique_ptr<Module> m = parseOne(R"(
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>, %at: tensor<2xi32>) -> tensor<?x2xf32> {
  %0 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %c2 = stablehlo.constant dense<2> : tensor<1xi32>
  %size = stablehlo.concatenate %1, %c2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %start = stablehlo.add %at, %at : tensor<2xi32>
  %again = stablehlo.add %at, %at : tensor<2xi32>
  %limit = stablehlo.add %again, %size : tensor<2xi32>
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %0s = stablehlo.real_dynamic_slice %x, %start, %limit, %one : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  return %0s : tensor<?x2xf32>
})");
  ASSERT_TRUE(m);
  InputOptions options;
  options.dims = {"n=2"};
  const fs::path at = fs::temp_directory_path() / "partir_shape_refinement_at.npy";
  ASSERT_TRUE(writeNpy(testing::makeTensor(ElementType::kI32, {2}, {0, 1}), at.string()).ok());
  options.files = {"%at=" + at.string()};
  options.random = true;
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), options);
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  EXPECT_EQ(refined->module->lookup("main")->resultTypes[0].str(), "tensor<2x2xf32>");
  Result<Values> got = Interpreter(*refined->module).run("main", refined->args);
  ASSERT_TRUE(got.ok()) << got.error().str();
  const Tensor& x = refined->args[1].tensor();
  for (int64_t i = 0; i < 2; ++i)  // start [0, 2]: columns 2-3 of x
    for (int64_t j = 0; j < 2; ++j)
      EXPECT_EQ(got->at(0).tensor().get<float>(i * 2 + j), x.get<float>(i * 4 + 2 + j));
}

TEST(ShapeRefinement, PartitionAndCheckRefineByDimAlone) {
  const fs::path path = writeText("dimarg.mlir", kDimensionArgument);
  Result<SourceFile> file = loadRefinedFile(path.string(), "", {"n=4"});
  ASSERT_TRUE(file.ok()) << file.error().str();
  EXPECT_EQ(file->modules[0]->lookup("main")->argTypes[2].str(), "tensor<2x4x4xf32>");
  Result<SourceFile> none = loadRefinedFile(path.string(), "", {});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error().kind, ErrorKind::kUnsupported);
}

TEST(ShapeRefinement, AnUnrefinedProgramIsRefusedByTheVerifierNamingWhatToDo) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  ASSERT_TRUE(m);
  const Status s = verifyModule(*m);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().kind, ErrorKind::kUnsupported);
  EXPECT_NE(s.error().message.find("tensor<?x4xf32> has a dynamic dim; a shape-polymorphic program is refined"),
            std::string::npos)
      << s.error().message;
}

// An op on quantized tensors refines through its expressed copy, and its
// refined result keeps its quantization.
TEST(ShapeRefinement, QuantizedResultsKeepTheirParameters) {
  std::unique_ptr<Module> m = parseOne(R"(
func.func @main(%n: tensor<i64>, %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<?x4xf32>) -> tensor<?x4x!quant.uniform<i8:f32, 0.1:-3>>
  %a = stablehlo.add %q, %q : (tensor<?x4x!quant.uniform<i8:f32, 0.1:-3>>, tensor<?x4x!quant.uniform<i8:f32, 0.1:-3>>) -> tensor<?x4x!quant.uniform<i8:f32, 0.2:0>>
  %d = stablehlo.uniform_dequantize %a : (tensor<?x4x!quant.uniform<i8:f32, 0.2:0>>) -> tensor<?x4xf32>
  return %d : tensor<?x4xf32>
})");
  ASSERT_TRUE(m);
  Result<RefinedRun> refined = refineForInputs(*m, *m->lookup("main"), randomWithDims({"n=2"}));
  ASSERT_TRUE(refined.ok()) << refined.error().str();
  EXPECT_NE(printModule(*refined->module).find("tensor<2x4x!quant.uniform<i8:f32, 0.2>>"), std::string::npos)
      << printModule(*refined->module);
}

TEST(ShapeRefinement, QuestionMarksPrintBack) {
  std::unique_ptr<Module> m = parseOne(kDimensionArgument);
  ASSERT_TRUE(m);
  EXPECT_NE(printModule(*m).find("tensor<2x?x4xf32>"), std::string::npos);
}

}  // namespace
}  // namespace partir
