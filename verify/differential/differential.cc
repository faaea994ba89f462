#include "verify/differential/differential.h"

#include <fmt/format.h>

#include "interp/collective_fit.h"
#include "interp/mesh_interpreter.h"
#include "rewrite/targets.h"

namespace partir {

namespace {

// The argument types of `f`, which random trials need to be tensors.
Result<std::vector<TensorType>> tensorArguments(const Function& f) {
  std::vector<TensorType> types;
  for (const Type& t : f.argTypes) {
    if (!t.isTensor()) return unsupported(f.loc, "@{} takes a {}; random trials need tensors", f.name, t.str());
    types.push_back(t.tensor());
  }
  return types;
}

// The trials of `paths`, then (options.mutants) the mutants on the same inputs.
void runTrials(const Paths& paths, const Paths* wide, const std::vector<TensorType>& types,
               const DifferentialOptions& o, DifferentialFindings& out, Status& inputError) {
  const int64_t n = types.empty() ? 1 : o.trials;
  std::vector<Values> inputs;
  std::vector<ReferenceRuns> references(n);
  references[0].measured = true;
  if (paths.limit) paths.limit->plan(n * static_cast<int64_t>(1 + kComparedPaths.size()));
  const size_t mismatchesBefore = out.mismatches.size();
  for (int64_t t = 0; t < n && !out.failure; ++t, ++out.trials) {
    Result<Values> args = trialInputs(types, o, t);
    if (!args.ok()) {
      inputError = args.error();
      return;
    }
    inputs.push_back(std::move(args.value()));
    Trial trial(paths, wide, o, out.trials, inputs.back(), references[t]);
    if (Status s = trial.run(out.verdicts, out.mismatches); !s.ok()) {
      out.failure = s.error();
      out.failedPath = trial.failedPath();
    }
    if (!o.mutants) {  // only the mutants need them again
      inputs.clear();
      references[t] = {};
    }
  }
  if (o.mutants && !out.failure && out.mismatches.size() == mismatchesBefore)
    for (MutantOutcome& m : runMutants(paths, wide, o, inputs, references)) out.mutants.push_back(std::move(m));
}

}  // namespace

Status checkCollectivesRun(const Module& module, const Function& entry) {
  const std::string runner = fmt::format("partir check runs @{} (the reference path) as", entry.name);
  return checkCollectivesFit(module, entry, declaredGrid(module), runner);
}

Status checkModule(const Module& module, const Schedule& schedule, const std::optional<Mesh>& mesh,
                   const DifferentialOptions& options, RunClock* clock, DifferentialFindings& out) {
  Result<const Function*> entry = chooseEntryFunction(module, options.entry);
  if (!entry.ok()) return entry.error();
  DifferentialOptions o = options;  // this module's entry
  o.entry = entry.value()->name;
  if (Status s = checkCollectivesRun(module, *entry.value()); !s.ok()) return s;
  Result<Paths> paths = buildPaths(module, schedule, o, mesh);
  if (!paths.ok()) return paths.error();
  if (Status s = MeshInterpreter(*paths->hlo).checkRunnable(); !s.ok()) return s;
  paths->limit = clock;
  Result<Paths> wide = widenedPaths(module, schedule, o, mesh);
  if (wide.ok()) wide->limit = clock;
  else out.notes.push_back(fmt::format("no f64 re-run, so any float difference is a mismatch: {}", wide.error().str()));
  for (const auto& [name, n] : countCollectives(*paths->hlo)) out.collectives[name] += n;
  Result<std::vector<TensorType>> types = tensorArguments(*entry.value());
  if (!types.ok()) return types.error();
  Status inputError = Status::success();
  runTrials(paths.value(), wide.ok() ? &wide.value() : nullptr, *types, o, out, inputError);
  return inputError;
}

Result<DifferentialFindings> checkPaths(const Module& module, const Schedule& schedule,
                                        const DifferentialOptions& options) {
  DifferentialFindings findings;
  if (Status s = checkModule(module, schedule, std::nullopt, options, nullptr, findings); !s.ok()) return s.error();
  return findings;
}

}  // namespace partir
