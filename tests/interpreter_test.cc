// The reference interpreter's own machinery: scopes, calls, regions that
// capture outer values, and handing buffers to kernels at a value's last use
// without ever letting an in-place kernel clobber a value still needed.
#include <gtest/gtest.h>

#include "interp/deferred_operand.h"
#include "interp/interpreter.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

// Runs @main of `text` and returns its results as strings.
std::vector<std::string> runMain(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "test.mlir");
  EXPECT_TRUE(file.ok()) << (file.ok() ? "" : file.error().str());
  if (!file.ok()) return {};
  const Module& m = *file->modules.front();
  Status verified = verifyModule(m);
  EXPECT_TRUE(verified.ok()) << (verified.ok() ? "" : verified.error().str());
  Result<Values> out = Interpreter(m).run("main", {});
  EXPECT_TRUE(out.ok()) << (out.ok() ? "" : out.error().str());
  std::vector<std::string> strings;
  if (out.ok())
    for (const auto& v : out.value()) strings.push_back(v.str());
  return strings;
}

TEST(Interpreter, AValueUsedTwiceByOneOpIsNotClobbered) {
  EXPECT_EQ(runMain(R"(
    func.func @main() -> (tensor<2xi32>, tensor<2xi32>) {
      %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
      %1 = stablehlo.add %0, %0 : tensor<2xi32>
      %2 = stablehlo.multiply %1, %1 : tensor<2xi32>
      %3 = stablehlo.add %0, %2 : tensor<2xi32>
      return %1, %3 : tensor<2xi32>, tensor<2xi32>
    })"),
            (std::vector<std::string>{"tensor<2xi32> [2, 4]", "tensor<2xi32> [5, 18]"}));
}

TEST(Interpreter, ValuesStayAliveForRegionsThatCaptureThem) {
  // %c is last used directly by the add, but the while body reads it after.
  EXPECT_EQ(runMain(R"(
    func.func @main() -> tensor<i32> {
      %c = stablehlo.constant dense<3> : tensor<i32>
      %zero = stablehlo.constant dense<0> : tensor<i32>
      %start = stablehlo.add %zero, %zero : tensor<i32>
      %r = stablehlo.while(%i = %start) : tensor<i32>
       cond {
        %lt = stablehlo.compare LT, %i, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %next = stablehlo.add %i, %one : tensor<i32>
        stablehlo.return %next : tensor<i32>
      }
      %out = stablehlo.add %r, %c : tensor<i32>
      return %out : tensor<i32>
    })"),
            std::vector<std::string>{"tensor<i32> [6]"});
}

// The ops of @main of `text` that the interpreter defers (interp/deferred_operand.h).
std::vector<std::string> deferredOpNames(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  EXPECT_TRUE(file.ok());
  if (!file.ok()) return {};
  const Block& block = file->modules.front()->lookup("main")->body.front();
  const std::vector<bool> flags = deferredOps(block);
  std::vector<std::string> names;
  for (size_t i = 0; i < flags.size(); ++i)
    if (flags[i]) names.push_back(block.ops()[i]->name());
  return names;
}

TEST(Interpreter, PadsAndTransposesFeedingAConvolutionOrADotAreReadThrough) {
  // With one use, the pad and the transposes are deferred into the
  // convolution and the dot_general (interp/deferred_operand.h); returned
  // as well, they have two uses and run as written. Same results.
  const std::string body = R"(
      %x = stablehlo.constant dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %p = stablehlo.pad %x, %zero, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 1] : (tensor<1x1x3xf32>, tensor<f32>) -> tensor<1x1x5xf32>
      %pt = stablehlo.transpose %p, dims = [1, 0, 2] : (tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
      %w = stablehlo.constant dense<[[[1.0, 10.0]]]> : tensor<1x1x2xf32>
      %c = stablehlo.convolution(%pt, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x5xf32>, tensor<1x1x2xf32>) -> tensor<1x1x4xf32>
      %m = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
      %mt = stablehlo.transpose %m, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
      %d = stablehlo.dot_general %mt, %m, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
      %e = stablehlo.reshape %d : (tensor<2x2xf32>) -> tensor<4xf32>
      %r = stablehlo.reshape %c : (tensor<1x1x4xf32>) -> tensor<4xf32>
      %s = stablehlo.add %e, %r : tensor<4xf32>)";
  const std::vector<std::string> deferred = runMain("func.func @main() -> tensor<4xf32> {" + body +
                                                    "\n return %s : tensor<4xf32>\n}");
  const std::vector<std::string> asWritten = runMain(
      "func.func @main() -> (tensor<4xf32>, tensor<1x1x5xf32>, tensor<1x1x5xf32>, tensor<2x3xf32>) {" + body +
      "\n return %s, %p, %pt, %mt : tensor<4xf32>, tensor<1x1x5xf32>, tensor<1x1x5xf32>, tensor<2x3xf32>\n}");
  // conv of [1, 0, 2, 0, 3] with [1, 10]: [1, 20, 2, 30]; m^T m = [[35, 44], [44, 56]].
  ASSERT_EQ(deferred.size(), 1u);
  EXPECT_EQ(deferred[0], "tensor<4xf32> [36, 64, 46, 86]");
  ASSERT_EQ(asWritten.size(), 4u);
  EXPECT_EQ(asWritten[0], deferred[0]);

  EXPECT_EQ(deferredOpNames("func.func @main() -> tensor<4xf32> {" + body + "\n return %s : tensor<4xf32>\n}"),
            (std::vector<std::string>{"stablehlo.pad", "stablehlo.transpose", "stablehlo.transpose"}));
}

