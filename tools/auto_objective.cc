#include "tools/auto_objective.h"

#include "rewrite/lower.h"
#include "rewrite/materialize.h"
#include "tools/tactic_stats.h"

namespace partir {

Result<Evaluation> CostModelObjective::evaluate(const Partitioner& partitioner) {
  Result<std::unique_ptr<Module>> hlo = lowerModule(materializeCore(partitioner), LowerOptions{.entry = entry_});
  if (!hlo.ok()) return hlo.error();
  Result<CostReport> cost = estimateCost(**hlo, device_, entry_);
  if (!cost.ok()) return cost.error();
  return Evaluation{cost->estSeconds(), cost->peakBytes};
}

Result<Schedule> searchedSchedule(const Module& module, const Schedule& schedule, PartitionOptions options,
                                  const DeviceSpec& device, std::optional<int64_t> memoryBytes) {
  const bool automatic = std::any_of(schedule.tactics.begin(), schedule.tactics.end(),
                                     [](const Tactic& t) { return t.kind == Tactic::Kind::kAutomatic; });
  if (!automatic) return schedule;
  CostModelObjective objective(options.entry, device);
  SearchStrategy strategy(objective, memoryBytes.value_or(device.hbmBytes));
  options.automatic = &strategy;
  Result<PartitionResult> result = partitionModule(module, schedule, options);
  if (!result.ok()) return result.error();
  return scheduleWithFound(schedule, result->reports);
}

}  // namespace partir
