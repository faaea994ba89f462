// The SSA IR: modules of functions, functions of regions, regions of blocks,
// blocks of operations (MLIR's structure, reduced to what StableHLO and
// PartIR:Core use).
//
// Ownership is strictly downwards: a Module owns its Functions, a Function its
// body Region, a Region its Blocks, a Block its arguments and Operations, an
// Operation its result Values and nested Regions. Values are referred to by
// raw pointer; they live as long as their defining op or block.
//
// Given
//   %0:2 = call @inputs() : () -> (tensor<2xf32>, tensor<2xf32>)
//   %1 = stablehlo.add %0#0, %0#1 : tensor<2xf32>
// the add is an Operation with code OpCode::kAdd, two operands (results 0 and 1
// of the call), one result Value of type tensor<2xf32>, and no attributes.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "semantics/attributes.h"
#include "semantics/diagnostics.h"
#include "semantics/op_codes.h"
#include "semantics/types.h"

namespace partir {

class Block;
class Operation;
class Region;

// An SSA value: an op result or a block argument.
class Value {
 public:
  Value(Type type, std::string name) : type_(std::move(type)), name_(std::move(name)) {}

  const Type& type() const { return type_; }
  void setType(Type t) { type_ = std::move(t); }
  // The source spelling without '%' ("0", "cst_1", "arg0"), a printing hint only.
  const std::string& name() const { return name_; }
  void setName(std::string n) { name_ = std::move(n); }

  Operation* definingOp() const { return definingOp_; }  // null for block args
  int resultIndex() const { return index_; }
  Block* ownerBlock() const { return ownerBlock_; }  // null for op results
  int argIndex() const { return index_; }

 private:
  friend class Operation;
  friend class Block;
  Type type_;
  std::string name_;
  Operation* definingOp_ = nullptr;
  Block* ownerBlock_ = nullptr;
  int index_ = 0;
};

class Operation {
 public:
  Operation(OpCode code, std::string name, Location loc);

  OpCode code() const { return code_; }
  // Full name, e.g. "stablehlo.add"; for OpCode::kUnknown the name as written.
  const std::string& name() const { return name_; }
  const Location& loc() const { return loc_; }

  const std::vector<Value*>& operands() const { return operands_; }
  Value* operand(size_t i) const { return operands_.at(i); }
  size_t numOperands() const { return operands_.size(); }
  void addOperand(Value* v) { operands_.push_back(v); }
  void setOperand(size_t i, Value* v) { operands_.at(i) = v; }

  size_t numResults() const { return results_.size(); }
  Value* result(size_t i) const { return results_.at(i).get(); }
  Value* addResult(Type type, std::string name = "");

  NamedAttrs& attrs() { return attrs_; }
  const NamedAttrs& attrs() const { return attrs_; }
  const Attribute* attr(std::string_view name) const { return attrs_.find(name); }

  size_t numRegions() const { return regions_.size(); }
  Region& region(size_t i) const { return *regions_.at(i); }
  Region& addRegion();

  Block* parentBlock() const { return parent_; }

  // Convenience for type rules and kernels.
  const Type& operandType(size_t i) const { return operand(i)->type(); }
  const Type& resultType(size_t i) const { return result(i)->type(); }

 private:
  friend class Block;
  OpCode code_;
  std::string name_;
  Location loc_;
  std::vector<Value*> operands_;
  std::vector<std::unique_ptr<Value>> results_;
  NamedAttrs attrs_;
  std::vector<std::unique_ptr<Region>> regions_;
  Block* parent_ = nullptr;
};

class Block {
 public:
  Value* addArgument(Type type, std::string name = "");
  size_t numArguments() const { return args_.size(); }
  Value* argument(size_t i) const { return args_.at(i).get(); }

  Operation* append(std::unique_ptr<Operation> op);
  const std::vector<std::unique_ptr<Operation>>& ops() const { return ops_; }
  std::vector<std::unique_ptr<Operation>>& mutableOps() { return ops_; }
  // The last op (a return/yield), or null for an empty block.
  Operation* terminator() const { return ops_.empty() ? nullptr : ops_.back().get(); }

  Region* parentRegion() const { return parent_; }

