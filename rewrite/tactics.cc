#include "rewrite/tactics.h"

#include <fmt/format.h>

#include "rewrite/inline_calls.h"
#include "rewrite/materialize.h"
#include "semantics/call_graph.h"
#include "semantics/core_ops.h"
#include "semantics/process_dependence.h"
#include "rewrite/targets.h"
#include "semantics/verifier.h"

namespace partir {

std::string TacticReport::str() const {
  return fmt::format("{} (axis {}): {} action{}, {} loop level{} added, {} loop{}, {} conflict{}",
                     tactic, axes, actions, actions == 1 ? "" : "s", levelsAdded,
                     levelsAdded == 1 ? "" : "s", loops, loops == 1 ? "" : "s", conflicts.size(),
                     conflicts.size() == 1 ? "" : "s");
}

namespace {

// The first dim of `v` whose local size (after the loops already tiling it)
// the axis divides; nullopt if none.
std::optional<int64_t> firstDivisibleDim(const Partitioner& p, const Value* v,
                                         const std::string& axis) {
  const Shape shape = p.localValueShape(v);
  const int64_t k = p.axisSize(axis);
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] % k == 0 && shape[d] >= k) return static_cast<int64_t>(d);
  return std::nullopt;
}

Status applyChoice(Partitioner& p, const Value* v, const DimChoice& choice,
                   const std::string& axis, int64_t& actions) {
  switch (choice.kind) {
    case DimChoice::Kind::kUnknown: return Status::success();
    case DimChoice::Kind::kReplicated: ++actions; return p.atomic(v, axis);
    case DimChoice::Kind::kDim: ++actions; return p.tile(v, choice.dim, axis);
    case DimChoice::Kind::kFirstDivisible:
      if (!v->type().isTensor()) return Status::success();
      if (auto d = firstDivisibleDim(p, v, axis)) {
        ++actions;
        return p.tile(v, *d, axis);
      }
      return Status::success();
  }
  return Status::success();
}

}  // namespace

Status applyManualActions(Partitioner& p, const Tactic& tactic, int64_t& actions) {
  for (const Assignment& a : tactic.assignments) {
    Result<std::vector<Value*>> values = resolveTarget(p.function(), a.target, a.loc);
    if (!values.ok()) return values.error();
    const std::vector<const Value*> resolved(values->begin(), values->end());
    PARTIR_RETURN_IF_ERROR(applyAssignment(p, tactic, a, resolved, actions));
  }
  return Status::success();
}

Status applyAssignment(Partitioner& p, const Tactic& tactic, const Assignment& assignment,
                       const std::vector<const Value*>& values, int64_t& actions) {
  for (const Value* v : values)
    if (Status s = applyChoice(p, v, assignment.choice, tactic.axes.at(0), actions); !s.ok()) {
      Diagnostic d = s.error();
      d.loc = assignment.loc;
      d.message = fmt::format("tactic {}: {}", tactic.name, d.message);
      return d;
    }
  return Status::success();
}

Schedule scheduleWithFound(const Schedule& schedule, const std::vector<TacticReport>& reports) {
  Schedule out{schedule.mesh, {}};
  for (size_t i = 0; i < schedule.tactics.size(); ++i) {
    const Tactic& t = schedule.tactics[i];
    if (t.kind == Tactic::Kind::kManual || i >= reports.size()) out.tactics.push_back(t);
    else out.tactics.insert(out.tactics.end(), reports[i].found.begin(), reports[i].found.end());
  }
  return out;
}

Result<TacticReport> applyTactic(Partitioner& p, const Tactic& tactic,
                                 AutomaticStrategy* automatic) {
  TacticReport report{tactic.name, fmt::format("{}", fmt::join(tactic.axes, ",")), 0, 0, 0, {}, {}, {}};
  const int64_t before = p.totalLevels();
  if (tactic.kind == Tactic::Kind::kManual) {
    PARTIR_RETURN_IF_ERROR(applyManualActions(p, tactic, report.actions));
    p.propagate();
  } else {
    if (!automatic)
      return makeError(ErrorKind::kUnsupported, tactic.loc,
                       "tactic {}: automatic tactics need a search strategy and a cost model (partir "
                       "partition and partir check give them)",
                       tactic.name);
    Result<AutomaticOutcome> outcome = automatic->search(p, tactic);
    if (!outcome.ok()) return outcome.error();
    // Seed 000 §3: the search issues the same actions manual tactics do.
    for (const Tactic& manual : outcome->tactics) {
      PARTIR_RETURN_IF_ERROR(applyManualActions(p, manual, report.actions));
      p.propagate();
    }
    report.search = outcome->search;
    report.found = std::move(outcome->tactics);
  }
  report.levelsAdded = p.totalLevels() - before;
  report.conflicts = p.conflicts();
  return report;
}

