#include "rewrite/widen_floats.h"

#include <algorithm>
#include <cstring>
#include <memory>

#include "semantics/verifier.h"

namespace partir {

namespace {

ElementType widened(ElementType t) { return isFloat(t) ? ElementType::kF64 : t; }

// A quantized tensor keeps its storage and parameters; its expressed type
// (the type dequantize computes in, StableHLO spec "Quantization") widens.
Type widened(const Type& t) {
  if (t.isTensor() && t.tensor().quant) {
    QuantizedType q = *t.tensor().quant;
    q.expressed = widened(q.expressed);
    TensorType out = t.tensor();
    out.quant = std::make_shared<const QuantizedType>(std::move(q));
    return out;
  }
  if (t.isTensor()) return Type::tensor(t.tensor().shape, widened(t.tensor().element));
  if (!t.isTuple()) return t;
  std::vector<Type> elements;
  for (const Type& e : t.tupleElements()) elements.push_back(widened(e));
  return Type::tuple(std::move(elements));
}

// A float literal's elements as f64 (exact: every narrower float is a double).
DenseElements widened(const DenseElements& d) {
  if (!isFloat(d.type.element) || d.type.element == ElementType::kF64) return d;
  DenseElements out = d;  // its shape, splat and resource (an elided one has no bytes)
  out.type.element = ElementType::kF64;
  const int64_t n = static_cast<int64_t>(d.bytes.size()) / byteWidth(d.type.element);
  out.bytes.assign(static_cast<size_t>(n) * sizeof(double), 0);
  for (int64_t i = 0; i < n; ++i) {
    const double v = d.floatAt(i);
    std::memcpy(out.bytes.data() + i * sizeof(double), &v, sizeof(double));
  }
  return out;
}

NamedAttrs widened(const NamedAttrs& attrs);

Attribute widened(const Attribute& a) {
  switch (a.kind()) {
    case Attribute::Kind::kFloat: return Attribute::floating(a.getFloat(), widened(a.elementType()));
    case Attribute::Kind::kDenseElements: return Attribute::denseElements(widened(a.getDenseElements()));
    case Attribute::Kind::kType: return Attribute::type(widened(a.getType()));
    case Attribute::Kind::kDictionary: return Attribute::dictionary(widened(a.getDictionary()));
    case Attribute::Kind::kStruct: return Attribute::structure(a.getString(), widened(a.getDictionary()));
    case Attribute::Kind::kArray: {
      std::vector<Attribute> elements;
      for (const Attribute& e : a.getArray()) elements.push_back(widened(e));
      return Attribute::array(std::move(elements));
    }
    default: return a;
  }
}

NamedAttrs widened(const NamedAttrs& attrs) {
  NamedAttrs out;
  for (const auto& [name, value] : attrs.entries()) out.set(name, widened(value));
  return out;
}

void widenBlockArguments(Region& region) {
  for (size_t b = 0; b < region.numBlocks(); ++b) {
    Block& block = region.block(b);
    for (size_t i = 0; i < block.numArguments(); ++i) block.argument(i)->setType(widened(block.argument(i)->type()));
  }
}

// `region`'s values and attributes as f64; its own block arguments too
// unless `keepArguments`.
void widenRegion(Region& region, bool keepArguments = false) {
  if (!keepArguments) widenBlockArguments(region);
  walk(region, [](Operation& op) {
    for (size_t i = 0; i < op.numResults(); ++i) op.result(i)->setType(widened(op.result(i)->type()));
    op.attrs() = widened(op.attrs());
    for (size_t i = 0; i < op.numRegions(); ++i) widenBlockArguments(op.region(i));
  });
}

// Whether `region` (nested regions included) has a value of a float type
// narrower than f64.
bool hasNarrowFloats(const Region& region) {
  bool found = false;
  auto narrow = [](const Type& t) { return widened(t) != t; };
  auto arguments = [&](const Region& r) {
    for (size_t b = 0; b < r.numBlocks(); ++b)
      for (size_t i = 0; i < r.block(b).numArguments(); ++i) found |= narrow(r.block(b).argument(i)->type());
  };
  arguments(region);
  walk(region, [&](const Operation& op) {
    for (size_t i = 0; i < op.numResults(); ++i) found |= narrow(op.result(i)->type());
    for (size_t i = 0; i < op.numRegions(); ++i) arguments(op.region(i));
  });
  return found;
}

// Whether `op` reads `v`, in its nested regions included.
bool reads(const Operation& op, const Value* v) {
  bool found = false;
  auto direct = [&](const Operation& o) {
    for (const Value* operand : o.operands()) found |= operand == v;
  };
  direct(op);
  for (size_t i = 0; i < op.numRegions(); ++i) walk(op.region(i), direct);
  return found;
}

// The entry's float arguments stay narrow: each is converted to f64 right
// before the first op that reads it, so its f64 copy lives from its first
// use to its last, not for the whole run (a bf16 Llama-3.2-3B's 7.2 GB of
// weights are 28.9 GB in f64 at once). The convert is marked, so that
// `partir check`'s perturbed runs perturb it as an input
// (interp/rounding_perturbation.h).
void widenArgumentsAtFirstUse(Function& f) {
  Block& entry = f.entry();
  for (size_t i = 0; i < entry.numArguments(); ++i) {
    Value* argument = entry.argument(i);
    if (widened(argument->type()) == argument->type()) continue;
    const auto first = std::find_if(entry.ops().begin(), entry.ops().end(),
                                    [&](const auto& op) { return reads(*op, argument); });
    if (first == entry.ops().end()) continue;
    auto convert = std::make_unique<Operation>(OpCode::kConvert, "stablehlo.convert", (*first)->loc());
    convert->attrs().set(std::string(kWidenedArgument), Attribute::unit());
    Value* wide = convert->addResult(widened(argument->type()), argument->name() + "_f64");
    Operation* inserted = insertBefore(entry, first->get(), std::move(convert));
    replaceAllUses(f.body, argument, wide);
    inserted->addOperand(argument);
  }
}

}  // namespace

Result<std::unique_ptr<Module>> widenFloatsToF64(const Module& module, std::optional<std::string_view> keepArgumentsOf) {
  if (std::none_of(module.functions.begin(), module.functions.end(),
                   [](const auto& f) { return hasNarrowFloats(f->body); }))
    return unsupported(module.loc, "the program has no float narrower than f64 to widen");
  std::unique_ptr<Module> out = cloneModule(module);
  for (auto& f : out->functions) {
    const bool keepArguments = keepArgumentsOf && f->name == *keepArgumentsOf && !f->isDeclaration();
    if (!keepArguments)
      for (Type& t : f->argTypes) t = widened(t);
    for (Type& t : f->resultTypes) t = widened(t);
    if (keepArguments) widenArgumentsAtFirstUse(*f);
    widenRegion(f->body, keepArguments);
  }
  if (Status s = verifyModule(*out); !s.ok()) return s.error();
  return out;
}

}  // namespace partir
