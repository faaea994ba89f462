// The deepest programs the nesting limits allow run on the small stacks of
// device threads and kernel pool workers (semantics/threads.h): @main calls
// @nest, whose 254 nested select_and_scatters, or reduce_windows (the region
// ops with the deepest frames), call @leaf, a 512x512 dot_general that
// OpenBLAS computes in row blocks over the pool. One level more is refused,
// so no program goes deeper. A stack too small for them crashes this test.
#include <gtest/gtest.h>

#include <string>

#include <fmt/format.h>

#include "interp/mesh_interpreter.h"
#include "interp/thread_pool.h"
#include "parse_helpers.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

using testing::parseVerified;

// How a level of @nest opens and closes, as format strings of the level `d`
// ({0}) and the next ({1}): an op over one element whose last region holds
// the next level and returns its value %v<d+1>.
struct NestingOp {
  const char* name;
  const char* open;
  const char* close;
};

// The deepest frames of the region ops: select_and_scatter's in an optimized
// build, reduce_window's under AddressSanitizer (semantics/threads.h).
const NestingOp kDeepestOps[] = {
    {"select_and_scatter", R"(
  %r{0} = stablehlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  %w{0} = "stablehlo.select_and_scatter"(%r{0}, %r{0}, %x) ({{
  ^bb0(%a{0}: tensor<f32>, %b{0}: tensor<f32>):
    %k{0} = stablehlo.compare GE, %a{0}, %b{0}, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%k{0}) : (tensor<i1>) -> ()
  }}, {{
  ^bb0(%e{0}: tensor<f32>, %f{0}: tensor<f32>):)",
     R"(
    "stablehlo.return"(%v{1}) : (tensor<f32>) -> ()
  }}) {{window_dimensions = array<i64: 1>}} : (tensor<1xf32>, tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
  %v{0} = stablehlo.reshape %w{0} : (tensor<1xf32>) -> tensor<f32>)"},
    {"reduce_window", R"(
  %r{0} = stablehlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  %w{0} = "stablehlo.reduce_window"(%r{0}, %x) ({{
  ^bb0(%a{0}: tensor<f32>, %b{0}: tensor<f32>):)",
     R"(
    "stablehlo.return"(%v{1}) : (tensor<f32>) -> ()
  }}) {{window_dimensions = array<i64: 1>}} : (tensor<1xf32>, tensor<f32>) -> tensor<1xf32>
  %v{0} = stablehlo.reshape %w{0} : (tensor<1xf32>) -> tensor<f32>)"},
};

// @main calls @nest through `calls` functions (1: directly); @nest nests
// `regions` ops around a call to @leaf. Execution nests calls + regions + 1
// levels; every value is 512.
std::string deepProgram(const NestingOp& op, int regions, int calls) {
  std::string text;
  for (int c = 0; c < calls; ++c)
    text += fmt::format(R"(func.func @{}(%x: tensor<f32>) -> tensor<f32> {{
  %v = func.call @{}(%x) : (tensor<f32>) -> tensor<f32>
  return %v : tensor<f32>
}}
)",
                        c == 0 ? "main" : fmt::format("call{}", c), c + 1 == calls ? "nest" : fmt::format("call{}", c + 1));
  text += "func.func @nest(%x: tensor<f32>) -> tensor<f32> {";
  for (int d = 0; d < regions; ++d) text += fmt::format(fmt::runtime(op.open), d, d + 1);
  text += fmt::format("\n  %v{} = func.call @leaf(%x) : (tensor<f32>) -> tensor<f32>", regions);
  for (int d = regions - 1; d >= 0; --d) text += fmt::format(fmt::runtime(op.close), d, d + 1);
  text += R"(
  return %v0 : tensor<f32>
}
func.func @leaf(%x: tensor<f32>) -> tensor<f32> {
  %b = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
  %m = stablehlo.dot_general %b, %b, contracting_dims = [1] x [0] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
  %s = stablehlo.slice %m [0:1, 0:1] : (tensor<512x512xf32>) -> tensor<1x1xf32>
  %v = stablehlo.reshape %s : (tensor<1x1xf32>) -> tensor<f32>
  return %v : tensor<f32>
}
)";
  return text;
}

// The parser's 256 levels leave a function 254 regions; with @main's call
// and @leaf's the program nests 256 levels, semantics/call_graph.h's
// kMaxExecutionNesting.
constexpr int kDeepestRegions = 254;
constexpr int kDeepestCalls = 1;

Values one() { return {Tensor::scalar(ElementType::kF32, 1.0f)}; }

// Restores the default kernel thread count when a test ends.
struct ThreadsGuard {
  ~ThreadsGuard() { setKernelThreads(0); }
};

TEST(DeepPrograms, OneLevelMoreIsRefused) {
  const NestingOp& op = kDeepestOps[0];
  Result<SourceFile> deeperRegions = parseSource(deepProgram(op, kDeepestRegions + 1, kDeepestCalls), "t.mlir");
  ASSERT_FALSE(deeperRegions.ok());
  EXPECT_NE(deeperRegions.error().message.find("nesting deeper than 256 levels"), std::string::npos)
      << deeperRegions.error().str();
  Result<SourceFile> deeperCalls = parseSource(deepProgram(op, kDeepestRegions, kDeepestCalls + 1), "t.mlir");
  ASSERT_TRUE(deeperCalls.ok()) << deeperCalls.error().str();
  const Status s = verifyModule(*deeperCalls->modules[0]);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("nest 257 levels deep"), std::string::npos) << s.error().str();
}

TEST(DeepPrograms, TheDeepestRunOnDeviceThreads) {
  ThreadsGuard guard;
  setKernelThreads(3);
  for (const NestingOp& op : kDeepestOps) {
    SCOPED_TRACE(op.name);
    auto module = parseVerified(deepProgram(op, kDeepestRegions, kDeepestCalls));
    ASSERT_TRUE(module);
    Result<std::vector<Values>> out = runPartitions(*module, "main", std::vector<Values>(4, one()));
    ASSERT_TRUE(out.ok()) << out.error().str();
    for (const Values& device : out.value()) EXPECT_EQ(device.at(0).str(), "tensor<f32> [512]");
  }
}

// The caller holds the pool, so its workers run @leaf's row blocks.
TEST(DeepPrograms, TheDeepestRunOnThePool) {
  ThreadsGuard guard;
  setKernelThreads(4);
  for (const NestingOp& op : kDeepestOps) {
    SCOPED_TRACE(op.name);
    auto module = parseVerified(deepProgram(op, kDeepestRegions, kDeepestCalls));
    ASSERT_TRUE(module);
    Result<Values> out = runAsDeclared(*module, "main", one());
    ASSERT_TRUE(out.ok()) << out.error().str();
    EXPECT_EQ(out->at(0).str(), "tensor<f32> [512]");
  }
}

}  // namespace
}  // namespace partir
