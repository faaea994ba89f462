// Type rules of Shardy's ops (openxla/shardy, shardy/dialect/sdy/ir/ops.td;
// the checks of verifiers.cc, whose messages they follow):
// sdy.manual_computation (semantics/manual_computation.h) and its terminator
// sdy.return. Partitioning keeps a manual computation whole: its body is
// per-device code whose collectives PartIR does not rewrite.
#include <algorithm>
#include <set>

#include "semantics/denotation.h"
#include "semantics/manual_computation.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

bool isManual(const ManualComputation& mc, const std::string& axis) {
  return std::find(mc.manualAxes.begin(), mc.manualAxes.end(), axis) != mc.manualAxes.end();
}

// verifiers.cc verifySubAxes: a sub-axis lies within its axis and is smaller.
void checkSubAxis(const Operation& op, const std::string& what, const SdyAxisRef& ref, int64_t axisSize) {
  int64_t end = 0;
  if (ref.size <= 1 || ref.size >= axisSize || __builtin_mul_overflow(ref.preSize, ref.size, &end) ||
      axisSize % end != 0)
    failOp(op, "{}: sub-axis {} does not fit axis \"{}\" of size {}", what, sdyRefText(ref), ref.name, axisSize);
}

// verifiers.cc verifyAxisRefList / verifySubAxes: axes of the mesh, none
// used twice; and ManualComputationOp's rule that a manual axis is never
// split into sub-axes.
void checkAxisRefs(const Operation& op, const ManualComputation& mc, const std::string& what, const SdySharding& s) {
  std::set<std::string> seen;
  for (const SdyAxisRef& ref : sdyAllRefs(s)) {
    const std::optional<int64_t> size = mc.mesh.axisSize(ref.name);
    if (!size) failOp(op, "{}: unknown axis name: \"{}\"", what, ref.name);
    if (!seen.insert(ref.name).second) failOp(op, "{}: duplicate axis ref: {}", what, sdyRefText(ref));
    if (!ref.size) continue;
    checkSubAxis(op, what, ref, *size);
    if (isManual(mc, ref.name))
      failOp(op, "{}: cannot use a manual axis as a sub/split axis: {}", what, sdyRefText(ref));
  }
}

// verifyManualComputationValue (4): manual axes before free ones in a dim.
void checkManualFirst(const Operation& op, const ManualComputation& mc, const std::string& what, const SdySharding& s) {
  for (size_t d = 0; d < s.dims.size(); ++d) {
    const std::vector<SdyAxisRef>& axes = s.dims[d].axes;
    auto free = std::find_if(axes.begin(), axes.end(), [&](const SdyAxisRef& r) { return !isManual(mc, r.name); });
    auto late = std::find_if(free, axes.end(), [&](const SdyAxisRef& r) { return isManual(mc, r.name); });
    if (late != axes.end())
      failOp(op, "{} must have all manual axes come before free axes in its dimension sharding at index {}. "
             "Saw manual axis {} after free axis {}", what, d, sdyRefText(*late), sdyRefText(*free));
  }
}

// verifyManualComputationValue (1)-(6) for one operand (with its body
// argument) or one result (with the returned value).
void checkValue(const Operation& op, const ManualComputation& mc, const std::string& what, const Type& global,
                const Type& local, const SdySharding& s) {
  if (!global.isTensor()) failOp(op, "{} must be a tensor, got {}", what, global.str());
  const Shape& shape = global.tensor().shape;
  if (s.dims.size() != shape.size())
    failOp(op, "{}: sharding doesn't match tensor rank: {} != {}", what, s.dims.size(), shape.size());
  checkAxisRefs(op, mc, what, s);
  checkManualFirst(op, mc, what, s);
  const std::optional<Shape> localShape = manualLocalShape(mc, s, shape);
  if (!localShape)
    failOp(op, "{}: a dimension of {} is not divisible by the size of its manual axes", what, global.str());
  const Type expected = Type::tensor(*localShape, global.tensor().element);
  if (!(local == expected))
    failOp(op, "{}: global type {}, its sharding and the body's local type must match: expected local type "
           "{}, got {}", what, global.str(), expected.str(), local.str());
}

// verifyManualComputationValue (1), (3): as many shardings, op values and
// body values; then each value.
void checkValues(const Operation& op, const ManualComputation& mc, std::string_view kind,
                 const std::vector<Type>& global, const std::vector<Type>& local,
                 const std::vector<SdySharding>& shardings) {
  if (shardings.size() != global.size())
    failOp(op, "{} shardings don't match number of values: {} shardings vs {} values", kind, shardings.size(),
           global.size());
  if (local.size() != global.size())
    failOp(op, "number of op {0}s and region {0}s must match. Op has {1} op {0}s and {2} region {0}s", kind,
           global.size(), local.size());
  for (size_t i = 0; i < global.size(); ++i)
    checkValue(op, mc, fmt::format("{} #{}", kind, i), global[i], local[i], shardings[i]);
}

