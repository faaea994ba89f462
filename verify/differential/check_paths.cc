#include "verify/differential/check_paths.h"

#include <algorithm>

#include <fmt/format.h>

#include "interp/byte_stream.h"
#include "interp/kernels/elementwise.h"
#include "interp/mesh_interpreter.h"
#include "interp/random_inputs.h"
#include "rewrite/export.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "rewrite/widen_floats.h"
#include "semantics/parser.h"
#include "semantics/printer.h"

namespace partir {

namespace {

// A failing path's diagnostic, saying which path.
Diagnostic pathError(const std::string& path, Diagnostic d) {
  d.message = fmt::format("{} path: {}", path, d.message);
  return d;
}

enum class Announcement : int64_t { kEnd = 0, kMeshRun = 1 };

template <class Range>
bool allTensors(const Range& values) {
  return std::all_of(values.begin(), values.end(), [](const auto& v) { return v.isTensor(); });
}

// Tells rank `rank` a mesh run to join: an announcement of the module's
// text, the entry, the rank's devices with the types of their chunks of
// `args`, and the perturbation; then each chunk's bytes as a message of its
// own (Ranks::tellTensor), cut one at a time and dropped once sent. A chunk
// an earlier device of the rank holds too (a replicated weight) is sent
// once: the announcement names that device instead, and the rank shares it.
void announceMeshRun(Ranks& ranks, int64_t rank, const MeshInterpreter& mesh, const Function& f, const Module& module,
                     const Values& args, int64_t share, const InterpreterOptions& options) {
  const int64_t first = rank * share;
  std::vector<std::vector<int64_t>> sharedWith(static_cast<size_t>(share));  // [d - first][i]: a device, or -1
  ByteWriter w;
  w.i64(static_cast<int64_t>(Announcement::kMeshRun));
  w.str(printModule(module));
  w.str(f.name);
  w.i64(share);
  for (int64_t d = first; d < first + share; ++d) {
    w.i64(d);
    w.i64(static_cast<int64_t>(f.argTypes.size()));
    for (size_t i = 0; i < f.argTypes.size(); ++i) {
      int64_t holder = -1;
      for (int64_t e = first; e < d && holder < 0; ++e)
        if (mesh.sameArgumentChunk(f, i, d, e)) holder = e;
      sharedWith[d - first].push_back(holder);
      w.tensorType(f.argTypes[i].tensor());
      w.i64(holder);
    }
  }
  w.i64(options.perturbation.has_value());
  w.i64(static_cast<int64_t>(options.perturbation ? options.perturbation->seed : 0));
  w.i64(options.perturbation ? options.perturbation->sign : 1);
  ranks.tell(rank, w.take());
  for (int64_t d = first; d < first + share; ++d)
    for (size_t i = 0; i < args.size(); ++i) {
      if (sharedWith[d - first][i] >= 0) continue;
      const InterpreterValue chunk = mesh.argumentChunk(f, args, i, d);
      const TensorType& announced = f.argTypes[i].tensor();
      if (chunk.tensor().shape() != announced.shape || chunk.tensor().elementType() != announced.element)
        fail(ErrorKind::kInternal, f.loc, "argument {}'s chunk for device {} is {}, not @{}'s {}", i, d,
             chunk.tensor().type().str(), f.name, f.argTypes[i].str());
      ranks.tellTensor(rank, chunk.tensor());
    }
}

// A mesh path's run, across the ranks when the check has them: each other
// rank is sent its devices' arguments, then joins the run.
Result<Values> runOnMesh(const Module& module, const Paths& p, const std::string& entry, const Values& args,
                         InterpreterOptions options) {
  if (!p.ranks) return MeshInterpreter(module, options).run(entry, args);
  options.ranks = p.ranks;
  const MeshInterpreter mesh(module, options);
  const Function* f = module.lookup(entry);
  // Refused here, before any rank is told: a told rank waits for the run.
  if (!f || f->isDeclaration() || args.size() != f->argTypes.size() || !mesh.checkRunnable().ok() ||
      !allTensors(f->argTypes) || !allTensors(args))
    return MeshInterpreter(module, InterpreterOptions{}).run(entry, args);  // its error, nothing run
  const int64_t n = mesh.numDevices(), size = p.ranks->size();
  if (n % size != 0) return invalid(module.loc, "{} MPI ranks do not divide the mesh's {} devices", size, n);
  for (int64_t r = 1; r < size; ++r) announceMeshRun(*p.ranks, r, mesh, *f, module, args, n / size, options);
  return MeshInterpreter(module, options).runSharded(entry, mesh.cutArguments(*f, args, [&](int64_t d) {
    return mesh.runsHere(d);
  }));
}

// The program of `path` in `p`, run on `args` as that path runs it.
Result<Values> runProgram(const std::string_view path, const Paths& p, const std::string& entry, const Values& args,
                          const InterpreterOptions& options) {
  if (path == "reference") return runAsDeclared(*p.reference, entry, args, options);
  if (path == "temporal") return Interpreter(*p.core, options).run(entry, args);
  if (path == "mesh") return runOnMesh(*p.hlo, p, entry, args, options);
  return runOnMesh(*p.spmd, p, entry, args, options);
}

// One run of a path, within a --timeout of its own (p.limit), perturbed
// when `perturbation` is given (interp/rounding_perturbation.h).
Result<Values> runPath(const RunClock::Run& run, const Paths& p, const std::string& entry, const Values& args,
                       std::optional<RoundingPerturbation> perturbation = std::nullopt) {
  InterpreterOptions options = p.options;
  options.perturbation = perturbation;
  if (!p.limit) return runProgram(run.path, p, entry, args, options);
  options.deadline = p.limit->restart(run);
  options.limit = p.limit->limit();
  Result<Values> out = runProgram(run.path, p, entry, args, options);
  p.limit->stop();
  return out;
}

void record(PathVerdict& v, const ResultComparison& c) {
  if (c.kind < v.kind) return;
  if (c.kind > v.kind) v = c;
  else {
    v.differing = std::max(v.differing, c.differing);
    v.maxUlps = std::max(v.maxUlps, c.maxUlps);
    v.decidedByRounding = std::max(v.decidedByRounding, c.decidedByRounding);
  }
}

// The inputs of a widened program (Paths::narrowArguments): the trial's
// own, or float tensors as f64 (exact); perturbed like a rounded result
// when `perturbation` is given (streams counted down from the top, apart
// from the results').
Values widenedInputs(const Paths& wide, const Values& args,
                     std::optional<RoundingPerturbation> perturbation = std::nullopt) {
  if (wide.narrowArguments) return args;  // perturbed at their widening (interp/rounding_perturbation.h)
  Values out;
  for (const InterpreterValue& v : args) {
    if (!v.isTensor() || !isFloat(v.tensor().elementType())) {
      out.push_back(v);
      continue;
    }
    Tensor f64 = convert(v.tensor(), ElementType::kF64);
    if (perturbation) perturbRounding(f64, *perturbation, ~static_cast<uint64_t>(out.size()));
    out.push_back(InterpreterValue(std::move(f64)));
  }
  return out;
}

// Why the f64 copies of `args` cannot be made (more than half of `memory`
// bytes: the run could only end out of memory), or "".
std::string widenedCopiesTooLarge(const Values& args, double memory) {
  double bytes = 0;
  for (const InterpreterValue& v : args)
    if (v.isTensor())
      bytes += static_cast<double>(v.tensor().numElements()) *
               (isFloat(v.tensor().elementType()) ? 8 : byteWidth(v.tensor().elementType()));
  if (memory <= 0 || bytes <= memory / 2) return "";
  return fmt::format("the f64 re-run that tells rounding from a wrong result needs {:.1f} GiB for its f64 "
                     "arguments alone (with --mutants they are copies), more than half of this machine's "
                     "{:.1f} GiB: check without --mutants, or compare with --rtol R --atol A "
                     "(docs/cli.md, \"Float verdicts\")",
                     bytes / (1 << 30), memory / (1 << 30));
}

// Whether two paths' results have the same bits.
bool sameBits(const Values& a, const Values& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!a[i].isTensor() || !b[i].isTensor() || !a[i].tensor().bitwiseEqual(b[i].tensor())) return false;
  return true;
}

}  // namespace

