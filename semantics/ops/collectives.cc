// Type rules of the collective family (StableHLO spec, one section per op),
// and their tile-mapping entries. all_gather, all_reduce, all_to_all and
// reduce_scatter combine, for each result position, the operands of the
// processes of a group at positions that differ only along their gather /
// split / concat / scatter dim: every other dim is pointwise. A loop over
// chunks of such a dim runs in every process in lockstep (SPMD: each process
// runs the same program), so iteration r's collective combines chunk r of
// every process's operand, which is chunk r of the whole op's result. Their
// denotations read another process's element as a function of the process's
// position in the group and the index read ("all_gather.from_process"),
// which the verifier leaves uninterpreted, and this process's position in
// its group as the variable `process_position`. The other collectives move whole
// values between processes (or are ids) and stay whole.
//
// The process grid (num_replicas x num_partitions) is not part of an op, so
// the rules check what is static: replica_groups are unique ids 0..n-1 (a -1
// pads uneven groups), channel/device-id consistency, dimensions in range,
// and result shapes. A result dimension that depends on the process-group
// size is checked exactly when that size is the row length of
// replica_groups (cross_replica, flattened_ids) and as a multiple of it when
// groups also span all partitions (cross_replica_and_partition) or
// replica_groups is empty.
#include <algorithm>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/custom_call_targets.h"
#include "semantics/denotation.h"
#include "semantics/manual_computation.h"
#include "semantics/process_dependence.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

using Wide = __int128;

// The channel_handle attribute's fields: channel_id (`handle`) and channel
// type (`type`: 1 device-to-device, 2 device-to-host, 3 host-to-device);
// absent = 0.
int64_t channelField(const Operation& op, std::string_view field) {
  if (!op.attr("channel_handle")) return 0;
  return structIntOr(op, structAttr(op, "channel_handle", "stablehlo.channel_handle"), field, 0);
}

// Unique ids (uniqueLabel) in [0, number of ids) (rangeLabel); -1 is padding.
void checkReplicaGroups(const Operation& op, const IntMatrix& groups, std::string_view uniqueLabel,
                        std::string_view rangeLabel) {
  std::vector<int64_t> ids;
  for (int64_t v : groups.values)
    if (v != -1) ids.push_back(v);
  expectUnique(op, "replica_groups", ids, uniqueLabel);
  expectAllInRange(op, "replica_groups", ids, 0, ids.size(), rangeLabel);
}

struct GroupSize {
  int64_t factor = 1;  // the group size, or a factor of it when !exact
  bool exact = false;
};

// The process-group size of the strategy in force (see the file comment).
GroupSize processGroupSize(const IntMatrix& groups, bool acrossPartitions) {
  const bool padded =
      std::find(groups.values.begin(), groups.values.end(), -1) != groups.values.end();
  if (groups.rows == 0 || groups.cols == 0 || padded) return {1, false};
  return {groups.cols, !acrossPartitions};
}

// The replica-group constraints of all_gather / all_reduce / reduce_scatter:
// unique ids, ids in range, use_global_device_ids only with a positive
// channel_id (each reported with the op's label); returns the group size.
GroupSize checkGroupedCollective(const Operation& op, std::string_view uniqueLabel,
                                 std::string_view rangeLabel, std::string_view channelLabel) {
  const IntMatrix groups = matrixAttr(op, "replica_groups");
  checkReplicaGroups(op, groups, uniqueLabel, rangeLabel);
  const int64_t channel = channelField(op, "handle");
  const bool global = boolAttrOr(op, "use_global_device_ids", false);
  if (global && channel <= 0)
    failOp(op, "use_global_device_ids needs a positive channel_id, got {} ({})", channel,
           channelLabel);
  return processGroupSize(groups, channel > 0 && !global);
}

// `result` equals `operand` except along `dim` (label on failure).
void expectSameExceptDim(const Operation& op, const TensorType& operand, const TensorType& result,
                         int64_t dim, std::string_view label) {
  Shape a = operand.shape, b = result.shape;
  if (a.size() == b.size() && dim >= 0 && dim < static_cast<int64_t>(a.size())) a[dim] = b[dim] = 0;
  if (a != b || operand.element != result.element)
    failOp(op, "result type {} must equal operand type {} except in dimension {} ({})",
           result.str(), operand.str(), dim, label);
}

