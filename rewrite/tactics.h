// Tactics and schedules (seed 000 §3, DESIGN.md "Tactics and schedules"):
// each tactic issues actions on one axis, then one `propagate`.
//
// A manual tactic maps targets (rewrite/targets.h) to a dim choice:
//   a dim d       -> tile<%v, d, axis>
//   replicated    -> atomic<%v, axis>
//   first_divisible -> tile on the first dim whose local size the axis divides
//   unknown       -> no action (left to propagation)
// An automatic tactic asks its `AutomaticStrategy` (the search of
// rewrite/auto_partition.h) for manual tactics, one per axis, and applies
// them as written: what it found is an ordinary schedule a person can keep.
//
// Given the schedule of seed 000 Listing 6 (BP on x, MP on w1, Z3 on w1 and
// w2) and the matmul chain of Listing 2, `partitionModule` issues
//   tile<%x,0,"B">; propagate; tile<%w1,1,"M">; propagate;
//   tile<%w1,0,"B">; tile<%w2,1,"B">; propagate
// and reports, per tactic, the actions, the loop levels added and conflicts.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rewrite/partitioner.h"
#include "rewrite/schedule.h"

namespace partir {

// How an automatic tactic's search went.
struct SearchReport {
  std::string algorithm;
  int64_t evaluated = 0;      // candidate programs costed (each distinct program once)
  double seconds = 0;         // wall time of the search
  double bestEstSeconds = 0;  // the objective's estimate for the program found
  int64_t bestPeakBytes = 0;
  bool fits = true;           // the program found fits the device memory
  bool complete = false;      // every candidate action set was costed
  bool stoppedByTime = false; // the budget cut it short: the result depends on the machine
  // The evaluation limit (`evaluations=N`) cut it short; when none of the
  // three, the search ended on its own: no move it tries improves the result.
  bool stoppedByCount = false;
  int64_t evaluationLimit = 0;
};

struct TacticReport {
  std::string tactic;
  std::string axes;         // "batch"
  int64_t actions = 0;      // tile / atomic actions issued
  int64_t levelsAdded = 0;  // loop levels the actions and propagation added
  int64_t loops = 0;        // partir.loop ops in the module afterwards
  std::vector<Conflict> conflicts;
  // Automatic tactics: what the search found, as manual tactics.
  std::optional<SearchReport> search;
  std::vector<Tactic> found;
  // "BP (axis batch): 1 action, 3 loop levels added, 2 loops, 0 conflicts"
  std::string str() const;
};

// What an automatic tactic found: manual tactics on its axes, in order,
// which applied to the partitioner give the program the search chose.
struct AutomaticOutcome {
  std::vector<Tactic> tactics;
  SearchReport search;
};

// The slot for automatic tactics (seed 000 §3 AutomaticPartition): choose
// actions for `tactic`'s axes given the program so far.
class AutomaticStrategy {
 public:
  virtual ~AutomaticStrategy() = default;
  virtual Result<AutomaticOutcome> search(const Partitioner& partitioner, const Tactic& tactic) = 0;
};

struct PartitionOptions {
  std::string entry = "main";
  std::optional<Mesh> mesh;  // overrides the schedule's mesh line
  AutomaticStrategy* automatic = nullptr;
  // Called after each tactic with its report and the module so far.
  std::function<void(const TacticReport&, const Module&)> afterTactic;
};

struct PartitionResult {
  std::unique_ptr<Module> core;
  std::vector<TacticReport> reports;
};

// Inlines calls (rewrite/inline_calls.h), runs every tactic of `schedule` on
// the entry function of `module` (a verified StableHLO module) and returns the
// PartIR:Core module.
Result<PartitionResult> partitionModule(const Module& module, const Schedule& schedule,
                                        const PartitionOptions& options);

// What `partitionModule` partitions: a copy of `module` whose @entry has its
// calls inlined and verifies again. Fails when @entry has no body or the
// module is already over a mesh (its `partir.mesh`) other than `mesh`.
Result<std::unique_ptr<Module>> modulePreparedForPartitioning(const Module& module, const std::string& entry,
                                                              const Mesh& mesh);

// Runs one tactic on `partitioner` (targets resolved in its function).
Result<TacticReport> applyTactic(Partitioner& partitioner, const Tactic& tactic,
                                 AutomaticStrategy* automatic);

// `schedule` with every automatic tactic replaced by the manual tactics its
// search found (`reports` from partitionModule, one per tactic): the
// schedule `--emit-schedule` writes, which reproduces the same program.
Schedule scheduleWithFound(const Schedule& schedule, const std::vector<TacticReport>& reports);

// The actions of manual tactic `tactic` on `partitioner`, without the
// propagation that follows them; adds their count to `actions`.
Status applyManualActions(Partitioner& partitioner, const Tactic& tactic, int64_t& actions);
// One assignment of `tactic` whose target resolved to `values` (in order):
// what applyManualActions does for it.
Status applyAssignment(Partitioner& partitioner, const Tactic& tactic, const Assignment& assignment,
                       const std::vector<const Value*>& values, int64_t& actions);

}  // namespace partir
