// Kernels of Shardy's ops (semantics/manual_computation.h). Like shard_map's
// custom_calls (interp/kernels/shard_map.h), a manual computation runs in a
// global-view program that every partition runs: each partition is a device
// of the mesh, takes its tiles, runs the body (whose collectives meet the
// other partitions'), and assembles every device's result tiles through one
// exchange among all partitions per result.
#include <algorithm>
#include <map>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/spmd.h"
#include "semantics/hlo_ops.h"
#include "semantics/manual_computation.h"
#include "semantics/process_dependence.h"

namespace partir {

namespace {

ManualComputation decoded(OpContext& ctx) {
  Result<ManualComputation> mc = decodeManualComputation(ctx.op(), ctx.interpreter().module());
  if (!mc.ok()) throw DiagnosticError{mc.error()};
  return std::move(mc.value());
}

// The device this partition is: partition p is device p, row-major over the
// mesh axes (Shardy attrs.td MeshAttr: devices iota(product(axes)) unless
// device_ids reorder them), so the program runs on one partition per device.
int64_t deviceOf(OpContext& ctx, const ManualComputation& mc) {
  if (!mc.sdyMesh.deviceIds.empty())
    ctx.failUnsupported("its mesh {} lists device_ids: only the row-major device order is supported", mc.meshName);
  const SpmdProcess& self = ctx.interpreter().process();
  const std::optional<int64_t> devices = sdyDeviceCount(mc.sdyMesh);
  if (devices != self.grid->numPartitions())
    ctx.fail("its mesh {} has {} devices but the program runs on {} partition{} (mhlo.num_partitions, else the "
             "devices of the mesh of its manual computations)",
             mc.meshName, devices ? std::to_string(*devices) : "too many", self.grid->numPartitions(),
             self.grid->numPartitions() == 1 ? "" : "s");
  return self.id.partition;
}

// ops.td: "the body is local wrt the manual_axes" and global along the free
// ones, so every device running it is exact only when no op of the body
// depends on the partition (semantics/process_dependence.h).
void refuseFreeAxesWithCollectives(OpContext& ctx, const ManualComputation& mc) {
  std::string freeAxis;
  for (const MeshAxis& a : mc.mesh.axes())
    if (a.size > 1 && std::find(mc.manualAxes.begin(), mc.manualAxes.end(), a.name) == mc.manualAxes.end())
      freeAxis = fmt::format("\"{}\" (size {})", a.name, a.size);
  if (freeAxis.empty()) return;
  walk(ctx.op().region(0), [&](const Operation& op) {
    if (std::optional<std::string> why = partitionDependence(op))
      ctx.failUnsupported("partially manual computations are not supported: axis {} is free, and '{}' ({}) in the "
                          "body depends on the partition ({})",
                          freeAxis, op.name(), op.loc().str(), *why);
  });
}

// attrs.td TensorShardingAttr: unreduced axes hold partial sums, which a
// manual computation would have to add up; not implemented.
void refuseUnreduced(OpContext& ctx, const ManualComputation& mc) {
  for (const std::vector<SdySharding>* list : {&mc.in, &mc.out})
    for (const SdySharding& s : *list)
      if (!s.unreduced.empty())
        ctx.failUnsupported("unreduced axes ({}) in its shardings are not supported", sdyRefText(s.unreduced.front()));
}

// Where `device`'s tile of a value starts: along each dim, the device's
// chunk over the dim's manual axes (major first) times the local size.
std::vector<int64_t> tileStart(const DeviceGrid& grid, int64_t device,
                               const std::vector<std::vector<std::string>>& dimAxes, const Shape& local) {
  std::vector<int64_t> start(local.size());
  for (size_t d = 0; d < local.size(); ++d) start[d] = grid.chunk(device, dimAxes[d]) * local[d];
  return start;
}

Tensor localTile(const DeviceGrid& grid, int64_t device, const ManualComputation& mc, const SdySharding& s,
                 const Tensor& full, const Shape& local) {
  const std::vector<int64_t> start = tileStart(grid, device, manualDimAxes(mc, s), local);
  std::vector<int64_t> limit(start.size()), strides(start.size(), 1);
  for (size_t d = 0; d < start.size(); ++d) limit[d] = start[d] + local[d];
  return slice(full, start, limit, strides);
}

// Result `j` from every device's tile (one exchange among the partitions);
// devices holding the same tile must hold the same bits.
Tensor assemble(OpContext& ctx, const DeviceGrid& grid, const ManualComputation& mc, size_t j, Tensor tile) {
  const SpmdProcess& self = ctx.interpreter().process();
  std::vector<int64_t> group;
  for (int64_t p = 0; p < self.grid->numPartitions(); ++p) group.push_back(self.grid->indexOf({self.id.replica, p}));
  const Shape local = tile.type().shape;
  const std::vector<Tensor> tiles = self.grid->rendezvous().exchange(ctx.site(), group, self.index(), std::move(tile));
  const std::vector<std::vector<std::string>> dimAxes = manualDimAxes(mc, mc.out[j]);
  Tensor out = Tensor::uninitialized(ctx.resultType(j), ctx.loc());
  std::map<std::vector<int64_t>, int64_t> holder;  // tile start -> the first device holding it
  for (int64_t p = 0; p < static_cast<int64_t>(tiles.size()); ++p) {
    const std::vector<int64_t> start = tileStart(grid, p, dimAxes, local);
    const auto [first, fresh] = holder.emplace(start, p);
    if (fresh) out = dynamicUpdateSlice(std::move(out), tiles[p], start);
    else if (!tiles[p].bitwiseEqual(tiles[first->second]))
      ctx.fail("result #{}: devices {} and {} hold the same tile (out_shardings do not split the result over the "
               "axes they differ in) but different values",
               j, first->second, p);
  }
  return out;
}

}  // namespace

// Shardy ops.td ManualComputationOp (semantics/manual_computation.h).
Values evalSdyManualComputation(OpContext& ctx) {
  const ManualComputation mc = decoded(ctx);
  refuseFreeAxesWithCollectives(ctx, mc);
  refuseUnreduced(ctx, mc);
  const int64_t device = deviceOf(ctx, mc);
  const DeviceGrid grid(mc.mesh);
  const Block& body = ctx.op().region(0).front();
  Values local;
  for (size_t i = 0; i < ctx.numOperands(); ++i)
    local.push_back(localTile(grid, device, mc, mc.in[i], ctx.tensor(i), body.argument(i)->type().tensor().shape));
  Values results = ctx.runRegion(0, std::move(local));
  Values out;
  for (size_t j = 0; j < results.size(); ++j) out.push_back(assemble(ctx, grid, mc, j, results[j].tensor()));
  return out;
}

Values evalSdyReturn(OpContext& ctx) {
  throw DiagnosticError{Diagnostic{ErrorKind::kInternal, ctx.loc(), "sdy.return dispatched as a kernel"}};
}

}  // namespace partir
