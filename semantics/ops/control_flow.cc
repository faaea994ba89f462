// Type rules of the control-flow family: calls, regions, tuples and side
// effects (StableHLO spec, one section per op; func.call / func.return follow
// MLIR's func dialect, which the spec lists among the ops programs use),
// and their tile-mapping entries: replicate only with the reason, except
// optimization_barrier, an identity on each operand, the custom_calls
// that only move a value between memory spaces, and @mhlo.topk (chlo.top_k's
// rules, semantics/ops/reduction.cc).
#include "semantics/custom_call_targets.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

// The function a kSymbolRef attribute names, in the current module.
const Function& symbolFunction(const Operation& op, std::string_view attrName) {
  const Attribute& a = requireAttr(op, attrName);
  if (a.kind() != Attribute::Kind::kSymbolRef)
    failOp(op, "attribute '{}' must be a symbol reference", attrName);
  return lookupFunction(op, a.getString());
}

// `types` equal `expected`, else "<what> (..) differ from <whose> (..) (<label>)".
void expectTypeList(const Operation& op, std::string_view what, const std::vector<Type>& types,
                    std::string_view whose, const std::vector<Type>& expected,
                    std::string_view label) {
  if (types != expected)
    failOp(op, "{} {} differ from {} {}{}", what, typeListStr(types), whose,
           typeListStr(expected), label.empty() ? "" : fmt::format(" ({})", label));
}

// StableHLO spec "case" (C2)-(C4) / "if" (C1)-(C3): branches without
// arguments, all returning the op's result types.
void checkBranches(const Operation& op, std::string_view noInputs, std::string_view sameOutputs,
                   std::string_view resultsLabel) {
  const RegionSignature first = regionSignature(op, 0, "branch #0");
  for (size_t i = 0; i < op.numRegions(); ++i) {
    const RegionSignature sig = regionSignature(op, i, fmt::format("branch #{}", i));
    if (!sig.args.empty())
      failOp(op, "branch #{} must have no arguments, got {} ({})", i, typeListStr(sig.args),
             noInputs);
    expectTypeList(op, fmt::format("branch #{} results", i), sig.results, "branch #0 results",
                   first.results, sameOutputs);
  }
  expectTypeList(op, "result types", resultTypes(op), "branch results", first.results,
                 resultsLabel);
}

}  // namespace

// StableHLO spec "after_all": token inputs, one token result.
void checkAfterAll(const Operation& op) {
  expectRegionCount(op, 0);
  expectResultCount(op, 1);
  for (size_t i = 0; i < op.numOperands(); ++i)
    expectToken(op, fmt::format("input #{}", i), op.operandType(i));
  expectToken(op, "result", op.resultType(0));
}

// StableHLO spec "after_all": tokens only.
OpTileMappings tmrAfterAll(const Operation&) {
  return replicateOnly("stablehlo.after_all: tokens are not tensors; nothing to slice");
}
Denotation denoteAfterAll(const SymView&) { return noDenotation(); }

// func.call: the callee exists and its signature matches the operands and results.
void checkCall(const Operation& op) {
  expectRegionCount(op, 0);
  const Function& callee = symbolFunction(op, "callee");
  expectTypeList(op, "operand types", operandTypes(op), fmt::format("@{} arguments", callee.name),
                 callee.argTypes, "");
  expectTypeList(op, "result types", resultTypes(op), fmt::format("@{} results", callee.name),
                 callee.resultTypes, "");
}

OpTileMappings tmrCall(const Operation&) {
  return replicateOnly("func.call: inline calls before partitioning (rewrite/inline_calls.h)");
}
Denotation denoteCall(const SymView&) { return noDenotation(); }

// StableHLO spec "case" (C1)-(C4); index is tensor<i32>.
void checkCase(const Operation& op) {
  expectOperandCount(op, 1);
  expectScalar(op, "index", op.operandType(0), ElementType::kI32);
  if (op.numRegions() == 0) failOp(op, "expects at least one branch (C1)");
  checkBranches(op, "C2", "C3", "C4");
}

// StableHLO spec "case": the branch taken depends on a runtime index.
OpTileMappings tmrCase(const Operation&) {
  return replicateOnly(
      "stablehlo.case: the branches are not partitioned in this version; the branch taken "
      "depends on a runtime index");
}
Denotation denoteCase(const SymView&) { return noDenotation(); }