// result = operand * group size (exactly, or a multiple when not exact).
bool isScaled(int64_t operand, int64_t result, GroupSize g) {
  const Wide want = Wide(operand) * g.factor;
  if (g.exact) return result == want;
  return want == 0 ? result == 0 : (result >= want && result % want == 0);
}

// The reducer `computation` of all_reduce / reduce_scatter: a binary
// (tensor<E>, tensor<E>) -> tensor<E> with every operand promotable to E.
ElementType checkComputation(const Operation& op, std::string_view label) {
  const ElementType first = tensorOperand(op, 0).element;
  const ElementType e = checkReducer(op, 0, "computation", {first}, label).front();
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (!isPromotable(tensorOperand(op, i).element, e))
      failOp(op, "operand #{} element type {} is not promotable to the computation's {} ({})", i,
             elementTypeName(tensorOperand(op, i).element), elementTypeName(e), label);
  return e;
}

// StableHLO spec "recv" / "send" (C1): the channel type follows is_host_transfer.
void checkChannelType(const Operation& op, int64_t hostType, std::string_view hostName) {
  const int64_t type = channelField(op, "type");
  const bool host = boolAttrOr(op, "is_host_transfer", false);
  if (type != 0 && type != (host ? hostType : 1))
    failOp(op, "channel type {} must be {} when is_host_transfer is {} (C1)", type,
           host ? hostName : "DEVICE_TO_DEVICE (1)", host);
}

// N >= 1 tensor operands and N results.
size_t expectVariadic(const Operation& op) {
  if (op.numOperands() == 0) failOp(op, "expects at least one operand");
  expectResultCount(op, op.numOperands());
  for (size_t i = 0; i < op.numOperands(); ++i) {
    tensorOperand(op, i);
    tensorResult(op, i);
  }
  return op.numOperands();
}

// DESIGN.md "PartIR:HLO": collectives are what lowering produces.
OpTileMappings deviceLocal(const Operation& op) {
  return replicateOnly(
      fmt::format("{}: device-local PartIR:HLO op; not a PartIR:Core input", op.name()));
}

// The smallest operand rank (every operand and its result share a rank).
int64_t minRank(const Operation& op) {
  int64_t rank = INT64_MAX;
  for (size_t i = 0; i < op.numOperands(); ++i) rank = std::min(rank, tensorOperand(op, i).rank());
  return op.numOperands() == 0 ? 0 : rank;
}

// Every operand sliced and every result tiled along d, for each dim d all
// operands have but those in `skip` (with a note for each of those).
OpTileMappings pointwiseOutside(const Operation& op, const std::vector<int64_t>& skip,
                                std::string_view why) {
  TmrBuilder b(op);
  for (int64_t d = 0; d < minRank(op); ++d) {
    if (std::find(skip.begin(), skip.end(), d) != skip.end()) continue;
    b.add(std::vector<std::optional<int64_t>>(op.numOperands(), sliced(d)),
          std::vector<ResultAction>(op.numResults(), ResultAction::tile(d)));
  }
  for (int64_t d : skip) b.note(fmt::format("dim {}: {}", d, why));
  return b.build();
}

// `index` with dim d replaced by `at`.
std::vector<SymExpr> withIndexAt(std::vector<SymExpr> index, int64_t d, SymExpr at) {
  index.at(d) = std::move(at);
  return index;
}

// Element `index` of operand j on the process at `position` in the group,
// as the function `fn` ("all_gather.from_process") of both.
Term fromProcess(const std::string& fn, const SymExpr& position, size_t j,
                 std::vector<SymExpr> index) {
  return Term::apply(fn, {Term::index(position), Term::read(j, std::move(index))});
}

// The position of the process running the op in its group (the same in the
// op and in every iteration of a loop around it).
SymExpr ownPosition() { return SymExpr::var("process_position"); }

}  // namespace

