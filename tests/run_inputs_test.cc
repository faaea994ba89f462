// `partir run` with inputs and outputs as .npy files (tools/run_inputs.h),
// Python-free: the test writes the inputs with writeNpy, runs the file as the
// CLI does (runFile), reads the outputs back with readNpy, and compares them
// with the interpreter run in memory on the same tensors.
#include <filesystem>
#include <fstream>
#include <set>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "interp/interpreter.h"
#include "interp/kernels/data_movement.h"
#include "interp/npy.h"
#include "interp/random_inputs.h"
#include "interp/thread_pool.h"
#include "semantics/parser.h"
#include "random_block.h"
#include "tensor_builders.h"
#include "tools/run_command.h"

namespace partir {
namespace {

namespace fs = std::filesystem;

// A fresh directory under the system's temporary directory.
fs::path scratchDir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("partir_run_inputs_" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

fs::path writeText(const fs::path& path, const std::string& text) {
  std::ofstream(path) << text;
  return path;
}

// One argument of every element type, each returned through an op of its
// kind (add on i1 is `or`, so x + x = x there). A sub-byte integer's file
// is int8 or uint8 (numpy has none, interp/npy.h).
constexpr const char* kEveryType = R"(
func.func @main(%a: tensor<2x3xi1>, %b: tensor<3xi8>, %c: tensor<3xi16>, %d: tensor<3xi32>,
                %e: tensor<3xi64>, %f: tensor<3xui8>, %g: tensor<3xui16>, %h: tensor<3xui32>,
                %i: tensor<3xui64>, %j: tensor<2x2xf16>, %k: tensor<2x2xbf16>, %l: tensor<f32>,
                %m: tensor<0x4xf64>, %n: tensor<5xi4>, %o: tensor<5xui2>)
    -> (tensor<2x3xi1>, tensor<3xi8>, tensor<3xi16>, tensor<3xi32>, tensor<3xi64>, tensor<3xui8>,
        tensor<3xui16>, tensor<3xui32>, tensor<3xui64>, tensor<2x2xf16>, tensor<2x2xbf16>,
        tensor<f32>, tensor<0x4xf64>, tensor<5xi4>, tensor<5xui2>) {
  %0 = stablehlo.add %a, %a : tensor<2x3xi1>
  %1 = stablehlo.add %b, %b : tensor<3xi8>
  %2 = stablehlo.add %c, %c : tensor<3xi16>
  %3 = stablehlo.add %d, %d : tensor<3xi32>
  %4 = stablehlo.add %e, %e : tensor<3xi64>
  %5 = stablehlo.add %f, %f : tensor<3xui8>
  %6 = stablehlo.add %g, %g : tensor<3xui16>
  %7 = stablehlo.add %h, %h : tensor<3xui32>
  %8 = stablehlo.add %i, %i : tensor<3xui64>
  %9 = stablehlo.multiply %j, %j : tensor<2x2xf16>
  %10 = stablehlo.multiply %k, %k : tensor<2x2xbf16>
  %11 = stablehlo.exponential %l : tensor<f32>
  %12 = stablehlo.negate %m : tensor<0x4xf64>
  %13 = stablehlo.add %n, %n : tensor<5xi4>
  %14 = stablehlo.add %o, %o : tensor<5xui2>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<2x3xi1>, tensor<3xi8>,
      tensor<3xi16>, tensor<3xi32>, tensor<3xi64>, tensor<3xui8>, tensor<3xui16>, tensor<3xui32>,
      tensor<3xui64>, tensor<2x2xf16>, tensor<2x2xbf16>, tensor<f32>, tensor<0x4xf64>, tensor<5xi4>, tensor<5xui2>
}
)";

TEST(RunInputs, EveryElementTypeRoundTripsThroughFiles) {
  const fs::path dir = scratchDir("every_type");
  const fs::path program = writeText(dir / "every_type.mlir", kEveryType);
  Result<SourceFile> file = parseFile(program.string());
  ASSERT_TRUE(file.ok()) << file.error().str();
  const Function& main = *file->modules.front()->lookup("main");
  std::vector<TensorType> types;
  for (const Type& t : main.argTypes) types.push_back(t.tensor());
  const Values inputs = randomRealInputs(types, 42);

  RunOptions options;
  options.outputDir = (dir / "out").string();
  for (size_t i = 0; i < inputs.size(); ++i) {
    const std::string path = (dir / fmt::format("in{}.npy", i)).string();
    ASSERT_TRUE(writeNpy(inputs[i].tensor(), path).ok());
    options.inputs.files.push_back(fmt::format("%{}={}", main.entry().argument(i)->name(), path));
  }
  const FileRun run = runFile(program.string(), options);
  ASSERT_EQ(run.verdict(), Verdict::kPass) << run.modules.front().message;

  Result<Values> expected = Interpreter(*file->modules.front()).run("main", inputs);
  ASSERT_TRUE(expected.ok()) << expected.error().str();
  ASSERT_EQ(run.modules.front().outputFiles.size(), expected->size());
  for (size_t i = 0; i < expected->size(); ++i) {
    EXPECT_EQ(run.modules.front().outputFiles[i], (dir / "out" / fmt::format("result_{}.npy", i)).string());
    Result<Tensor> back = readNpy(run.modules.front().outputFiles[i]);
    ASSERT_TRUE(back.ok()) << back.error().str();
    const Tensor& want = (*expected)[i].tensor();
    const Tensor got = isSubByteInteger(want.elementType()) ? back->withElementType(want.elementType()) : *back;
    EXPECT_TRUE(got.bitwiseEqual(want)) << "result " << i << ": " << back->str();
  }
}

constexpr const char* kNamed = R"(
func.func @main(%arg0: tensor<2xf32> {jax.arg_info = "params['w']"}, %arg1: tensor<2xf32> loc("bias"),
                %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32>
  return %0 : tensor<2xf32>
}
)";

struct NamedProgram {
  fs::path dir, program, w, w64, shortW;
};

NamedProgram namedProgram(const std::string& name) {
  NamedProgram p;
  p.dir = scratchDir(name);
  p.program = writeText(p.dir / "named.mlir", kNamed);
  p.w = p.dir / "w.npy";
  p.w64 = p.dir / "w64.npy";
  p.shortW = p.dir / "short.npy";
  EXPECT_TRUE(writeNpy(testing::makeTensor(ElementType::kF32, {2}, {1, 2}), p.w.string()).ok());
  EXPECT_TRUE(writeNpy(testing::makeTensor(ElementType::kF64, {2}, {1, 2}), p.w64.string()).ok());
  EXPECT_TRUE(writeNpy(testing::makeTensor(ElementType::kF32, {3}, {1, 2, 3}), p.shortW.string()).ok());
  return p;
}

std::string runMessage(const NamedProgram& p, std::vector<std::string> inputs, bool random = false) {
  RunOptions options;
  options.inputs.files = std::move(inputs);
  options.inputs.random = random;
  const FileRun run = runFile(p.program.string(), options);
  return run.verdict() == Verdict::kPass ? "pass" : run.modules.front().message;
}

TEST(RunInputs, ArgumentsAnswerToEveryName) {
  const NamedProgram p = namedProgram("names");
  const std::string w = p.w.string();
  EXPECT_EQ(runMessage(p, {"params['w']=" + w, "bias=" + w, "%x=" + w}, false),
            "pass") << "jax.arg_info, loc and spelling";
  EXPECT_EQ(runMessage(p, {"%arg0=" + w, "%arg1=" + w}, true), "pass") << "%argN, the rest random";
}

TEST(RunInputs, BadInputsAreNamed) {
  const NamedProgram p = namedProgram("errors");
  const std::string w = p.w.string();
  EXPECT_NE(runMessage(p, {"wrong=" + w}).find(
                "input 'wrong' names no argument of @main (arguments: %arg0 'params['w']', "
                "%arg1 'bias', %x)"),
            std::string::npos);
  EXPECT_NE(runMessage(p, {"bias=" + p.w64.string()}).find(
                "input 'bias' (" + p.w64.string() + ") is tensor<2xf64>; argument %arg1 'bias' of @main "
                "is tensor<2xf32>"),
            std::string::npos);
  EXPECT_NE(runMessage(p, {"bias=" + p.shortW.string()}).find("is tensor<3xf32>; argument %arg1"),
            std::string::npos);
  EXPECT_NE(runMessage(p, {"bias=" + w, "%arg1=" + w}).find(
                "inputs 'bias' and '%arg1' both name argument %arg1 'bias' of @main"),
            std::string::npos);
  EXPECT_NE(runMessage(p, {"bias=" + w}).find(
                "@main argument %arg0 'params['w']' (tensor<2xf32>) has no input: give --input "
                "NAME=FILE.npy for it, or --random-inputs"),
            std::string::npos);
  EXPECT_NE(runMessage(p, {"bias"}).find("--input 'bias' is not NAME=PATH.npy"), std::string::npos);
  EXPECT_NE(runMessage(p, {"bias=" + (p.dir / "missing.npy").string()}).find("missing.npy: error:"),
            std::string::npos);
}

// numpy has no i4: its argument takes an int8 file whose values are in range.
TEST(RunInputs, ASubByteArgumentTakesAnInt8FileInItsRange) {
  const fs::path dir = scratchDir("sub_byte");
  const fs::path program = writeText(dir / "i4.mlir", R"(
func.func @main(%q: tensor<3xi4>) -> tensor<3xi4> {
  %0 = stablehlo.add %q, %q : tensor<3xi4>
  return %0 : tensor<3xi4>
})");
  const auto run = [&](std::vector<double> values) {
    const fs::path file = dir / "q.npy";
    EXPECT_TRUE(writeNpy(testing::makeTensor(ElementType::kI8, {3}, values), file.string()).ok());
    RunOptions options;
    options.inputs.files = {"%q=" + file.string()};
    const FileRun r = runFile(program.string(), options);
    return r.verdict() == Verdict::kPass ? "pass " + r.modules.front().results.front().tensor().str() : r.modules.front().message;
  };
  EXPECT_EQ(run({1, -8, 7}), "pass tensor<3xi4> [2, 0, -2]");
  EXPECT_NE(run({1, 2, 9}).find("element 2 (9) is out of range for i4"), std::string::npos);
}

// Counter-based: each element is a function of the seed, the argument and
// its index alone, so a tensor is the prefix of a longer one and is filled
// with the same bits by any number of threads (odd sizes: several chunks and
// a last element without a pair).
TEST(RunInputs, RandomInputsDependOnTheIndexAlone) {
  const std::vector<TensorType> types = {
      TensorType{{300001}, ElementType::kF32}, TensorType{{70001}, ElementType::kBF16},
      TensorType{{99999}, ElementType::kF64}, TensorType{{131073}, ElementType::kI32},
      TensorType{{65537}, ElementType::kI1}};
  setKernelThreads(1);
  const Values one = randomRealInputs(types, 5);
  setKernelThreads(3);
  const Values three = randomRealInputs(types, 5);
  setKernelThreads(0);
  for (size_t i = 0; i < types.size(); ++i)
    EXPECT_TRUE(one[i].tensor().bitwiseEqual(three[i].tensor())) << types[i].str();
  const Tensor prefix = randomRealInputs({TensorType{{7}, ElementType::kF32}}, 5)[0].tensor();
  for (int64_t i = 0; i < 7; ++i) EXPECT_EQ(prefix.get<float>(i), one[0].tensor().get<float>(i));
}

// A device's shard of a random input, drawn alone (docs/mpi.md), is the same
// bits as the shard sliced from the whole input: for every element type's
// way of drawing (64-bit, halves of a draw, complex parts, sub-byte wraps)
// and any block. Shrinks to the smallest shape and block that differ.
RC_GTEST_PROP(RandomInputs, AShardDrawnAloneIsTheSliceOfTheWhole, ()) {
  const std::string name = *rc::gen::element<std::string>("f32", "f64", "bf16", "i1", "i4", "i32", "i64",
                                                          "complex<f32>", "f8E4M3FN");
  const testing::RandomBlock b = testing::randomBlock(*parseElementType(name));
  const uint64_t seed = *rc::gen::inRange<uint64_t>(0, 100);
  const Tensor expected = slice(randomRealInputs({b.whole}, seed)[0].tensor(), b.start, b.limit, b.strides);
  const Tensor got = randomRealBlock(b.whole, seed, b.start, b.shape);
  RC_ASSERT(got.type() == expected.type());
  RC_ASSERT(got.bitwiseEqual(expected));
}

TEST(RunInputs, RandomInputsFollowTheSeedPerArgument) {
  const std::vector<TensorType> types = {TensorType{{64}, ElementType::kF32},
                                         TensorType{{64}, ElementType::kI32}};
  const Values a = randomRealInputs(types, 7), b = randomRealInputs(types, 7);
  EXPECT_TRUE(a[0].tensor().bitwiseEqual(b[0].tensor()));
  EXPECT_FALSE(a[0].tensor().bitwiseEqual(randomRealInputs(types, 8)[0].tensor()));
  // Argument 1 alone, drawn from stream seed + 1, is what it is among all.
  EXPECT_TRUE(randomRealInputs({types[1]}, 8)[0].tensor().bitwiseEqual(a[1].tensor()));
  for (int64_t i = 0; i < 64; ++i) {
    EXPECT_GE(a[0].tensor().get<float>(i), -1.0f);
    EXPECT_LT(a[0].tensor().get<float>(i), 1.0f);
    EXPECT_GE(a[1].tensor().get<int32_t>(i), 0);
    EXPECT_LT(a[1].tensor().get<int32_t>(i), 10);
  }
}

TEST(RunInputs, OutputDirNeedsOneEntry) {
  const fs::path dir = scratchDir("two_entries");
  const fs::path program = writeText(dir / "two.mlir", R"(
func.func @f() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  return %0 : tensor<i32>
}
func.func @g() -> tensor<i32> {
  %0 = stablehlo.constant dense<2> : tensor<i32>
  return %0 : tensor<i32>
}
)");
  RunOptions options;
  options.outputDir = (dir / "out").string();
  FileRun run = runFile(program.string(), options);
  EXPECT_NE(run.modules.front().message.find("--output-dir needs one entry function; choose it with --entry"),
            std::string::npos);
  options.entry = "g";
  run = runFile(program.string(), options);
  ASSERT_EQ(run.verdict(), Verdict::kPass) << run.modules.front().message;
  Result<Tensor> back = readNpy((dir / "out" / "result_0.npy").string());
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back->get<int32_t>(0), 2);
}

}  // namespace
}  // namespace partir

