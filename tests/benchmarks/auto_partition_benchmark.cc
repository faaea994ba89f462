// The quality of automatic tactics (issue 20; seed 000 §7.3.1, Table 3):
// on generated MLP and Transformer training steps, the cost model's
// estimated step time and peak memory per device of the manual schedules
// (BP, BP+MP, BP+MP+Z2, BP+MP+Z3) against AllAuto, BP+AutoMP and
// AutoBP+MP for each search algorithm; a row where memory binds (below
// what BP needs); and, on a program small enough to enumerate, each
// algorithm's optimality gap against exhaustive search. Prints markdown
// tables (docs/partitioning.md keeps them).
//
//   build/tests/auto_partition_benchmark [--models mlp,transformer,heldout,t32]
//       [--algorithms mcts,greedy,beam] [--evaluations N] [--device-memory-gib G]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "examples/training/mlp_step.h"
#include "examples/training/transformer_step.h"
#include "rewrite/tactics.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tools/auto_objective.h"
#include "tools/tactic_stats.h"

namespace partir {
namespace {

struct Model {
  std::string name;
  std::string text;
  std::string mesh;    // the mesh line
  std::string device;  // the cost model's device
  std::string bp, mp;  // the manual BP and MP tactics (the MP one on axis "model")
};

// Megatron's split of the generated Transformer (examples/schedules/bp_mp.schedule).
constexpr const char* kTransformerMp =
    "tactic MP axis=model\n"
    "  *['layer_*']['attn']['wqkv'] = 2\n"
    "  *['layer_*']['attn']['wo'] = 0\n"
    "  *['layer_*']['mlp']['w1'] = 1\n"
    "  *['layer_*']['mlp']['b1'] = 0\n"
    "  *['layer_*']['mlp']['w2'] = 0\n";
// The same for a 3-layer MLP: the hidden features of the middle layer.
constexpr const char* kMlpMp =
    "tactic MP axis=model\n"
    "  *['layer_0']['w'] = 1\n"
    "  *['layer_0']['b'] = 0\n"
    "  *['layer_1']['w'] = 0\n";
constexpr const char* kBp = "tactic BP axis=batch\n  batch = 0\n";

std::string zero(const std::string& name, bool params) {
  return fmt::format("tactic {} axis=batch\n{}  opt_state['mu'] = first_divisible\n"
                     "  opt_state['nu'] = first_divisible\n",
                     name, params ? "  params = first_divisible\n" : "");
}

Model model(const std::string& name) {
  if (name == "mlp")
    return {"MLP 1024-4096-4096-1024, batch 256", training::mlpTrainStep({.widths = {1024, 4096, 4096, 1024}, .batch = 256}),
            "mesh batch=4 model=2\n", "a100", kBp, kMlpMp};
  if (name == "transformer")
    return {"Transformer 4 layers, d 512, seq 256, batch 32",
            training::transformerTrainStep(
                {.layers = 4, .dModel = 512, .heads = 8, .vocab = 8192, .seqLen = 256, .batch = 32}),
            "mesh batch=4 model=2\n", "a100", kBp, kTransformerMp};
  if (name == "heldout")  // a size no search setting was tuned on
    return {"Transformer 6 layers, d 384, seq 128, batch 64 (held out)",
            training::transformerTrainStep(
                {.layers = 6, .dModel = 384, .heads = 6, .vocab = 4096, .seqLen = 128, .batch = 64}),
            "mesh batch=4 model=2\n", "a100", kBp, kTransformerMp};
  return {"T32 (seed 000 §7.3: 32 layers, d 4096, seq 2048, batch 48)",
          training::transformerTrainStep(
              {.layers = 32, .dModel = 4096, .heads = 32, .vocab = 32000, .seqLen = 2048, .batch = 48}),
          "mesh batch=8 model=4\n", "tpuv3", kBp, kTransformerMp};
}

struct Row {
  std::string schedule, algorithm;
  CostReport cost;
  std::optional<SearchReport> search;
};

// Partitions `m` by `text` (auto tactics searched under `device` and
// `memory`) and costs the result; the search report is the last auto tactic's.
Row run(const Module& m, const std::string& label, const std::string& text, const DeviceSpec& device,
        int64_t memory) {
  Result<Schedule> schedule = parseSchedule(text, label);
  if (!schedule.ok()) throw std::runtime_error(schedule.error().str());
  CostModelObjective objective("main", device);
  SearchStrategy strategy(objective, memory);
  PartitionOptions options;
  options.automatic = &strategy;
  Result<PartitionResult> r = partitionModule(m, schedule.value(), options);
  if (!r.ok()) throw std::runtime_error(r.error().str());
  Result<CostReport> cost = costOfPartitioned(*r->core, "main", device);
  if (!cost.ok()) throw std::runtime_error(cost.error().str());
  Row row{label, "manual", cost.value(), std::nullopt};
  for (const TacticReport& t : r->reports)
    if (t.search) row.search = t.search, row.algorithm = t.search->algorithm;
  return row;
}

std::string gib(int64_t bytes) { return fmt::format("{:.2f} GiB", static_cast<double>(bytes) / (1 << 30)); }
std::string mib(int64_t bytes) { return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20)); }

