// The metadata `partir partition --stats` reports after every tactic (seed
// 000 §2.2 and §7.3: "the expected communication collectives ... as reported
// after every tactic is applied"; DESIGN.md "Cost model"): the program so far
// is lowered to PartIR:HLO (rewrite/lower.h) and run through the cost model
// (interp/cost_model.h) for one device.
//
// The table, one row per tactic after the program as given:
//   tactic      AG   AR   RS  A2A   flops/dev  peak/dev  arguments/dev  est. time
//   (original)   0    0    0    0  25.2 MFLOP  1.31 MiB       608 KiB   10.6 µs
//   BP           0   27    0    0  6.31 MFLOP   512 KiB       436 KiB   9.93 µs
//
// The JSON object (one per module):
//   {"device": "a100", "mesh": "batch=4,model=2",
//    "original": {STATS}, "tactics": [{"name": "BP", STATS...}, ...]}
//   STATS = "collectives": {"all_gather": 0, "all_reduce": 27, ...},
//           "collective_bytes": {"all_gather": 0.0, ...}, "flops": ...,
//           "peak_bytes": ..., "temporary_peak_bytes": ...,
//           "argument_bytes": {"params": ..., "opt_state": ..., "batch": ...},
//           "compute_seconds": ..., "communication_seconds": ...,
//           "est_seconds": ...
//   and for an automatic tactic "search": {"algorithm", "evaluated",
//           "seconds", "best_est_seconds", "best_peak_bytes", "fits",
//           "complete", "stopped_by_time"}
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "interp/cost_model.h"
#include "rewrite/tactics.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"

namespace partir {

struct TacticStats {
  std::string name;  // "(original)" for the program as given
  CostReport cost;
  std::optional<SearchReport> search;  // automatic tactics
};

// The cost of `module` (StableHLO, or PartIR:Core with a mesh, which is
// lowered first) on one device of its mesh.
Result<CostReport> costOfPartitioned(const Module& module, const std::string& entry,
                                     const DeviceSpec& device);

// "1.31 MiB": three significant digits, binary units.
std::string bytesText(double bytes);
// "10.6 µs", "1.2 s": three significant digits.
std::string secondsText(double seconds);

// "found by mcts: 412 programs costed in 3.1 s; est. 1.2 ms, peak 20 MiB (fits)"
std::string formatSearchReport(const SearchReport& search);

std::string formatStatsTable(const std::vector<TacticStats>& rows, const DeviceSpec& device);
nlohmann::json statsJson(const std::vector<TacticStats>& rows, const DeviceSpec& device,
                         const std::string& mesh);

}  // namespace partir
