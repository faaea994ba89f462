// Schedules run end to end (rewrite/tactics.h): parse a schedule, run its
// tactics on a program, and check the per-tactic reports, the PartIR:Core
// module's loops, and that the Temporal interpreter computes what the
// reference interpreter computes on the original program.
#include <gtest/gtest.h>

#include "parse_helpers.h"
#include "interp/interpreter.h"
#include "rewrite/tactics.h"
#include "semantics/core_ops.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

using testing::argsOf;
using testing::kChain;
using testing::parseVerified;


// A corpus-style program: inputs come from `call @inputs()`.
constexpr const char* kCorpusStyle = R"(
func.func @main() -> tensor<8x6xf32> {
  %0:2 = call @inputs() : () -> (tensor<8x6xf32>, tensor<8x6xf32>)
  %1 = stablehlo.add %0#0, %0#1 : tensor<8x6xf32>
  %2 = stablehlo.tanh %1 : tensor<8x6xf32>
  return %2 : tensor<8x6xf32>
}
func.func private @inputs() -> (tensor<8x6xf32>, tensor<8x6xf32>) {
  %a = stablehlo.iota dim = 0 : tensor<8x6xf32>
  %b = stablehlo.iota dim = 1 : tensor<8x6xf32>
  return %a, %b : tensor<8x6xf32>, tensor<8x6xf32>
}
)";

Result<PartitionResult> run(const Module& m, const std::string& scheduleText,
                            AutomaticStrategy* automatic = nullptr) {
  Result<Schedule> schedule = parseSchedule(scheduleText, "s.sched");
  if (!schedule.ok()) return schedule.error();
  PartitionOptions options;
  options.automatic = automatic;
  return partitionModule(m, schedule.value(), options);
}

void expectTemporalEqualsReference(const Module& original, const Module& core) {
  ASSERT_TRUE(verifyModule(core).ok()) << verifyModule(core).error().str() << printModule(core);
  const Values args = argsOf(*original.lookup("main"));
  Result<Values> reference = Interpreter(original).run("main", args);
  Result<Values> temporal = Interpreter(core).run("main", args);
  ASSERT_TRUE(reference.ok()) << reference.error().str();
  ASSERT_TRUE(temporal.ok()) << temporal.error().str();
  ASSERT_EQ(reference->size(), temporal->size());
  for (size_t i = 0; i < reference->size(); ++i)
    EXPECT_EQ((*reference)[i].str(1 << 20), (*temporal)[i].str(1 << 20));
}

// The loop axes and actions of every partir.loop, in program order:
// "B[tile<0>] M[sum]".
std::string loopsOf(const Module& m) {
  std::string out;
  walk(m.lookup("main")->body, [&](const Operation& op) {
    if (op.code() != OpCode::kPartirLoop) return;
    std::string actions;
    for (const LoopAction& a : loopActions(op))
      actions += (actions.empty() ? "" : ",") +
                 (a.kind == ResultAction::Kind::kTile  ? "tile<" + std::to_string(a.dim) + ">"
                  : a.kind == ResultAction::Kind::kSum ? std::string("sum")
                                                       : std::string("any"));
    out += (out.empty() ? "" : " ") + loopAxis(op) + "[" + actions + "]";
  });
  return out;
}

TEST(Tactics, Listing6ReportsEachTacticAndKeepsTheSemantics) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  Result<PartitionResult> r = run(*m, R"(mesh B=4 M=2
tactic BP axis=B
  x = 0
tactic MP axis=M
  w1 = 1
tactic Z3 axis=B
  w1 = 0
  w2 = 1
)");
  ASSERT_TRUE(r.ok()) << r.error().str();
  ASSERT_EQ(r->reports.size(), 3u);
  EXPECT_EQ(r->reports[0].str(), "BP (axis B): 1 action, 3 loop levels added, 1 loop, 0 conflicts");
  EXPECT_EQ(r->reports[1].str(), "MP (axis M): 1 action, 3 loop levels added, 2 loops, 0 conflicts");
  EXPECT_EQ(r->reports[2].str(), "Z3 (axis B): 2 actions, 2 loop levels added, 5 loops, 2 conflicts");
  // ZeRO-3 (Listing 5): the parameters are sharded on "B" in their own loops.
  EXPECT_EQ(loopsOf(*r->core), "M[tile<1>] B[tile<0>] B[tile<1>] B[tile<0>] M[sum]");
  expectTemporalEqualsReference(*m, *r->core);
}