// StableHLO spec "all_gather" (C1)-(C6).
void checkAllGather(const Operation& op) {
  expectRegionCount(op, 0);
  const size_t n = expectVariadic(op);
  const int64_t dim = intAttr(op, "all_gather_dim");
  const GroupSize g = checkGroupedCollective(op, "C2", "C4", "C5");
  for (size_t i = 0; i < n; ++i) {
    const TensorType& operand = tensorOperand(op, i);
    const TensorType& result = tensorResult(op, i);
    expectInRange(op, "all_gather_dim", dim, 0, operand.rank(), "C1");
    expectSameExceptDim(op, operand, result, dim, "C6");
    if (!isScaled(operand.shape[dim], result.shape[dim], g))
      failOp(op, "result dimension {} of size {} must be {} x the process group size{} (C6)", dim,
             result.shape[dim], operand.shape[dim],
             g.exact ? fmt::format(" {}", g.factor) : "");
  }
}

// StableHLO spec "all_gather": a result element comes from one process's
// operand at the same position along every dim but all_gather_dim.
OpTileMappings tmrAllGather(const Operation& op) {
  return pointwiseOutside(op, {intAttr(op, "all_gather_dim")},
                          "all_gather_dim; a chunk of the result comes from several processes");
}
// StableHLO spec "all_gather": result j at i is operand j of the process at
// i[d] / dim(operand, d) in the group, at i with i[d] mod dim(operand, d)
// (d = all_gather_dim); the result is the operand with dim d a multiple (C6).
Denotation denoteAllGather(const SymView& v) {
  const int64_t g = intAttr(v.op(), "all_gather_dim");
  Denotation d;
  for (size_t j = 0; j < v.numOperands(); ++j) {
    const std::vector<SymExpr>& in = v.operand(j);
    d.require(mod(v.result(j).at(g), in.at(g)) == 0, "all_gather C6");
    d.require(sameShape(withIndexAt(v.result(j), g, in.at(g)), in, "all_gather C6"));
  }
  std::vector<std::vector<SymExpr>> operands;
  for (size_t j = 0; j < v.numOperands(); ++j) operands.push_back(v.operand(j));
  d.element = [g, operands](size_t j, const std::vector<SymExpr>& i) {
    const SymExpr size = operands[j].at(g);
    return fromProcess("all_gather.from_process", floorDiv(i.at(g), size), j,
                       withIndexAt(i, g, mod(i.at(g), size)));
  };
  return d;
}

// StableHLO spec "all_reduce" (C1)-(C7).
void checkAllReduce(const Operation& op) {
  const size_t n = expectVariadic(op);
  expectRegionCount(op, 1);
  checkGroupedCollective(op, "C1", "C3", "C4");
  const ElementType e = checkComputation(op, "C5");
  for (size_t i = 0; i < n; ++i) {
    expectSameShape(op, fmt::format("operand #{}", i), tensorOperand(op, i),
                    fmt::format("result #{}", i), tensorResult(op, i), "C6");
    if (tensorResult(op, i).element != e)
      failOp(op, "result #{} element type {} differs from the computation's {} (C7)", i,
             elementTypeName(tensorResult(op, i).element), elementTypeName(e));
  }
}

// StableHLO spec "all_reduce": each result element reduces the group's
// operands at its own position, so every dim is pointwise.
OpTileMappings tmrAllReduce(const Operation& op) { return pointwiseOutside(op, {}, ""); }
// StableHLO spec "all_reduce": result j at i is `computation` over the
// group's operands j at i ("all_reduce.over_group" of this process's element
// there); each result has its operand's shape (C6).
Denotation denoteAllReduce(const SymView& v) {
  Denotation d;
  for (size_t j = 0; j < v.numOperands(); ++j)
    d.require(sameShape(v.result(j), v.operand(j), "all_reduce C6"));
  d.element = [](size_t j, const std::vector<SymExpr>& i) {
    return Term::apply("all_reduce.over_group", {Term::read(j, i)});
  };
  return d;
}

