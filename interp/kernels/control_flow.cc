// Kernels of the control_flow family: calls, conditionals, loops, tuples,
// custom calls, and side-effect ordering (StableHLO spec "Control flow").
#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/checks.h"
#include "interp/kernels/shard_map.h"
#include "semantics/custom_call_targets.h"

namespace partir {

namespace {

const Function& lookupFunction(OpContext& ctx, std::string_view attrName) {
  const Attribute& ref = ctx.attr(attrName);
  if (ref.kind() != Attribute::Kind::kSymbolRef) ctx.fail("'{}' must be a symbol", attrName);
  const Function* f = ctx.interpreter().module().lookup(ref.getString());
  if (!f) ctx.fail("no function @{} in the module", ref.getString());
  return *f;
}

// The `custom_call @check.expect_*(actual, expected)` targets of JAX exports.
// The tolerances are the StableHLO interpreter's for these targets
// (stablehlo/tools/StablehloTranslateMain.cpp): expect_close allows 0..3 ULP
// and expect_almost_eq 0.001, looser than the check ops' own defaults.
constexpr uint64_t kCustomCallCloseMaxUlp = 3;
constexpr double kCustomCallAlmostEqTolerance = 0.001;
std::optional<CheckOutcome> runCheckTarget(OpContext& ctx, std::string_view target) {
  if (ctx.numOperands() != 2) ctx.fail("@{} takes (actual, expected)", target);
  const Tensor& actual = ctx.tensor(0);
  const Tensor& expected = ctx.tensor(1);
  if (target == "check.expect_eq" || target == "check.eq") return expectEq(actual, expected);
  if (target == "check.expect_close") return expectClose(actual, expected, 0, kCustomCallCloseMaxUlp);
  if (target == "check.expect_almost_eq") return expectAlmostEq(actual, expected, kCustomCallAlmostEqTolerance);
  return std::nullopt;
}

bool predicateValue(OpContext& ctx, size_t operand) {
  const Tensor& pred = ctx.tensor(operand);
  if (pred.elementType() != ElementType::kI1 || pred.numElements() != 1)
    ctx.fail("predicate must be a tensor<i1>, got {}", pred.type().str());
  return pred.get<bool>(0);
}

}  // namespace

// StableHLO spec "after_all": produces a token that orders side effects.
Values evalAfterAll(OpContext&) { return {InterpreterValue::token()}; }

// func.call: runs the callee on the operands.
Values evalCall(OpContext& ctx) {
  return ctx.interpreter().callFunction(lookupFunction(ctx, "callee"), ctx.operands());
}

// StableHLO spec "case": runs branch `index`, or the last branch when index
// is out of [0, N).
Values evalCase(OpContext& ctx) {
  const Tensor& index = ctx.tensor(0);
  if (index.elementType() != ElementType::kI32 || index.numElements() != 1)
    ctx.fail("index must be a tensor<i32>, got {}", index.type().str());
  const int64_t branches = static_cast<int64_t>(ctx.op().numRegions());
  if (branches == 0) ctx.fail("case needs at least one branch");
  int64_t i = index.get<int32_t>(0);
  if (i < 0 || i >= branches) i = branches - 1;
  return ctx.runRegion(static_cast<size_t>(i), {});
}

// StableHLO spec "composite": semantically equal to calling `decomposition`.
Values evalComposite(OpContext& ctx) {
  return ctx.interpreter().callFunction(lookupFunction(ctx, "decomposition"), ctx.operands());
}

namespace {

void recordCheck(OpContext& ctx, std::string_view target, const CheckOutcome& outcome) {
  if (outcome.ok)
    ctx.interpreter().recordCheckPassed();
  else
    ctx.interpreter().recordCheckFailed(
        Diagnostic{ErrorKind::kCheckFailed, ctx.loc(), fmt::format("'@{}': {}", target, outcome.message)});
}

// jax.export's shape_assertion: the exported shape constraints hold for
// these inputs, else the run stops with the exporter's message.
Values evalShapeAssertion(OpContext& ctx) {
  if (ctx.tensor(0).get<bool>(0)) return {};
  std::vector<std::string> values;
  for (size_t i = 1; i < ctx.numOperands(); ++i) values.push_back(ctx.tensor(i).elementString(0));
  ctx.fail("{}", shapeAssertionMessage(ctx.op(), values));
}

}  // namespace

// custom_call: the targets of semantics/custom_call_targets.h have a meaning;
// every other target is implementation-defined and refused by name.
Values evalCustomCall(OpContext& ctx) {
  const Attribute& target = ctx.attr("call_target_name");
  if (target.kind() != Attribute::Kind::kString) ctx.fail("call_target_name must be a string");
  switch (customCallKind(target.getString())) {
    case CustomCallKind::kCheck:
      if (std::optional<CheckOutcome> outcome = runCheckTarget(ctx, target.getString())) {
        recordCheck(ctx, target.getString(), *outcome);
        if (ctx.op().numResults() == 1)  // check.eq: the verdict as a tensor<i1>
          return {Tensor::scalar(ElementType::kI1, outcome->ok)};
        return {};
      }
      break;
    case CustomCallKind::kIdentity:
      return ctx.operands();
    case CustomCallKind::kFullToShard:
      return {fullToShard(ctx)};
    case CustomCallKind::kShardToFull:
      return {shardToFull(ctx)};
    case CustomCallKind::kTopK:
      return evalTopK(ctx);
    case CustomCallKind::kShapeAssertion:
      return evalShapeAssertion(ctx);
    case CustomCallKind::kUnknown:
      break;
  }
  ctx.failUnsupported("custom_call target @{} is not supported (docs/custom-calls.md lists the "
                      "targets with a meaning)",
                      target.getString());
}

// func.return ends a function; the interpreter handles it before dispatch.
Values evalFuncReturn(OpContext& ctx) {
  throw DiagnosticError{Diagnostic{ErrorKind::kInternal, ctx.loc(), "func.return dispatched as a kernel"}};
}

// StableHLO spec "get_tuple_element": element `index` of the tuple.
Values evalGetTupleElement(OpContext& ctx) {
  const InterpreterValue& tuple = ctx.operand(0);
  if (!tuple.isTuple()) ctx.fail("operand is not a tuple");
  const int64_t index = ctx.intAttr("index");
  if (index < 0 || index >= static_cast<int64_t>(tuple.tupleElements().size()))
    ctx.fail("index {} out of range for a tuple of {} elements", index, tuple.tupleElements().size());
  return {tuple.tupleElements()[static_cast<size_t>(index)]};
}

// StableHLO spec "if": runs true_branch (region 0) or false_branch (region 1).
Values evalIf(OpContext& ctx) {
  if (ctx.op().numRegions() != 2) ctx.fail("if needs two branches");
  return ctx.runRegion(predicateValue(ctx, 0) ? 0 : 1, {});
}

// StableHLO spec "infeed": reads from an implementation-defined stream, here
// the process grid's infeed (interp/spmd.h FeedStreams): the next entry.
Values evalInfeed(OpContext& ctx) {
  std::optional<Values> entry = ctx.interpreter().process().grid->streams().popInfeed();
  if (!entry)
    ctx.failUnsupported("infeed reads an implementation-defined stream; it is empty (interpreter.run_parallel's "
                        "`infeed` functions fill it)");
  if (entry->size() + 1 != ctx.op().numResults())
    ctx.fail("the infeed entry has {} values for {} results", entry->size(), ctx.op().numResults() - 1);
  for (size_t i = 0; i < entry->size(); ++i)
    if ((*entry)[i].type() != ctx.op().resultType(i))
      ctx.fail("infeed result #{} is {}, the infeed entry {}", i, ctx.op().resultType(i).str(),
               (*entry)[i].type().str());
  entry->push_back(InterpreterValue::token());
  return std::move(*entry);
}

// StableHLO spec "optimization_barrier": the identity on its operands.
Values evalOptimizationBarrier(OpContext& ctx) { return ctx.operands(); }

// StableHLO spec "outfeed": writes to an implementation-defined stream, here
// the process grid's outfeed (interp/spmd.h FeedStreams).
Values evalOutfeed(OpContext& ctx) {
  Values written(ctx.operands().begin(), ctx.operands().end() - 1);  // all but the token
  ctx.interpreter().process().grid->streams().pushOutfeed(std::move(written));
  return {InterpreterValue::token()};
}

// stablehlo.return ends a region; the interpreter handles it before dispatch.
Values evalReturn(OpContext& ctx) {
  throw DiagnosticError{Diagnostic{ErrorKind::kInternal, ctx.loc(), "stablehlo.return dispatched as a kernel"}};
}

// StableHLO spec "tuple": packs the operands.
Values evalTuple(OpContext& ctx) { return {InterpreterValue::tuple(ctx.operands())}; }

// StableHLO spec "while": runs body (region 1) while cond (region 0) holds.
Values evalWhile(OpContext& ctx) {
  if (ctx.op().numRegions() != 2) ctx.fail("while needs cond and body regions");
  Values state = ctx.operands();
  while (true) {
    Values cond = ctx.runRegion(0, state);
    if (cond.size() != 1 || !cond[0].isTensor() || cond[0].tensor().elementType() != ElementType::kI1 ||
        cond[0].tensor().numElements() != 1)
      ctx.fail("cond must return one tensor<i1>");
    if (!cond[0].tensor().get<bool>(0)) return state;
    state = ctx.runRegion(1, std::move(state));
  }
}

}  // namespace partir
