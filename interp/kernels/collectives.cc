// Kernels of the collectives family and the pure functions of
// interp/kernels/collectives.h. A kernel finds its process group in the grid
// of the process it runs (Interpreter::process(), interp/spmd.h), exchanges
// its operands with the group through the grid's rendezvous, and computes its
// result from the values received. Outside interpreter.run_parallel the
// process is (0, 0) of a 1x1 grid, so collectives over that one process work.
#include "interp/kernels/collectives.h"

#include <fmt/ranges.h>

#include <algorithm>
#include <string>

#include "interp/index_space.h"
#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/data_movement.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/reduction.h"

namespace partir {

// ---- Pure functions ------------------------------------------------------------

namespace {

// The processes of a group must contribute values of one type.
void expectOneType(std::span<const Tensor> parts) {
  if (parts.empty()) failInvalidArgument("a process group needs at least one process");
  for (size_t i = 1; i < parts.size(); ++i)
    if (!(parts[i].type() == parts[0].type()))
      failInvalidArgument(
          "the processes of the group disagree: member {} contributed {}, member 0 {}", i,
          parts[i].type().str(), parts[0].type().str());
}

}  // namespace

Tensor allGather(std::span<const Tensor> parts, int64_t allGatherDim) {
  expectOneType(parts);
  return concatenate(parts, allGatherDim);
}

Tensor allReduce(std::span<const Tensor> parts, ElementType element,
                 const ScalarBody& computation) {
  expectOneType(parts);
  const auto converted = [&](const Tensor& t) {
    return t.elementType() == element ? t : convert(t, element);
  };
  Tensor result = converted(parts[0]);
  for (size_t i = 1; i < parts.size(); ++i) {
    const Tensor pair[] = {result, converted(parts[i])};
    result = map(pair, element, computation);
  }
  return result;
}

std::vector<Tensor> split(const Tensor& operand, int64_t count, int64_t dimension) {
  if (dimension < 0 || dimension >= operand.rank())
    failInvalidArgument("split dimension {} is out of range for {}", dimension,
                        operand.type().str());
  if (count <= 0 || operand.shape()[dimension] % count != 0)
    failInvalidArgument("dimension {} of {} does not split into {} equal parts", dimension,
                        operand.type().str(), count);
  const int64_t size = operand.shape()[dimension] / count;
  std::vector<int64_t> start(operand.rank(), 0), limit = operand.shape();
  const std::vector<int64_t> strides(operand.rank(), 1);
  std::vector<Tensor> parts;
  for (int64_t i = 0; i < count; ++i) {
    start[dimension] = i * size;
    limit[dimension] = (i + 1) * size;
    parts.push_back(slice(operand, start, limit, strides));
  }
  return parts;
}

Tensor allToAll(std::span<const Tensor> operands, int64_t receiverIndex, int64_t splitDimension,
                int64_t concatDimension, int64_t splitCount) {
  expectOneType(operands);
  if (static_cast<int64_t>(operands.size()) != splitCount)
    failInvalidArgument("the process group has {} processes, but split_count is {} (C8)",
                        operands.size(), splitCount);
  if (receiverIndex < 0 || receiverIndex >= splitCount)
    failInvalidArgument("receiver index {} is outside the group of {}", receiverIndex, splitCount);
  std::vector<Tensor> scattered;
  for (const Tensor& operand : operands)
    scattered.push_back(split(operand, splitCount, splitDimension)[receiverIndex]);
  return concatenate(scattered, concatDimension);
}

Tensor reduceScatter(std::span<const Tensor> parts, int64_t receiverIndex, int64_t scatterDimension,
                     ElementType element, const ScalarBody& computation) {
  const Tensor reduced = allReduce(parts, element, computation);
  const int64_t groupSize = static_cast<int64_t>(parts.size());
  if (receiverIndex < 0 || receiverIndex >= groupSize)
    failInvalidArgument("receiver index {} is outside the group of {}", receiverIndex, groupSize);
  return split(reduced, groupSize, scatterDimension)[receiverIndex];
}

// ---- Kernels: attributes ---------------------------------------------------------

namespace {

// The channel_id, i.e. the `handle` of #stablehlo.channel_handle; absent = 0.
int64_t channelId(const OpContext& ctx) {
  const Attribute* a = ctx.optionalAttr("channel_handle");
  if (!a) return 0;
  const Attribute* handle =
      a->kind() == Attribute::Kind::kStruct ? a->getDictionary().find("handle") : nullptr;
  if (!handle || handle->kind() != Attribute::Kind::kInteger)
    ctx.fail("attribute 'channel_handle' must be #stablehlo.channel_handle<handle = ...>");
  return handle->getInt();
}

bool flagAttr(const OpContext& ctx, std::string_view name) {
  const Attribute* a = ctx.optionalAttr(name);
  if (!a) return false;
  if (a->kind() == Attribute::Kind::kUnit) return true;
  if (a->kind() != Attribute::Kind::kBool) ctx.fail("attribute '{}' must be a boolean", name);
  return a->getBool();
}

// A 2-dimensional id attribute (replica_groups, source_target_pairs) as its
// rows, without the -1 that pads rows shorter than the longest.
IdGroups idGroupsAttr(const OpContext& ctx, std::string_view name) {
  const Attribute& a = ctx.attr(name);
  const std::optional<std::vector<int64_t>> ids = a.asInt64s();
  if (a.kind() != Attribute::Kind::kDenseElements || a.getDenseElements().type.rank() != 2 || !ids)
    ctx.fail("attribute '{}' must be a 2-dimensional integer tensor", name);
  const int64_t cols = a.getDenseElements().type.shape[1];
  IdGroups groups;
  for (size_t i = 0; i < ids->size(); ++i) {
    if (cols == 0 || i % cols == 0) groups.emplace_back();
    if ((*ids)[i] != -1) groups.back().push_back((*ids)[i]);
  }
  return groups;
}

// The strategy of all_gather, all_reduce, reduce_scatter
// (collectiveStrategy, interp/spmd.h), once its attributes are well formed:
// use_global_device_ids needs channel_id > 0.
GroupStrategy replicaGroupsStrategy(const OpContext& ctx, std::string_view label) {
  const int64_t channel = channelId(ctx);  // fails on a malformed channel_handle
  if (flagAttr(ctx, "use_global_device_ids") && channel <= 0)
    ctx.fail("use_global_device_ids needs channel_id > 0 ({})", label);
  return collectiveStrategy(ctx.op());
}

// The strategy of all_to_all, collective_broadcast, collective_permute
// (collectiveStrategy, interp/spmd.h), once channel_handle is well formed.
GroupStrategy replicaOrPartitionStrategy(const OpContext& ctx) {
  channelId(ctx);  // fails on a malformed channel_handle
  return collectiveStrategy(ctx.op());
}

ProcessGrid& gridOf(OpContext& ctx) { return *ctx.interpreter().process().grid; }

int64_t selfIndex(OpContext& ctx) { return ctx.interpreter().process().index(); }

// The process groups `name` selects under `strategy`.
IdGroups processGroupsOf(OpContext& ctx, std::string_view name, GroupStrategy strategy) {
  const IdGroups ids = idGroupsAttr(ctx, name);
  return atOp(ctx, [&] { return gridOf(ctx).processGroups(strategy, ids); });
}

// StableHLO spec, all_gather (C3), all_reduce (C2), all_to_all (C6),
// reduce_scatter (C4): size(replica_groups) is the strategy's number of ids,
// so with unique ids (checked by the type rule) every process is in a group.
IdGroups coveringGroups(OpContext& ctx, GroupStrategy strategy, std::string_view label) {
  const ProcessGrid& grid = gridOf(ctx);
  size_t count = 0;
  for (const auto& group : idGroupsAttr(ctx, "replica_groups")) count += group.size();
  if (static_cast<int64_t>(count) != grid.idCount(strategy))
    ctx.fail("replica_groups has {} ids; {} on a {}x{} process grid needs {} ({})", count,
             strategyName(strategy), grid.numReplicas(), grid.numPartitions(),
             grid.idCount(strategy), label);
  return processGroupsOf(ctx, "replica_groups", strategy);
}

// "[(0, 0), (1, 0)]"
std::string groupName(OpContext& ctx, const std::vector<int64_t>& group) {
  std::vector<std::string> names;
  for (int64_t index : group) names.push_back(gridOf(ctx).name(index));
  return fmt::format("[{}]", fmt::join(names, ", "));
}

// The group of `groups` this process belongs to; nullptr when none. Being
// in two groups is an error (StableHLO spec "Collective ops": the groups
// split the process grid).
const std::vector<int64_t>* groupOf(OpContext& ctx, const IdGroups& groups) {
  const int64_t self = selfIndex(ctx);
  const std::vector<int64_t>* found = nullptr;
  for (const auto& group : groups) {
    if (std::find(group.begin(), group.end(), self) == group.end()) continue;
    if (found)
      ctx.fail("process {} is in two process groups, {} and {}", gridOf(ctx).name(self),
               groupName(ctx, *found), groupName(ctx, group));
    found = &group;
  }
  return found;
}

std::vector<int64_t> ownGroup(OpContext& ctx, const IdGroups& groups) {
  const std::vector<int64_t>* group = groupOf(ctx, groups);
  if (!group) ctx.fail("process {} is in no process group", gridOf(ctx).name(selfIndex(ctx)));
  return *group;
}

int64_t indexIn(OpContext& ctx, const std::vector<int64_t>& group) {
  return std::find(group.begin(), group.end(), selfIndex(ctx)) - group.begin();
}

// Every member's `value`, in group order.
std::vector<Tensor> exchange(OpContext& ctx, const std::vector<int64_t>& group, Tensor value) {
  return gridOf(ctx).rendezvous().exchange(ctx.site(), group, selfIndex(ctx), std::move(value));
}

// The element type E of the `computation` region, (tensor<E>, tensor<E>) -> tensor<E>.
ElementType computationElement(const OpContext& ctx) {
  if (ctx.op().numRegions() != 1 || ctx.op().region(0).numBlocks() != 1 ||
      ctx.op().region(0).front().numArguments() != 2 ||
      !ctx.op().region(0).front().argument(0)->type().isTensor())
    ctx.fail("expects a computation region taking two rank-0 tensors");
  return ctx.op().region(0).front().argument(0)->type().tensor().element;
}

// The `computation` region, run in this process's interpreter.
ScalarBody computationOf(OpContext& ctx, ElementType e) {
  RegionFn fn = [&ctx, e](std::vector<Tensor> args) {
    Values out = ctx.runRegion(0, Values(args.begin(), args.end()));
    if (out.size() != 1 || !out[0].isTensor() || !(out[0].tensor().type() == TensorType{{}, e}))
      ctx.fail("computation must return one tensor<{}>", elementTypeName(e));
    return std::vector<Tensor>{std::move(out[0].tensor())};
  };
  return ScalarBody::fromRegion(ctx.op().region(0), std::move(fn));
}

// The results, checked against the op's result types.
Values typedResults(OpContext& ctx, std::vector<Tensor> results) {
  Values out;
  for (size_t i = 0; i < results.size(); ++i) {
    if (!(results[i].type() == ctx.resultType(i)))
      ctx.fail("result {} is {} on this process grid, but its type is {}", i,
               results[i].type().str(), ctx.resultType(i).str());
    out.emplace_back(std::move(results[i]));
  }
  return out;
}

}  // namespace

// ---- Kernels -----------------------------------------------------------------------

// StableHLO spec "all_gather": each operand concatenated over the process group.
Values evalAllGather(OpContext& ctx) {
  const std::vector<int64_t> group =
      ownGroup(ctx, coveringGroups(ctx, replicaGroupsStrategy(ctx, "C5"), "C3"));
  const int64_t dim = ctx.intAttr("all_gather_dim");
  std::vector<Tensor> results;
  for (size_t i = 0; i < ctx.numOperands(); ++i) {
    const std::vector<Tensor> parts = exchange(ctx, group, ctx.tensor(i));
    results.push_back(atOp(ctx, [&] { return allGather(parts, dim); }));
  }
  return typedResults(ctx, std::move(results));
}

// StableHLO spec "all_reduce": each operand reduced over the process group.
Values evalAllReduce(OpContext& ctx) {
  const std::vector<int64_t> group =
      ownGroup(ctx, coveringGroups(ctx, replicaGroupsStrategy(ctx, "C4"), "C2"));
  const ElementType e = computationElement(ctx);
  const ScalarBody computation = computationOf(ctx, e);
  std::vector<Tensor> results;
  for (size_t i = 0; i < ctx.numOperands(); ++i) {
    const std::vector<Tensor> parts = exchange(ctx, group, ctx.tensor(i));
    results.push_back(atOp(ctx, [&] { return allReduce(parts, e, computation); }));
  }
  return typedResults(ctx, std::move(results));
}

// stablehlo.collective_reduce (StableHLO's interpreter, Ops.cpp): all_reduce
// over the group, kept by its first process (the root); the others get
// zeros.
Values evalCollectiveReduce(OpContext& ctx) {
  const std::vector<int64_t> group =
      ownGroup(ctx, coveringGroups(ctx, replicaGroupsStrategy(ctx, "C4"), "C2"));
  const ElementType e = computationElement(ctx);
  const ScalarBody computation = computationOf(ctx, e);
  const bool root = indexIn(ctx, group) == 0;
  std::vector<Tensor> results;
  for (size_t i = 0; i < ctx.numOperands(); ++i) {
    const std::vector<Tensor> parts = exchange(ctx, group, ctx.tensor(i));
    Tensor reduced = atOp(ctx, [&] { return allReduce(parts, e, computation); });
    results.push_back(root ? std::move(reduced) : Tensor::zeros(reduced.type()));
  }
  return typedResults(ctx, std::move(results));
}

// StableHLO spec "all_to_all": each operand split, scattered over the
// process group and concatenated.
Values evalAllToAll(OpContext& ctx) {
  const std::vector<int64_t> group =
      ownGroup(ctx, coveringGroups(ctx, replicaOrPartitionStrategy(ctx), "C6"));
  const int64_t splitDim = ctx.intAttr("split_dimension");
  const int64_t concatDim = ctx.intAttr("concat_dimension");
  const int64_t count = ctx.intAttr("split_count");
  std::vector<Tensor> results;
  for (size_t i = 0; i < ctx.numOperands(); ++i) {
    const std::vector<Tensor> operands = exchange(ctx, group, ctx.tensor(i));
    results.push_back(atOp(
        ctx, [&] { return allToAll(operands, indexIn(ctx, group), splitDim, concatDim, count); }));
  }
  return typedResults(ctx, std::move(results));
}

// StableHLO spec "reduce_scatter": all_reduce, then this process's part.
Values evalReduceScatter(OpContext& ctx) {
  const std::vector<int64_t> group =
      ownGroup(ctx, coveringGroups(ctx, replicaGroupsStrategy(ctx, "C6"), "C4"));
  const int64_t dim = ctx.intAttr("scatter_dimension");
  const ElementType e = computationElement(ctx);
  const ScalarBody computation = computationOf(ctx, e);
  const std::vector<Tensor> parts = exchange(ctx, group, ctx.tensor(0));
  const int64_t receiver = indexIn(ctx, group);
  Tensor result = atOp(ctx, [&] { return reduceScatter(parts, receiver, dim, e, computation); });
  return typedResults(ctx, {std::move(result)});
}

// StableHLO spec "collective_broadcast": operand@process_groups[i, 0] for the
// members of process_groups[i], zeros for other processes. With
// has_dynamic_root (XLA's extension, see the type rule) the last operand
// holds, per value operand k, the index in the group of its source.
Values evalCollectiveBroadcast(OpContext& ctx) {
  const bool dynamicRoot = flagAttr(ctx, "has_dynamic_root");
  if (ctx.numOperands() < (dynamicRoot ? 2u : 1u)) ctx.fail("expects an operand to broadcast");
  const size_t n = dynamicRoot ? ctx.numOperands() - 1 : ctx.numOperands();
  const IdGroups groups = processGroupsOf(ctx, "replica_groups", replicaOrPartitionStrategy(ctx));
  const std::vector<int64_t>* group = groupOf(ctx, groups);
  std::vector<int64_t> roots(n, 0);
  if (dynamicRoot) roots = readIndices(ctx.tensor(n)).value_or(std::vector<int64_t>{});
  if (roots.size() != n) ctx.fail("root must hold {} integer indices", n);
  std::vector<Tensor> results;
  for (size_t k = 0; k < n; ++k) {
    if (!group) {
      results.push_back(Tensor::zeros(ctx.tensor(k).type(), ctx.loc()));
      continue;
    }
    if (roots[k] < 0 || roots[k] >= static_cast<int64_t>(group->size()))
      ctx.fail("root {} of operand {} is outside the process group of {}", roots[k], k,
               group->size());
    results.push_back(exchange(ctx, *group, ctx.tensor(k))[roots[k]]);
  }
  return typedResults(ctx, std::move(results));
}

// StableHLO spec "collective_permute": operand@process_groups[i, 0] where
// process_groups[i, 1] is this process, zeros when no pair targets it. The
// pairs are exchanged in attribute order on every process, so the exchanges
// of a process that is both a source and a target cannot wait in a cycle.
Values evalCollectivePermute(OpContext& ctx) {
  const IdGroups pairs =
      processGroupsOf(ctx, "source_target_pairs", replicaOrPartitionStrategy(ctx));
  const int64_t self = selfIndex(ctx);
  Tensor result = Tensor::zeros(ctx.tensor(0).type(), ctx.loc());
  for (const auto& pair : pairs) {
    if (pair.size() != 2) ctx.fail("source_target_pairs must have 2 columns (C1)");
    if (pair[0] != self && pair[1] != self) continue;
    if (pair[0] == pair[1]) {
      result = ctx.tensor(0);
      continue;
    }
    std::vector<Tensor> values = exchange(ctx, pair, ctx.tensor(0));
    if (pair[1] == self) result = std::move(values[0]);
  }
  return typedResults(ctx, {std::move(result)});
}

// StableHLO spec "partition_id": the partition of the current process.
Values evalPartitionId(OpContext& ctx) {
  return {Tensor::scalar(ElementType::kUI32, ctx.interpreter().process().id.partition)};
}

// StableHLO spec "replica_id": the replica of the current process.
Values evalReplicaId(OpContext& ctx) {
  return {Tensor::scalar(ElementType::kUI32, ctx.interpreter().process().id.replica)};
}

namespace {

// A channel's other end may be on another rank, which only exchanges reach
// (interp/spmd.h RemoteLink).
void refuseChannelsAcrossRanks(OpContext& ctx) {
  if (gridOf(ctx).rendezvous().acrossRanks())
    ctx.failUnsupported("channels do not reach across MPI ranks; run the program without mpirun (docs/mpi.md)");
}

}  // namespace

// StableHLO spec "send" ("Point-to-point communication"): hands the tensors
// to channel channel_id, where a recv takes them, and returns a token. As in
// the StableHLO interpreter, is_host_transfer changes nothing: the other end
// is the process that receives on the channel.
Values evalSend(OpContext& ctx) {
  if (ctx.numOperands() == 0 || !ctx.operand(ctx.numOperands() - 1).isToken())
    ctx.fail("expects tensors then a token");
  std::vector<Tensor> values;
  for (size_t i = 0; i + 1 < ctx.numOperands(); ++i) values.push_back(ctx.tensor(i));
  refuseChannelsAcrossRanks(ctx);
  gridOf(ctx).rendezvous().send(channelId(ctx), std::move(values));
  return {InterpreterValue::token()};
}

// StableHLO spec "recv": waits for the oldest tensors sent on channel
// channel_id; returns them and a token.
Values evalRecv(OpContext& ctx) {
  if (ctx.op().numResults() == 0) ctx.fail("expects tensor results then a token");
  const size_t n = ctx.op().numResults() - 1;
  refuseChannelsAcrossRanks(ctx);
  std::vector<Tensor> values =
      gridOf(ctx).rendezvous().recv(ctx.site(), channelId(ctx), selfIndex(ctx));
  if (values.size() != n)
    ctx.fail("received {} tensors on channel {}, expected {}", values.size(), channelId(ctx), n);
  Values out = typedResults(ctx, std::move(values));
  out.push_back(InterpreterValue::token());
  return out;
}

}  // namespace partir
