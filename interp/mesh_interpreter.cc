#include "interp/mesh_interpreter.h"

#include <cstring>
#include <optional>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/hlo.h"
#include "interp/spmd.h"
#include "semantics/core_ops.h"
#include "semantics/hlo_ops.h"
#include "semantics/process_dependence.h"

namespace partir {

namespace {

bool sameBits(const Tensor& a, const Tensor& b) {
  return a.type() == b.type() &&
         std::memcmp(a.rawData(), b.rawData(), a.numElements() * byteWidth(a.elementType())) == 0;
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
// other ranks none).
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
  std::vector<std::pair<int64_t, Values>> local;
  for (int64_t p = 0; p < n; ++p)
    if (session->isLocal(p)) local.emplace_back(p, std::move(results[p]));
  return session->gather(std::move(local));
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
  for (size_t i = 0; i < types.size(); ++i) {
    const std::optional<DimAxes> s = shardingOf(f.argAttrs[i]);
    if (!s || !types[i].isTensor()) continue;
    TensorType global = types[i].tensor();
    for (size_t d = 0; d < global.shape.size() && d < s->size(); ++d)
      for (const std::string& axis : (*s)[d]) global.shape[d] *= mesh_.axisSize(axis).value_or(1);
    types[i] = Type(global);
  }
  return types;
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
  const DeviceGrid grid(mesh_);
  std::vector<Values> perDevice(numDevices());
  for (int64_t d = 0; d < numDevices(); ++d) {
    if (!keep(d)) continue;
    for (size_t i = 0; i < args.size(); ++i) {
      const std::optional<DimAxes> s = shardingOf(f.argAttrs[i]);
      perDevice[d].push_back(s ? chunkOf(grid, d, args[i].tensor(), *s) : args[i]);
    }
  }
  return perDevice;
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
