#include "interp/mesh_interpreter.h"

#include <cstring>
#include <optional>

#include <fmt/format.h>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/symbol_reducer.h"
#include "interp/spmd.h"
#include "semantics/hlo_ops.h"

namespace partir {

namespace {

using Env = std::unordered_map<const Value*, InterpreterValue>;

bool isCollective(OpCode c) {
  return c == OpCode::kPartirAllSlice || c == OpCode::kPartirAllGather ||
         c == OpCode::kPartirAllReduce || c == OpCode::kPartirReduceScatter ||
         c == OpCode::kPartirAllToAll;
}

std::vector<std::string> allAxes(const DimAxes& axes) {
  std::vector<std::string> out;
  for (const auto& d : axes) out.insert(out.end(), d.begin(), d.end());
  return out;
}

// Device d's chunk of the global `t` (seed 000 §6 all_slice).
Tensor chunkOf(const DeviceGrid& grid, int64_t d, const Tensor& t, const DimAxes& axes,
               const Shape& local) {
  std::vector<int64_t> start(local.size()), limit(local.size()), strides(local.size(), 1);
  for (size_t i = 0; i < local.size(); ++i) {
    start[i] = grid.chunk(d, axes[i]) * local[i];
    limit[i] = start[i] + local[i];
  }
  return slice(t, start, limit, strides);
}

// The global value of device d's group, from each member's chunk (all_gather).
Tensor gathered(const DeviceGrid& grid, int64_t d, const std::vector<Tensor>& values,
                const DimAxes& axes, const TensorType& global) {
  Tensor out = Tensor::uninitialized(global);
  for (int64_t e : grid.group(d, allAxes(axes))) {
    const Tensor& part = values[e];
    std::vector<int64_t> start(global.shape.size());
    for (size_t i = 0; i < start.size(); ++i) start[i] = grid.chunk(e, axes[i]) * part.type().shape[i];
    out = dynamicUpdateSlice(std::move(out), part, start);
  }
  return out;
}

class Lockstep {
 public:
  Lockstep(const Module& module, const Mesh& mesh, const InterpreterOptions& options)
      : mesh_(mesh), interp_(module, options), grid_(mesh), envs_(mesh.numDevices()) {}

  std::vector<Values> run(const Function& f, std::vector<Values> args) {
    const Block& entry = f.entry();
    for (int64_t d = 0; d < grid_.size(); ++d)
      for (size_t i = 0; i < entry.numArguments(); ++i) envs_[d][entry.argument(i)] = args[d].at(i);
    for (const auto& op : entry.ops()) {
      if (op.get() == entry.terminator()) break;
      if (isCollective(op->code()))
        runCollective(*op);
      else
        runLocal(*op);
    }
    std::vector<Values> results(grid_.size());
    for (int64_t d = 0; d < grid_.size(); ++d)
      for (const Value* v : entry.terminator()->operands()) results[d].push_back(envs_[d].at(v));
    return results;
  }

 private:
  void runLocal(const Operation& op) {
    walk(const_cast<Operation&>(op), [&](Operation& inner) {
      if (&inner != &op && isCollective(inner.code()))
        throw DiagnosticError{Diagnostic{ErrorKind::kUnsupported, inner.loc(),
                                         "a collective inside a region is not simulated"}};
    });
    for (int64_t d = 0; d < grid_.size(); ++d) {
      Values operands;
      for (const Value* v : op.operands()) operands.push_back(envs_[d].at(v));
      OpContext ctx(op, std::move(operands), interp_);
      Values out = evalOp(ctx);
      for (size_t i = 0; i < out.size(); ++i) envs_[d][op.result(i)] = std::move(out[i]);
    }
  }

  std::vector<Tensor> operandOnEachDevice(const Operation& op) {
    std::vector<Tensor> values;
    for (int64_t d = 0; d < grid_.size(); ++d) values.push_back(envs_[d].at(op.operand(0)).tensor());
    return values;
  }

