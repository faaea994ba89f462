// The interpreter's op profile (interp/op_profile.h, `partir run --profile`):
// every run of every op counted, nested ops' time taken out of the op that
// runs them, kinds and ops listed slowest first.
#include "interp/op_profile.h"

#include <gtest/gtest.h>

#include <chrono>
#include <map>

#include "interp/interpreter.h"
#include "tests/parse_helpers.h"

namespace partir {
namespace {

// A while loop of 1000 iterations whose body adds to a 64k-element tensor,
// then an exponential of the result.
const char* kLoop = R"(
func.func @main() -> tensor<65536xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<1000> : tensor<i32>
  %x0 = stablehlo.constant dense<0.5> : tensor<65536xf32>
  %r:2 = stablehlo.while(%i = %zero, %x = %x0) : tensor<i32>, tensor<65536xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %y = stablehlo.add %x, %x : tensor<65536xf32>
    stablehlo.return %next, %y : tensor<i32>, tensor<65536xf32>
  }
  %e = stablehlo.exponential %r#1 : tensor<65536xf32>
  return %e : tensor<65536xf32>
})";

TEST(OpProfile, CountsEveryRunAndTakesNestedOpsOutOfTheirParent) {
  std::unique_ptr<Module> m = testing::parseVerified(kLoop);
  ASSERT_TRUE(m);
  OpProfile profile;
  InterpreterOptions options;
  options.profile = &profile;
  const auto start = std::chrono::steady_clock::now();
  ASSERT_TRUE(Interpreter(*m, options).run("main", {}).ok());
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::map<std::string, int64_t> runs;
  for (const OpProfile::Entry& e : profile.byKind()) runs[e.op] = e.runs;
  EXPECT_EQ(runs["stablehlo.while"], 1);
  EXPECT_EQ(runs["stablehlo.compare"], 1001);
  EXPECT_EQ(runs["stablehlo.add"], 2000);
  EXPECT_EQ(runs["stablehlo.constant"], 3 + 1000);
  EXPECT_EQ(runs["stablehlo.exponential"], 1);
  // Counted once each: the while's own time leaves out its body's adds, so
  // the ops' times add up to no more than the run's.
  EXPECT_LE(profile.totalSeconds(), wall);
  // Slowest first. (Which kind is slowest is the machine's to say: under
  // load another kind once ranked above the 2000 adds.)
  const std::vector<OpProfile::Entry> kinds = profile.byKind();
  for (size_t i = 1; i < kinds.size(); ++i) EXPECT_GE(kinds[i - 1].seconds, kinds[i].seconds);
}

TEST(OpProfile, ListsEachOpWithItsLocation) {
  std::unique_ptr<Module> m = testing::parseVerified(kLoop, "loop.mlir");
  ASSERT_TRUE(m);
  OpProfile profile;
  InterpreterOptions options;
  options.profile = &profile;
  ASSERT_TRUE(Interpreter(*m, options).run("main", {}).ok());
  int adds = 0;
  for (const OpProfile::Entry& e : profile.byOp()) {
    if (e.op != "stablehlo.add") continue;
    ++adds;
    EXPECT_EQ(e.runs, 1000);
    EXPECT_EQ(e.loc.file, "loop.mlir");
    EXPECT_TRUE(e.loc.line == 12 || e.loc.line == 13) << e.loc.str();
  }
  EXPECT_EQ(adds, 2);
}

}  // namespace
}  // namespace partir
