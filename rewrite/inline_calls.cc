#include "rewrite/inline_calls.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace partir {

namespace {

// Inlining copies a callee once per call site, so a chain of functions that
// each call the next twice doubles per level; past this many copied ops the
// program is refused instead of exhausting memory.
constexpr size_t kMaxInlinedOps = size_t{1} << 22;

size_t opCount(const Function& f) {
  size_t n = 0;
  walk(f.body, [&](const Operation&) { ++n; });
  return n;
}

class Inliner {
 public:
  Inliner(const Module& module, Calls calls) : module_(module), calls_(calls) {}

  // Rebuilds `block` with its calls replaced by callee bodies.
  void inlineBlock(Block& block) {
    std::vector<std::unique_ptr<Operation>> old = std::move(block.mutableOps());
    block.mutableOps().clear();
    ValueMap map;
    for (auto& op : old) {
      remapOperands(*op, map);
      if (isCall(*op) && op->numOperands() > 0) {
        appendCallee(block, *op, map);
        continue;
      }
      block.append(std::move(op));
    }
  }

 private:
  // `op` and its nested ops, each once: walk already descends into regions,
  // so recursing per nested op would revisit depth-d ops 2^d times.
  static void remapOperands(Operation& op, const ValueMap& map) {
    walk(op, [&](Operation& nested) {
      for (size_t i = 0; i < nested.numOperands(); ++i) {
        auto it = map.find(nested.operand(i));
        if (it != map.end()) nested.setOperand(i, it->second);
      }
    });
  }

  bool isCall(const Operation& op) const {
    return op.code() == OpCode::kCall || (calls_ == Calls::kAndComposites && op.code() == OpCode::kComposite);
  }

  const Function& callee(const Operation& call) {
    const Attribute* ref = call.attr(call.code() == OpCode::kComposite ? "decomposition" : "callee");
    const Function* f = ref ? module_.lookup(ref->getString()) : nullptr;
    if (!f || f->isDeclaration())
      fail(ErrorKind::kUnsupported, call.loc(), "cannot inline the call: no body for its callee");
    if (std::find(stack_.begin(), stack_.end(), f) != stack_.end())
      fail(ErrorKind::kUnsupported, call.loc(), "cannot inline recursive call to @{}", f->name);
    return *f;
  }

  // Copies the callee's body (itself inlined first) before the call site and
  // maps the call's results to the returned values.
  void appendCallee(Block& block, const Operation& call, ValueMap& callerMap) {
    const Function& f = callee(call);
    copied_ += opCount(f);
    if (copied_ > kMaxInlinedOps)
      fail(ErrorKind::kUnsupported, call.loc(), "inlining the calls would copy more than {} ops", kMaxInlinedOps);
    stack_.push_back(&f);
    Region copy;
    ValueMap calleeMap;
    cloneRegionInto(f.body, copy, calleeMap);
    Block& body = copy.front();
    inlineBlock(body);
    ValueMap args;
    for (size_t i = 0; i < body.numArguments(); ++i) args[body.argument(i)] = call.operand(i);
    const Operation* ret = body.terminator();
    for (auto& op : body.mutableOps()) {
      if (op.get() == ret) break;
      remapOperands(*op, args);
      block.append(std::move(op));
    }
    for (size_t i = 0; i < call.numResults(); ++i) {
      Value* returned = ret->operand(i);
      auto it = args.find(returned);
      callerMap[call.result(i)] = it == args.end() ? returned : it->second;
    }
    stack_.pop_back();
  }

  const Module& module_;
  Calls calls_;
  std::vector<const Function*> stack_;
  size_t copied_ = 0;
};

}  // namespace

Status inlineCalls(const Module& module, Function& function, Calls calls) {
  if (function.isDeclaration()) return Status::success();
  try {
    Inliner(module, calls).inlineBlock(function.entry());
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
  return Status::success();
}

}  // namespace partir