  Tensor reduced(const Operation& op, int64_t d, const std::vector<Tensor>& values,
                 const std::vector<std::string>& axes) {
    OpContext ctx(op, {}, interp_);
    const std::string f = reducerOf(op);
    const SymbolReducer reducer = f.empty() ? SymbolReducer() : SymbolReducer(ctx, f, values[d].elementType());
    const std::vector<int64_t> group = grid_.group(d, axes);
    Tensor acc = values[group[0]];
    for (size_t i = 1; i < group.size(); ++i) acc = reducer.apply(ctx, std::move(acc), values[group[i]]);
    return acc;
  }

  // Seed 000 §6: each collective's value on device d, from every device's operand.
  void runCollective(const Operation& op) {
    const std::vector<Tensor> values = operandOnEachDevice(op);
    const TensorType& result = op.resultType(0).tensor();
    std::vector<Tensor> out;
    for (int64_t d = 0; d < grid_.size(); ++d) out.push_back(collectiveOn(op, d, values, result));
    for (int64_t d = 0; d < grid_.size(); ++d) envs_[d][op.result(0)] = std::move(out[d]);
  }

  Tensor collectiveOn(const Operation& op, int64_t d, const std::vector<Tensor>& values,
                      const TensorType& result) {
    switch (op.code()) {
      case OpCode::kPartirAllSlice: return chunkOf(grid_, d, values[d], dimAxesOf(op), result.shape);
      case OpCode::kPartirAllGather: return gathered(grid_, d, values, dimAxesOf(op), result);
      case OpCode::kPartirAllReduce: return reduced(op, d, values, axesOf(op));
      case OpCode::kPartirReduceScatter: {
        const DimAxes axes = dimAxesOf(op);
        return chunkOf(grid_, d, reduced(op, d, values, allAxes(axes)), axes, result.shape);
      }
      default: return allToAll(op, d, values, result);
    }
  }

  // all_gather along src_dim, then all_slice along dst_dim, over the same axes.
  Tensor allToAll(const Operation& op, int64_t d, const std::vector<Tensor>& values,
                  const TensorType& result) {
    const std::vector<std::string> axes = axesOf(op);
    const int64_t src = intAttrOf(op, "src_dim"), dst = intAttrOf(op, "dst_dim");
    DimAxes gather(result.rank()), slice(result.rank());
    gather[src] = slice[dst] = axes;
    TensorType whole = values[d].type();
    whole.shape[src] *= axesSize(mesh_, axes);
    return chunkOf(grid_, d, gathered(grid_, d, values, gather, whole), slice, result.shape);
  }

  static int64_t intAttrOf(const Operation& op, std::string_view name) { return op.attr(name)->getInt(); }

