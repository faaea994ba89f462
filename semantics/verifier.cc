#include "semantics/verifier.h"

#include <exception>
#include <set>
#include <unordered_set>

#include "semantics/call_graph.h"
#include "semantics/hlo_ops.h"
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/quantized_ops.h"

namespace partir {

namespace {

bool isTerminator(OpCode code) {
  return code == OpCode::kFuncReturn || code == OpCode::kReturn || code == OpCode::kPartirYield ||
         code == OpCode::kSdyReturn;
}

// The terminator a region of `op` ends with: partir.yield for a loop body
// (seed 000 §5), sdy.return for a manual computation's (Shardy ops.td),
// stablehlo.return for every StableHLO region.
OpCode regionTerminator(const Operation& op) {
  if (op.code() == OpCode::kPartirLoop) return OpCode::kPartirYield;
  return op.code() == OpCode::kSdyManualComputation ? OpCode::kSdyReturn : OpCode::kReturn;
}

// A range value may only be the range operand of partir.slice (DESIGN.md
// "Well-formedness": a range value is used only by slices).
void checkRangeUses(const Operation& op) {
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (op.operandType(i).isRange() && !(op.code() == OpCode::kPartirSlice && i == 1))
      fail(ErrorKind::kInvalidInput, op.loc(),
           "'{}': operand #{} is a range value ({}); a range may only be the range operand of "
           "partir.slice",
           op.name(), i, op.operandType(i).str());
}

// A `?` dim: a shape-polymorphic program is refined to its inputs' shapes
// before it is verified and run (interp/shape_refinement.h).
void refuseDynamic(const Location& loc, const std::string& owner, const Type& t) {
  if (hasDynamicDims(t))
    fail(ErrorKind::kUnsupported, loc,
         "{}: {} has a dynamic dim; a shape-polymorphic program is refined to its inputs' shapes "
         "first (partir run with --input or --random-inputs --dim NAME=SIZE, docs/cli.md)",
         owner, t.str());
}

// mhlo.num_partitions and mhlo.num_replicas, when present, are integers >= 1
// (the sizes of the StableHLO process grid, spec "Execution").
void checkProcessGridAttrs(const Module& module) {
  for (const char* name : {"mhlo.num_partitions", "mhlo.num_replicas"}) {
    const Attribute* a = module.attrs.find(name);
    if (a && (a->kind() != Attribute::Kind::kInteger || a->getInt() < 1))
      fail(ErrorKind::kInvalidInput, module.loc, "{} must be an integer >= 1", name);
  }
}

// Walks a module in program order, keeping the set of values visible at the
// current op (block arguments and earlier results of this block and of the
// enclosing blocks: StableHLO regions may use values from outside).
class Verifier {
 public:
  void verifyModule(const Module& module);

 private:
  void verifyFunction(const Function& f);
  void verifyBlock(const Block& block);
  void verifyOp(const Operation& op);
  void verifyTerminator(const Block& block, OpCode terminator, const Location& ownerLoc,
                        const std::string& owner);