void printRow(const Row& r, int64_t memory, bool huge) {
  const std::string peak = huge ? gib(r.cost.peakBytes) : mib(r.cost.peakBytes);
  const std::string searched =
      r.search ? fmt::format("{} in {:.1f} s{}", r.search->evaluated, r.search->seconds,
                             r.search->stoppedByTime ? " (time)" : "")
               : "";
  fmt::print("| {} | {} | {:.4g} ms | {} | {} | {} |\n", r.schedule, r.algorithm, r.cost.estSeconds() * 1e3, peak,
             r.cost.peakBytes <= memory ? "yes" : "no", searched);
}

std::string autoTactic(const std::string& name, const std::string& axes, const std::string& algorithm,
                       int64_t evaluations) {
  // The evaluations bound the search, not the clock: the rows are deterministic.
  return fmt::format("tactic {} {} auto={} evaluations={} budget=100000\n", name, axes, algorithm, evaluations);
}

void compareSchedules(const std::string& name, const std::vector<std::string>& algorithms, int64_t evaluations,
                      std::optional<int64_t> memoryGib) {
  const Model md = model(name);
  Result<SourceFile> file = parseSource(md.text, name);
  if (!file.ok() || !verifyModule(*file->modules[0]).ok()) throw std::runtime_error("generated module");
  const Module& m = *file->modules[0];
  const DeviceSpec device = findDeviceSpec(md.device).value();
  const bool huge = name == "t32";
  fmt::print("\n### {} on {{{}}}, {}\n\n", md.name, md.mesh.substr(5, md.mesh.size() - 6), device.name);
  const int64_t memory = memoryGib ? *memoryGib << 30 : device.hbmBytes;
  fmt::print("| schedule | search | est. step | peak/device | fits {} | programs costed |\n|---|---|---|---|---|---|\n",
             huge ? gib(memory) : mib(memory));
  const Row bp = run(m, "BP", md.mesh + md.bp, device, memory);
  printRow(bp, memory, huge);
  printRow(run(m, "BP+MP", md.mesh + md.bp + md.mp, device, memory), memory, huge);
  printRow(run(m, "BP+MP+Z2", md.mesh + md.bp + md.mp + zero("Z2", false), device, memory), memory, huge);
  printRow(run(m, "BP+MP+Z3", md.mesh + md.bp + md.mp + zero("Z3", true), device, memory), memory, huge);
  for (const std::string& a : algorithms) {
    printRow(run(m, "AllAuto", md.mesh + autoTactic("A", "axes=batch,model", a, evaluations), device, memory),
             memory, huge);
    printRow(run(m, "BP+AutoMP", md.mesh + md.bp + autoTactic("AutoMP", "axis=model", a, evaluations), device,
                 memory),
             memory, huge);
    printRow(run(m, "AutoBP+MP", md.mesh + autoTactic("AutoBP", "axis=batch", a, evaluations) + md.mp, device,
                 memory),
             memory, huge);
  }
  // Where memory binds (seed 000 §7.3.1): BP's peak less half of its
  // argument bytes, which only sharding the arguments (ZeRO) can save.
  int64_t argumentBytes = 0;
  for (const auto& [root, bytes] : bp.cost.argumentBytes) argumentBytes += bytes;
  const int64_t tight = bp.cost.peakBytes - argumentBytes / 2;
  fmt::print("\nWith {} of device memory (BP's peak less half of its argument bytes):\n\n",
             huge ? gib(tight) : mib(tight));
  fmt::print("| schedule | search | est. step | peak/device | fits | programs costed |\n|---|---|---|---|---|---|\n");
  for (const std::string& a : algorithms)
    printRow(run(m, "AllAuto", md.mesh + autoTactic("A", "axes=batch,model", a, evaluations), device, tight), tight,
             huge);
}

