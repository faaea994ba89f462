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
#include "interp/kernels/elementwise.h"
#include "interp/random_inputs.h"
#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "rewrite/targets.h"
#include "rewrite/widen_floats.h"
#include "semantics/load.h"
#include "tools/float_verdict.h"
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
  std::unique_ptr<Module> ownedReference;  // the widened program, which `reference` points to
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

constexpr const char* kComparedPaths[] = {"temporal", "mesh", "stablehlo"};

// What a compared path did over all trials, folded into its weakest
// comparison (bit for bit, then rounding, then a tolerance, then a
// mismatch) with its largest difference.
using PathVerdict = ResultComparison;

void record(PathVerdict& v, const ResultComparison& c) {
  if (c.kind < v.kind) return;
  if (c.kind > v.kind) v = c;
  else {
    v.differing = std::max(v.differing, c.differing);
    v.maxUlps = std::max(v.maxUlps, c.maxUlps);
  }
}

// The inputs of the widened program: float tensors as f64 (exact).
Values widenedInputs(const Values& args) {
  Values out;
  for (const InterpreterValue& v : args)
    out.push_back(v.isTensor() && isFloat(v.tensor().elementType())
                      ? InterpreterValue(convert(v.tensor(), ElementType::kF64))
                      : v);
  return out;
}

// One trial's run of every path, and of every path's widened counterpart
// when a result's bits differ (tools/float_verdict.h). A path that fails
// (a failed check.* op aside) is an error, not a disagreement: it is
// returned, and the caller stops.
class Trial {
 public:
  Trial(const Paths& p, const Paths* wide, const CheckCommandOptions& o, int64_t index, const Values& args)
      : p_(p), wide_(wide), o_(o), index_(index), args_(args) {}

  // The path that failed, when run returns an error.
  const std::string& failedPath() const { return failedPath_; }

  Status run(std::map<std::string, PathVerdict>& verdicts, std::vector<Mismatch>& out) {
    Result<Values> reference = runPath("reference", p_, o_.entry, args_);
    if (!reference.ok()) return failed("reference", "reference", reference.error());
    for (const std::string path : kComparedPaths) {
      Result<Values> got = runPath(path, p_, o_.entry, args_);
      if (!got.ok() && got.error().kind != ErrorKind::kCheckFailed) return failed(path, path, got.error());
      if (!got.ok()) {
        out.push_back({index_, path, -1, got.error().str()});
        record(verdicts[path], {ResultComparison::Kind::kMismatch, 0, 0, ""});
        continue;
      }
      for (size_t i = 0; i < reference->size(); ++i) {
        Result<ResultComparison> c = compare(path, (*got)[i].tensor(), (*reference)[i].tensor(), i);
        if (!c.ok()) return c.error();
        record(verdicts[path], *c);
        if (c->kind == ResultComparison::Kind::kMismatch)
          out.push_back({index_, path, static_cast<int64_t>(i), c->message});
      }
    }
    return Status::success();
  }

 private:
  Diagnostic failed(const std::string& path, const std::string& label, const Diagnostic& d) {
    failedPath_ = path;
    return pathError(label, d);
  }

  Result<ResultComparison> compare(const std::string& path, const Tensor& got, const Tensor& ref, size_t i) {
    const bool explainable = wide_ && !got.bitwiseEqual(ref) && o_.rtol == 0 && o_.atol == 0;
    const Values* got64 = nullptr;
    const Values* ref64 = nullptr;
    if (explainable) {
      Result<const Values*> r = widenedRun("reference");
      if (!r.ok()) return failed("reference", "reference (f64)", r.error());
      Result<const Values*> g = widenedRun(path);
      if (!g.ok()) return failed(path, path + " (f64)", g.error());
      ref64 = *r;
      got64 = *g;
    }
    std::optional<std::pair<double, double>> tolerance;
    if (o_.rtol != 0 || o_.atol != 0) tolerance.emplace(o_.rtol, o_.atol);
    return compareWithReference({got, ref, got64 ? &(*got64)[i].tensor() : nullptr,
                                 ref64 ? &(*ref64)[i].tensor() : nullptr},
                                tolerance);
  }

  // `path` run on the widened program, once per trial.
  Result<const Values*> widenedRun(const std::string& path) {
    if (auto it = widened_.find(path); it != widened_.end()) return &it->second;
    Result<Values> r = runPath(path, *wide_, o_.entry, widenedInputs(args_));
    if (!r.ok()) return r.error();
    return &widened_.emplace(path, std::move(r.value())).first->second;
  }

  const Paths& p_;
  const Paths* wide_;
  const CheckCommandOptions& o_;
  int64_t index_;
  const Values& args_;
  std::map<std::string, Values> widened_;
  std::string failedPath_;
};

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
  return Paths{&module, nullptr, std::move(partitioned->core), std::move(hlo.value()), std::move(spmd.value()), {}};
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

// The paths of `module` widened to f64 (rewrite/widen_floats.h), or why not.
Result<Paths> widenedPaths(const Module& module, const Schedule& schedule, const CheckCommandOptions& o,
                           const std::optional<Mesh>& mesh) {
  Result<std::unique_ptr<Module>> wide = widenFloatsToF64(module);
  if (!wide.ok()) return wide.error();
  Result<Paths> paths = buildPaths(*wide.value(), schedule, o, mesh);
  if (!paths.ok()) return paths.error();
  paths->ownedReference = std::move(wide.value());
  return paths;
}