int serveMeshRuns(Ranks& ranks) {
  while (true) {
    const Bytes message = ranks.awaitAnnouncement();
    ByteReader r(message);
    if (static_cast<Announcement>(r.i64()) == Announcement::kEnd) return static_cast<int>(r.i64());
    Result<SourceFile> file = parseSource(r.str(), "<rank 0's mesh run>");
    const std::string entry = r.str();
    if (!file.ok() || file->modules.size() != 1)
      fail(ErrorKind::kInternal, Location{}, "rank 0's mesh run does not parse back: {}",
           file.ok() ? "not one module" : file.error().str());
    InterpreterOptions options;
    options.ranks = &ranks;
    MeshInterpreter mesh(*file->modules.front(), options);
    std::vector<Values> perDevice(static_cast<size_t>(mesh.numDevices()));
    struct Chunk {
      TensorType type;
      int64_t sharedWith;  // an earlier device of this rank holding the same chunk, or -1
    };
    std::vector<std::pair<int64_t, std::vector<Chunk>>> chunks;  // (device, its chunks)
    for (int64_t k = r.i64(); k > 0; --k) {
      chunks.emplace_back(r.i64(), std::vector<Chunk>{});
      for (int64_t i = r.i64(); i > 0; --i) {
        TensorType type = r.tensorType();
        chunks.back().second.push_back({std::move(type), r.i64()});
      }
    }
    if (r.i64()) options.perturbation = RoundingPerturbation{static_cast<uint64_t>(r.i64()), static_cast<int>(r.i64())};
    for (const auto& [d, own] : chunks)
      for (const Chunk& c : own) {
        Values& values = perDevice.at(static_cast<size_t>(d));
        if (c.sharedWith >= 0) {
          values.push_back(perDevice.at(static_cast<size_t>(c.sharedWith)).at(values.size()));
          continue;
        }
        Tensor chunk = Tensor::uninitialized(c.type);
        ranks.awaitTensor(chunk);
        values.push_back(std::move(chunk));
      }
    // Its outcome is rank 0's to report: the ranks agree on it (RankSession::agree).
    (void)MeshInterpreter(*file->modules.front(), options).runSharded(entry, std::move(perDevice));
  }
}

