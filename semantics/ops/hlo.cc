// Type rules and tile mappings of the PartIR:HLO collectives
// (semantics/hlo_ops.h; seed 000 §6, Listing 9). Every axis must be an axis
// of the module's mesh, named at most once per op.
#include <set>

#include "semantics/hlo_ops.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

constexpr const char* kDeviceLocal =
    "a PartIR:HLO collective: device-local code is not partitioned again";

// Each axis is a mesh axis, and no axis is named twice.
void expectMeshAxes(const Operation& op, const Mesh& mesh, const std::vector<std::string>& axes,
                    std::set<std::string>& seen) {
  for (const std::string& a : axes) {
    if (!mesh.axisSize(a)) failOp(op, "axis \"{}\" is not an axis of the mesh [{}]", a, mesh.str());
    if (!seen.insert(a).second) failOp(op, "axis \"{}\" is named twice", a);
  }
}

// all_slice / all_gather / reduce_scatter: one axis list per dim of `local`.
DimAxes checkDimAxes(const Operation& op, const Mesh& mesh, const TensorType& operand) {
  const DimAxes axes = dimAxesOf(op);
  if (static_cast<int64_t>(axes.size()) != operand.rank())
    failOp(op, "has {} axis lists for an operand of rank {}", axes.size(), operand.rank());
  std::set<std::string> seen;
  for (const auto& d : axes) expectMeshAxes(op, mesh, d, seen);
  return axes;
}

// Dim d of `type` splits into axesSize(axes[d]) equal chunks.
void expectDivisible(const Operation& op, const TensorType& type, const DimAxes& axes, const Mesh& mesh) {
  for (size_t d = 0; d < axes.size(); ++d)
    if (type.shape[d] % axesSize(mesh, axes[d]) != 0)
      failOp(op, "dim {} of size {} is not divisible by {} (axes of that dim)", d, type.shape[d],
             axesSize(mesh, axes[d]));
}

void expectResult(const Operation& op, const TensorType& expected) {
  expectSameType(op, "result type", op.resultType(0), "expected type", Type(expected), "");
}

void expectReducer(const Operation& op, ElementType e) {
  if (const std::string f = reducerOf(op); !f.empty()) expectScalarFunction(op, "reducer", f, e);
}

// The all_slice rule, shared with reduce_scatter: one operand, its axes per
// dim dividing it, the result its chunk. Returns the operand type.
const TensorType& checkSliced(const Operation& op) {
  expectArity(op, 1, 1);
  const Mesh mesh = meshOfOp(op);
  const TensorType& x = tensorOperand(op, 0);
  const DimAxes axes = checkDimAxes(op, mesh, x);
  expectDivisible(op, x, axes, mesh);
  expectResult(op, slicedByAxes(x, axes, mesh));
  return x;
}

}  // namespace

// Seed 000 §6: each device keeps the chunk of the operand its coordinates name.
void checkPartirAllSlice(const Operation& op) { checkSliced(op); }

// Seed 000 §6: the dual of all_slice.
void checkPartirAllGather(const Operation& op) {
  expectArity(op, 1, 1);
  const Mesh mesh = meshOfOp(op);
  const TensorType& x = tensorOperand(op, 0);
  expectResult(op, gatheredByAxes(x, checkDimAxes(op, mesh, x), mesh));
}

// Seed 000 §6: the group's values reduced with add or @reducer.
void checkPartirAllReduce(const Operation& op) {
  expectArity(op, 1, 1);
  const Mesh mesh = meshOfOp(op);
  const TensorType& x = tensorOperand(op, 0);
  std::set<std::string> seen;
  expectMeshAxes(op, mesh, axesOf(op), seen);
  expectReducer(op, x.element);
  expectResult(op, x);
}

// Seed 000 §6: all_reduce over every named axis, then all_slice.
void checkPartirReduceScatter(const Operation& op) { expectReducer(op, checkSliced(op).element); }

// Seed 000 §6: all_gather along src_dim, then all_slice along dst_dim, over the same axes.
void checkPartirAllToAll(const Operation& op) {
  expectArity(op, 1, 1);
  const Mesh mesh = meshOfOp(op);
  const TensorType& x = tensorOperand(op, 0);
  std::set<std::string> seen;
  const std::vector<std::string> axes = axesOf(op);
  expectMeshAxes(op, mesh, axes, seen);
  const int64_t src = intAttr(op, "src_dim"), dst = intAttr(op, "dst_dim");
  if (src < 0 || src >= x.rank() || dst < 0 || dst >= x.rank() || src == dst)
    failOp(op, "src_dim {} and dst_dim {} must be two different dims of rank {}", src, dst, x.rank());
  DimAxes gather(x.rank()), slice(x.rank());
  gather[src] = slice[dst] = axes;
  const TensorType gathered = gatheredByAxes(x, gather, mesh);
  expectDivisible(op, gathered, slice, mesh);
  expectResult(op, slicedByAxes(gathered, slice, mesh));
}

OpTileMappings tmrPartirAllGather(const Operation&) { return replicateOnly(kDeviceLocal); }
Denotation denotePartirAllGather(const SymView&) { return noDenotation(); }
OpTileMappings tmrPartirAllReduce(const Operation&) { return replicateOnly(kDeviceLocal); }
Denotation denotePartirAllReduce(const SymView&) { return noDenotation(); }
OpTileMappings tmrPartirAllSlice(const Operation&) { return replicateOnly(kDeviceLocal); }
Denotation denotePartirAllSlice(const SymView&) { return noDenotation(); }
OpTileMappings tmrPartirAllToAll(const Operation&) { return replicateOnly(kDeviceLocal); }
Denotation denotePartirAllToAll(const SymView&) { return noDenotation(); }
OpTileMappings tmrPartirReduceScatter(const Operation&) { return replicateOnly(kDeviceLocal); }
Denotation denotePartirReduceScatter(const SymView&) { return noDenotation(); }

}  // namespace partir
