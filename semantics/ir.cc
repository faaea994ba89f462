#include "semantics/ir.h"

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

Function* Module::lookup(std::string_view funcName) const {
  for (const auto& f : functions)
    if (f->name == funcName) return f.get();
  return nullptr;
}

}  // namespace partir