void endMeshRuns(Ranks& ranks, int exitCode) {
  ByteWriter w;
  w.i64(static_cast<int64_t>(Announcement::kEnd));
  w.i64(exitCode);
  const Bytes end = w.take();
  for (int64_t r = 1; r < ranks.size(); ++r) ranks.tell(r, end);
}

Result<Paths> buildPaths(const Module& module, const Schedule& schedule, const DifferentialOptions& o,
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
  Paths paths{&module, nullptr, std::move(partitioned->core), std::move(hlo.value()), std::move(spmd.value()), {}};
  paths.ranks = o.ranks;
  return paths;
}

Result<Paths> widenedPaths(const Module& module, const Schedule& schedule, const DifferentialOptions& o,
                           const std::optional<Mesh>& mesh) {
  const bool narrowArguments = !o.mutants;
  Result<std::unique_ptr<Module>> wide =
      widenFloatsToF64(module, narrowArguments ? std::optional<std::string_view>(o.entry) : std::nullopt);
  if (!wide.ok()) return wide.error();
  Result<Paths> paths = buildPaths(*wide.value(), schedule, o, mesh);
  if (!paths.ok()) return paths.error();
  paths->ownedReference = std::move(wide.value());
  paths->narrowArguments = narrowArguments;
  return paths;
}

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

