// structurallyEqual (semantics/printer.h): two modules are equal when their
// functions, ops, attributes, types and regions match and every operand
// refers to the value defined at the same place; value names and source
// locations do not count, and dense literals compare by element.
#include <cstring>
#include <optional>
#include <unordered_map>

#include "semantics/printer.h"

namespace partir {

namespace {

class Comparer {
 public:
  explicit Comparer(std::string* why) : why_(why) {}

  bool modules(const Module& a, const Module& b);

 private:
  bool differ(std::string message) {
    if (why_) *why_ = std::move(message);
    return false;
  }
  bool function(const Function& a, const Function& b);
  bool region(const Region& a, const Region& b, const std::string& where);
  bool block(const Block& a, const Block& b, const std::string& where);
  bool operation(const Operation& a, const Operation& b, const std::string& where);
  bool operands(const Operation& a, const Operation& b, const std::string& where);
  void define(const Value* a, const Value* b) {
    idsA_[a] = next_;
    idsB_[b] = next_++;
  }

  std::string* why_;
  std::unordered_map<const Value*, int64_t> idsA_, idsB_;
  int64_t next_ = 0;
};

bool attrsEqual(const NamedAttrs& a, const NamedAttrs& b);

// Dense literals compare by element, so a splat equals the list of its
// repeated element (modules built in code need not store splats).
bool denseEqual(const DenseElements& a, const DenseElements& b) {
  if (!(a.type == b.type) || a.resource != b.resource) return false;
  const std::optional<int64_t> count = elementCount(a.type.shape);
  const size_t width = static_cast<size_t>(byteWidth(a.type.element));
  auto fits = [&](const DenseElements& d) {
    return d.bytes.size() == (d.splat ? width : static_cast<size_t>(*count) * width);
  };
  if (!count || !fits(a) || !fits(b)) return a == b;
  for (int64_t i = 0; i < *count; ++i) {
    const uint8_t* pa = a.bytes.data() + (a.splat ? 0 : i * width);
    const uint8_t* pb = b.bytes.data() + (b.splat ? 0 : i * width);
    if (std::memcmp(pa, pb, width) != 0) return false;
    if (a.splat && b.splat) break;
  }
  return true;
}

bool attrEqual(const Attribute& a, const Attribute& b) {
  using K = Attribute::Kind;
  if (a.kind() != b.kind()) return false;
  switch (a.kind()) {
    case K::kDenseElements: return denseEqual(a.getDenseElements(), b.getDenseElements());
    case K::kArray: {
      const auto& x = a.getArray();
      const auto& y = b.getArray();
      if (x.size() != y.size()) return false;
      for (size_t i = 0; i < x.size(); ++i)
        if (!attrEqual(x[i], y[i])) return false;
      return true;
    }
    case K::kDictionary: return attrsEqual(a.getDictionary(), b.getDictionary());
    case K::kStruct: return a.getString() == b.getString() && attrsEqual(a.getDictionary(), b.getDictionary());
    default: return a == b;
  }
}

bool attrsEqual(const NamedAttrs& a, const NamedAttrs& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const auto& [nameA, valueA] = a.entries()[i];
    const auto& [nameB, valueB] = b.entries()[i];
    if (nameA != nameB || !attrEqual(valueA, valueB)) return false;
  }
  return true;
}

bool attrListsEqual(const std::vector<NamedAttrs>& a, const std::vector<NamedAttrs>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!attrsEqual(a[i], b[i])) return false;
  return true;
}

std::string firstAttrDifference(const NamedAttrs& a, const NamedAttrs& b) {
  for (const auto& [name, value] : a.entries()) {
    const Attribute* other = b.find(name);
    if (!other) return fmt::format("attribute '{}' only on the left", name);
    if (!attrEqual(*other, value)) return fmt::format("attribute '{}' differs", name);
  }
  for (const auto& entry : b.entries()) {
    if (!a.find(entry.first)) return fmt::format("attribute '{}' only on the right", entry.first);
  }
  return "attributes differ";
}

bool Comparer::modules(const Module& a, const Module& b) {
  if (a.name != b.name) return differ(fmt::format("module names '{}' vs '{}'", a.name, b.name));
  if (!attrsEqual(a.attrs, b.attrs)) return differ("module " + firstAttrDifference(a.attrs, b.attrs));
  if (a.otherOps.size() != b.otherOps.size()) return differ("different numbers of module-level ops");
  for (size_t i = 0; i < a.otherOps.size(); ++i) {
    if (!operation(*a.otherOps[i], *b.otherOps[i], fmt::format("module op #{}", i))) return false;
  }
  if (a.functions.size() != b.functions.size()) {
    return differ(fmt::format("{} vs {} functions", a.functions.size(), b.functions.size()));
  }
  for (size_t i = 0; i < a.functions.size(); ++i) {
    if (!function(*a.functions[i], *b.functions[i])) return false;
  }
  return true;
}

