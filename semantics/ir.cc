#include "semantics/ir.h"

#include <algorithm>

namespace partir {

Operation::Operation(OpCode code, std::string name, Location loc)
    : code_(code), name_(std::move(name)), loc_(std::move(loc)) {}

Value* Operation::addResult(Type type, std::string name) {
  auto v = std::make_unique<Value>(std::move(type), std::move(name));
  v->definingOp_ = this;
  v->index_ = static_cast<int>(results_.size());
  results_.push_back(std::move(v));
  return results_.back().get();
}

Region& Operation::addRegion() {
  regions_.push_back(std::make_unique<Region>(this));
  return *regions_.back();
}

Value* Block::addArgument(Type type, std::string name) {
  auto v = std::make_unique<Value>(std::move(type), std::move(name));
  v->ownerBlock_ = this;
  v->index_ = static_cast<int>(args_.size());
  args_.push_back(std::move(v));
  return args_.back().get();
}

Operation* Block::append(std::unique_ptr<Operation> op) {
  op->parent_ = this;
  ops_.push_back(std::move(op));
  return ops_.back().get();
}

Block& Region::addBlock() {
  blocks_.push_back(std::make_unique<Block>());
  blocks_.back()->parent_ = this;
  return *blocks_.back();
}

std::vector<std::string> argumentNames(const Function& f, size_t i) {
  std::vector<std::string> names;
  if (i < f.argAttrs.size())
    if (const Attribute* info = f.argAttrs[i].find("jax.arg_info");
        info && info->kind() == Attribute::Kind::kString && !info->getString().empty())
      names.push_back(info->getString());
  if (i < f.argLocNames.size() && !f.argLocNames[i].empty() &&
      std::find(names.begin(), names.end(), f.argLocNames[i]) == names.end())
    names.push_back(f.argLocNames[i]);
  return names;
}

Function* Module::lookup(std::string_view funcName) const {
  for (const auto& f : functions)
    if (f->name == funcName) return f.get();
  return nullptr;
}

std::unique_ptr<Operation> cloneOp(const Operation& op, ValueMap& map) {
  auto copy = std::make_unique<Operation>(op.code(), op.name(), op.loc());
  for (const Value* v : op.operands()) {
    auto it = map.find(v);
    copy->addOperand(it == map.end() ? const_cast<Value*>(v) : it->second);
  }
  for (size_t i = 0; i < op.numResults(); ++i)
    map[op.result(i)] = copy->addResult(op.resultType(i), op.result(i)->name());
  copy->attrs() = op.attrs();
  for (size_t r = 0; r < op.numRegions(); ++r) cloneRegionInto(op.region(r), copy->addRegion(), map);
  return copy;
}

void cloneRegionInto(const Region& from, Region& to, ValueMap& map) {
  for (size_t b = 0; b < from.numBlocks(); ++b) {
    const Block& src = from.block(b);
    Block& dst = to.addBlock();
    for (size_t i = 0; i < src.numArguments(); ++i)
      map[src.argument(i)] = dst.addArgument(src.argument(i)->type(), src.argument(i)->name());
    for (const auto& op : src.ops()) dst.append(cloneOp(*op, map));
  }
}

std::unique_ptr<Function> cloneFunction(const Function& f, bool withBody) {
  auto copy = std::make_unique<Function>();
  copy->name = f.name;
  copy->visibility = f.visibility;
  copy->argTypes = f.argTypes;
  copy->resultTypes = f.resultTypes;
  copy->argAttrs = f.argAttrs;
  copy->resultAttrs = f.resultAttrs;
  copy->argLocNames = f.argLocNames;
  copy->attrs = f.attrs;
  copy->loc = f.loc;
  ValueMap map;
  if (withBody) cloneRegionInto(f.body, copy->body, map);
  return copy;
}

std::unique_ptr<Module> cloneModule(const Module& m, const Function* bodiless) {
  auto copy = std::make_unique<Module>();
  copy->name = m.name;
  copy->attrs = m.attrs;
  copy->loc = m.loc;
  for (const auto& f : m.functions) copy->functions.push_back(cloneFunction(*f, f.get() != bodiless));
  for (const auto& op : m.otherOps) {
    ValueMap map;
    copy->otherOps.push_back(cloneOp(*op, map));
  }
  return copy;
}

Operation* insertBefore(Block& block, const Operation* before, std::unique_ptr<Operation> op) {
  Operation* raw = block.append(std::move(op));
  auto& ops = block.mutableOps();
  const auto at = std::find_if(ops.begin(), ops.end(), [&](const auto& o) { return o.get() == before; });
  if (at != ops.end()) std::rotate(at, ops.end() - 1, ops.end());
  return raw;
}

void replaceAllUses(Region& region, const Value* from, Value* to) {
  walk(region, [&](Operation& op) {
    for (size_t i = 0; i < op.numOperands(); ++i)
      if (op.operand(i) == from) op.setOperand(i, to);
  });
}

void erase(Block& block, const Operation* op) {
  auto& ops = block.mutableOps();
  ops.erase(std::remove_if(ops.begin(), ops.end(), [&](const auto& o) { return o.get() == op; }),
            ops.end());
}

}  // namespace partir