// StableHLO spec "all_to_all" (C1)-(C9).
void checkAllToAll(const Operation& op) {
  expectRegionCount(op, 0);
  const size_t n = expectVariadic(op);
  const int64_t split = intAttr(op, "split_dimension");
  const int64_t concat = intAttr(op, "concat_dimension");
  const int64_t count = intAttr(op, "split_count");
  if (count <= 0) failOp(op, "split_count {} must be positive (C4)", count);
  const IntMatrix groups = matrixAttr(op, "replica_groups");
  checkReplicaGroups(op, groups, "C5", "C7");
  if (groups.cols != count)
    failOp(op, "replica_groups rows have {} ids, expected split_count {} (C8)", groups.cols, count);
  for (size_t i = 0; i < n; ++i) {
    const TensorType& operand = tensorOperand(op, i);
    expectInRange(op, "split_dimension", split, 0, operand.rank(), "C1");
    expectInRange(op, "concat_dimension", concat, 0, operand.rank(), "C3");
    if (operand.shape[split] % count != 0)
      failOp(op, "operand dimension {} of size {} is not divisible by split_count {} (C2)", split,
             operand.shape[split], count);
    Shape expected = operand.shape;
    if (split != concat) {
      expected[split] /= count;
      expected[concat] *= count;
    }
    expectSameElement(op, "operand", operand, "result", tensorResult(op, i), "C9");
    expectResultShape(op, i, expected, "C9");
  }
}

// StableHLO spec "all_to_all": a result element comes from one process's
// operand at the same position along every dim but split_dimension and
// concat_dimension.
OpTileMappings tmrAllToAll(const Operation& op) {
  const int64_t split = intAttr(op, "split_dimension");
  const int64_t concat = intAttr(op, "concat_dimension");
  return pointwiseOutside(op, split == concat ? std::vector<int64_t>{split}
                                              : std::vector<int64_t>{split, concat},
                          "split or concat dimension; a chunk mixes several processes' parts");
}
// StableHLO spec "all_to_all" (C2), (C9): with s = split_dimension, c =
// concat_dimension, n = split_count and P = dim(operand, s) / n, the
// receiver at position p gets part p (positions p·P + [0, P) along s) of
// every sender's operand, concatenated along c in group order: result j at
// i comes from the sender i[c] / dim(operand, c) (s ≠ c) or i[s] / P
// (s = c), at i with the sender's offset taken off along c and p·P added
// along s.
Denotation denoteAllToAll(const SymView& v) {
  const int64_t s = intAttr(v.op(), "split_dimension");
  const int64_t c = intAttr(v.op(), "concat_dimension");
  const int64_t n = intAttr(v.op(), "split_count");
  Denotation d;
  std::vector<std::vector<SymExpr>> operands;
  for (size_t j = 0; j < v.numOperands(); ++j) {
    const std::vector<SymExpr>& in = v.operand(j);
    operands.push_back(in);
    d.require(mod(in.at(s), n) == 0, "all_to_all C2");
    std::vector<SymExpr> expected = in;
    if (s != c) {
      expected.at(s) = floorDiv(in.at(s), n);
      expected.at(c) = in.at(c) * n;
    }
    d.require(sameShape(v.result(j), expected, "all_to_all C9"));
  }
  d.element = [s, c, n, operands](size_t j, const std::vector<SymExpr>& i) {
    const SymExpr part = floorDiv(operands[j].at(s), n);
    const SymExpr block = s == c ? part : operands[j].at(c);
    std::vector<SymExpr> at = withIndexAt(i, c, mod(i.at(c), block));
    at.at(s) = ownPosition() * part + at.at(s);
    return fromProcess("all_to_all.from_process", floorDiv(i.at(c), block), j, std::move(at));
  };
  return d;
}

// StableHLO spec "collective_broadcast" (C1)-(C3). With `has_dynamic_root`
// (XLA's extension, used by the StableHLO interpreter tests) the operands are
// N values and a 1-d integer tensor of N root indices.
void checkCollectiveBroadcast(const Operation& op) {
  expectRegionCount(op, 0);
  const bool dynamicRoot = boolAttrOr(op, "has_dynamic_root", false);
  const size_t n = dynamicRoot && op.numOperands() > 1 ? op.numOperands() - 1 : 1;
  expectOperandCount(op, dynamicRoot ? n + 1 : 1);
  expectResultCount(op, n);
  const IntMatrix groups = matrixAttr(op, "replica_groups");
  expectUnique(op, "replica_groups", groups.values, "C1");
  expectAllInRange(op, "replica_groups", groups.values, 0, INT64_MAX, "C2");
  for (size_t i = 0; i < n; ++i) {
    tensorOperand(op, i);
    expectSameType(op, fmt::format("operand #{} type", i), op.operandType(i),
                   fmt::format("result #{} type", i), op.resultType(i), "C3");
  }
  if (!dynamicRoot) return;
  const TensorType& root = tensorOperand(op, n);
  expectElementKind(op, "root", root, kIntKind);
  if (root.shape != Shape{static_cast<int64_t>(n)})
    failOp(op, "root must be a 1-dimensional tensor of {} elements, got {}", n, root.str());
}

