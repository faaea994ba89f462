#include "interp/interpreter.h"

#include "interp/quantization.h"
#include "semantics/quantized_ops.h"

#include <algorithm>
#include <utility>

#include "interp/deferred_operand.h"
#include "interp/kernels.h"
#include "interp/op_context.h"
#include "interp/sub_byte.h"

namespace partir {

Interpreter::Interpreter(const Module& module, InterpreterOptions options)
    : module_(module),
      options_(options),
      ownGrid_(options.process.grid ? nullptr : std::make_unique<ProcessGrid>(1, 1)),
      process_(options.process.grid ? options.process : SpmdProcess{ownGrid_.get(), {}}) {}

Result<Values> Interpreter::run(std::string_view function, Values args) {
  const Function* f = module_.lookup(function);
  if (!f) return invalid(module_.loc, "no function @{} in the module", function);
  try {
    return callFunction(*f, std::move(args));
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

Values Interpreter::callFunction(const Function& f, Values args) {
  if (f.isDeclaration())
    fail(ErrorKind::kUnsupported, f.loc, "@{} is a declaration without a body", f.name);
  if (args.size() != f.argTypes.size())
    fail(ErrorKind::kInvalidInput, f.loc, "@{} takes {} arguments, got {}", f.name,
         f.argTypes.size(), args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    if (!(args[i].type() == f.argTypes[i]))
      fail(ErrorKind::kInvalidInput, f.loc, "argument {} of @{} has type {}, expected {}", i,
           f.name, args[i].type().str(), f.argTypes[i].str());
  }
  // A function sees only its own values: run it on a fresh scope stack.
  std::vector<const Scope*> saved = std::exchange(scopes_, {});
  struct Restore {
    std::vector<const Scope*>& target;
    std::vector<const Scope*>& saved;
    ~Restore() { target = std::move(saved); }
  } restore{scopes_, saved};
  return runRegion(f.body, std::move(args));
}

Values Interpreter::runRegion(const Region& region, Values args) {
  if (region.numBlocks() != 1)
    fail(ErrorKind::kUnsupported, region.parentOp() ? region.parentOp()->loc() : Location{},
         "regions with {} blocks are not supported", region.numBlocks());
  return runBlock(region.front(), std::move(args));
}

template <class Run>
auto Interpreter::profiled(const Operation& op, Run&& run) {
  if (!options_.profile) return run();
  nestedSeconds_.push_back(0);
  struct Pop {
    std::vector<double>& stack;
    ~Pop() { stack.pop_back(); }
  } pop{nestedSeconds_};
  const auto start = std::chrono::steady_clock::now();
  auto results = run();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  options_.profile->record(op, seconds - nestedSeconds_.back());
  if (nestedSeconds_.size() > 1) nestedSeconds_[nestedSeconds_.size() - 2] += seconds;
  return results;
}

// StableHLO spec "Quantized element types": dequantize_op_quantize. The
// quantized operands are dequantized, the op's expressed copy
// (semantics/quantized_ops.h) runs, and its results are quantized to the
// op's quantized result types.
Values Interpreter::evalDequantized(OpContext& ctx) {
  const Operation& op = ctx.op();
  ctx.materializeDeferred();  // the dequantized copies are plain tensors
  auto it = expressedOps_.find(&op);
  if (it == expressedOps_.end()) it = expressedOps_.emplace(&op, expressedCopy(op)).first;
  Values operands;
  for (size_t i = 0; i < ctx.numOperands(); ++i) {
    const Type& declared = op.operandType(i);
    const InterpreterValue& v = ctx.operands()[i];
    operands.push_back(declared.isTensor() && declared.tensor().isQuantized() && v.isTensor()
                           ? InterpreterValue(dequantize(v.tensor(), declared.tensor()))
                           : v);
  }
  OpContext expressed(*it->second.op, std::move(operands), *this);
  expressed.setSite(op);
  Values results = evalOp(expressed);
  for (size_t i = 0; i < results.size() && i < op.numResults(); ++i)
    if (op.resultType(i).isTensor() && op.resultType(i).tensor().isQuantized() && results[i].isTensor())
      results[i] = InterpreterValue(quantize(results[i].tensor(), op.resultType(i).tensor()));
  return results;
}

Values Interpreter::runBlock(const Block& block, Values args) {
  Scope scope;
  for (size_t i = 0; i < block.numArguments(); ++i) scope[block.argument(i)] = std::move(args.at(i));
  scopes_.push_back(&scope);
  struct Pop {
    std::vector<const Scope*>& scopes;
    ~Pop() { scopes.pop_back(); }
  } pop{scopes_};
  const BlockPlan& plan = blockPlan(block);
  Deferred deferred;
  size_t index = 0;
  for (const auto& opPtr : block.ops()) {
    const Operation& op = *opPtr;
    checkDeadline(op);
    std::vector<std::optional<DeferredOperand>> views;
    Values operands = gatherOperands(op, scope, plan.dying[index], deferred, views);
    if (op.code() == OpCode::kReturn || op.code() == OpCode::kFuncReturn ||
        op.code() == OpCode::kPartirYield || op.code() == OpCode::kSdyReturn)
      return operands;
    OpContext ctx(op, std::move(operands), *this, std::move(views));
    if (plan.deferred[index]) {
      deferred.insert_or_assign(op.result(0), profiled(op, [&] { return deferOp(ctx); }));
    } else {
      if (op.code() != OpCode::kConvolution && op.code() != OpCode::kDotGeneral) ctx.materializeDeferred();
      Values results = profiled(op, [&] { return computesDequantized(op) ? evalDequantized(ctx) : evalOp(ctx); });
      if (results.size() != op.numResults())
        fail(ErrorKind::kInternal, op.loc(), "kernel of '{}' returned {} values for {} results",
             op.name(), results.size(), op.numResults());
      for (InterpreterValue& r : results)
        if (r.isTensor()) wrapSubByte(r.tensor());
      if (options_.perturbation && roundsItsResult(op))
        for (InterpreterValue& r : results)
          if (r.isTensor()) perturbRounding(r.tensor(), *options_.perturbation, perturbedResults_++);
      for (size_t i = 0; i < results.size(); ++i) scope[op.result(i)] = std::move(results[i]);
    }
    for (const Value* dead : plan.dying[index]) scope.erase(dead);
    ++index;
  }
  fail(ErrorKind::kInvalidInput, {}, "block has no terminator");
}


Values Interpreter::gatherOperands(const Operation& op, Scope& scope,
                                   const std::vector<const Value*>& dying, Deferred& deferred,
                                   std::vector<std::optional<DeferredOperand>>& views) {
  Values operands;
  operands.reserve(op.numOperands());
  for (size_t i = 0; i < op.numOperands(); ++i) {
    const Value* v = op.operand(i);
    if (auto d = deferred.find(v); d != deferred.end()) {  // its one use (deferredOps)
      views.resize(op.numOperands());
      views[i] = std::move(d->second);
      deferred.erase(d);
      operands.emplace_back();
      continue;
    }
    // The last use of a value of this block hands its buffer over, so the
    // kernel may reuse it in place; not into ops with regions, whose bodies
    // may still read it, and not before the value's last occurrence here.
    const bool lastOccurrence =
        std::find(op.operands().begin() + i + 1, op.operands().end(), v) == op.operands().end();
    auto it = scope.find(v);
    if (op.numRegions() == 0 && lastOccurrence && it != scope.end() &&
        std::find(dying.begin(), dying.end(), v) != dying.end()) {
      operands.push_back(std::move(it->second));
      scope.erase(it);
    } else {
      operands.push_back(lookup(op, v));
    }
  }
  return operands;
}

const Interpreter::BlockPlan& Interpreter::blockPlan(const Block& block) {
  auto [it, inserted] = blockPlans_.try_emplace(&block);
  if (!inserted) return it->second;
  std::unordered_map<const Value*, size_t> lastUse;
  const auto& ops = block.ops();
  for (size_t i = 0; i < ops.size(); ++i) {
    for (size_t r = 0; r < ops[i]->numResults(); ++r) lastUse[ops[i]->result(r)] = i;  // unused: die at once
    walk(*ops[i], [&](const Operation& nested) {
      for (const Value* v : nested.operands()) lastUse[v] = i;
    });
  }
  BlockPlan& plan = it->second;
  plan.dying.resize(ops.size());
  for (const auto& [value, i] : lastUse) plan.dying[i].push_back(value);
  plan.deferred = deferredOps(block);
  return plan;
}

const InterpreterValue& Interpreter::lookup(const Operation& user, const Value* v) const {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto found = (*it)->find(v);
    if (found != (*it)->end()) return found->second;
  }
  fail(ErrorKind::kInternal, user.loc(), "'{}' uses a value that has not been computed",
       user.name());
}

void Interpreter::checkDeadline(const Operation& op) const {
  if (options_.deadline && std::chrono::steady_clock::now() > *options_.deadline)
    fail(ErrorKind::kUnsupported, op.loc(), "time limit{} reached while running '{}'",
         options_.limit.empty() ? "" : " of " + options_.limit, op.name());
}

void Interpreter::recordCheckPassed() {
  if (options_.checksPassed) ++*options_.checksPassed;
}

void Interpreter::recordCheckFailed(Diagnostic failure) {
  if (!options_.checksFailed) throw DiagnosticError{std::move(failure)};
  options_.checksFailed->push_back(std::move(failure));
}

}  // namespace partir
