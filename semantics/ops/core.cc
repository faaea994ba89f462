// Type rules and tile mappings of the PartIR:Core ops (semantics/core_ops.h;
// DESIGN.md "PartIR:Core" and "Well-formedness"; seed 000 §5). The verifier
// adds the structural rules a single op cannot see: a range value is used
// only by partir.slice, and a loop body ends with partir.yield.
#include <limits>

#include "semantics/core_ops.h"
#include "semantics/mesh.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

constexpr const char* kStructural =
    "structural PartIR:Core op: propagation looks through it (seed 000 App. B.1.1)";

// "#partir.tile<0>", "#partir.sum<@f>", as the text spells the action.
std::string actionStr(const LoopAction& a) {
  switch (a.kind) {
    case ResultAction::Kind::kTile: return fmt::format("#partir.tile<{}>", a.dim);
    case ResultAction::Kind::kSum:
      return a.reducer.empty() ? "#partir.sum" : fmt::format("#partir.sum<@{}>", a.reducer);
    case ResultAction::Kind::kAny: break;
  }
  return "#partir.any";
}

// The loop's axis exists in the module's mesh and its size is the range
// size k (DESIGN.md "Well-formedness": range size = axis size).
void checkLoopAxis(const Operation& op, int64_t k) {
  const std::string& axis = loopAxis(op);
  Result<Mesh> mesh = moduleMesh(currentModule(op));
  if (!mesh.ok()) throw DiagnosticError{mesh.error()};
  const std::optional<int64_t> size = mesh->axisSize(axis);
  if (!size) {
    failOp(op, "axis \"{}\" is not an axis of the module's mesh{}", axis,
           mesh->empty() ? " (the module has no partir.mesh attribute)"
                         : fmt::format(" [{}]", mesh->str()));
  }
  if (*size != k)
    failOp(op, "range size {} differs from the size {} of axis \"{}\"", k, *size, axis);
}

// No loop over an axis inside a loop over the same axis, at any depth
// (DESIGN.md "Well-formedness"; seed 000 §5.2.3).
void checkNotNestedInSameAxis(const Operation& op, const std::string& axis) {
  for (const Block* b = op.parentBlock(); b && b->parentRegion();) {
    const Operation* parent = b->parentRegion()->parentOp();
    if (!parent) return;
    const Attribute* outer = parent->attr("axis");
    if (parent->code() == OpCode::kPartirLoop && outer &&
        outer->kind() == Attribute::Kind::kString && outer->getString() == axis)
      failOp(op, "loop over axis \"{}\" is nested inside a loop over the same axis (at {})", axis,
             parent->loc().str());
    b = parent->parentBlock();
  }
}

// Result i = loopResultType(yielded type, action, k).
void checkLoopResult(const Operation& op, size_t i, const LoopAction& action, const Type& yielded,
                     int64_t k) {
  if (!yielded.isTensor())
    failOp(op, "yielded value #{} must be a tensor, got {}", i, yielded.str());
  const TensorType& local = yielded.tensor();
  if (action.kind == ResultAction::Kind::kTile) {
    if (action.dim < 0 || action.dim >= local.rank())
      failOp(op, "action #{} {} is out of range for the yielded type {} of rank {}", i,
             actionStr(action), local.str(), local.rank());
    if (local.shape[action.dim] > std::numeric_limits<int64_t>::max() / k)
      failOp(op, "action #{} {}: dim {} of size {} times {} overflows", i, actionStr(action),
             action.dim, local.shape[action.dim], k);
  }
  if (action.kind == ResultAction::Kind::kSum && !action.reducer.empty())
    expectScalarFunction(op, fmt::format("action #{} reducer", i), action.reducer, local.element);
  const Type expected = loopResultType(local, action, k);
  if (!(op.resultType(i) == expected))
    failOp(op, "result #{} has type {}, expected {} (yielded {} under {} over {} iterations)", i,
           op.resultType(i).str(), expected.str(), local.str(), actionStr(action), k);
}

}  // namespace