OpTileMappings tmrCollectiveBroadcast(const Operation& op) { return deviceLocal(op); }
Denotation denoteCollectiveBroadcast(const SymView&) { return noDenotation(); }

// stablehlo.collective_reduce (StableHLO's interpreter; not in its spec):
// all_reduce's operands, attributes and types.
void checkCollectiveReduce(const Operation& op) { checkAllReduce(op); }
OpTileMappings tmrCollectiveReduce(const Operation& op) { return deviceLocal(op); }
Denotation denoteCollectiveReduce(const SymView&) { return noDenotation(); }

// StableHLO spec "collective_permute" (C1)-(C5).
void checkCollectivePermute(const Operation& op) {
  expectArity(op, 1, 1);
  const IntMatrix pairs = matrixAttr(op, "source_target_pairs");
  if (pairs.cols != 2)
    failOp(op, "source_target_pairs must have 2 columns, got {} (C1)", pairs.cols);
  std::vector<int64_t> sources, targets;
  for (int64_t r = 0; r < pairs.rows; ++r) {
    sources.push_back(pairs.at(r, 0));
    targets.push_back(pairs.at(r, 1));
  }
  expectUnique(op, "sources", sources, "C2");
  expectUnique(op, "targets", targets, "C3");
  expectAllInRange(op, "source_target_pairs", pairs.values, 0, INT64_MAX, "C4");
  tensorOperand(op, 0);
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0), "C5");
}

OpTileMappings tmrCollectivePermute(const Operation& op) { return deviceLocal(op); }
Denotation denoteCollectivePermute(const SymView&) { return noDenotation(); }

// StableHLO spec "partition_id": the result is tensor<ui32>.
void checkPartitionId(const Operation& op) {
  expectArity(op, 0, 1);
  expectScalar(op, "result", op.resultType(0), ElementType::kUI32);
}

OpTileMappings tmrPartitionId(const Operation& op) { return deviceLocal(op); }
Denotation denotePartitionId(const SymView&) { return noDenotation(); }

// StableHLO spec "recv" (C1)-(C3): payload values then a token.
void checkRecv(const Operation& op) {
  expectRegionCount(op, 0);
  expectOperandCount(op, 1);
  expectToken(op, "operand", op.operandType(0));
  checkChannelType(op, 3, "HOST_TO_DEVICE (3)");
  expectValuesThenToken(op, "C2", "C3");
}

OpTileMappings tmrRecv(const Operation& op) { return deviceLocal(op); }
Denotation denoteRecv(const SymView&) { return noDenotation(); }