namespace {

// What partitioning does to a partition-dependent op of `module`.
std::string partitionsChange(const Module& module, const Mesh& mesh) {
  const int64_t n = numPartitions(module).value_or(1);
  if (n == 1) return fmt::format("run it on {} partitions instead of 1", mesh.numDevices());
  return fmt::format("run it on each device's chunks of values its {} partitions each hold whole", n);
}

// Seed 000 §2: partitioning keeps the program's meaning. An op whose value
// depends on the partition (semantics/process_dependence.h) would run on
// one partition per device, each holding chunks of the program's values, so
// a mesh of more than one device refuses it.
Status refusePartitionDependentOps(const Module& module, const Function& entry, const Mesh& mesh) {
  if (mesh.numDevices() == 1) return Status::success();
  std::optional<Diagnostic> refusal;
  walk(entry.body, [&](const Operation& op) {
    if (refusal) return;
    if (std::optional<std::string> why = partitionDependence(op))
      refusal = unsupported(op.loc(), "{}: {}; partitioning over {} devices would {} and change the program's meaning",
                            op.name(), *why, mesh.numDevices(), partitionsChange(module, mesh));
  });
  return refusal ? Status(*refusal) : Status::success();
}

}  // namespace

Result<std::unique_ptr<Module>> modulePreparedForPartitioning(const Module& module, const std::string& entry,
                                                              const Mesh& mesh) {
  // A program already over a mesh (PartIR:Core, or lowered) keeps its loops
  // and collectives on that mesh's axes (seed 000 §5: one mesh per program).
  Result<Mesh> own = moduleMesh(module);
  if (!own.ok()) return own.error();
  if (!own->empty() && !(*own == mesh))
    return invalid(module.loc, "the program is already over the mesh [{}]; the schedule's mesh is [{}]", own->str(),
                   mesh.str());
  std::unique_ptr<Module> work = cloneModule(module);
  Function* f = work->lookup(entry);
  if (!f || f->isDeclaration()) return invalid(module.loc, "no function @{} with a body to partition", entry);
  if (Status s = inlineCalls(*work, *f); !s.ok()) return s.error();
  // The program is @entry: a function that calls it (or that it does not
  // reach) would see the partitioned signature and no longer verify.
  const std::set<std::string> reached = reachableFunctions(*work, entry);
  std::erase_if(work->functions, [&](const auto& g) { return !reached.count(g->name); });
  if (Status s = verifyModule(*work); !s.ok()) return s.error();
  return work;
}

Result<PartitionResult> partitionModule(const Module& module, const Schedule& schedule,
                                        const PartitionOptions& options) {
  std::optional<Mesh> mesh = options.mesh ? options.mesh : schedule.mesh;
  if (!mesh || mesh->empty())
    return invalid(module.loc, "no mesh: give one in the schedule ('mesh a=4 b=2') or with --mesh");
  Result<std::unique_ptr<Module>> work = modulePreparedForPartitioning(module, options.entry, *mesh);
  if (!work.ok()) return work.error();
  Function& entry = *work.value()->lookup(options.entry);
  if (Status s = refusePartitionDependentOps(*work.value(), entry, *mesh); !s.ok()) return s.error();
  Partitioner partitioner(*work.value(), entry, *mesh);
  PartitionResult result;
  for (const Tactic& tactic : schedule.tactics) {
    for (const std::string& axis : tactic.axes)
      if (!mesh->axisSize(axis))
        return invalid(tactic.loc, "tactic {}: no axis '{}' in the mesh {}", tactic.name, axis,
                       mesh->str());
    Result<TacticReport> report = applyTactic(partitioner, tactic, options.automatic);
    if (!report.ok()) return report.error();
    result.core = materializeCore(partitioner);
    report.value().loops = countLoops(*result.core);
    if (options.afterTactic) options.afterTactic(report.value(), *result.core);
    result.reports.push_back(std::move(report.value()));
  }
  if (!result.core) result.core = materializeCore(partitioner);
  if (Status s = verifyRewritten(*result.core, "partitioned"); !s.ok()) return s.error();
  return result;
}

}  // namespace partir