bool Comparer::function(const Function& a, const Function& b) {
  const std::string where = "function @" + a.name;
  if (a.name != b.name) return differ(fmt::format("function names @{} vs @{}", a.name, b.name));
  if (a.visibility != b.visibility) return differ(where + ": visibility differs");
  if (a.argTypes != b.argTypes || a.resultTypes != b.resultTypes) return differ(where + ": signature differs");
  if (!attrListsEqual(a.argAttrs, b.argAttrs) || !attrListsEqual(a.resultAttrs, b.resultAttrs)) {
    return differ(where + ": argument or result attributes differ");
  }
  if (a.argLocNames != b.argLocNames) return differ(where + ": argument loc names differ");
  if (!attrsEqual(a.attrs, b.attrs)) return differ(where + ": " + firstAttrDifference(a.attrs, b.attrs));
  return region(a.body, b.body, where);
}

bool Comparer::region(const Region& a, const Region& b, const std::string& where) {
  if (a.numBlocks() != b.numBlocks()) return differ(where + ": different numbers of blocks");
  for (size_t i = 0; i < a.numBlocks(); ++i) {
    if (!block(a.block(i), b.block(i), fmt::format("{}, block {}", where, i))) return false;
  }
  return true;
}

bool Comparer::block(const Block& a, const Block& b, const std::string& where) {
  if (a.numArguments() != b.numArguments()) return differ(where + ": different numbers of arguments");
  for (size_t i = 0; i < a.numArguments(); ++i) {
    if (!(a.argument(i)->type() == b.argument(i)->type())) {
      return differ(fmt::format("{}: argument #{} types {} vs {}", where, i,
                                a.argument(i)->type().str(), b.argument(i)->type().str()));
    }
    define(a.argument(i), b.argument(i));
  }
  if (a.ops().size() != b.ops().size()) {
    return differ(fmt::format("{}: {} vs {} ops", where, a.ops().size(), b.ops().size()));
  }
  for (size_t i = 0; i < a.ops().size(); ++i) {
    if (!operation(*a.ops()[i], *b.ops()[i], fmt::format("{}, op #{}", where, i))) return false;
  }
  return true;
}

bool Comparer::operation(const Operation& a, const Operation& b, const std::string& where) {
  const std::string at = fmt::format("{} ('{}')", where, a.name());
  if (a.code() != b.code() || a.name() != b.name()) {
    return differ(fmt::format("{}: op '{}' vs '{}'", where, a.name(), b.name()));
  }
  if (!attrsEqual(a.attrs(), b.attrs())) return differ(at + ": " + firstAttrDifference(a.attrs(), b.attrs()));
  if (!operands(a, b, at)) return false;
  if (a.numRegions() != b.numRegions()) return differ(at + ": different numbers of regions");
  for (size_t i = 0; i < a.numRegions(); ++i) {
    if (!region(a.region(i), b.region(i), fmt::format("{}, region {}", at, i))) return false;
  }
  if (a.numResults() != b.numResults()) return differ(at + ": different numbers of results");
  for (size_t i = 0; i < a.numResults(); ++i) {
    if (!(a.resultType(i) == b.resultType(i))) {
      return differ(fmt::format("{}: result #{} types {} vs {}", at, i, a.resultType(i).str(),
                                b.resultType(i).str()));
    }
    define(a.result(i), b.result(i));
  }
  return true;
}

bool Comparer::operands(const Operation& a, const Operation& b, const std::string& at) {
  if (a.numOperands() != b.numOperands()) return differ(at + ": different numbers of operands");
  for (size_t i = 0; i < a.numOperands(); ++i) {
    auto ia = idsA_.find(a.operand(i));
    auto ib = idsB_.find(b.operand(i));
    if (ia == idsA_.end() || ib == idsB_.end() || ia->second != ib->second) {
      return differ(fmt::format("{}: operand #{} refers to different values", at, i));
    }
  }
  return true;
}

}  // namespace

bool structurallyEqual(const Module& a, const Module& b, std::string* why) {
  return Comparer(why).modules(a, b);
}

}  // namespace partir
