// The objective of automatic tactics (rewrite/auto_partition.h): the cost
// model's estimated step time and peak memory of one device
// (interp/cost_model.h), after lowering the candidate program.
#pragma once

#include <optional>
#include <string>

#include "interp/device_spec.h"
#include "rewrite/auto_partition.h"

namespace partir {

class CostModelObjective : public SearchObjective {
 public:
  CostModelObjective(std::string entry, DeviceSpec device) : entry_(std::move(entry)), device_(std::move(device)) {}
  Result<Evaluation> evaluate(const Partitioner& partitioner) override;

 private:
  std::string entry_;
  DeviceSpec device_;
};

// `schedule` with its automatic tactics searched on `module` under the cost
// model of `device` (memory: `memoryBytes`, or the device's); a schedule
// without automatic tactics comes back unchanged.
Result<Schedule> searchedSchedule(const Module& module, const Schedule& schedule, PartitionOptions options,
                                  const DeviceSpec& device, std::optional<int64_t> memoryBytes);

}  // namespace partir