// StableHLO spec "reduce_scatter" (C1)-(C9).
void checkReduceScatter(const Operation& op) {
  expectArity(op, 1, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  const int64_t dim = intAttr(op, "scatter_dimension");
  expectInRange(op, "scatter_dimension", dim, 0, operand.rank(), "C2");
  const GroupSize g = checkGroupedCollective(op, "C3", "C5", "C6");
  const ElementType e = checkComputation(op, "C7");
  const int64_t size = operand.shape[dim];
  if (g.exact && size % g.factor != 0)
    failOp(op, "operand dimension {} of size {} is not divisible by the process group size {} (C1)",
           dim, size, g.factor);
  if (result.rank() != operand.rank() ||
      !isScaled(result.shape[dim], size, g))
    failOp(op, "result dimension {} must be {} / the process group size{} (C8)", dim, size,
           g.exact ? fmt::format(" {}", g.factor) : "");
  Shape expected = operand.shape;
  expected[dim] = result.shape[dim];
  expectResultShape(op, 0, expected, "C8");
  if (result.element != e)
    failOp(op, "result element type {} differs from the computation's {} (C9)",
           elementTypeName(result.element), elementTypeName(e));
}

// StableHLO spec "reduce_scatter": this process's part along
// scatter_dimension of an all_reduce, which is pointwise; every other dim
// is pointwise too.
OpTileMappings tmrReduceScatter(const Operation& op) {
  return pointwiseOutside(op, {intAttr(op, "scatter_dimension")},
                          "scatter_dimension; a chunk of the result is a part of another chunk");
}
// StableHLO spec "reduce_scatter" (C8): result at i is the all_reduce of the
// group's operands at i with p·dim(result, s) added along s = scatter_dimension
// (p this process's position); the operand's dim s is a multiple of the
// result's, the other dims agree.
Denotation denoteReduceScatter(const SymView& v) {
  const int64_t s = intAttr(v.op(), "scatter_dimension");
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  Denotation d;
  d.require(mod(in.at(s), out.at(s)) == 0, "reduce_scatter C8");
  d.require(sameShape(withIndexAt(out, s, in.at(s)), in, "reduce_scatter C8"));
  d.element = [s, out](size_t, const std::vector<SymExpr>& i) {
    const SymExpr at = ownPosition() * out.at(s) + i.at(s);
    return Term::apply("reduce_scatter.over_group", {Term::read(0, withIndexAt(i, s, at))});
  };
  return d;
}

// StableHLO spec "replica_id": the result is tensor<ui32>.
void checkReplicaId(const Operation& op) {
  expectArity(op, 0, 1);
  expectScalar(op, "result", op.resultType(0), ElementType::kUI32);
}

OpTileMappings tmrReplicaId(const Operation& op) { return deviceLocal(op); }
Denotation denoteReplicaId(const SymView&) { return noDenotation(); }

// StableHLO spec "send" (C1): tensor inputs, then a token; one token result.
void checkSend(const Operation& op) {
  expectTensorsThenTokenToToken(op);
  checkChannelType(op, 2, "DEVICE_TO_HOST (2)");
}

OpTileMappings tmrSend(const Operation& op) { return deviceLocal(op); }
Denotation denoteSend(const SymView&) { return noDenotation(); }

std::optional<std::string> partitionDependence(const Operation& op) {
  switch (op.code()) {
    // StableHLO spec "partition_id": the partition's own number.
    case OpCode::kPartitionId: return "its value is the partition's own number";
    // StableHLO spec "send" / "recv": a channel between processes.
    case OpCode::kSend:
    case OpCode::kRecv: return "it moves values between processes over a channel";
    // StableHLO spec "infeed" / "outfeed": each process's own host transfer.
    case OpCode::kInfeed: return "it reads this process's infeed, once per partition that runs it";
    case OpCode::kOutfeed: return "it writes this process's outfeed, once per partition that runs it";
    // StableHLO spec "all_reduce" &c.: channel_id > 0 makes the process
    // groups span partitions (cross_partition, cross_replica_and_partition,
    // flattened_ids; use_global_device_ids needs a positive channel_id).
    case OpCode::kAllGather:
    case OpCode::kAllReduce:
    case OpCode::kAllToAll:
    case OpCode::kReduceScatter:
    case OpCode::kCollectivePermute:
    case OpCode::kCollectiveBroadcast:
      if (channelField(op, "handle") > 0)
        return "its process groups span partitions (channel_id > 0), so its value depends on how many "
               "partitions run it";
      return std::nullopt;
    // XLA's shard_map (semantics/custom_call_targets.h): the partition's shard.
    case OpCode::kCustomCall: {
      const Attribute* target = op.attr("call_target_name");
      const CustomCallKind kind = target && target->kind() == Attribute::Kind::kString
                                      ? customCallKind(target->getString())
                                      : CustomCallKind::kUnknown;
      if (kind == CustomCallKind::kFullToShard || kind == CustomCallKind::kShardToFull)
        return "it moves between a value and this partition's shard of it (XLA shard_map)";
      return std::nullopt;
    }
    // Shardy ops.td ManualComputationOp: the body is per-device code (semantics/manual_computation.h).
    case OpCode::kSdyManualComputation:
      return "its body runs once on each device of its mesh, on the device's tiles, with explicit collectives "
             "between them";
    default: return std::nullopt;
  }
}

std::optional<int64_t> numPartitions(const Module& module) {
  const Attribute* n = module.attrs.find("mhlo.num_partitions");
  if (!n || n->kind() != Attribute::Kind::kInteger) return manualComputationDevices(module);
  return n->getInt();
}

}  // namespace partir
