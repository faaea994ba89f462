// Type rules of the collective family (StableHLO spec, one section per op),
// and their tile-mapping entries: none, these ops are device-local code of
// PartIR:HLO (DESIGN.md data flow), never inputs of PartIR:Core rewrites.
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
#include "semantics/denotation.h"
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

OpTileMappings tmrAllGather(const Operation& op) { return deviceLocal(op); }
Denotation denoteAllGather(const SymView&) { return noDenotation(); }

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

OpTileMappings tmrAllReduce(const Operation& op) { return deviceLocal(op); }
Denotation denoteAllReduce(const SymView&) { return noDenotation(); }

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

OpTileMappings tmrAllToAll(const Operation& op) { return deviceLocal(op); }
Denotation denoteAllToAll(const SymView&) { return noDenotation(); }

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

OpTileMappings tmrReduceScatter(const Operation& op) { return deviceLocal(op); }
Denotation denoteReduceScatter(const SymView&) { return noDenotation(); }

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

}  // namespace partir
