// The reference interpreter (DESIGN.md data flow, path A): runs a function of
// a StableHLO module op by op, following the StableHLO spec's semantics.
//
// Given the module
//   func.func @main() -> tensor<2xi32> {
//     %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
//     %1 = stablehlo.add %0, %0 : tensor<2xi32>
//     return %1 : tensor<2xi32>
//   }
// `Interpreter(module).run("main", {})` returns the tensor [2, 4].
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "interp/deferred_operand.h"
#include "interp/op_profile.h"
#include "interp/rounding_perturbation.h"
#include "interp/spmd.h"
#include "interp/value.h"
#include "semantics/ir.h"
#include "semantics/quantized_ops.h"

namespace partir {

class OpContext;

struct InterpreterOptions {
  // Stop with an error once this time is passed (checked between ops).
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // How many `check.*` ops passed; the interpreter counts them here.
  int64_t* checksPassed = nullptr;
  // When set, a failed `check.*` op is recorded here and the run goes on;
  // otherwise it stops the run.
  std::vector<Diagnostic>* checksFailed = nullptr;
  // The process of a parallel run this interpreter runs (interp/spmd.h);
  // without a grid, process (0, 0) of a 1x1 grid of its own.
  SpmdProcess process = {};
  // When set, every op run is timed into it (interp/op_profile.h).
  OpProfile* profile = nullptr;
  // The limit behind `deadline`, for its message: "50 s (--timeout
  // SECONDS; 0 for none)".
  std::string limit = "";
  // When set, every float result of an op that rounds is perturbed by a
  // rounding-sized amount (interp/rounding_perturbation.h), for the f64
  // re-runs of `partir check`'s float verdicts.
  std::optional<RoundingPerturbation> perturbation;
  // When set, a run on a mesh or on partitions spreads its processes over
  // these OS processes (the ranks of mpirun, mpi/rank_world.h): this one runs
  // its share, and the results come together on rank 0.
  Ranks* ranks = nullptr;
  // With ranks: each rank keeps its own processes' results (the others'
  // stay empty) rather than sending them to rank 0, which gets every
  // process's results as digests (digestOf) and judges them with this; a
  // failure it finds is the run's on every rank.
  std::function<std::optional<Diagnostic>(const std::vector<Values>& digests)> judgeKeptResults;
};

class Interpreter {
 public:
  explicit Interpreter(const Module& module, InterpreterOptions options = {});

  // Runs `function` on `args`. Errors (bad input, unsupported ops, failed
  // checks) come back as a Diagnostic; nothing escapes.
  Result<Values> run(std::string_view function, Values args);

  // For kernels (throwing DiagnosticError on failure):
  Values callFunction(const Function& function, Values args);
  Values runRegion(const Region& region, Values args);
  const Module& module() const { return module_; }
  const InterpreterOptions& options() const { return options_; }
  // The process this interpreter runs (StableHLO spec "Parallel execution"):
  // collectives exchange values through its grid's rendezvous.
  const SpmdProcess& process() const { return process_; }
  void recordCheckPassed();
  // Records a failed check; throws it unless `checksFailed` collects failures.
  void recordCheckFailed(Diagnostic failure);
  // Values recorded by `interpreter.probe`, by probe id, in execution order;
  // `check.expect_serialized_eq` reads them back.
  std::map<std::string, std::vector<Tensor>, std::less<>>& probes() { return probes_; }

 private:
  using Scope = std::unordered_map<const Value*, InterpreterValue>;
  // For each op of a block, the values whose last use (in this block, nested
  // regions included) is that op: freed right after it runs, so peak memory
  // is the live set, not every intermediate.
  // And which ops are deferred (interp/deferred_operand.h).
  struct BlockPlan {
    std::vector<std::vector<const Value*>> dying;
    std::vector<bool> deferred;
  };
  // The deferred values of a block being run, until their one user takes them.
  using Deferred = std::unordered_map<const Value*, DeferredOperand>;
  Values runBlock(const Block& block, Values args);
  Values evalDequantized(OpContext& ctx);
  const BlockPlan& blockPlan(const Block& block);
  // The operands of `op`, moved out of `scope` at their last use (`dying`);
  // a deferred one is an empty placeholder, its view in `views`.
  Values gatherOperands(const Operation& op, Scope& scope, const std::vector<const Value*>& dying,
                        Deferred& deferred, std::vector<std::optional<DeferredOperand>>& views);
  // `run()`, timed into options_.profile as `op` when there is one.
  template <class Run>
  auto profiled(const Operation& op, Run&& run);
  void checkDeadline(const Operation& op) const;

  const InterpreterValue& lookup(const Operation& user, const Value* v) const;

  const Module& module_;
  InterpreterOptions options_;
  // Scopes of the blocks being run in the current function, innermost last;
  // regions see their enclosing blocks' values (StableHLO spec "Execution").
  std::vector<const Scope*> scopes_;
  std::map<std::string, std::vector<Tensor>, std::less<>> probes_;
  // How many results options_.perturbation has perturbed: each one's stream.
  uint64_t perturbedResults_ = 0;
  std::unordered_map<const Block*, BlockPlan> blockPlans_;
  // The expressed copies of the ops on quantized tensors run so far.
  std::unordered_map<const Operation*, ExpressedOp> expressedOps_;
  std::unique_ptr<ProcessGrid> ownGrid_;  // the 1x1 grid when options.process has none
  SpmdProcess process_;
  // With a profile: for each op being run, innermost last, the seconds its
  // nested ops took so far (subtracted from its own time).
  std::vector<double> nestedSeconds_;
};

}  // namespace partir
