// verify/differential/differential.h with a RunClock: the paths run one
// after another, each run started and stopped by the clock, the module's
// first reference run marked as the measured one, the planned runs counted
// before they run; a program that is already SPMD is refused before any.
#include <gtest/gtest.h>

#include <algorithm>

#include "rewrite/widen_floats.h"
#include "tests/parse_helpers.h"
#include "verify/differential/differential.h"

namespace partir {
namespace {

using testing::kChain;
using testing::parseVerified;

// Records the runs, bounds none.
class SpyClock : public RunClock {
 public:
  struct Seen {
    std::string path;
    int64_t trial;
    bool wide, measured;
  };
  std::optional<Clock::time_point> restart(const Run& run) override {
    EXPECT_FALSE(running_) << "a run started before the last one stopped";
    running_ = true;
    runs.push_back({std::string(run.path), run.trial, run.wide, run.measured});
    return std::nullopt;
  }
  void stop() override { running_ = false; }
  std::optional<Clock::time_point> deadline() const override { return std::nullopt; }
  std::string limit() const override { return "none"; }
  int64_t plan(int64_t n) override {
    planned += n;
    return planned - n;
  }
  void reached(int64_t) override {}

  std::vector<Seen> runs;
  int64_t planned = 0;

 private:
  bool running_ = false;
};

TEST(CheckRuns, EachRunIsStartedAndStoppedAndTheFirstReferenceIsMeasured) {
  auto module = parseVerified(kChain);
  ASSERT_TRUE(module);
  Result<Schedule> schedule = parseSchedule("mesh a=2\ntactic T axis=a\n  x = 0\n", "s");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  DifferentialOptions options;
  options.trials = 2;
  SpyClock clock;
  DifferentialFindings findings;
  ASSERT_TRUE(checkModule(*module, *schedule, std::nullopt, options, &clock, findings).ok());
  EXPECT_TRUE(findings.agree());
  EXPECT_EQ(clock.planned, 8);
  const std::vector<std::string> order = {"reference", "temporal", "mesh", "stablehlo"};
  ASSERT_EQ(clock.runs.size(), 8u);  // integer inputs: bit for bit, no f64 re-run
  for (size_t i = 0; i < clock.runs.size(); ++i) {
    EXPECT_EQ(clock.runs[i].path, order[i % 4]);
    EXPECT_EQ(clock.runs[i].trial, static_cast<int64_t>(i / 4));
    EXPECT_FALSE(clock.runs[i].wide);
    EXPECT_EQ(clock.runs[i].measured, i == 0);
  }
}

TEST(CheckRuns, AProgramOverTwoReplicasIsRefusedBeforeAnyRun) {
  auto module = parseVerified(R"(
func.func @main(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %y = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = "stablehlo.all_reduce"(%y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
)");
  ASSERT_TRUE(module);
  Result<Schedule> schedule = parseSchedule("mesh a=2\ntactic T axis=a\n  %arg0 = 0\n", "s");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  SpyClock clock;
  DifferentialFindings findings;
  const Status s = checkModule(*module, *schedule, std::nullopt, {}, &clock, findings);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("need 2 replicas (cross_replica), but partir check runs @main (the reference "
                                   "path) as 1 replica x 1 partition"),
            std::string::npos)
      << s.error().str();
  EXPECT_TRUE(clock.runs.empty());
}

TEST(CheckRuns, TheF64ReRunTakesTheNarrowArgumentsWidenedAtTheirFirstUse) {
  // A sum split over two devices rounds differently on real inputs, so the
  // check needs the f64 re-run. Its program keeps @main's f32 arguments
  // (the trial's own tensors, not f64 copies), each converted right before
  // its first use; the function it calls takes f64.
  auto module = parseVerified(R"(
func.func @main(%x: tensor<8x64xf32>, %y: tensor<64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
  %t = func.call @twice(%y) : (tensor<64xf32>) -> tensor<64xf32>
  %u = stablehlo.add %s, %t : tensor<64xf32>
  return %u : tensor<64xf32>
}
func.func @twice(%a: tensor<64xf32>) -> tensor<64xf32> {
  %b = stablehlo.add %a, %a : tensor<64xf32>
  return %b : tensor<64xf32>
})");
  ASSERT_TRUE(module);
  Result<std::unique_ptr<Module>> wide = widenFloatsToF64(*module, "main");
  ASSERT_TRUE(wide.ok()) << wide.error().str();
  const Function& main = *(*wide)->lookup("main");
  EXPECT_EQ(main.argTypes[0].str(), "tensor<8x64xf32>");
  std::vector<std::string> ops;
  for (const auto& op : main.entry().ops())
    ops.push_back(op->name() + (op->attr(kWidenedArgument) ? " (widened argument)" : ""));
  EXPECT_EQ(ops, (std::vector<std::string>{"stablehlo.constant", "stablehlo.convert (widened argument)",
                                           "stablehlo.reduce", "stablehlo.convert (widened argument)", "func.call",
                                           "stablehlo.add", "func.return"}));
  EXPECT_EQ((*wide)->lookup("twice")->argTypes[0].str(), "tensor<64xf64>");

  Result<Schedule> schedule = parseSchedule("mesh a=2\ntactic T axis=a\n  %x = 0\n", "s");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  DifferentialOptions options;
  options.realInputs = true;
  SpyClock clock;
  DifferentialFindings findings;
  ASSERT_TRUE(checkModule(*module, *schedule, std::nullopt, options, &clock, findings).ok());
  EXPECT_FALSE(findings.failure.has_value()) << findings.failure->str();
  EXPECT_TRUE(std::any_of(clock.runs.begin(), clock.runs.end(), [](const SpyClock::Seen& r) { return r.wide; }))
      << "no f64 re-run was needed: the sums agreed bit for bit";
  EXPECT_TRUE(findings.mismatches.empty());
}

// A quantized tensor keeps its storage and scales in the f64 program; only
// its expressed type widens, so uniform_dequantize yields f64 and the
// program still verifies (it lost its quantization before, and `check`
// ran without an f64 re-run).
TEST(CheckRuns, TheF64ReRunWidensAQuantizedTensorsExpressedType) {
  auto module = parseVerified(R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.05:3>>
  %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.05:3>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
})");
  ASSERT_TRUE(module);
  Result<std::unique_ptr<Module>> wide = widenFloatsToF64(*module, "main");
  ASSERT_TRUE(wide.ok()) << wide.error().str();
  std::vector<std::string> types;
  for (const auto& op : (*wide)->lookup("main")->entry().ops())
    if (op->numResults() == 1) types.push_back(op->resultType(0).str());
  EXPECT_EQ(types, (std::vector<std::string>{"tensor<4xf64>", "tensor<4x!quant.uniform<i8:f64, 0.05:3>>",
                                             "tensor<4xf64>"}));
}

TEST(CheckRuns, WithMutantsAnF64CopyPastHalfTheMemoryIsRefusedNamingTheTolerance) {
  // With --mutants the f64 re-run takes f64 copies of the arguments; with 64
  // bytes of memory their 4 KiB are refused before it runs: the path fails
  // (exit 2), naming --rtol. Without --mutants it takes the f32 arguments
  // themselves and runs.
  auto module = parseVerified(R"(
func.func @main(%x: tensor<8x64xf32>) -> tensor<64xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %s : tensor<64xf32>
})");
  ASSERT_TRUE(module);
  Result<Schedule> schedule = parseSchedule("mesh a=2\ntactic T axis=a\n  %x = 0\n", "s");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  for (const bool mutants : {true, false}) {
    DifferentialOptions options;
    options.realInputs = true;
    options.mutants = mutants;
    options.memoryBytes = 64;
    SpyClock clock;
    DifferentialFindings findings;
    ASSERT_TRUE(checkModule(*module, *schedule, std::nullopt, options, &clock, findings).ok());
    if (!mutants) {
      EXPECT_FALSE(findings.failure.has_value()) << findings.failure->str();
      continue;
    }
    ASSERT_TRUE(findings.failure.has_value()) << "no f64 re-run was needed: the sums agreed bit for bit";
    EXPECT_EQ(findings.failure->kind, ErrorKind::kUnsupported);
    EXPECT_NE(findings.failure->message.find("--rtol R --atol A"), std::string::npos) << findings.failure->str();
    for (const SpyClock::Seen& run : clock.runs) EXPECT_FALSE(run.wide) << run.path;
  }
}

}  // namespace
}  // namespace partir