// The optimality gap on a program whose action sets can all be costed.
void optimalityGap(const std::vector<std::string>& algorithms, int64_t evaluations) {
  const std::string text = training::mlpTrainStep(
      {.widths = {64, 256, 64}, .batch = 32, .mode = training::OutputMode::kLossAndGradients});
  Result<SourceFile> file = parseSource(text, "small");
  const Module& m = *file->modules[0];
  const DeviceSpec device = findDeviceSpec("a100").value();
  const std::string mesh = "mesh batch=4\n";
  const Row best = run(m, "AutoB", mesh + "tactic A axis=batch auto=exhaustive evaluations=1000000 budget=3600\n",
                       device, device.hbmBytes);
  fmt::print("\n### Optimality gap: MLP 64-256-64 gradients, batch 32, one axis of 4 (a100)\n\n");
  fmt::print("exhaustive: {} programs costed in {:.1f} s, best {:.4g} µs{}\n\n", best.search->evaluated,
             best.search->seconds, best.search->bestEstSeconds * 1e6,
             best.search->complete ? " (every action set seen)" : " (NOT complete)");
  fmt::print("| search | found | gap | programs costed |\n|---|---|---|---|\n");
  for (const std::string& a : algorithms) {
    const Row r = run(m, "AutoB", mesh + autoTactic("A", "axis=batch", a, evaluations), device, device.hbmBytes);
    fmt::print("| {} | {:.4g} µs | {:+.1f}% | {} |\n", a, r.search->bestEstSeconds * 1e6,
               100 * (r.search->bestEstSeconds / best.search->bestEstSeconds - 1), r.search->evaluated);
  }
}

std::vector<std::string> splitList(const char* s) {
  std::vector<std::string> out;
  std::string item;
  for (const char* p = s;; ++p) {
    if (*p == ',' || *p == '\0') {
      if (!item.empty()) out.push_back(item);
      item.clear();
      if (*p == '\0') break;
    } else {
      item += *p;
    }
  }
  return out;
}

}  // namespace
}  // namespace partir

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // rows appear as they are measured
  std::vector<std::string> models = {"mlp", "transformer"}, algorithms = {"mcts", "greedy", "beam"};
  int64_t evaluations = 400;
  std::optional<int64_t> memoryGib;  // default: the device's memory
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--models")) models = partir::splitList(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--algorithms")) algorithms = partir::splitList(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--evaluations")) evaluations = std::atoll(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--device-memory-gib")) memoryGib = std::atoll(argv[i + 1]);
    else {
      fmt::print(stderr, "usage: {} [--models mlp,transformer,heldout,t32] [--algorithms mcts,greedy,beam] [--evaluations N] "
                 "[--device-memory-gib G]\n",
                 argv[0]);
      return 2;
    }
  }
  try {
    fmt::print("Every search bounded by {} programs costed.\n", evaluations);
    for (const std::string& m : models) partir::compareSchedules(m, algorithms, evaluations, memoryGib);
    partir::optimalityGap(algorithms, evaluations);
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 1;
  }
  return 0;
}