namespace partir {
namespace {

// interp/random_inputs.h: limitIntegerInputs draws integers only from their
// type's limits and around 0, and leaves floats and i1 as randomIntegerInputs
// draws them.
TEST(RandomInputs, LimitInputsDrawIntegersAtTheirTypesLimits) {
  const std::vector<TensorType> types = {TensorType{{4096}, ElementType::kI32}, TensorType{{4096}, ElementType::kUI8},
                                         TensorType{{64}, ElementType::kF32}, TensorType{{64}, ElementType::kI1}};
  const Values limits = limitIntegerInputs(types, 7), small = randomIntegerInputs(types, 7);
  const std::set<double> i32 = {-2147483648.0, -2147483647.0, -1, 0, 1, 2147483646.0, 2147483647.0};
  const std::set<double> ui8 = {0, 1, 2, 254, 255};
  std::set<double> seen32, seen8;
  for (double v : testing::tensorValues(limits[0].tensor())) seen32.insert(v);
  for (double v : testing::tensorValues(limits[1].tensor())) seen8.insert(v);
  EXPECT_EQ(seen32, i32);  // no other value, and 4096 draws reach every one
  EXPECT_EQ(seen8, ui8);
  EXPECT_EQ(testing::tensorValues(limits[2].tensor()), testing::tensorValues(small[2].tensor()));
  EXPECT_EQ(testing::tensorValues(limits[3].tensor()), testing::tensorValues(small[3].tensor()));
  EXPECT_EQ(testing::tensorValues(limitIntegerInputs(types, 7)[0].tensor()),
            testing::tensorValues(limits[0].tensor()));  // the seed decides
}

}  // namespace
}  // namespace partir