 private:
  friend class Region;
  std::vector<std::unique_ptr<Value>> args_;
  std::vector<std::unique_ptr<Operation>> ops_;
  Region* parent_ = nullptr;
};

class Region {
 public:
  explicit Region(Operation* parentOp = nullptr) : parentOp_(parentOp) {}
  Block& addBlock();
  bool empty() const { return blocks_.empty(); }
  size_t numBlocks() const { return blocks_.size(); }
  Block& front() const { return *blocks_.front(); }
  Block& block(size_t i) const { return *blocks_.at(i); }
  Operation* parentOp() const { return parentOp_; }

 private:
  std::vector<std::unique_ptr<Block>> blocks_;
  Operation* parentOp_;
};

// A func.func. The entry block's arguments are the function's arguments.
struct Function {
  std::string name;        // without '@'
  std::string visibility;  // "public", "private" or "" (default: public)
  std::vector<Type> argTypes;
  std::vector<Type> resultTypes;
  std::vector<NamedAttrs> argAttrs;     // one per argument (possibly empty)
  std::vector<NamedAttrs> resultAttrs;  // one per result (possibly empty)
  std::vector<std::string> argLocNames; // `loc("W0")` on an argument, else ""
  NamedAttrs attrs;
  Region body;  // empty for a declaration
  Location loc;

  bool isDeclaration() const { return body.empty(); }
  Block& entry() const { return body.front(); }
};

// The names argument `i` of `f` answers to: its `jax.arg_info` (JAX's pytree
// path, e.g. "params['layer_0']['w']"), then its `loc("name")`; none for an
// unnamed argument.
std::vector<std::string> argumentNames(const Function& f, size_t i);

// A module: functions plus any other top-level ops (e.g. `sdy.mesh`).
struct Module {
  std::string name;  // without '@'; "" for an unnamed or implicit module
  NamedAttrs attrs;
  std::vector<std::unique_ptr<Function>> functions;
  std::vector<std::unique_ptr<Operation>> otherOps;
  Location loc;

  Function* lookup(std::string_view funcName) const;
};

// One `// -----` chunk of a file holds one module (an implicit one when the
// chunk has top-level funcs without `module { }`).
struct SourceFile {
  std::string path;
  std::vector<std::unique_ptr<Module>> modules;
};

// Maps values of an original to values of a copy (cloneOp, cloneRegionInto).
using ValueMap = std::unordered_map<const Value*, Value*>;

// A deep copy of `op` (attributes, result types, regions). Operands are
// looked up in `map` and kept as they are when absent; the copy's results
// and block arguments are added to `map`.
std::unique_ptr<Operation> cloneOp(const Operation& op, ValueMap& map);
// Copies the blocks of `from` into the empty region `to` (through `map`).
void cloneRegionInto(const Region& from, Region& to, ValueMap& map);

// Rewriting helpers. `insertBefore` puts `op` into `block` just before
// `before` (at the end when `before` is null or not in the block) and returns
// it; `replaceAllUses` makes every op of `region` (nested ones included) that
// reads `from` read `to`; `erase` removes `op` from `block` (its results must
// be unused).
Operation* insertBefore(Block& block, const Operation* before, std::unique_ptr<Operation> op);
void replaceAllUses(Region& region, const Value* from, Value* to);
void erase(Block& block, const Operation* op);

// A deep copy of a function (of its signature only, with an empty body, when
// !withBody), or of a whole module (`bodiless`: one of its functions that the
// copy leaves without a body, for a caller that rebuilds it).
std::unique_ptr<Function> cloneFunction(const Function& f, bool withBody = true);
std::unique_ptr<Module> cloneModule(const Module& m, const Function* bodiless = nullptr);

// Calls `fn(Operation&)` on every op of `region`, nested regions included, in
// program order (pre-order).
template <class Fn>
void walk(const Region& region, Fn&& fn);

template <class Fn>
void walk(const Operation& op, Fn&& fn) {
  fn(const_cast<Operation&>(op));
  for (size_t i = 0; i < op.numRegions(); ++i) walk(op.region(i), fn);
}

template <class Fn>
void walk(const Region& region, Fn&& fn) {
  for (size_t b = 0; b < region.numBlocks(); ++b)
    for (const auto& op : region.block(b).ops()) walk(*op, fn);
}

}  // namespace partir
