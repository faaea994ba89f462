// AutomaticPartition (rewrite/auto_partition.h) under the cost model
// (tools/auto_objective.h): the schedule a search prints reproduces the
// program it chose, a seed fixes the result, exhaustive search bounds the
// others from below, a search under a memory limit finds a program that fits
// when one exists, and on random programs and meshes every program a search
// returns computes what the original does on all four paths (DESIGN.md
// A = B = C = D).
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "check_at_least.h"
#include "examples/training/mlp_step.h"
#include "examples/training/transformer_step.h"
#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "parse_helpers.h"
#include "random_programs.h"
#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "semantics/core_ops.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "tensor_builders.h"
#include "tools/auto_objective.h"
#include "tools/tactic_stats.h"

namespace partir {
namespace {

using testing::kChain;
using testing::parseVerified;


struct Partitioned {
  PartitionResult result;
  Schedule found;  // the schedule with the automatic tactics replaced
};

Partitioned partitionWithSearch(const Module& m, const std::string& scheduleText, const std::string& device = "a100",
                                std::optional<int64_t> memory = std::nullopt, size_t threads = 0) {
  Result<Schedule> schedule = parseSchedule(scheduleText, "auto.sched");
  EXPECT_TRUE(schedule.ok()) << schedule.error().str();
  const DeviceSpec spec = findDeviceSpec(device).value();
  CostModelObjective objective("main", spec);
  SearchStrategy strategy(objective, memory.value_or(spec.hbmBytes), threads);
  PartitionOptions options;
  options.automatic = &strategy;
  Result<PartitionResult> r = partitionModule(m, schedule.value(), options);
  EXPECT_TRUE(r.ok()) << r.error().str();
  Schedule found = scheduleWithFound(schedule.value(), r->reports);
  return {std::move(r.value()), std::move(found)};
}

const SearchReport& searchOf(const Partitioned& p, size_t tactic) {
  return p.result.reports.at(tactic).search.value();
}

// The schedule the search prints, run as manual tactics, gives the same
// program, for every algorithm.
TEST(AutoPartition, FoundScheduleReproducesTheProgram) {
  std::unique_ptr<Module> m = parseVerified(training::mlpTrainStep({.widths = {8, 16, 4}, .batch = 8}));
  for (std::string_view algorithm : kSearchAlgorithms) {
    SCOPED_TRACE(algorithm);
    const Partitioned p =
        partitionWithSearch(*m, fmt::format("mesh b=2 m=2\ntactic A axes=b,m auto={} evaluations=80\n", algorithm));
    Result<Schedule> reparsed = parseSchedule(formatSchedule(p.found), "found.sched");
    ASSERT_TRUE(reparsed.ok()) << reparsed.error().str();
    ASSERT_EQ(reparsed->tactics.size(), 2u);  // one manual tactic per axis
    EXPECT_EQ(reparsed->tactics[0].name, "A_b");
    Result<PartitionResult> again = partitionModule(*m, reparsed.value(), {});
    ASSERT_TRUE(again.ok()) << again.error().str();
    EXPECT_EQ(printModule(*again->core), printModule(*p.result.core)) << formatSchedule(p.found);
    EXPECT_LE(searchOf(p, 0).evaluated, 80);
  }
}

TEST(AutoPartition, ASeedFixesTheResult) {
  std::unique_ptr<Module> m = parseVerified(training::mlpTrainStep({.widths = {8, 16, 16, 4}, .batch = 8}));
  const std::string text = "mesh b=2 m=2\ntactic A axes=b,m auto=mcts seed=5 evaluations=60\n";
  const Partitioned first = partitionWithSearch(*m, text), second = partitionWithSearch(*m, text);
  EXPECT_EQ(formatSchedule(first.found), formatSchedule(second.found));
  EXPECT_EQ(searchOf(first, 0).evaluated, searchOf(second, 0).evaluated);
  EXPECT_FALSE(searchOf(first, 0).stoppedByTime);
}

// Candidates costed on several threads at once decide as one thread does.
TEST(AutoPartition, ThreadsDoNotChangeTheResult) {
  std::unique_ptr<Module> m = parseVerified(training::mlpTrainStep({.widths = {8, 16, 16, 4}, .batch = 8}));
  for (std::string_view algorithm : {"greedy", "beam"}) {
    const std::string text = fmt::format("mesh b=2 m=2\ntactic A axes=b,m auto={} evaluations=150\n", algorithm);
    const Partitioned one = partitionWithSearch(*m, text, "a100", std::nullopt, 1);
    const Partitioned three = partitionWithSearch(*m, text, "a100", std::nullopt, 3);
    EXPECT_EQ(formatSchedule(one.found), formatSchedule(three.found)) << algorithm;
    EXPECT_EQ(searchOf(one, 0).evaluated, searchOf(three, 0).evaluated) << algorithm;
    EXPECT_EQ(searchOf(one, 0).bestEstSeconds, searchOf(three, 0).bestEstSeconds) << algorithm;
  }
}

// On a program small enough to cost every action set, no algorithm finds a
// program the exhaustive search rates better, and the tree search, given the
// evaluations, sees the whole tree and finds the same best.
TEST(AutoPartition, ExhaustiveBoundsTheOthers) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  const Partitioned exhaustive = partitionWithSearch(*m, "mesh b=4\ntactic A axis=b auto=exhaustive\n");
  const SearchReport& best = searchOf(exhaustive, 0);
  ASSERT_TRUE(best.complete);
  EXPECT_LT(best.bestEstSeconds, costOfPartitioned(*m, "main", findDeviceSpec("a100").value())->estSeconds());
  for (std::string_view algorithm : {"greedy", "beam", "mcts"}) {
    const Partitioned p = partitionWithSearch(*m, fmt::format("mesh b=4\ntactic A axis=b auto={}\n", algorithm));
    EXPECT_GE(searchOf(p, 0).bestEstSeconds, best.bestEstSeconds) << algorithm;
  }
  const Partitioned mcts = partitionWithSearch(*m, "mesh b=4\ntactic A axis=b auto=mcts evaluations=100000\n");
  EXPECT_TRUE(searchOf(mcts, 0).complete);
  EXPECT_EQ(searchOf(mcts, 0).bestEstSeconds, best.bestEstSeconds);
}

// Seed 000 §7.3.1: where memory binds, the search must find a program that
// fits. Below the memory batch parallelism needs, it shards the parameters
// or their optimizer state along the batch axis, as ZeRO does.
TEST(AutoPartition, ShardsStateWhenMemoryBinds) {
  std::unique_ptr<Module> m = parseVerified(training::mlpTrainStep({.widths = {64, 256, 256, 8}, .batch = 8}));
  const std::string bp = "mesh b=4\ntactic BP axis=b\n  batch = 0\n";
  Result<Schedule> manual = parseSchedule(bp, "bp.sched");
  Result<PartitionResult> bpOnly = partitionModule(*m, manual.value(), {});
  ASSERT_TRUE(bpOnly.ok());
  const int64_t bpPeak = costOfPartitioned(*bpOnly->core, "main", findDeviceSpec("a100").value())->peakBytes;
  const int64_t memory = bpPeak * 6 / 10;
  const Partitioned p = partitionWithSearch(*m, bp + "tactic Z axis=b auto=beam\n", "a100", memory);
  const SearchReport& s = searchOf(p, 1);
  EXPECT_TRUE(s.fits) << formatSearchReport(s);
  EXPECT_LE(s.bestPeakBytes, memory);
  EXPECT_LE(costOfPartitioned(*p.result.core, "main", findDeviceSpec("a100").value())->peakBytes, memory);
  bool shardsState = false;
  for (const Assignment& a : p.found.tactics.at(1).assignments)
    shardsState |= a.choice.kind == DimChoice::Kind::kDim &&
                   (a.target.starts_with("params") || a.target.starts_with("opt_state"));
  EXPECT_TRUE(shardsState) << formatSchedule(p.found);
}

// BP then a searched model axis (the paper's BP+AutoMP) on the walkthrough's
// Transformer step is at least as good as BP then Megatron's split. Either
// of two of greedy's moves gets it there (tests/auto_search_test.cc): its
// lookahead's sibling pairs (w1 by columns with w2 by rows, which pay off
// only together) and its careful descent; before either existed it stopped
// at 25.1 against 22.7 µs. Bounded by programs, not time, so that a slower
// build (the sanitizers') decides the same.
TEST(AutoPartition, BpAutoMpMatchesMegatronOnTheWalkthroughStep) {
  std::unique_ptr<Module> m = parseVerified(training::transformerTrainStep({}));
  const std::string bp = "mesh batch=4 model=2\ntactic BP axis=batch\n  batch = 0\n";
  const std::string megatron = bp + "tactic MP axis=model\n  *['layer_*']['attn']['wqkv'] = 2\n"
                               "  *['layer_*']['attn']['wo'] = 0\n  *['layer_*']['mlp']['w1'] = 1\n"
                               "  *['layer_*']['mlp']['b1'] = 0\n  *['layer_*']['mlp']['w2'] = 0\n";
  Result<Schedule> manual = parseSchedule(megatron, "bp_mp.sched");
  ASSERT_TRUE(manual.ok()) << manual.error().str();
  Result<PartitionResult> bpMp = partitionModule(*m, manual.value(), {});
  ASSERT_TRUE(bpMp.ok()) << bpMp.error().str();
  const DeviceSpec a100 = findDeviceSpec("a100").value();
  const double megatronSeconds = costOfPartitioned(*bpMp->core, "main", a100)->estSeconds();
  const Partitioned p = partitionWithSearch(*m, bp + "tactic AutoMP axis=model auto evaluations=1000 budget=100000\n");
  const SearchReport& s = searchOf(p, 1);
  EXPECT_FALSE(s.stoppedByTime) << formatSearchReport(s);
  EXPECT_LE(costOfPartitioned(*p.result.core, "main", a100)->estSeconds(), megatronSeconds) << formatSchedule(p.found);
}

bool sameValues(const InterpreterValue& a, const InterpreterValue& b) {
  if (!a.isTensor() || !b.isTensor()) return a.str() == b.str();
  // == equates -0.0 and +0.0 (tests/random_programs.h).
  return a.tensor().type() == b.tensor().type() &&
         testing::tensorValues(a.tensor()) == testing::tensorValues(b.tensor());
}

void expectAgrees(const std::string& path, Result<Values> got, const Values& reference) {
  if (!got.ok()) RC_FAIL(path + " path: " + got.error().str());
  RC_ASSERT(got->size() == reference.size());
  for (size_t i = 0; i < reference.size(); ++i)
    if (!sameValues((*got)[i], reference[i]))
      RC_FAIL(fmt::format("{} result {} differs: reference {}, got {}", path, i, reference[i].str(), (*got)[i].str()));
}

// How many searches tiled something: the property says little unless most do.
struct SearchCounts {
  int cases = 0;
  int tiled = 0;
};

// Issue 20 item 5: whatever a search returns passes the check.
void searchedProgramAgrees(const testing::RandomProgram& program, SearchCounts& counts) {
  Result<SourceFile> file = parseSource(program.text, "random.mlir");
  RC_ASSERT(file.ok());
  const Module& module = *file->modules[0];
  const int numAxes = *rc::gen::inRange(1, 3);
  std::string mesh = "mesh", axes;
  for (int a = 0; a < numAxes; ++a) {
    mesh += fmt::format(" {}={}", static_cast<char>('a' + a), *rc::gen::inRange(2, 5));
    axes += fmt::format("{}{}", a ? "," : "", static_cast<char>('a' + a));
  }
  const std::string algorithm(*rc::gen::elementOf(std::vector<std::string_view>(
      std::begin(kSearchAlgorithms), std::end(kSearchAlgorithms))));
  const std::string text = fmt::format("{}\ntactic A axes={} auto={} evaluations=24 seed={}\n", mesh, axes,
                                       algorithm, *rc::gen::inRange(0, 100));
  RC_LOG() << text;
  const Partitioned p = partitionWithSearch(module, text);
  RC_LOG() << "found:\n" << formatSchedule(p.found);
  ++counts.cases;
  counts.tiled += countLoops(*p.result.core) > 0;
  const Values inputs = testing::randomIntegerInputs(program.argTypes, *rc::gen::arbitrary<uint64_t>());
  Result<Values> reference = Interpreter(module).run("main", inputs);
  RC_ASSERT(reference.ok());
  expectAgrees("temporal", Interpreter(*p.result.core).run("main", inputs), *reference);
  Result<std::unique_ptr<Module>> hlo = lowerModule(*p.result.core);
  if (!hlo.ok()) RC_FAIL("lowering: " + hlo.error().str());
  expectAgrees("mesh", MeshInterpreter(**hlo).run("main", inputs), *reference);
  Result<std::unique_ptr<Module>> spmd = exportStableHlo(**hlo);
  if (!spmd.ok()) RC_FAIL("export: " + spmd.error().str());
  expectAgrees("stablehlo", MeshInterpreter(**spmd).run("main", inputs), *reference);
}

TEST(AutoPartitionProperty, SearchedProgramsAgreeOnAllPaths) {
  SearchCounts counts;
  testing::checkAtLeast([&] { searchedProgramAgrees(*testing::genProgram({.maxOps = 6}), counts); }, 150);
  std::cout << counts.tiled << " of " << counts.cases << " searches partitioned into loops\n";
  // Random programs: about 58% partition (82 to 93 of 150 in six runs), and
  // 73 in one ctest run, which the former bound of half failed. At 40%, a
  // search that still partitions 58% of them fails once in ~10^5 runs
  // (4.5 standard deviations); one that found loops for fewer fails here.
  EXPECT_GE(counts.tiled * 5, counts.cases * 2) << "searches must keep finding partitioned programs";
}

}  // namespace
}  // namespace partir