  const Mesh& mesh_;
  Interpreter interp_;
  DeviceGrid grid_;
  std::vector<Env> envs_;
};

// The partir.sharding of an argument or result (semantics/hlo_ops.h), or
// nullopt when the value is whole on every device.
std::optional<DimAxes> shardingOf(const NamedAttrs& attrs) {
  const Attribute* a = attrs.find("partir.sharding");
  if (!a || a->kind() != Attribute::Kind::kArray) return std::nullopt;
  DimAxes axes;
  for (const Attribute& d : a->getArray()) {
    std::vector<std::string> names;
    for (const Attribute& n : d.getArray()) names.push_back(n.getString());
    axes.push_back(std::move(names));
  }
  return axes;
}

bool sameBits(const Tensor& a, const Tensor& b) {
  return a.type() == b.type() &&
         std::memcmp(a.rawData(), b.rawData(), a.numElements() * byteWidth(a.elementType())) == 0;
}

// Result j of the devices as one global value: gathered by its sharding, or
// the value every device holds. Every device must agree with it.
Tensor assemble(const DeviceGrid& grid, const std::vector<Values>& perDevice, size_t j,
                const std::optional<DimAxes>& sharding, const Mesh& mesh) {
  std::vector<Tensor> values;
  for (const Values& v : perDevice) values.push_back(v.at(j).tensor());
  const Tensor global = sharding ? gathered(grid, 0, values, *sharding,
                                            gatheredByAxes(values[0].type(), *sharding, mesh))
                                 : values[0];
  for (int64_t d = 0; d < grid.size(); ++d) {
    const Tensor expected = sharding ? chunkOf(grid, d, global, *sharding, values[d].type().shape) : global;
    if (!sameBits(expected, values[d]))
      throw DiagnosticError{Diagnostic{ErrorKind::kCheckFailed, {},
                                       fmt::format("result #{}: device {} disagrees with device 0 "
                                                   "on what should be the same value",
                                                   j, d)}};
  }
  return global;
}

}  // namespace

Result<std::vector<Values>> runPartitions(const Module& module, std::string_view function,
                                          std::vector<Values> args, const InterpreterOptions& options) {
  const int64_t n = static_cast<int64_t>(args.size());
  if (n < 1 || n > kMaxProcesses) return invalid(module.loc, "{} partitions: expected 1 to {}", n, kMaxProcesses);
  ProcessGrid grid(1, n);
  std::vector<Values> results(n);
  // Each partition counts and collects its own checks; merged afterwards.
  std::vector<int64_t> passed(n, 0);
  std::vector<std::vector<Diagnostic>> failed(n);
  std::optional<Diagnostic> failure = runProcesses(grid.rendezvous(), [&](int64_t self) -> std::optional<Diagnostic> {
    InterpreterOptions own = options;
    own.process = SpmdProcess{&grid, grid.processAt(self)};
    own.checksPassed = &passed[self];
    own.checksFailed = options.checksFailed ? &failed[self] : nullptr;
    Result<Values> r = Interpreter(module, own).run(function, std::move(args[self]));
    if (!r.ok()) return r.error();
    results[self] = std::move(r.value());
    return std::nullopt;
  });
  for (int64_t p = 0; p < n; ++p) {
    if (options.checksPassed) *options.checksPassed += passed[p];
    if (options.checksFailed) options.checksFailed->insert(options.checksFailed->end(), failed[p].begin(), failed[p].end());
  }
  if (failure) return *failure;
  return results;
}

MeshInterpreter::MeshInterpreter(const Module& module, InterpreterOptions options, Execution execution)
    : module_(module), options_(options), execution_(execution) {
  Result<Mesh> mesh = moduleMesh(module);
  if (mesh.ok()) mesh_ = mesh.value();
}

std::vector<int64_t> MeshInterpreter::coordinates(int64_t device) const {
  return DeviceGrid(mesh_).coords(device);
}

Result<std::vector<Values>> MeshInterpreter::runDevices(std::string_view function,
                                                        std::vector<Values> args) {
  const Function* f = module_.lookup(function);
  if (!f || f->isDeclaration()) return invalid(module_.loc, "no function @{} to run", function);
  if (mesh_.empty()) return invalid(module_.loc, "the module has no partir.mesh to run on");
  if (static_cast<int64_t>(args.size()) != numDevices())
    return invalid(f->loc, "{} argument lists for {} devices", args.size(), numDevices());
  if (execution_ == Execution::kPartitions) return runPartitions(module_, function, std::move(args), options_);
  try {
    return Lockstep(module_, mesh_, options_).run(*f, std::move(args));
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

Result<Values> MeshInterpreter::run(std::string_view function, const Values& args) {
  const Function* f = module_.lookup(function);
  if (!f || f->isDeclaration()) return invalid(module_.loc, "no function @{} to run", function);
  if (args.size() != f->argTypes.size())
    return invalid(f->loc, "@{} takes {} arguments, got {}", function, f->argTypes.size(), args.size());
  const DeviceGrid grid(mesh_);
  std::vector<Values> perDevice(numDevices());
  for (int64_t d = 0; d < numDevices(); ++d)
    for (size_t i = 0; i < args.size(); ++i) {
      const std::optional<DimAxes> s = shardingOf(f->argAttrs[i]);
      perDevice[d].push_back(s ? chunkOf(grid, d, args[i].tensor(), *s, f->argTypes[i].tensor().shape)
                               : args[i]);
    }
  Result<std::vector<Values>> out = runDevices(function, std::move(perDevice));
  if (!out.ok()) return out.error();
  try {
    Values results;
    for (size_t j = 0; j < f->resultTypes.size(); ++j)
      results.push_back(assemble(grid, out.value(), j, shardingOf(f->resultAttrs[j]), mesh_));
    return results;
  } catch (const DiagnosticError& e) {
    Diagnostic d = e.diag;
    d.loc = f->loc;
    return d;
  }
}

}  // namespace partir
