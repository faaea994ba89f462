#include "interp/mesh_interpreter.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/hlo.h"
#include "interp/spmd.h"
#include "semantics/core_ops.h"
#include "semantics/hashing.h"
#include "semantics/hlo_ops.h"
#include "semantics/process_dependence.h"

namespace partir {

namespace {

bool sameBits(const Tensor& a, const Tensor& b) {
  return a.type() == b.type() &&
         std::memcmp(a.rawData(), b.rawData(), a.numElements() * byteWidth(a.elementType())) == 0;
}

Values digestsOf(const Values& values) {
  Values digests;
  for (const InterpreterValue& v : values) digests.push_back(digestOf(v));
  return digests;
}

// `local` (a device's type) times the sizes of the axes `sharding` splits
// each dim over.
TensorType globalType(TensorType local, const Mesh& mesh, const std::optional<DimAxes>& sharding) {
  if (!sharding) return local;
  for (size_t d = 0; d < local.shape.size() && d < sharding->size(); ++d)
    for (const std::string& axis : (*sharding)[d]) local.shape[d] *= mesh.axisSize(axis).value_or(1);
  return local;
}

// Which chunk of a rank-`rank` value split by `sharding` device d holds:
// its number along each dim (all 0 for a replicated value).
std::vector<int64_t> chunkIndex(const DeviceGrid& grid, int64_t d, const std::optional<DimAxes>& sharding,
                                size_t rank) {
  std::vector<int64_t> index(rank, 0);
  for (size_t dim = 0; sharding && dim < rank && dim < sharding->size(); ++dim)
    index[dim] = grid.chunk(d, (*sharding)[dim]);
  return index;
}

// The first device of each chunk whose holders' digests differ, named as
// the threaded mesh's assemble names it.
std::optional<Diagnostic> replicasDisagree(const std::vector<ResultLayout>& layouts,
                                           const std::vector<Values>& digests) {
  for (size_t j = 0; j < layouts.size(); ++j)
    for (const ResultChunk& chunk : layouts[j].chunks) {
      const Tensor& first = digests[chunk.devices[0]].at(j).tensor();
      for (int64_t d : chunk.devices)
        if (!sameBits(first, digests[d].at(j).tensor()))
          return Diagnostic{ErrorKind::kCheckFailed, {},
                            fmt::format("result #{}: device {} disagrees with device {} on what should be the "
                                        "same value",
                                        j, d, chunk.devices[0])};
    }
  return std::nullopt;
}

// Result j of the devices as one global value: device 0's group's chunks put
// together by its sharding, or device 0's value. Every device must agree.
Tensor assemble(const DeviceGrid& grid, const std::vector<Values>& perDevice, size_t j,
                const std::optional<DimAxes>& sharding) {
  std::vector<Tensor> values;
  for (const Values& v : perDevice) values.push_back(v.at(j).tensor());
  Tensor global = values[0];
  if (sharding) {
    const std::vector<int64_t> group = grid.group(0, allAxes(*sharding));
    std::vector<Tensor> parts;
    for (int64_t e : group) parts.push_back(values[e]);
    global = assembleChunks(grid, parts, group, *sharding);
  }
  for (int64_t d = 0; d < grid.size(); ++d) {
    const Tensor expected = sharding ? chunkOf(grid, d, global, *sharding) : global;
    if (!sameBits(expected, values[d]))
      throw DiagnosticError{Diagnostic{ErrorKind::kCheckFailed, {},
                                       fmt::format("result #{}: device {} disagrees with device 0 "
                                                   "on what should be the same value",
                                                   j, d)}};
  }
  return global;
}

}  // namespace

namespace {

// Runs partition p's share on this OS process: every partition, or with
// `session` the local ones; results[p] for the partitions run here.
std::optional<ProcessFailure> runLocalPartitions(ProcessGrid& grid, const Module& module, std::string_view function,
                                                 std::vector<Values>& args, const InterpreterOptions& options,
                                                 std::vector<Values>& results) {
  const int64_t n = grid.numProcesses();
  // Each partition counts and collects its own checks; merged afterwards.
  std::vector<int64_t> passed(n, 0);
  std::vector<std::vector<Diagnostic>> failed(n);
  std::optional<ProcessFailure> failure = runProcesses(grid.rendezvous(), [&](int64_t self) -> std::optional<Diagnostic> {
    InterpreterOptions own = options;
    own.process = SpmdProcess{&grid, grid.processAt(self)};
    own.checksPassed = &passed[self];
    own.checksFailed = options.checksFailed ? &failed[self] : nullptr;
    own.ranks = nullptr;
    Result<Values> r = Interpreter(module, own).run(function, std::move(args[self]));
    if (!r.ok()) return r.error();
    results[self] = std::move(r.value());
    return std::nullopt;
  });
  for (int64_t p = 0; p < n; ++p) {
    if (options.checksPassed) *options.checksPassed += passed[p];
    if (options.checksFailed) options.checksFailed->insert(options.checksFailed->end(), failed[p].begin(), failed[p].end());
  }
  return failure;
}

// The partitions spread over `ranks`: each rank runs its share, the ranks
// agree on the failure, and rank 0 gets every partition's results (the
// other ranks none), or with options.judgeKeptResults their digests, which
// it judges for every rank.
Result<std::vector<Values>> runPartitionsOnRanks(Ranks& ranks, const Module& module, std::string_view function,
                                                 std::vector<Values> args, const InterpreterOptions& options) {
  const int64_t n = static_cast<int64_t>(args.size());
  std::unique_ptr<RankSession> session = ranks.open(module, n);
  ProcessGrid grid(1, n);
  grid.rendezvous().attach(session.get());
  session->start(grid.rendezvous());
  std::vector<Values> results(n);
  std::optional<ProcessFailure> failure = runLocalPartitions(grid, module, function, args, options, results);
  session->finish();
  if (std::optional<ProcessFailure> root = session->agree(std::move(failure))) return root->diag;
  const bool keep = static_cast<bool>(options.judgeKeptResults);
  std::vector<std::pair<int64_t, Values>> local;
  for (int64_t p = 0; p < n; ++p)
    if (session->isLocal(p)) local.emplace_back(p, keep ? digestsOf(results[p]) : std::move(results[p]));
  std::vector<Values> gathered = session->gather(std::move(local));
  if (!keep) return gathered;
  std::optional<ProcessFailure> verdict;
  if (ranks.rank() == 0)
    if (std::optional<Diagnostic> d = options.judgeKeptResults(gathered)) verdict = ProcessFailure{0, false, *d};
  if (std::optional<ProcessFailure> root = session->agree(std::move(verdict))) return root->diag;
  return results;
}

}  // namespace

Result<std::vector<Values>> runPartitions(const Module& module, std::string_view function,
                                          std::vector<Values> args, const InterpreterOptions& options) {
  const int64_t n = static_cast<int64_t>(args.size());
  if (n < 1 || n > kMaxProcesses) return invalid(module.loc, "{} partitions: expected 1 to {}", n, kMaxProcesses);
  if (options.ranks) {
    try {
      return runPartitionsOnRanks(*options.ranks, module, function, std::move(args), options);
    } catch (const DiagnosticError& e) {
      return e.diag;
    }
  }
  ProcessGrid grid(1, n);
  std::vector<Values> results(n);
  if (std::optional<ProcessFailure> failure = runLocalPartitions(grid, module, function, args, options, results))
    return failure->diag;
  return results;
}

Tensor digestOf(const InterpreterValue& value) {
  Tensor digest = Tensor::uninitialized(TensorType{{2}, ElementType::kUI64});
  uint64_t fnv = kFnvOffsetBasis, folded = kGoldenGamma;
  if (value.isTensor()) {
    const Tensor& t = value.tensor();
    const std::string type = t.type().str();
    const std::string_view bytes(reinterpret_cast<const char*>(t.rawData()), static_cast<size_t>(t.numBytes()));
    fnv = fnv1a(bytes, fnv1a(type));
    for (size_t at = 0; at < bytes.size(); at += 8) {
      uint64_t word = 0;
      std::memcpy(&word, bytes.data() + at, std::min<size_t>(8, bytes.size() - at));
      folded = mix64(folded ^ word) + kGoldenGamma;
    }
  }
  digest.set<uint64_t>(0, fnv);
  digest.set<uint64_t>(1, folded);
  return digest;
}

MeshInterpreter::MeshInterpreter(const Module& module, InterpreterOptions options)
    : module_(module), options_(options) {
  Result<Mesh> mesh = moduleMesh(module);
  if (mesh.ok()) mesh_ = mesh.value();
}

Status checkSimulatedMesh(const Mesh& mesh, const Location& loc) {
  if (mesh.numDevices() > kMaxProcesses)
    return unsupported(loc, "the mesh [{}] has {} devices; the simulated mesh runs at most {} (a thread each)",
                       mesh.str(), mesh.numDevices(), kMaxProcesses);
  return Status::success();
}

Status MeshInterpreter::checkRunnable() const {
  if (mesh_.empty()) return invalid(module_.loc, "the module has no partir.mesh to run on");
  return checkSimulatedMesh(mesh_, module_.loc);
}

std::vector<int64_t> MeshInterpreter::coordinates(int64_t device) const {
  return DeviceGrid(mesh_).coords(device);
}

Result<std::vector<Values>> MeshInterpreter::runDevices(std::string_view function,
                                                        std::vector<Values> args) {
  const Function* f = module_.lookup(function);
  if (!f || f->isDeclaration()) return invalid(module_.loc, "no function @{} to run", function);
  PARTIR_RETURN_IF_ERROR(checkRunnable());
  if (static_cast<int64_t>(args.size()) != numDevices())
    return invalid(f->loc, "{} argument lists for {} devices", args.size(), numDevices());
  return runPartitions(module_, function, std::move(args), options_);
}

std::vector<Type> MeshInterpreter::globalArgumentTypes(const Function& f) const {
  std::vector<Type> types = f.argTypes;
  for (size_t i = 0; i < types.size(); ++i)
    if (types[i].isTensor()) types[i] = Type(globalType(types[i].tensor(), mesh_, shardingOf(f.argAttrs[i])));
  return types;
}

Result<std::vector<ResultLayout>> MeshInterpreter::resultLayouts(const Function& f) const {
  const DeviceGrid grid(mesh_);
  std::vector<ResultLayout> layouts;
  for (size_t j = 0; j < f.resultTypes.size(); ++j) {
    if (!f.resultTypes[j].isTensor())
      return unsupported(f.loc, "result {} of @{} is {}; .npy files hold tensors", j, f.name, f.resultTypes[j].str());
    const std::optional<DimAxes> s = shardingOf(f.resultAttrs[j]);
    ResultLayout layout{globalType(f.resultTypes[j].tensor(), mesh_, s), {}};
    std::map<std::vector<int64_t>, size_t> chunkAt;  // chunk index -> its place in layout.chunks
    for (int64_t d = 0; d < grid.size(); ++d) {
      std::vector<int64_t> index = chunkIndex(grid, d, s, layout.global.shape.size());
      auto [at, added] = chunkAt.emplace(index, layout.chunks.size());
      if (added) {
        ChunkBox box = s ? chunkBox(grid, d, layout.global.shape, *s)
                         : ChunkBox{std::vector<int64_t>(index.size(), 0), layout.global.shape};
        layout.chunks.push_back({index, std::move(box), {}});
      }
      layout.chunks[at->second].devices.push_back(d);
    }
    layouts.push_back(std::move(layout));
  }
  return layouts;
}

Result<Values> MeshInterpreter::run(std::string_view function, const Values& args) {
  const Function* f = module_.lookup(function);
  if (!f || f->isDeclaration()) return invalid(module_.loc, "no function @{} to run", function);
  if (args.size() != f->argTypes.size())
    return invalid(f->loc, "@{} takes {} arguments, got {}", function, f->argTypes.size(), args.size());
  PARTIR_RETURN_IF_ERROR(checkRunnable());
  return runSharded(function, cutArguments(*f, args, [this](int64_t d) { return runsHere(d); }));
}

std::vector<Values> MeshInterpreter::cutArguments(const Function& f, const Values& args,
                                                  const std::function<bool(int64_t)>& keep) const {
  std::vector<Values> perDevice(numDevices());
  for (int64_t d = 0; d < numDevices(); ++d)
    for (size_t i = 0; keep(d) && i < args.size(); ++i) perDevice[d].push_back(argumentChunk(f, args, i, d));
  return perDevice;
}

bool MeshInterpreter::sameArgumentChunk(const Function& f, size_t i, int64_t d, int64_t e) const {
  const std::optional<DimAxes> s = shardingOf(f.argAttrs[i]);
  const size_t rank = s ? s->size() : 0;
  const DeviceGrid grid(mesh_);
  return chunkIndex(grid, d, s, rank) == chunkIndex(grid, e, s, rank);
}

InterpreterValue MeshInterpreter::argumentChunk(const Function& f, const Values& args, size_t i,
                                                int64_t device) const {
  const std::optional<DimAxes> s = shardingOf(f.argAttrs[i]);
  return s ? InterpreterValue(chunkOf(DeviceGrid(mesh_), device, args[i].tensor(), *s)) : args[i];
}

Result<Values> MeshInterpreter::runSharded(std::string_view function, std::vector<Values> perDevice) {
  const Function* f = module_.lookup(function);
  if (!f || f->isDeclaration()) return invalid(module_.loc, "no function @{} to run", function);
  try {
    Result<std::vector<Values>> out = runDevices(function, std::move(perDevice));
    if (!out.ok()) return out.error();
    if (out->empty()) return Values{};  // a rank other than 0: rank 0 holds the results
    const DeviceGrid grid(mesh_);
    Values results;
    for (size_t j = 0; j < f->resultTypes.size(); ++j)
      results.push_back(assemble(grid, out.value(), j, shardingOf(f->resultAttrs[j])));
    return results;
  } catch (const DiagnosticError& e) {
    Diagnostic d = e.diag;
    d.loc = f->loc;
    return d;
  }
}

Result<std::vector<Values>> MeshInterpreter::runKeepingShards(std::string_view function,
                                                              std::vector<Values> perDevice) {
  const Function* f = module_.lookup(function);
  if (!f || f->isDeclaration()) return invalid(module_.loc, "no function @{} to run", function);
  Result<std::vector<ResultLayout>> layouts = resultLayouts(*f);
  if (!layouts.ok()) return layouts.error();
  auto judge = [&](const std::vector<Values>& digests) {
    std::optional<Diagnostic> d = replicasDisagree(*layouts, digests);
    if (d) d->loc = f->loc;
    return d;
  };
  MeshInterpreter keeping(module_, options_);
  keeping.options_.judgeKeptResults = judge;
  Result<std::vector<Values>> out = keeping.runDevices(function, std::move(perDevice));
  if (!out.ok() || options_.ranks) return out;
  std::vector<Values> digests;  // one OS process: judged here
  for (const Values& v : *out) digests.push_back(digestsOf(v));
  if (std::optional<Diagnostic> d = judge(digests)) return *d;
  return out;
}

bool runsOnMesh(const Module& module) {
  Result<Mesh> mesh = moduleMesh(module);
  return mesh.ok() && mesh->numDevices() > 1 && countLoops(module) == 0;
}

namespace {

// Every partition runs `function` on the global inputs; a global-view program
// gives the same results on each.
Result<Values> runOnPartitions(const Module& module, std::string_view function, const Values& args, int64_t n,
                               const InterpreterOptions& options) {
  if (n > kMaxProcesses)
    return unsupported(module.loc, "the program runs on {} partitions (mhlo.num_partitions, or the devices of its "
                       "manual computations' mesh); the simulated partitions are at most {} (a thread each)",
                       n, kMaxProcesses);
  Result<std::vector<Values>> out = runPartitions(module, function, std::vector<Values>(n, args), options);
  if (!out.ok()) return out.error();
  if (out->empty()) return Values{};  // a rank other than 0: rank 0 holds the results
  const Values& first = out->front();
  for (int64_t p = 1; p < n; ++p)
    for (size_t i = 0; i < first.size(); ++i)
      if (!(*out)[p][i].isTensor() || !(*out)[p][i].tensor().bitwiseEqual(first[i].tensor()))
        return invalid(module.lookup(function) ? module.lookup(function)->loc : module.loc,
                       "result {} of @{} differs between partitions 0 and {}: the program "
                                   "does not compute one global value",
                       i, function, p);
  return first;
}

}  // namespace

Result<Values> runAsDeclared(const Module& module, std::string_view function, Values args,
                             const InterpreterOptions& options) {
  if (runsOnMesh(module)) return MeshInterpreter(module, options).run(function, args);
  if (const int64_t n = numPartitions(module).value_or(1); n > 1)
    return runOnPartitions(module, function, args, n, options);
  return Interpreter(module, options).run(function, std::move(args));
}

}  // namespace partir
