#include "tools/check_command.h"
#include "tools/partition_command.h"

#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "interp/interpreter.h"
#include "interp/kernels/checks.h"
#include "interp/mesh_interpreter.h"
#include "interp/random_inputs.h"
#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "semantics/load.h"
#include "tools/json_text.h"

namespace partir {

namespace {

// A failing path's diagnostic, saying which path.
Diagnostic pathError(const std::string& path, Diagnostic d) {
  d.message = fmt::format("{} path: {}", path, d.message);
  return d;
}

struct Mismatch {
  int64_t trial = 0;
  std::string path;
  int64_t result = -1;  // -1: the path failed as a whole
  std::string message;
};

// The programs of one module, one per path.
struct Paths {
  const Module* reference = nullptr;
  std::unique_ptr<Module> core, hlo, spmd;
  InterpreterOptions options;  // the deadline of --timeout
};

// How many of each PartIR:HLO collective the lowered module holds.
std::map<std::string, int64_t> countCollectives(const Module& hlo) {
  std::map<std::string, int64_t> counts{{"all_gather", 0}, {"all_reduce", 0}, {"reduce_scatter", 0},
                                        {"all_to_all", 0}, {"all_slice", 0}};
  for (const auto& f : hlo.functions)
    walk(f->body, [&](const Operation& op) {
      const std::string& name = op.name();
      if (name.starts_with("partir.") && counts.count(name.substr(7))) ++counts[name.substr(7)];
    });
  return counts;
}

Result<Values> runPath(const std::string& path, const Paths& p, const std::string& entry,
                       const Values& args) {
  if (path == "reference") return Interpreter(*p.reference, p.options).run(entry, args);
  if (path == "temporal") return Interpreter(*p.core, p.options).run(entry, args);
  if (path == "mesh") return MeshInterpreter(*p.hlo, p.options).run(entry, args);
  return MeshInterpreter(*p.spmd, p.options).run(entry, args);
}

// Compares each path with the reference on one trial's inputs. A path that
// fails (a failed check.* op aside) is an error, not a disagreement: it is
// returned, and the caller stops.
Status runTrial(const Paths& p, const CheckCommandOptions& o, int64_t trial, const Values& args,
                std::vector<Mismatch>& out) {
  const std::string& entry = o.entry;
  Result<Values> reference = runPath("reference", p, entry, args);
  if (!reference.ok()) return pathError("reference", reference.error());
  for (const std::string path : {"temporal", "mesh", "stablehlo"}) {
    Result<Values> got = runPath(path, p, entry, args);
    if (!got.ok() && got.error().kind != ErrorKind::kCheckFailed) return pathError(path, got.error());
    if (!got.ok()) {
      out.push_back({trial, path, -1, got.error().str()});
      continue;
    }
    for (size_t i = 0; i < reference->size(); ++i) {
      const CheckOutcome eq = expectAllClose((*got)[i].tensor(), (*reference)[i].tensor(), o.rtol, o.atol);
      if (!eq.ok) out.push_back({trial, path, static_cast<int64_t>(i), eq.message});
    }
  }
  return Status::success();
}

// One trial's random inputs; a type over the tensor size limit, or more than
// the machine can allocate, is refused.
Result<Values> trialInputs(const std::vector<TensorType>& types, const CheckCommandOptions& o, int64_t t) {
  try {
    return o.realInputs ? randomRealInputs(types, o.seed + t) : randomIntegerInputs(types, o.seed + t);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

Result<Paths> buildPaths(const Module& module, const Schedule& schedule, const CheckCommandOptions& o,
                         const std::optional<Mesh>& mesh) {
  PartitionOptions options;
  options.entry = o.entry;
  options.mesh = mesh;
  Result<PartitionResult> partitioned = partitionModule(module, schedule, options);
  if (!partitioned.ok()) return partitioned.error();
  Result<std::unique_ptr<Module>> hlo = lowerModule(*partitioned->core, LowerOptions{.entry = o.entry});
  if (!hlo.ok()) return hlo.error();
  Result<std::unique_ptr<Module>> spmd = exportStableHlo(**hlo, o.entry);
  if (!spmd.ok()) return spmd.error();
  return Paths{&module, std::move(partitioned->core), std::move(hlo.value()), std::move(spmd.value()), {}};
}

std::string mismatchStr(const Mismatch& m) {
  return m.result < 0 ? fmt::format("trial {}: {} path: {}", m.trial, m.path, m.message)
                      : fmt::format("trial {}: {} path, result {}: {}", m.trial, m.path, m.result, m.message);
}


// Exit 1 for a program's own failed check, else 2 (docs/cli.md).
int report(const Diagnostic& d) {
  fmt::print(stderr, "{}\n", d.str());
  return d.kind == ErrorKind::kCheckFailed ? 1 : 2;
}

// The argument types of `f`, which random trials need to be tensors.
Result<std::vector<TensorType>> tensorArguments(const Function& f) {
  std::vector<TensorType> types;
  for (const Type& t : f.argTypes) {
    if (!t.isTensor()) return unsupported(f.loc, "@{} takes a {}; random trials need tensors", f.name, t.str());
    types.push_back(t.tensor());
  }
  return types;
}

}  // namespace

int runCheckCommand(const CheckCommandOptions& o) {
  const TimeLimit limit(o.timeoutSeconds, "partir check");
  if (o.fromAnnotations == !o.schedule.empty())
    return report(invalid({}, "give one of --schedule FILE and --from-annotations"));
  Result<Schedule> schedule = o.fromAnnotations ? Schedule{} : loadScheduleFile(o.schedule);
  if (!schedule.ok()) return report(schedule.error());
  std::optional<Mesh> mesh;
  if (!o.mesh.empty()) {
    Result<Mesh> m = parseMesh(o.mesh);
    if (!m.ok()) return report(m.error());
    mesh = m.value();
  }
  if (const std::optional<Mesh>& target = mesh ? mesh : schedule->mesh; target)
    if (Status s = checkSimulatedMesh(*target, Location{o.mesh.empty() ? o.schedule : ""}); !s.ok())
      return report(s.error());
  Result<SourceFile> file = loadVerifiedFile(o.file);
  if (!file.ok()) return report(file.error());
  std::vector<Mismatch> mismatches;
  std::map<std::string, int64_t> collectives;
  int64_t trials = 0;
  for (const auto& module : file->modules) {
    if (o.fromAnnotations) {
      schedule = importedSchedule(*module, o.entry, "");
      if (!schedule.ok()) return report(schedule.error());
    }
    Result<Paths> paths = buildPaths(*module, schedule.value(), o, mesh);
    if (!paths.ok()) return report(paths.error());
    if (Status s = MeshInterpreter(*paths->hlo).checkRunnable(); !s.ok()) return report(s.error());
    paths->options.deadline = limit.deadline();
    for (const auto& [name, n] : countCollectives(*paths->hlo)) collectives[name] += n;
    Result<std::vector<TensorType>> types = tensorArguments(*module->lookup(o.entry));
    if (!types.ok()) return report(types.error());
    const int64_t n = types->empty() ? 1 : o.trials;
    for (int64_t t = 0; t < n; ++t, ++trials) {
      Result<Values> inputs = trialInputs(*types, o, t);
      if (!inputs.ok()) return report(inputs.error());
      if (Status s = runTrial(paths.value(), o, trials, *inputs, mismatches); !s.ok()) return report(s.error());
    }
  }
  if (o.json) {
    nlohmann::ordered_json j;
    j["file"] = o.file;
    j["trials"] = trials;
    j["agree"] = mismatches.empty();
    j["paths"] = {"reference", "temporal", "mesh", "stablehlo"};
    j["collectives"] = collectives;
    j["mismatches"] = nlohmann::json::array();
    for (const Mismatch& m : mismatches)
      j["mismatches"].push_back({{"trial", m.trial}, {"path", m.path}, {"result", m.result}, {"message", m.message}});
    fmt::print("{}\n", jsonText(j));
  } else {
    for (const Mismatch& m : mismatches) fmt::print("{}\n", mismatchStr(m));
    fmt::print("{}: {} trial{}, paths reference, temporal, mesh, stablehlo: {}\n", o.file, trials,
               trials == 1 ? "" : "s", mismatches.empty() ? "all agree" : "MISMATCH");
  }
  return mismatches.empty() ? 0 : 1;
}

}  // namespace partir
