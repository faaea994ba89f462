#include "semantics/shape_polymorphism.h"

#include <algorithm>

namespace partir {

namespace {

bool contains(const std::vector<ArgumentDim>& dims, const ArgumentDim& d) {
  return std::find(dims.begin(), dims.end(), d) != dims.end();
}

bool isScalarInteger(const Type& t) {
  return t.isTensor() && t.tensor().rank() == 0 && isInteger(t.tensor().element) &&
         !isBoolean(t.tensor().element);
}

// jax2tf's dimension arguments: the leading rank-0 integer arguments of an
// entry whose arrays have `?` dims.
std::vector<DimensionVariable> dimensionArguments(const Function& entry,
                                                  const std::vector<ArgumentDim>& dynamicDims) {
  std::vector<DimensionVariable> vars;
  for (size_t i = 0; i < entry.argTypes.size() && isScalarInteger(entry.argTypes[i]); ++i)
    vars.push_back({entry.entry().argument(i)->name(), i, {}});
  if (vars.size() == 1) vars[0].sizes = dynamicDims;
  if (vars.size() > 1 && vars.size() == dynamicDims.size())
    for (size_t k = 0; k < vars.size(); ++k) vars[k].sizes = {dynamicDims[k]};
  return vars;
}

// The entry argument dim `v` reads, through converts and reshapes of a
// get_dimension_size of it; nullopt for any other value.
std::optional<ArgumentDim> dimensionRead(const Function& entry, const Value* v) {
  while (const Operation* def = v->definingOp()) {
    if (def->code() == OpCode::kGetDimensionSize) {
      const Value* operand = def->operand(0);
      const Attribute* dim = def->attr("dimension");
      if (operand->definingOp() || operand->ownerBlock() != &entry.entry() || !dim ||
          dim->kind() != Attribute::Kind::kInteger)
        return std::nullopt;
      return ArgumentDim{static_cast<size_t>(operand->argIndex()), dim->getInt()};
    }
    if ((def->code() != OpCode::kConvert && def->code() != OpCode::kReshape) || def->numOperands() != 1)
      return std::nullopt;
    v = def->operand(0);
  }
  return std::nullopt;
}

// jax.export's: each call argument marked `jax.global_constant = "b"` gets
// a get_dimension_size of an entry argument.
std::vector<DimensionVariable> globalConstants(const Module& module, const Function& entry) {
  std::vector<DimensionVariable> vars;
  for (const auto& op : entry.entry().ops()) {
    const Attribute* callee = op->attr("callee");
    if (op->code() != OpCode::kCall || !callee) continue;
    const Function* f = module.lookup(callee->getString());
    if (!f) continue;
    for (size_t i = 0; i < f->argAttrs.size() && i < op->numOperands(); ++i) {
      const Attribute* name = f->argAttrs[i].find("jax.global_constant");
      if (!name || name->kind() != Attribute::Kind::kString) continue;
      auto known = std::find_if(vars.begin(), vars.end(),
                                [&](const DimensionVariable& v) { return v.name == name->getString(); });
      if (known == vars.end()) known = vars.insert(vars.end(), {name->getString(), std::nullopt, {}});
      const std::optional<ArgumentDim> read = dimensionRead(entry, op->operand(i));
      if (read && !contains(known->sizes, *read)) known->sizes.push_back(*read);
    }
  }
  return vars;
}

// The variable sizing `d`, if any.
DimensionVariable* variableSizing(std::vector<DimensionVariable>& vars, const ArgumentDim& d) {
  for (DimensionVariable& v : vars)
    if (contains(v.sizes, d)) return &v;
  return nullptr;
}

// jax.export reads each variable from the first dim it sizes and asserts
// every other such dim equal to it: `shape_assertion(compare EQ,
// get_dimension_size(%arg1, 0), b)` ("Found inconsistency between dimension
// size args[1].shape[0] ... and the specification 'b'"). The variable sizes
// those dims too.
void addAssertedEqualDims(const Function& entry, std::vector<DimensionVariable>& vars) {
  for (const auto& op : entry.entry().ops()) {
    const Attribute* target = op->attr("call_target_name");
    if (op->code() != OpCode::kCustomCall || !target || target->getString() != "shape_assertion" ||
        op->numOperands() == 0)
      continue;
    const Operation* compare = op->operand(0)->definingOp();
    const Attribute* direction = compare ? compare->attr("comparison_direction") : nullptr;
    if (!compare || compare->code() != OpCode::kCompare || !direction || direction->getString() != "EQ") continue;
    const std::optional<ArgumentDim> a = dimensionRead(entry, compare->operand(0));
    const std::optional<ArgumentDim> b = dimensionRead(entry, compare->operand(1));
    if (!a || !b) continue;
    DimensionVariable* va = variableSizing(vars, *a);
    DimensionVariable* vb = variableSizing(vars, *b);
    if (va && !vb) va->sizes.push_back(*b);
    if (vb && !va) vb->sizes.push_back(*a);
  }
}

}  // namespace

std::vector<ArgumentDim> dynamicArgumentDims(const Function& entry) {
  std::vector<ArgumentDim> dims;
  for (size_t i = 0; i < entry.argTypes.size(); ++i) {
    if (!entry.argTypes[i].isTensor()) continue;
    const Shape& shape = entry.argTypes[i].tensor().shape;
    for (size_t d = 0; d < shape.size(); ++d)
      if (shape[d] == kDynamicSize) dims.push_back({i, static_cast<int64_t>(d)});
  }
  return dims;
}

std::vector<DimensionVariable> dimensionVariables(const Module& module, const Function& entry) {
  const std::vector<ArgumentDim> dynamicDims = dynamicArgumentDims(entry);
  if (dynamicDims.empty() || entry.isDeclaration()) return {};
  std::vector<DimensionVariable> vars = globalConstants(module, entry);
  if (vars.empty()) return dimensionArguments(entry, dynamicDims);
  addAssertedEqualDims(entry, vars);
  return vars;
}

}  // namespace partir