// StableHLO spec "composite" (C1)-(C4).
void checkComposite(const Operation& op) {
  expectRegionCount(op, 0);
  const std::string& name = stringAttr(op, "name");
  const size_t dot = name.find('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == name.size())
    failOp(op, "name \"{}\" must be a namespaced op name (C1)", name);
  const Attribute* d = op.attr("decomposition");
  if (!d || d->kind() != Attribute::Kind::kSymbolRef)
    failOp(op, "attribute 'decomposition' must be a symbol reference (C2)");
  const Function& f = lookupFunction(op, d->getString());
  expectTypeList(op, "input types", operandTypes(op), fmt::format("@{} arguments", f.name),
                 f.argTypes, "C3");
  expectTypeList(op, "result types", resultTypes(op), fmt::format("@{} results", f.name),
                 f.resultTypes, "C4");
  intAttrOr(op, "version", 0);
}

// StableHLO spec "composite": semantics = its decomposition function.
OpTileMappings tmrComposite(const Operation&) {
  return replicateOnly("stablehlo.composite: inline its decomposition before partitioning");
}
Denotation denoteComposite(const SymView&) { return noDenotation(); }

namespace {

// The shard shape of a shard_map boundary (semantics/custom_call_targets.h):
// same rank and element type as the full value, each dim dividing its dim.
void expectShardOf(const Operation& op, const TensorType& shard, const TensorType& full) {
  expectSameElement(op, "shard", shard, "full value", full, "");
  expectSize(op, "shard rank", static_cast<size_t>(shard.rank()), static_cast<size_t>(full.rank()), "");
  for (size_t d = 0; d < shard.shape.size(); ++d)
    if (shard.shape[d] == 0 || full.shape[d] % shard.shape[d] != 0)
      failOp(op, "shard dim {} has size {}, which does not divide the full value's {}", d,
             shard.shape[d], full.shape[d]);
}

}  // namespace

// StableHLO spec "custom_call": call_target_name is a string (I2); inputs
// and results are implementation-defined, except for the targets of
// semantics/custom_call_targets.h, whose types are checked here.
void checkCustomCall(const Operation& op) {
  expectRegionCount(op, 0);
  const std::string& target = stringAttr(op, "call_target_name");
  boolAttrOr(op, "has_side_effect", false);
  switch (customCallKind(target)) {
    case CustomCallKind::kIdentity:
      expectArity(op, 1, 1);
      return expectSameType(op, "operand", op.operandType(0), "result", op.resultType(0), "");
    case CustomCallKind::kFullToShard:
      expectArity(op, 1, 1);
      return expectShardOf(op, tensorResult(op, 0), tensorOperand(op, 0));
    case CustomCallKind::kShardToFull:
      expectArity(op, 1, 1);
      return expectShardOf(op, tensorOperand(op, 0), tensorResult(op, 0));
    case CustomCallKind::kTopK:
      return checkTopK(op);
    case CustomCallKind::kShapeAssertion:  // (%ok: tensor<i1>, %dims: rank-0 integers...) -> ()
      expectMinOperandCount(op, 1);
      expectResultCount(op, 0);
      expectScalar(op, "the asserted condition", op.operandType(0), ElementType::kI1);
      return;
    default:
      return;
  }
}

// StableHLO spec "custom_call": semantics are implementation-defined; the
// memory-space annotations and tt.mark_argument (docs/custom-calls.md) are
// identities, so every dim is pointwise; @mhlo.topk is chlo.top_k.
OpTileMappings tmrCustomCall(const Operation& op) {
  const std::string& target = stringAttr(op, "call_target_name");
  if (isTransparentIdentity(target)) return TmrBuilder(op).addPointwise().build();
  if (customCallKind(target) == CustomCallKind::kTopK) return tmrTopK(op);
  return replicateOnly(
      "stablehlo.custom_call: the target's semantics are implementation-defined; no dim is "
      "known to be independent");
}
// docs/custom-calls.md: MoveToHost / MoveToDevice / tt.mark_argument give
// result[i] = operand[i] on one shape; @mhlo.topk is chlo.top_k; other targets have no denotation
// (replicate only).
Denotation denoteCustomCall(const SymView& v) {
  const std::string& target = stringAttr(v.op(), "call_target_name");
  if (customCallKind(target) == CustomCallKind::kTopK) return denoteTopK(v);
  if (!isTransparentIdentity(target)) return noDenotation();
  Denotation d;
  d.constraints = sameShape(v.result(0), v.operand(0), "custom_call: the identity's type");
  d.element = [](size_t, const std::vector<SymExpr>& i) { return Term::read(0, i); };
  return d;
}

// func.return: the operands match the enclosing function's result types.
void checkFuncReturn(const Operation& op) {
  expectRegionCount(op, 0);
  const Function* f = enclosingFunction(op);
  if (!f) failOp(op, "must be the terminator of a function body");
  expectTypeList(op, "returned types", operandTypes(op), fmt::format("@{} results", f->name),
                 f->resultTypes, "");
}

OpTileMappings tmrFuncReturn(const Operation&) {
  return replicateOnly(
      "func.return: a terminator; the function's results are partitioned where they are "
      "produced");
}
Denotation denoteFuncReturn(const SymView&) { return noDenotation(); }

// StableHLO spec "get_tuple_element" (C1), (C2).
void checkGetTupleElement(const Operation& op) {
  expectArity(op, 1, 1);
  const Type& tuple = op.operandType(0);
  if (!tuple.isTuple()) failOp(op, "operand must be a tuple, got {}", tuple.str());
  const int64_t index = intAttr(op, "index");
  expectInRange(op, "index", index, 0, tuple.tupleElements().size(), "C1");
  expectSameType(op, "element type", tuple.tupleElements()[index], "result type",
                 op.resultType(0), "C2");
}

// StableHLO spec "get_tuple_element": reads a tuple.
OpTileMappings tmrGetTupleElement(const Operation&) {
  return replicateOnly("stablehlo.get_tuple_element: tuples are not tensors; partir.slice "
                       "applies to tensors only");
}
Denotation denoteGetTupleElement(const SymView&) { return noDenotation(); }

// StableHLO spec "if" (C1)-(C3); pred is tensor<i1>.
void checkIf(const Operation& op) {
  expectOperandCount(op, 1);
  expectRegionCount(op, 2);
  expectScalar(op, "pred", op.operandType(0), ElementType::kI1);
  checkBranches(op, "C1", "C2", "C3");
}

// StableHLO spec "if": the branch taken depends on a runtime predicate.
OpTileMappings tmrIf(const Operation&) {
  return replicateOnly(
      "stablehlo.if: the branches are not partitioned in this version; the branch taken "
      "depends on a runtime predicate");
}
Denotation denoteIf(const SymView&) { return noDenotation(); }

// StableHLO spec "infeed" (C1), (C2): payload values then a token.
void checkInfeed(const Operation& op) {
  expectRegionCount(op, 0);
  expectOperandCount(op, 1);
  expectToken(op, "operand", op.operandType(0));
  expectValuesThenToken(op, "C1", "C2");
}

// StableHLO spec "infeed": a side effect ordered by its token.
OpTileMappings tmrInfeed(const Operation&) {
  return replicateOnly(
      "stablehlo.infeed: a host transfer ordered by a token; the values arrive whole");
}
Denotation denoteInfeed(const SymView&) { return noDenotation(); }

// StableHLO spec "optimization_barrier" (C1), (C2).
void checkOptimizationBarrier(const Operation& op) {
  expectRegionCount(op, 0);
  if (op.numOperands() != op.numResults())
    failOp(op, "has {} operands but {} results (C1)", op.numOperands(), op.numResults());
  for (size_t i = 0; i < op.numOperands(); ++i) {
    expectTensorOrToken(op, fmt::format("operand #{}", i), op.operandType(i));
    expectSameType(op, fmt::format("operand #{} type", i), op.operandType(i),
                   fmt::format("result #{} type", i), op.resultType(i), "C2");
  }
}

// StableHLO spec "optimization_barrier": result i = operand i. Each tensor
// pair i is pointwise on its own: (⊥, .., tile d, .., ⊥) ↪ (any, .., tile d,
// .., any); the other results are the same whole value in every iteration.
OpTileMappings tmrOptimizationBarrier(const Operation& op) {
  TmrBuilder b(op);
  for (size_t i = 0; i < op.numOperands(); ++i) {
    if (!op.operandType(i).isTensor()) {
      b.note(fmt::format("operand #{}: a token; nothing to slice", i));
      continue;
    }
    for (int64_t d = 0; d < op.operandType(i).tensor().rank(); ++d) {
      std::vector<std::optional<int64_t>> operands(op.numOperands(), kWhole);
      std::vector<ResultAction> results(op.numResults(), ResultAction::any());
      operands[i] = d;
      results[i] = ResultAction::tile(d);
      b.add(std::move(operands), std::move(results));
    }
  }
  return b.note("pairs are tiled one at a time: an entry slicing several pairs is not listed")
      .build();
}
// StableHLO spec "optimization_barrier": result i = operand i, of the same
// type (C1, C2; a token has no dims).
Denotation denoteOptimizationBarrier(const SymView& v) {
  Denotation d;
  for (size_t i = 0; i < v.numOperands(); ++i)
    d.require(sameShape(v.result(i), v.operand(i), "optimization_barrier C2"));
  d.element = [](size_t n, const std::vector<SymExpr>& i) { return Term::read(n, i); };
  return d;
}

// StableHLO spec "outfeed": tensor inputs, then a token; one token result.
void checkOutfeed(const Operation& op) {
  expectTensorsThenTokenToToken(op);
}

// StableHLO spec "outfeed": a side effect ordered by its token.
OpTileMappings tmrOutfeed(const Operation&) {
  return replicateOnly(
      "stablehlo.outfeed: a host transfer ordered by a token; the values leave whole");
}
Denotation denoteOutfeed(const SymView&) { return noDenotation(); }

// stablehlo.return: terminates a region of an op, whose own rule checks the
// returned types against what it expects of the region.
void checkReturn(const Operation& op) {
  expectRegionCount(op, 0);
  expectResultCount(op, 0);
  const Block* block = op.parentBlock();
  const Region* region = block ? block->parentRegion() : nullptr;
  if (!region || !region->parentOp()) failOp(op, "must be the terminator of an op's region");
  for (size_t i = 0; i < op.numOperands(); ++i)
    expectTensorOrToken(op, fmt::format("operand #{}", i), op.operandType(i));
}

OpTileMappings tmrReturn(const Operation&) {
  return replicateOnly(
      "stablehlo.return: a region terminator; the enclosing op's entries decide its values");
}
Denotation denoteReturn(const SymView&) { return noDenotation(); }

// StableHLO spec "tuple" (C1), (C2).
void checkTuple(const Operation& op) {
  expectRegionCount(op, 0);
  expectResultCount(op, 1);
  const Type& result = op.resultType(0);
  if (!result.isTuple()) failOp(op, "result must be a tuple, got {}", result.str());
  if (result.tupleElements().size() != op.numOperands())
    failOp(op, "has {} operands but the result tuple has {} elements (C1)", op.numOperands(),
           result.tupleElements().size());
  expectTypeList(op, "operand types", operandTypes(op), "result elements",
                 result.tupleElements(), "C2");
}

// StableHLO spec "tuple": builds a tuple.
OpTileMappings tmrTuple(const Operation&) {
  return replicateOnly(
      "stablehlo.tuple: tuples are not tensors; partir.slice applies to tensors only");
}
Denotation denoteTuple(const SymView&) { return noDenotation(); }

// StableHLO spec "while" (C1)-(C3).
void checkWhile(const Operation& op) {
  expectRegionCount(op, 2);
  const std::vector<Type> types = operandTypes(op);
  for (size_t i = 0; i < types.size(); ++i)
    expectTensorOrToken(op, fmt::format("operand #{}", i), types[i]);
  expectRegionType(op, 0, "cond", types, {Type::tensor({}, ElementType::kI1)}, "C1");
  expectRegionType(op, 1, "body", types, types, "C2");
  expectTypeList(op, "result types", resultTypes(op), "operand types", types, "C3");
}

// StableHLO spec "while": the trip count depends on runtime values.
OpTileMappings tmrWhile(const Operation&) {
  return replicateOnly(
      "stablehlo.while: loop-carried values; the body is not partitioned in this version");
}
Denotation denoteWhile(const SymView&) { return noDenotation(); }

}  // namespace partir