  std::unordered_set<const Value*> visible_;
};

void Verifier::verifyModule(const Module& module) {
  checkProcessGridAttrs(module);
  std::set<std::string_view> names;
  for (const auto& f : module.functions)
    if (!names.insert(f->name).second)
      fail(ErrorKind::kInvalidInput, f->loc, "function @{} is defined more than once", f->name);
  for (const auto& f : module.functions)
    if (!f->isDeclaration()) verifyFunction(*f);
  if (Status s = checkAcyclicCalls(module); !s.ok()) throw DiagnosticError{s.error()};
  if (Status s = checkShardingAttrs(module); !s.ok()) throw DiagnosticError{s.error()};
}

// A function body is one block whose arguments are the signature's and which
// ends with func.return.
void Verifier::verifyFunction(const Function& f) {
  for (const std::vector<Type>* types : {&f.argTypes, &f.resultTypes})
    for (const Type& t : *types) refuseDynamic(f.loc, fmt::format("function @{}", f.name), t);
  if (f.body.numBlocks() != 1)
    fail(ErrorKind::kInvalidInput, f.loc, "function @{} must have exactly one block, got {}",
         f.name, f.body.numBlocks());
  const Block& entry = f.entry();
  std::vector<Type> args;
  for (size_t i = 0; i < entry.numArguments(); ++i) args.push_back(entry.argument(i)->type());
  if (args != f.argTypes)
    fail(ErrorKind::kInvalidInput, f.loc,
         "function @{}: entry block arguments {} differ from the signature's {}", f.name,
         typeListStr(args), typeListStr(f.argTypes));
  verifyTerminator(entry, OpCode::kFuncReturn, f.loc, fmt::format("function @{}", f.name));
  visible_.clear();
  verifyBlock(entry);
}

void Verifier::verifyTerminator(const Block& block, OpCode terminator, const Location& ownerLoc,
                                const std::string& owner) {
  const Operation* last = block.terminator();
  if (!last || last->code() != terminator)
    fail(ErrorKind::kInvalidInput, last ? last->loc() : ownerLoc, "{} must end with {}", owner,
         opMnemonic(terminator));
  for (const auto& op : block.ops())
    if (op.get() != last && isTerminator(op->code()))
      fail(ErrorKind::kInvalidInput, op->loc(), "'{}' must be the last op of its block",
           op->name());
}

void Verifier::verifyBlock(const Block& block) {
  std::vector<const Value*> added;
  for (size_t i = 0; i < block.numArguments(); ++i) added.push_back(block.argument(i));
  visible_.insert(added.begin(), added.end());
  for (const auto& op : block.ops()) {
    verifyOp(*op);
    for (size_t i = 0; i < op->numResults(); ++i) added.push_back(op->result(i));
    visible_.insert(added.end() - op->numResults(), added.end());
  }
  for (const Value* v : added) visible_.erase(v);
}

// Operands defined before use; regions of one block ending with
// stablehlo.return (partir.yield in a loop); ranges used only by slices; the
// op's type rule; then the ops of its regions.
void Verifier::verifyOp(const Operation& op) {
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (!op.operand(i) || !visible_.count(op.operand(i)))
      fail(ErrorKind::kInvalidInput, op.loc(), "'{}': operand #{} is not defined before its use",
           op.name(), i);
  for (size_t r = 0; r < op.numRegions(); ++r) {
    const std::string owner = fmt::format("region #{} of '{}'", r, op.name());
    if (op.region(r).numBlocks() != 1)
      fail(ErrorKind::kInvalidInput, op.loc(), "{} must have exactly one block, got {}", owner,
           op.region(r).numBlocks());
    verifyTerminator(op.region(r).front(), regionTerminator(op), op.loc(), owner);
  }
  checkRangeUses(op);
  for (size_t i = 0; i < op.numResults(); ++i) refuseDynamic(op.loc(), fmt::format("'{}'", op.name()), op.resultType(i));
  for (size_t r = 0; r < op.numRegions(); ++r)
    for (size_t i = 0; i < op.region(r).front().numArguments(); ++i)
      refuseDynamic(op.loc(), fmt::format("'{}'", op.name()), op.region(r).front().argument(i)->type());
  if (computesDequantized(op))  // StableHLO spec: dequantize_op_quantize (semantics/quantized_ops.h)
    checkOp(*expressedCopy(op).op);
  else
    checkOp(op);
  for (size_t r = 0; r < op.numRegions(); ++r) verifyBlock(op.region(r).front());
}

}  // namespace

Status verifyModule(const Module& module) {
  ModuleScope scope(module);
  try {
    Verifier().verifyModule(module);
  } catch (const DiagnosticError& e) {
    return e.diag;
  } catch (const std::exception& e) {
    return makeError(ErrorKind::kInternal, module.loc, "verifier bug: {}", e.what());
  }
  return Status::success();
}

Status verifyRewritten(const Module& module, std::string_view what) {
  Status s = verifyModule(module);
  if (s.ok()) return s;
  Diagnostic d = s.error();
  d.kind = ErrorKind::kInternal;
  d.message = fmt::format("the {} module does not verify: {}", what, d.message);
  return d;
}

}  // namespace partir