Result<Values> trialInputs(const std::vector<TensorType>& types, const DifferentialOptions& o, int64_t t) {
  try {
    return o.realInputs ? randomRealInputs(types, o.seed + t) : randomIntegerInputs(types, o.seed + t);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

RunClock::Run Trial::describe(std::string_view path, bool wide) const {
  return {path, index_, wide, p_.mutant, p_.mutants, path == "reference" && !wide && reference_.measured};
}

Status Trial::run(std::map<std::string, PathVerdict>& verdicts, std::vector<Mismatch>& out) {
  if (!reference_.narrow) {
    Result<Values> r = runPath(describe("reference", false), p_, o_.entry, args_);
    if (!r.ok()) return failed("reference", "reference", r.error());
    reference_.narrow = std::move(r.value());
  }
  const Values& reference = *reference_.narrow;
  // The last path compared, with its comparisons: a path whose results
  // have the same bits differs from the reference by the same elements, so
  // it takes those comparisons without an f64 re-run of its own.
  std::optional<Values> previous;
  std::vector<ResultComparison> previousComparisons;
  for (const std::string& path : paths_) {
    Result<Values> got = runPath(describe(path, false), p_, o_.entry, args_);
    if (!got.ok() && got.error().kind != ErrorKind::kCheckFailed) return failed(path, path, got.error());
    if (!got.ok()) {
      out.push_back({index_, path, -1, got.error().str()});
      record(verdicts[path], {ResultComparison::Kind::kMismatch, 0, 0, ""});
      continue;
    }
    const bool sameAsPrevious = previous && sameBits(*got, *previous);
    std::vector<ResultComparison> comparisons;
    for (size_t i = 0; i < reference.size(); ++i) {
      Result<ResultComparison> c = sameAsPrevious ? Result<ResultComparison>(previousComparisons[i])
                                                  : compare(path, (*got)[i].tensor(), reference[i].tensor(), i);
      if (!c.ok()) return c.error();
      record(verdicts[path], *c);
      if (c->kind == ResultComparison::Kind::kMismatch)
        out.push_back({index_, path, static_cast<int64_t>(i), c->message});
      comparisons.push_back(std::move(*c));
    }
    widened_.erase(path);  // compared: only the reference's are needed again
    previous = std::move(got.value());
    previousComparisons = std::move(comparisons);
  }
  return Status::success();
}

Diagnostic Trial::failed(const std::string& path, const std::string& label, const Diagnostic& d) {
  failedPath_ = path;
  return pathError(label, d);
}

Result<ResultComparison> Trial::compare(const std::string& path, const Tensor& got, const Tensor& ref, size_t i) {
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
  ResultPair pair{got, ref, got64 ? &(*got64)[i].tensor() : nullptr, ref64 ? &(*ref64)[i].tensor() : nullptr};
  ResultComparison c = compareWithReference(pair, tolerance);
  if (c.kind != ResultComparison::Kind::kMismatch || !explainable) return c;
  Result<const std::array<Values, 2>*> perturbed = perturbedReferenceRuns();
  if (!perturbed.ok()) return failed("reference", "reference (f64, perturbed)", perturbed.error());
  pair.perturbed64 = {&(**perturbed)[0][i].tensor(), &(**perturbed)[1][i].tensor()};
  return compareWithReference(pair, tolerance);
}

// The f64 reference run twice under antithetic rounding perturbations
// seeded by the trial (float_verdict.h's test 2), once per trial.
Result<const std::array<Values, 2>*> Trial::perturbedReferenceRuns() {
  if (reference_.perturbed) return &*reference_.perturbed;
  std::array<Values, 2> runs;
  for (int k = 0; k < 2; ++k) {
    const RoundingPerturbation perturbation{static_cast<uint64_t>(o_.seed + index_), k == 0 ? 1 : -1};
    RunClock::Run run = describe("reference", true);
    run.perturbed = true;
    Result<Values> r = runPath(run, *wide_, o_.entry, widenedInputs(*wide_, args_, perturbation), perturbation);
    if (!r.ok()) return r.error();
    runs[k] = std::move(r.value());
  }
  return &reference_.perturbed.emplace(std::move(runs));
}

// `path` run on the widened program, once per trial (the reference's once
// for every program the trial compares).
Result<const Values*> Trial::widenedRun(const std::string& path) {
  if (path == "reference" && reference_.wide) return &*reference_.wide;
  if (auto it = widened_.find(path); it != widened_.end()) return &it->second;
  if (!wide_->narrowArguments) {
    const double memory = o_.memoryBytes > 0 ? o_.memoryBytes : static_cast<double>(machineMemoryBytes());
    if (const std::string why = widenedCopiesTooLarge(args_, memory); !why.empty()) return unsupported(Location{}, "{}", why);
  }
  Result<Values> r = runPath(describe(path, true), *wide_, o_.entry, widenedInputs(*wide_, args_));
  if (!r.ok()) return r.error();
  if (path == "reference") return &reference_.wide.emplace(std::move(r.value()));
  return &widened_.emplace(path, std::move(r.value())).first->second;
}

}  // namespace partir