// Found by tests/fuzz/program_fuzzer.cc: a PartIR:Core program partitioned
// again over another mesh kept its loops on axes the new mesh lacks.
TEST(Tactics, AProgramAlreadyOverAnotherMeshIsRefused) {
  auto m = parseVerified(R"(
module attributes {partir.mesh = #partir.mesh<["B"=2]>} {
  func.func @main(%x: tensor<4xf32> loc("x")) -> tensor<4xf32> {
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<2>) {
      %s = partir.slice 0 %x[%rB] : tensor<4xf32> -> tensor<2xf32>
      partir.yield %s : tensor<2xf32>
    } : tensor<4xf32>
    return %r : tensor<4xf32>
  }
})");
  Result<PartitionResult> r = run(*m, "mesh a=2\ntactic T axis=a\n  x = 0\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "the program is already over the mesh [B=2]; the schedule's mesh is [a=2]");
  EXPECT_TRUE(run(*m, "mesh B=2\ntactic T axis=B\n").ok());
}

TEST(Tactics, ReplicatedKeepsAValueWholeOnTheAxis) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  // Tiling w2's rows along B infers a sum over B at the second matmul, which
  // slices x1's columns and so w1's columns at the first matmul. With w1
  // replicated on B the first matmul stays whole, outside the sum loop.
  Result<PartitionResult> plain = run(*m, "mesh B=2\ntactic T axis=B\n  w2 = 0\n");
  Result<PartitionResult> atomic = run(*m, "mesh B=2\ntactic T axis=B\n  w1 = replicated\n  w2 = 0\n");
  ASSERT_TRUE(plain.ok() && atomic.ok());
  EXPECT_EQ(loopsOf(*plain->core), "B[sum]");  // both matmuls in one sum loop
  EXPECT_EQ(atomic->reports[0].actions, 2);
  EXPECT_EQ(loopsOf(*atomic->core), "B[any] B[sum]");  // w1 whole; the second matmul alone
  int64_t matmulsInLoops = 0;
  walk(atomic->core->lookup("main")->body, [&](const Operation& op) {
    matmulsInLoops += op.code() == OpCode::kDotGeneral && op.parentBlock() != &atomic->core->lookup("main")->entry();
  });
  EXPECT_EQ(matmulsInLoops, 1);
  expectTemporalEqualsReference(*m, *plain->core);
  expectTemporalEqualsReference(*m, *atomic->core);
}

TEST(Tactics, FirstDivisibleUsesTheLocalShape) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  // After BP on B=8, x is 2x8 locally: M=4 does not divide 2, so
  // first_divisible picks dim 1 although 4 divides the global 16.
  Result<PartitionResult> r = run(*m, "mesh B=8 M=4\ntactic BP axis=B\n  x = 0\ntactic T axis=M\n  x = first_divisible\n");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(r->reports[1].actions, 1);
  // x's local 2x8 chunk splits on dim 1, the contracting dim: a sum over M.
  EXPECT_EQ(loopsOf(*r->core), "B[tile<0>] M[sum] B[tile<0>]");
  expectTemporalEqualsReference(*m, *r->core);
}

TEST(Tactics, UnknownIssuesNoAction) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  Result<PartitionResult> r = run(*m, "mesh B=4\ntactic T axis=B\n  x = unknown\n");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(r->reports[0].str(), "T (axis B): 0 actions, 0 loop levels added, 0 loops, 0 conflicts");
}

TEST(Tactics, CorpusInputsAreTargetedBySsaValue) {
  std::unique_ptr<Module> m = parseVerified(kCorpusStyle);
  Result<PartitionResult> r = run(*m, "mesh a=2 b=3\ntactic A axis=a\n  %0#0 = 0\ntactic B axis=b\n  %0#1 = 1\n");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(loopsOf(*r->core), "a[tile<0>] b[tile<1>]");
  expectTemporalEqualsReference(*m, *r->core);
}