TEST(Interpreter, APadsValueIsReadAsIsEvenFromATranspose) {
  // The transpose feeds the pad's value (operand 1), which the pad reads as
  // a tensor: it runs, and only the pad is deferred into the convolution.
  const std::string text = R"(
    func.func @main() -> tensor<1x1x4xf32> {
      %x = stablehlo.constant dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>
      %z = stablehlo.constant dense<0.0> : tensor<f32>
      %zt = stablehlo.transpose %z, dims = [] : (tensor<f32>) -> tensor<f32>
      %p = stablehlo.pad %x, %zt, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 1] : (tensor<1x1x3xf32>, tensor<f32>) -> tensor<1x1x5xf32>
      %w = stablehlo.constant dense<[[[1.0, 10.0]]]> : tensor<1x1x2xf32>
      %c = stablehlo.convolution(%p, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x5xf32>, tensor<1x1x2xf32>) -> tensor<1x1x4xf32>
      return %c : tensor<1x1x4xf32>
    })";
  EXPECT_EQ(runMain(text), std::vector<std::string>{"tensor<1x1x4xf32> [1, 20, 2, 30]"});
  EXPECT_EQ(deferredOpNames(text), std::vector<std::string>{"stablehlo.pad"});
}

TEST(Interpreter, CallsDoNotShareScopes) {
  EXPECT_EQ(runMain(R"(
    func.func @double(%x: tensor<2xf32>) -> tensor<2xf32> {
      %0 = stablehlo.add %x, %x : tensor<2xf32>
      return %0 : tensor<2xf32>
    }
    func.func @main() -> (tensor<2xf32>, tensor<2xf32>) {
      %a = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
      %b = func.call @double(%a) : (tensor<2xf32>) -> tensor<2xf32>
      %c = func.call @double(%b) : (tensor<2xf32>) -> tensor<2xf32>
      return %a, %c : tensor<2xf32>, tensor<2xf32>
    })"),
            (std::vector<std::string>{"tensor<2xf32> [1.5, -2]", "tensor<2xf32> [6, -8]"}));
}

TEST(Interpreter, IfAndCaseRunTheChosenBranch) {
  EXPECT_EQ(runMain(R"(
    func.func @main() -> (tensor<i32>, tensor<i32>) {
      %t = stablehlo.constant dense<true> : tensor<i1>
      %a = stablehlo.constant dense<10> : tensor<i32>
      %b = stablehlo.constant dense<20> : tensor<i32>
      %r = "stablehlo.if"(%t) ({
        stablehlo.return %a : tensor<i32>
      }, {
        stablehlo.return %b : tensor<i32>
      }) : (tensor<i1>) -> tensor<i32>
      %out_of_range = stablehlo.constant dense<7> : tensor<i32>
      %s = "stablehlo.case"(%out_of_range) ({
        stablehlo.return %a : tensor<i32>
      }, {
        stablehlo.return %b : tensor<i32>
      }) : (tensor<i32>) -> tensor<i32>
      return %r, %s : tensor<i32>, tensor<i32>
    })"),
            (std::vector<std::string>{"tensor<i32> [10]", "tensor<i32> [20]"}));
}

// Found by the parser fuzzer: an empty literal used to memcpy from null.
TEST(Interpreter, EmptyTensorsRunAndCompare) {
  EXPECT_EQ(runMain(R"(
    func.func @main() -> tensor<0x3xf32> {
      %0 = stablehlo.constant dense<> : tensor<0x3xf32>
      %1 = stablehlo.add %0, %0 : tensor<0x3xf32>
      check.expect_eq_const %1, dense<> : tensor<0x3xf32>
      return %1 : tensor<0x3xf32>
    })"),
            std::vector<std::string>{"tensor<0x3xf32> []"});
}

TEST(Interpreter, RefusesWrongArgumentsWithADiagnostic) {
  Result<SourceFile> file = parseSource(R"(
    func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
      return %x : tensor<2xf32>
    })",
                                        "test.mlir");
  ASSERT_TRUE(file.ok());
  Result<Values> out = Interpreter(*file->modules.front()).run("main", {});
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().message, "@main takes 1 arguments, got 0");
}

TEST(Interpreter, DeadlineStopsNonTerminatingLoops) {
  Result<SourceFile> file = parseSource(R"(
    func.func @main() -> tensor<i32> {
      %zero = stablehlo.constant dense<0> : tensor<i32>
      %r = stablehlo.while(%i = %zero) : tensor<i32>
       cond {
        %t = stablehlo.constant dense<true> : tensor<i1>
        stablehlo.return %t : tensor<i1>
      } do {
        stablehlo.return %i : tensor<i32>
      }
      return %r : tensor<i32>
    })",
                                        "test.mlir");
  ASSERT_TRUE(file.ok());
  InterpreterOptions options;
  options.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  options.limit = "0.05 s (--timeout SECONDS; 0 for none)";
  Result<Values> out = Interpreter(*file->modules.front(), options).run("main", {});
  ASSERT_FALSE(out.ok());
  // The message names the limit and the option that sets it.
  EXPECT_NE(out.error().message.find("time limit of 0.05 s (--timeout SECONDS; 0 for none) reached"),
            std::string::npos)
      << out.error().message;
}

}  // namespace
}  // namespace partir
