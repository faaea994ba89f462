// The paper's collective arithmetic (seed 000 §2.2, §7.3, Table 2) on the
// generated Transformer training step (examples/training) partitioned by
// the schedules of examples/schedules, read from the metadata `partir
// partition --stats` reports after each tactic (tools/tactic_stats.h), and
// the memory the cost model estimates (interp/cost_model.h). With P
// parameter tensors and L layers (docs/walkthrough.md explains each count):
//   BP          P + 1 all_reduces: one per gradient, one for the loss
//   BP+MP       4 more per layer (Megatron: 2 forward, 2 backward)
//   BP+MP+Z2    the S sharded parameters' gradient all_reduces become
//               reduce_scatters, plus an all_gather per sharded parameter
//   BP+MP+Z3    an all_gather before each read of a parameter: a second one
//               for the 4L + 1 matrices the backward pass reads again
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "examples/training/transformer_step.h"
#include "interp/cost_model.h"
#include "parse_helpers.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "semantics/hlo_ops.h"
#include "tools/tactic_stats.h"

namespace partir {
namespace {

using testing::parseVerified;

std::unique_ptr<Module> transformer(int64_t layers) {
  return parseVerified(training::transformerTrainStep(
      {.layers = layers, .dModel = 8, .heads = 2, .dFf = 16, .vocab = 16, .seqLen = 4, .batch = 8}));
}

// Activations (batch × seq × ...) well above the parameters.
std::unique_ptr<Module> longSequences() {
  return parseVerified(training::transformerTrainStep(
      {.layers = 2, .dModel = 16, .heads = 2, .dFf = 32, .vocab = 32, .seqLen = 16, .batch = 16}));
}

// The number of arguments named under `root` ("params", "opt_state").
int64_t argumentsUnder(const Module& m, const std::string& root) {
  const Function& f = *m.lookup("main");
  int64_t n = 0;
  for (size_t i = 0; i < f.argTypes.size(); ++i) {
    const std::vector<std::string> names = argumentNames(f, i);
    n += !names.empty() && pytreeRoot(names[0]) == root;
  }
  return n;
}

// The cost after each tactic of examples/schedules/`name`, by tactic name.
// Only ZeRO-3 meets conflicts: its parameters arrive split over "batch" at
// ops already in the batch loop, and stay whole there (gathered).
std::map<std::string, CostReport> statsOf(const Module& m, const std::string& name) {
  Result<Schedule> schedule = loadScheduleFile(std::string(PARTIR_SOURCE_DIR) + "/examples/schedules/" + name);
  EXPECT_TRUE(schedule.ok()) << schedule.error().str();
  std::map<std::string, CostReport> stats;
  if (!schedule.ok()) return stats;
  const DeviceSpec device = findDeviceSpec("tpuv3").value();
  PartitionOptions options;
  options.afterTactic = [&](const TacticReport& r, const Module& core) {
    if (r.tactic != "Z3") {
      EXPECT_TRUE(r.conflicts.empty()) << r.str();
    }
    Result<CostReport> cost = costOfPartitioned(core, "main", device);
    ASSERT_TRUE(cost.ok()) << cost.error().str();
    stats[r.tactic] = cost.value();
  };
  Result<CostReport> original = costOfPartitioned(m, "main", device);
  EXPECT_TRUE(original.ok());
  if (original.ok()) stats["(original)"] = original.value();
  Result<PartitionResult> result = partitionModule(m, schedule.value(), options);
  EXPECT_TRUE(result.ok()) << result.error().str();
  return stats;
}

struct Counts {
  int64_t ag = 0, ar = 0, rs = 0, a2a = 0;
  bool operator==(const Counts&) const = default;
};

Counts countsOf(const CostReport& c) {
  return {c.collectiveCount("all_gather"), c.collectiveCount("all_reduce"), c.collectiveCount("reduce_scatter"),
          c.collectiveCount("all_to_all")};
}

void PrintTo(const Counts& c, std::ostream* os) {
  *os << "AG " << c.ag << " AR " << c.ar << " RS " << c.rs << " A2A " << c.a2a;
}

constexpr int64_t kLayers[] = {1, 2, 3};

TEST(TrainingSchedules, ParameterCountFollowsTheModel) {
  for (int64_t L : kLayers) {
    std::unique_ptr<Module> m = transformer(L);
    ASSERT_TRUE(m);
    EXPECT_EQ(argumentsUnder(*m, "params"), 2 + 8 * L + 2) << "L = " << L;  // embeddings, 8 per layer, head
    EXPECT_EQ(argumentsUnder(*m, "opt_state"), 2 * (2 + 8 * L + 2) + 1);     // mu, nu, count
  }
}

// Runs `expect(L, P, stats, module)` on the Transformer of 1, 2 and 3
// layers partitioned by examples/schedules/`schedule`.
template <class Expect>
void forEachDepth(const std::string& schedule, Expect expect) {
  for (int64_t L : kLayers) {
    SCOPED_TRACE("L = " + std::to_string(L));
    std::unique_ptr<Module> m = transformer(L);
    ASSERT_TRUE(m);
    expect(L, argumentsUnder(*m, "params"), statsOf(*m, schedule), *m);
  }
}

TEST(TrainingSchedules, BatchParallelismAllReducesEachGradientAndTheLoss) {
  forEachDepth("bp.schedule", [](int64_t, int64_t P, const auto& stats, const Module&) {
    EXPECT_EQ(countsOf(stats.at("(original)")), (Counts{}));
    EXPECT_EQ(countsOf(stats.at("BP")), (Counts{.ar = P + 1}));
  });
}

TEST(TrainingSchedules, MegatronAddsFourAllReducesPerLayer) {
  forEachDepth("bp_mp.schedule", [](int64_t L, int64_t P, const auto& stats, const Module&) {
    EXPECT_EQ(countsOf(stats.at("BP")), (Counts{.ar = P + 1}));
    EXPECT_EQ(countsOf(stats.at("MP")), (Counts{.ar = P + 1 + 4 * L}));
  });
}

// The parameters whose Adam moments the lowered program receives split
// over "batch": the ones ZeRO shards.
int64_t shardedOverBatch(const Module& m, const std::string& schedule) {
  Result<Schedule> s = loadScheduleFile(std::string(PARTIR_SOURCE_DIR) + "/examples/schedules/" + schedule);
  Result<PartitionResult> core = partitionModule(m, s.value(), {});
  Result<std::unique_ptr<Module>> hlo = lowerModule(*core->core);
  EXPECT_TRUE(hlo.ok());
  const Function& f = *hlo.value()->lookup("main");
  int64_t n = 0;
  for (size_t i = 0; i < f.argTypes.size(); ++i) {
    const std::vector<std::string> names = argumentNames(f, i);
    if (names.empty() || !names[0].starts_with("opt_state['mu']")) continue;
    const std::optional<DimAxes> sharding = shardingOf(f.argAttrs[i]);
    bool onBatch = false;
    for (const auto& axes : sharding.value_or(DimAxes{}))
      onBatch |= std::find(axes.begin(), axes.end(), "batch") != axes.end();
    n += onBatch;
  }
  return n;
}

TEST(TrainingSchedules, ZeroTwoTurnsShardedGradientReductionsIntoReduceScatters) {
  forEachDepth("bp_mp_z2.schedule", [](int64_t L, int64_t P, const auto& stats, const Module& m) {
    const int64_t S = shardedOverBatch(m, "bp_mp_z2.schedule");
    EXPECT_EQ(S, P) << "every parameter has a dim the batch axis divides";
    EXPECT_EQ(countsOf(stats.at("Z2")), (Counts{.ag = S, .ar = P + 1 + 4 * L - S, .rs = S}));
  });
}

TEST(TrainingSchedules, ZeroThreeGathersEachParameterBeforeEachRead) {
  forEachDepth("bp_mp_z3.schedule", [](int64_t L, int64_t P, const auto& stats, const Module&) {
    // Read again by the backward pass (dX = dY·Wᵀ): wqkv, wo, w1, w2 of each
    // layer and the unembedding.
    const int64_t readTwice = 4 * L + 1;
    EXPECT_EQ(countsOf(stats.at("Z3")), (Counts{.ag = P + readTwice, .ar = 1 + 4 * L, .rs = P}));
  });
}

TEST(TrainingSchedules, BatchParallelismDividesActivationMemory) {
  std::unique_ptr<Module> m = longSequences();
  ASSERT_TRUE(m);
  const auto stats = statsOf(*m, "bp.schedule");
  const CostReport& before = stats.at("(original)");
  const CostReport& bp = stats.at("BP");
  constexpr int64_t kBatchAxis = 4;
  EXPECT_EQ(bp.argumentBytes.at("batch") * kBatchAxis, before.argumentBytes.at("batch"));
  EXPECT_EQ(bp.argumentBytes.at("params"), before.argumentBytes.at("params"));
  // The temporaries are activations (divided) plus gradient-sized values
  // (not divided): the peak falls by the batch axis up to those.
  const double ratio = static_cast<double>(before.temporaryPeakBytes) / static_cast<double>(bp.temporaryPeakBytes);
  EXPECT_GT(ratio, 0.95 * kBatchAxis) << before.temporaryPeakBytes << " -> " << bp.temporaryPeakBytes;
  EXPECT_LE(ratio, kBatchAxis);
  EXPECT_LT(bp.flops, before.flops);
}

TEST(TrainingSchedules, ZeroThreeDividesParameterAndOptimizerMemory) {
  std::unique_ptr<Module> m = longSequences();
  ASSERT_TRUE(m);
  const auto stats = statsOf(*m, "bp_mp_z3.schedule");
  const CostReport& mp = stats.at("MP");
  const CostReport& z3 = stats.at("Z3");
  constexpr int64_t kBatchAxis = 4, kCountBytes = 4;  // opt_state['count'] stays whole
  EXPECT_EQ(z3.argumentBytes.at("params") * kBatchAxis, mp.argumentBytes.at("params"));
  EXPECT_EQ((z3.argumentBytes.at("opt_state") - kCountBytes) * kBatchAxis,
            mp.argumentBytes.at("opt_state") - kCountBytes);
  EXPECT_LT(z3.peakBytes, mp.peakBytes);
}

}  // namespace
}  // namespace partir