// "temporal bit for bit, mesh rounding (3 elements, at most 1 ULP), ...".
std::string verdictsStr(const std::map<std::string, PathVerdict>& verdicts) {
  std::vector<std::string> parts;
  for (const char* path : kComparedPaths)
    if (auto it = verdicts.find(path); it != verdicts.end())
      parts.push_back(fmt::format("{} {}", path, comparisonStr(it->second)));
  return fmt::format("{}", fmt::join(parts, ", "));
}

nlohmann::ordered_json pathsJson(const std::map<std::string, PathVerdict>& verdicts, const std::string& failedPath) {
  nlohmann::ordered_json paths = nlohmann::json::array();
  paths.push_back({{"path", "reference"}, {"status", failedPath == "reference" ? "error" : "agree"}});
  for (const char* path : kComparedPaths) {
    const auto it = verdicts.find(path);
    std::string status = failedPath == path ? "error" : it == verdicts.end() ? "not run" : "agree";
    std::string comparison;
    if (it != verdicts.end()) {
      if (it->second.kind == ResultComparison::Kind::kMismatch && status != "error") status = "mismatch";
      comparison = comparisonStr(it->second);
    }
    nlohmann::ordered_json row = {{"path", path}, {"status", status}};
    if (!comparison.empty() && status == "agree") row["comparison"] = comparison;
    paths.push_back(row);
  }
  return paths;
}

// What the trials of every module found.
struct CheckFindings {
  std::vector<Mismatch> mismatches;
  std::map<std::string, PathVerdict> verdicts;
  std::map<std::string, int64_t> collectives;
  std::vector<std::string> notes;  // why a module has no widened run
  int64_t trials = 0;
  std::optional<Diagnostic> failure;  // a path that could not run
  std::string failedPath;
};

// Partitions, lowers and exports `module`, and runs its trials into `out`.
// An error before any path runs (bad input, a bad schedule) is returned; a
// path that fails is `out.failure`.
Status checkModule(const Module& module, Result<Schedule>& schedule, const std::optional<Mesh>& mesh,
                   const TimeLimit& limit, const CheckCommandOptions& o, CheckFindings& out) {
  Result<const Function*> entry = chooseEntryFunction(module, o.entry);
  if (!entry.ok()) return entry.error();
  CheckCommandOptions mo = o;  // this module's entry
  mo.entry = entry.value()->name;
  if (o.fromAnnotations) {
    schedule = importedSchedule(module, mo.entry, "");
    if (!schedule.ok()) return schedule.error();
  }
  Result<Paths> paths = buildPaths(module, schedule.value(), mo, mesh);
  if (!paths.ok()) return paths.error();
  if (Status s = MeshInterpreter(*paths->hlo).checkRunnable(); !s.ok()) return s;
  paths->options.deadline = limit.deadline();
  Result<Paths> wide = widenedPaths(module, schedule.value(), mo, mesh);
  if (wide.ok()) wide->options.deadline = limit.deadline();
  else out.notes.push_back(fmt::format("no f64 re-run, so any float difference is a mismatch: {}", wide.error().str()));
  for (const auto& [name, n] : countCollectives(*paths->hlo)) out.collectives[name] += n;
  Result<std::vector<TensorType>> types = tensorArguments(*entry.value());
  if (!types.ok()) return types.error();
  const int64_t n = types->empty() ? 1 : o.trials;
  for (int64_t t = 0; t < n && !out.failure; ++t, ++out.trials) {
    Result<Values> inputs = trialInputs(*types, mo, t);
    if (!inputs.ok()) return inputs.error();
    Trial trial(paths.value(), wide.ok() ? &wide.value() : nullptr, mo, out.trials, *inputs);
    if (Status s = trial.run(out.verdicts, out.mismatches); !s.ok()) {
      out.failure = s.error();
      out.failedPath = trial.failedPath();
    }
  }
  return Status::success();
}

void printFindings(const CheckCommandOptions& o, const CheckFindings& c) {
  if (o.json) {
    nlohmann::ordered_json j;
    j["file"] = o.file;
    j["trials"] = c.trials;
    j["agree"] = c.mismatches.empty() && !c.failure;
    j["paths"] = pathsJson(c.verdicts, c.failedPath);
    j["collectives"] = c.collectives;
    j["mismatches"] = nlohmann::json::array();
    for (const Mismatch& m : c.mismatches)
      j["mismatches"].push_back({{"trial", m.trial}, {"path", m.path}, {"result", m.result}, {"message", m.message}});
    if (c.failure) j["error"] = c.failure->str();
    fmt::print("{}\n", jsonText(j));
    return;
  }
  for (const std::string& note : c.notes) fmt::print(stderr, "note: {}\n", note);
  for (const Mismatch& m : c.mismatches) fmt::print("{}\n", mismatchStr(m));
  if (!c.failure)
    fmt::print("{}: {} trial{}, paths reference, temporal, mesh, stablehlo: {} ({})\n", o.file, c.trials,
               c.trials == 1 ? "" : "s", c.mismatches.empty() ? "all agree" : "MISMATCH", verdictsStr(c.verdicts));
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
  CheckFindings findings;
  for (const auto& module : file->modules) {
    if (Status s = checkModule(*module, schedule, mesh, limit, o, findings); !s.ok()) return report(s.error());
    if (findings.failure) break;
  }
  printFindings(o, findings);
  if (findings.failure) return report(*findings.failure);
  return findings.mismatches.empty() ? 0 : 1;
}

}  // namespace partir