namespace partir {
namespace {

// --args takes the arguments as stablehlo-translate --interpret --args does;
// the corpus runner reads them off a test's RUN line.
TEST(RunArgs, ALiteralListGivesEachArgumentInOrder) {
  Result<std::vector<Tensor>> args = parseArgsList("[dense<[1, 2]> : tensor<2xi32>, dense<(1.5, -2.0)> : tensor<complex<f32>>]");
  ASSERT_TRUE(args.ok()) << args.error().str();
  ASSERT_EQ(args->size(), 2u);
  EXPECT_EQ(args->at(0).get<int32_t>(1), 2);
  EXPECT_EQ(args->at(1).type().str(), "tensor<complex<f32>>");
  EXPECT_FALSE(parseArgsList("not_array").ok());
  EXPECT_FALSE(parseArgsList("[4.0 : f32]").ok());
  EXPECT_EQ(argsOfRunLine("// RUN: not stablehlo-translate %s --interpret --args=\"[x]\"\n"
                          "// RUN: stablehlo-translate %s --interpret --args=\"[dense<1> : tensor<i32>]\" | FileCheck\n"),
            "[dense<1> : tensor<i32>]");
}

TEST(RunArgs, TheCountAndTypesMustMatchTheEntry) {
  const fs::path program = writeText(scratchDir("args") / "p.mlir", R"(
func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
})");
  RunOptions options;
  options.inputs.args = "[dense<1> : tensor<2xi32>, dense<2> : tensor<2xi32>]";
  const FileRun ok = runFile(program.string(), options);
  ASSERT_EQ(ok.verdict(), Verdict::kPass) << ok.modules.at(0).message;
  EXPECT_EQ(ok.modules[0].results[0].tensor().get<int32_t>(0), 3);
  options.inputs.args = "[dense<1> : tensor<2xi32>]";
  const FileRun few = runFile(program.string(), options);
  EXPECT_NE(few.modules.at(0).message.find("--args has 1 values; @main takes 2 arguments"), std::string::npos)
      << few.modules[0].message;
  options.inputs.args = "[dense<1> : tensor<2xi32>, dense<1.0> : tensor<2xf32>]";
  const FileRun typed = runFile(program.string(), options);
  EXPECT_NE(typed.modules.at(0).message.find("--args value 1 is tensor<2xf32>"), std::string::npos)
      << typed.modules[0].message;
}

}  // namespace
}  // namespace partir
