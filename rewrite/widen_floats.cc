#include "rewrite/widen_floats.h"

#include <algorithm>
#include <cstring>

#include "semantics/verifier.h"

namespace partir {

namespace {

ElementType widened(ElementType t) { return isFloat(t) ? ElementType::kF64 : t; }

Type widened(const Type& t) {
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

void widenRegion(Region& region) {
  widenBlockArguments(region);
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

}  // namespace

Result<std::unique_ptr<Module>> widenFloatsToF64(const Module& module) {
  if (std::none_of(module.functions.begin(), module.functions.end(),
                   [](const auto& f) { return hasNarrowFloats(f->body); }))
    return unsupported(module.loc, "the program has no float narrower than f64 to widen");
  std::unique_ptr<Module> out = cloneModule(module);
  for (auto& f : out->functions) {
    for (Type& t : f->argTypes) t = widened(t);
    for (Type& t : f->resultTypes) t = widened(t);
    widenRegion(f->body);
  }
  if (Status s = verifyModule(*out); !s.ok()) return s.error();
  return out;
}

}  // namespace partir