TEST(Tactics, BadActionsAreLocatedErrors) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  Result<PartitionResult> r = run(*m, "mesh B=3\ntactic T axis=B\n  x = 0\n");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().str(),
            "s.sched:3:3: error: tactic T: %x: dim 0 (local size 16) is not divisible by axis B of "
            "size 3");
}

// @main calls @nested, whose `depth` nested stablehlo.case ops read its
// argument %x in the innermost region.
std::string nestedCasesInACallee(int depth) {
  std::string open, close;
  for (int d = 0; d < depth; ++d) {
    const std::string r = "%r" + std::to_string(d);
    open += "  " + r + " = \"stablehlo.case\"(%i) ({\n";
    close = "  }) : (tensor<i32>) -> tensor<8x4xf32>\n" +
            (d ? "  \"stablehlo.return\"(" + r + ") : (tensor<8x4xf32>) -> ()\n" : std::string()) + close;
  }
  return R"(
func.func @main(%x: tensor<8x4xf32> loc("x"), %i: tensor<i32> loc("i")) -> tensor<8x4xf32> {
  %c = call @nested(%x, %i) : (tensor<8x4xf32>, tensor<i32>) -> tensor<8x4xf32>
  %y = stablehlo.add %c, %x : tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
func.func private @nested(%x: tensor<8x4xf32>, %i: tensor<i32>) -> tensor<8x4xf32> {
)" + open + "  %m = stablehlo.multiply %x, %x : tensor<8x4xf32>\n  \"stablehlo.return\"(%m) : (tensor<8x4xf32>) -> ()\n" +
         close + "  return %r0 : tensor<8x4xf32>\n}\n";
}

// Inlining once revisited each nested op per enclosing level (2^64 visits
// here); the innermost read of %x must still become a read of @main's %x.
TEST(Tactics, DeeplyNestedRegionsAreInlinedOnce) {
  std::unique_ptr<Module> m = parseVerified(nestedCasesInACallee(64));
  ASSERT_TRUE(m);
  Result<PartitionResult> r = run(*m, "mesh a=2\ntactic T axis=a\n  x = 0\n");
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(r->reports[0].str(), "T (axis a): 1 action, 2 loop levels added, 1 loop, 0 conflicts");
  EXPECT_EQ(loopsOf(*r->core), "a[tile<0>]");
  int64_t calls = 0;
  walk(r->core->lookup("main")->body, [&](const Operation& op) { calls += op.code() == OpCode::kCall; });
  EXPECT_EQ(calls, 0);
  expectTemporalEqualsReference(*m, *r->core);
}

// The slot for automatic tactics: a strategy that asks for every argument
// on its first divisible dim, standing in for a search.
class FirstDivisibleStrategy : public AutomaticStrategy {
 public:
  Result<AutomaticOutcome> search(const Partitioner&, const Tactic& tactic) override {
    Tactic manual;
    manual.name = tactic.name;
    manual.axes = tactic.axes;
    manual.assignments.push_back({"*", {DimChoice::Kind::kFirstDivisible, 0}, tactic.loc});
    return AutomaticOutcome{{manual}, SearchReport{"first_divisible", 0, 0, 0, 0, true, true, false}};
  }
};

TEST(Tactics, AutomaticTacticsNeedAStrategy) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  const std::string schedule = "mesh B=2\ntactic Auto axis=B auto\n";
  Result<PartitionResult> refused = run(*m, schedule);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().kind, ErrorKind::kUnsupported);
  FirstDivisibleStrategy strategy;
  Result<PartitionResult> r = run(*m, schedule, &strategy);
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_GT(r->reports[0].loops, 0);
  ASSERT_TRUE(r->reports[0].search.has_value());
  EXPECT_EQ(r->reports[0].found.size(), 1u);
  expectTemporalEqualsReference(*m, *r->core);
}

}  // namespace
}  // namespace partir
