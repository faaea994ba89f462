// Kernels of the PartIR:HLO collectives (semantics/hlo_ops.h; seed 000 §6).
// Each device of the module's mesh is one process of the interpreter's grid
// (interp/spmd.h; device d = process d, numbered row-major over the mesh
// axes); a collective exchanges the device's operand with its group through
// the grid's rendezvous, the members in chunk order, and computes its result
// from what it receives. A grid that is not the mesh's size (e.g. a plain
// `partir run` of a mesh program) is refused.
#include "interp/kernels/hlo.h"

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/symbol_reducer.h"
#include "semantics/mesh.h"

namespace partir {

ChunkBox chunkBox(const DeviceGrid& grid, int64_t device, const Shape& whole, const DimAxes& axes) {
  ChunkBox box{std::vector<int64_t>(whole.size()), whole};
  for (size_t i = 0; i < whole.size(); ++i) {
    const int64_t n = axes[i].empty() ? 1 : static_cast<int64_t>(grid.group(device, axes[i]).size());
    box.shape[i] = whole[i] / n;
    box.start[i] = grid.chunk(device, axes[i]) * box.shape[i];
  }
  return box;
}

Tensor chunkOf(const DeviceGrid& grid, int64_t device, const Tensor& t, const DimAxes& axes) {
  const ChunkBox box = chunkBox(grid, device, t.type().shape, axes);
  std::vector<int64_t> limit(box.start.size()), strides(box.start.size(), 1);
  for (size_t i = 0; i < limit.size(); ++i) limit[i] = box.start[i] + box.shape[i];
  return slice(t, box.start, limit, strides);
}

Tensor assembleChunks(const DeviceGrid& grid, std::span<const Tensor> parts,
                      const std::vector<int64_t>& members, const DimAxes& axes) {
  TensorType whole = parts[0].type();
  for (size_t i = 0; i < whole.shape.size(); ++i)
    if (!axes[i].empty()) whole.shape[i] *= static_cast<int64_t>(grid.group(members[0], axes[i]).size());
  Tensor out = Tensor::uninitialized(whole);
  for (size_t m = 0; m < members.size(); ++m) {
    std::vector<int64_t> start(whole.shape.size());
    for (size_t i = 0; i < start.size(); ++i) start[i] = grid.chunk(members[m], axes[i]) * parts[m].type().shape[i];
    out = dynamicUpdateSlice(std::move(out), parts[m], start);
  }
  return out;
}

namespace {

// This device's place on the mesh: the grid and the device number.
struct Device {
  DeviceGrid grid;
  int64_t self;
  ProcessGrid* processes;
};

Device deviceOf(OpContext& ctx) {
  Result<Mesh> mesh = moduleMesh(ctx.interpreter().module());
  if (!mesh.ok() || mesh->empty()) ctx.fail("needs a partir.mesh to run on");
  const SpmdProcess& p = ctx.interpreter().process();
  if (p.grid->numProcesses() != mesh->numDevices())
    ctx.failUnsupported("runs on a mesh of {} devices, one process each (the simulated mesh, "
                        "interp/mesh_interpreter.h), not on {} process(es)",
                        mesh->numDevices(), p.grid->numProcesses());
  return Device{DeviceGrid(mesh.value()), p.index(), p.grid};
}

// The group's operands, in chunk order, and the group.
std::pair<std::vector<Tensor>, std::vector<int64_t>> exchangeWithGroup(OpContext& ctx, const Device& d,
                                                                      const std::vector<std::string>& axes) {
  std::vector<int64_t> group = d.grid.group(d.self, axes);
  std::vector<Tensor> parts = d.processes->rendezvous().exchange(ctx.site(), group, d.self, ctx.tensor(0));
  return {std::move(parts), std::move(group)};
}

// The group's operands folded left to right with add or the op's reducer.
Tensor reduceGroup(OpContext& ctx, const Device& d, const std::vector<std::string>& axes) {
  auto [parts, group] = exchangeWithGroup(ctx, d, axes);
  const std::string f = reducerOf(ctx.op());
  const SymbolReducer reducer = f.empty() ? SymbolReducer() : SymbolReducer(ctx, f, parts[0].elementType());
  Tensor acc = parts[0];
  for (size_t i = 1; i < parts.size(); ++i) acc = reducer.apply(ctx, std::move(acc), parts[i]);
  return acc;
}

Values single(Tensor t) { return {InterpreterValue(std::move(t))}; }

}  // namespace

// Seed 000 §6: the chunk this device's coordinates name; no communication.
Values evalPartirAllSlice(OpContext& ctx) {
  const Device d = deviceOf(ctx);
  return single(chunkOf(d.grid, d.self, ctx.tensor(0), dimAxesOf(ctx.op())));
}

// Seed 000 §6: the group's chunks put together.
Values evalPartirAllGather(OpContext& ctx) {
  const Device d = deviceOf(ctx);
  const DimAxes axes = dimAxesOf(ctx.op());
  auto [parts, group] = exchangeWithGroup(ctx, d, allAxes(axes));
  return single(assembleChunks(d.grid, parts, group, axes));
}

// Seed 000 §6: the group's values reduced.
Values evalPartirAllReduce(OpContext& ctx) {
  const Device d = deviceOf(ctx);
  return single(reduceGroup(ctx, d, axesOf(ctx.op())));
}

// Seed 000 §6: all_reduce over every named axis, then this device's chunk.
Values evalPartirReduceScatter(OpContext& ctx) {
  const Device d = deviceOf(ctx);
  const DimAxes axes = dimAxesOf(ctx.op());
  return single(chunkOf(d.grid, d.self, reduceGroup(ctx, d, allAxes(axes)), axes));
}

// Seed 000 §6: all_gather along src_dim, then all_slice along dst_dim.
Values evalPartirAllToAll(OpContext& ctx) {
  const Device d = deviceOf(ctx);
  const std::vector<std::string> axes = axesOf(ctx.op());
  const int64_t rank = ctx.tensor(0).rank();
  DimAxes gather(rank), split(rank);
  gather[ctx.intAttr("src_dim")] = split[ctx.intAttr("dst_dim")] = axes;
  auto [parts, group] = exchangeWithGroup(ctx, d, axes);
  return single(chunkOf(d.grid, d.self, assembleChunks(d.grid, parts, group, gather), split));
}

}  // namespace partir