// partir.loop (DESIGN.md "PartIR:Core"): no operands; one region of one
// block with one !partir.range<k> argument ending with partir.yield; one
// action per result; result i = loopResultType(yield type i, action i, k).
void checkPartirLoop(const Operation& op) {
  expectOperandCount(op, 0);
  expectRegionCount(op, 1);
  const int64_t k = loopRangeSize(op);
  if (k < 1) failOp(op, "range size {} must be positive", k);
  const Operation* yield = op.region(0).front().terminator();
  if (!yield || yield->code() != OpCode::kPartirYield) failOp(op, "body must end with partir.yield");
  checkLoopAxis(op, k);
  checkNotNestedInSameAxis(op, loopAxis(op));
  const std::vector<LoopAction> actions = loopActions(op);
  if (actions.size() != op.numResults())
    failOp(op, "has {} actions for {} results", actions.size(), op.numResults());
  if (yield->numOperands() != op.numResults())
    failOp(op, "yields {} values for {} results", yield->numOperands(), op.numResults());
  for (size_t i = 0; i < actions.size(); ++i)
    checkLoopResult(op, i, actions[i], yield->operandType(i), k);
}

// partir.slice d %x[%r] (DESIGN.md "PartIR:Core"): %x a tensor, %r the
// index of an enclosing loop over k, dim d of %x divisible by k; the result
// is the r-th of k equal chunks along d.
void checkPartirSlice(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& x = tensorOperand(op, 0);
  const Type& range = op.operandType(1);
  if (!range.isRange()) failOp(op, "operand #1 must be a !partir.range<k>, got {}", range.str());
  const Block* owner = op.operand(1)->ownerBlock();
  const Operation* loop = owner && owner->parentRegion() ? owner->parentRegion()->parentOp() : nullptr;
  if (!loop || loop->code() != OpCode::kPartirLoop)
    failOp(op, "operand #1 must be the range argument of an enclosing partir.loop");
  const int64_t d = sliceDim(op);
  const int64_t k = range.rangeSize();
  if (k < 1) failOp(op, "range size {} must be positive", k);
  if (d < 0 || d >= x.rank())
    failOp(op, "dim {} is out of range for the operand type {} of rank {}", d, x.str(), x.rank());
  if (x.shape[d] % k != 0)
    failOp(op, "dim {} of size {} is not divisible by the range size {}", d, x.shape[d], k);
  const Type expected = slicedType(x, d, k);
  if (!(op.resultType(0) == expected))
    failOp(op, "result type {} differs from the expected {}", op.resultType(0).str(),
           expected.str());
}

// partir.tag "name" %x (DESIGN.md "PartIR:Core"): the identity on %x.
void checkPartirTag(const Operation& op) {
  expectArity(op, 1, 1);
  tensorOperand(op, 0);
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0), "");
  if (tagName(op).empty()) failOp(op, "name must not be empty");
}

// partir.yield: the terminator of a loop body (the loop checks the types).
void checkPartirYield(const Operation& op) {
  expectArity(op, op.numOperands(), 0);
  const Block* block = op.parentBlock();
  const Operation* parent = block && block->parentRegion() ? block->parentRegion()->parentOp() : nullptr;
  if (!parent || parent->code() != OpCode::kPartirLoop)
    failOp(op, "must be the terminator of a partir.loop body");
  for (size_t i = 0; i < op.numOperands(); ++i) tensorOperand(op, i);
}

// ---- tile mappings -------------------------------------------------------

OpTileMappings tmrPartirLoop(const Operation&) { return replicateOnly(kStructural); }
Denotation denotePartirLoop(const SymView&) { return noDenotation(); }
OpTileMappings tmrPartirSlice(const Operation&) { return replicateOnly(kStructural); }
Denotation denotePartirSlice(const SymView&) { return noDenotation(); }
// A tag is the identity: it tiles like any pointwise op.
OpTileMappings tmrPartirTag(const Operation& op) { return TmrBuilder(op).addPointwise().build(); }
// partir.tag (DESIGN.md "PartIR:Core"): the identity, result[i] =
// operand[i], of the operand's type.
Denotation denotePartirTag(const SymView& v) {
  Denotation d;
  d.constraints = sameShape(v.result(0), v.operand(0), "partir.tag: result type = operand type");
  d.element = [](size_t, const std::vector<SymExpr>& i) { return Term::read(0, i); };
  return d;
}
OpTileMappings tmrPartirYield(const Operation&) { return replicateOnly(kStructural); }
Denotation denotePartirYield(const SymView&) { return noDenotation(); }

}  // namespace partir