// ManualComputationOp::verify: without shardings, no manual axes around a
// body; with them, manual axes of their mesh.
void checkManualAxes(const Operation& op, const ManualComputation& mc) {
  if (mc.in.empty() && mc.out.empty()) {
    if (!mc.manualAxes.empty() && op.region(0).front().ops().size() != 1)
      failOp(op, "cannot have manual_axes when there are no in/out shardings and the body is not empty.");
    return;
  }
  for (const std::string& axis : mc.manualAxes)
    if (!mc.mesh.axisSize(axis)) failOp(op, "unknown manual axis: \"{}\"", axis);
}

// getParentManualComputationOps: an axis is manual in one enclosing op at most.
void checkNotBoundAbove(const Operation& op, const ManualComputation& mc) {
  std::vector<std::string> used = mc.manualAxes;
  for (const std::vector<SdySharding>* list : {&mc.in, &mc.out})
    for (const SdySharding& s : *list)
      for (const SdyAxisRef& ref : sdyAllRefs(s)) used.push_back(ref.name);
  for (const Operation* p = op.parentBlock() ? op.parentBlock()->parentRegion()->parentOp() : nullptr; p;
       p = p->parentBlock() ? p->parentBlock()->parentRegion()->parentOp() : nullptr) {
    if (p->code() != OpCode::kSdyManualComputation) continue;
    Result<ManualComputation> outer = decodeManualComputation(*p, currentModule(op));
    if (!outer.ok()) continue;
    for (const std::string& axis : used)
      if (isManual(outer.value(), axis))
        failOp(op, "operates on axis \"{}\" which is already bound by a parent sdy.manual_computation op ({})",
               axis, p->loc().str());
  }
}

// Whether `v` is defined in a region of `op` (nested regions included).
bool definedInside(const Value* v, const Operation& op) {
  const Block* block = v->definingOp() ? v->definingOp()->parentBlock() : v->ownerBlock();
  for (const Region* r = block ? block->parentRegion() : nullptr; r && r->parentOp();) {
    if (r->parentOp() == &op) return true;
    const Block* outer = r->parentOp()->parentBlock();
    r = outer ? outer->parentRegion() : nullptr;
  }
  return false;
}

// ops.td IsolatedFromAbove: the body reads only its arguments and its own values.
void checkIsolated(const Operation& op) {
  walk(op.region(0), [&](const Operation& nested) {
    for (size_t i = 0; i < nested.numOperands(); ++i)
      if (!definedInside(nested.operand(i), op))
        failOp(op, "operand #{} of '{}' ({}) is defined outside the body; the op is isolated from above", i,
               nested.name(), nested.loc().str());
  });
}

}  // namespace

// Shardy verifiers.cc ManualComputationOp::verify and
// verifyManualComputationValue.
void checkSdyManualComputation(const Operation& op) {
  expectRegionCount(op, 1);
  Result<ManualComputation> mc = decodeManualComputation(op, currentModule(op));
  if (!mc.ok()) throw DiagnosticError{mc.error()};
  const RegionSignature body = regionSignature(op, 0, "the body");
  checkNotBoundAbove(op, mc.value());
  checkManualAxes(op, mc.value());
  checkValues(op, mc.value(), "operand", operandTypes(op), body.args, mc->in);
  checkValues(op, mc.value(), "result", resultTypes(op), body.results, mc->out);
  checkIsolated(op);
}

OpTileMappings tmrSdyManualComputation(const Operation&) {
  return replicateOnly(
      "sdy.manual_computation: its body runs once per device of its mesh, on the device's tiles and with "
      "explicit collectives; partitioning keeps it whole");
}
Denotation denoteSdyManualComputation(const SymView&) { return noDenotation(); }

// ops.td ReturnOp: terminates a manual computation's body, whose rule
// checks the returned types.
void checkSdyReturn(const Operation& op) {
  expectRegionCount(op, 0);
  expectResultCount(op, 0);
  const Block* block = op.parentBlock();
  const Region* region = block ? block->parentRegion() : nullptr;
  if (!region || !region->parentOp() || region->parentOp()->code() != OpCode::kSdyManualComputation)
    failOp(op, "must be the terminator of an sdy.manual_computation body");
}

OpTileMappings tmrSdyReturn(const Operation&) {
  return replicateOnly("sdy.return: a region terminator; sdy.manual_computation decides its values");
}
Denotation denoteSdyReturn(const SymView&) { return noDenotation(); }

}  // namespace partir
