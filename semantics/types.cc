#include "semantics/types.h"

#include <fmt/format.h>

namespace partir {

std::optional<int64_t> elementCount(const Shape& shape) {
  int64_t nonZero = 1;
  bool empty = false;
  for (int64_t d : shape) {
    if (d < 0) return std::nullopt;
    empty = empty || d == 0;
    if (d != 0 && nonZero > INT64_MAX / d) return std::nullopt;
    if (d != 0) nonZero *= d;
  }
  return empty ? 0 : nonZero;
}

int64_t TensorType::numElements() const { return elementCount(shape).value_or(-1); }

std::string TensorType::elementStr() const {
  return quant ? quant->str() : std::string(elementTypeName(element));
}

std::string TensorType::str() const {
  std::string s = "tensor<";
  for (int64_t d : shape) s += d == kDynamicSize ? std::string("?x") : fmt::format("{}x", d);
  return s + elementStr() + ">";
}

std::string QuantizedType::str() const {
  const auto [lowest, highest] = integerRange(storage);
  std::string s = fmt::format("!quant.uniform<{}", elementTypeName(storage));
  if (storageMin != lowest || storageMax != highest) s += fmt::format("<{}:{}>", storageMin, storageMax);
  s += fmt::format(":{}", elementTypeName(expressed));
  if (axis) s += fmt::format(":{}", *axis);
  std::vector<std::string> params;
  for (size_t i = 0; i < scales.size(); ++i)
    params.push_back(zeroPoints[i] == 0 ? fmt::format("{}", scales[i]) : fmt::format("{}:{}", scales[i], zeroPoints[i]));
  s += axis ? fmt::format(", {{{}}}", fmt::join(params, ",")) : fmt::format(", {}", params.empty() ? "" : params[0]);
  return s + ">";
}

bool isQuantized(const Type& t) {
  if (t.isTensor()) return t.tensor().isQuantized();
  if (!t.isTuple()) return false;
  return std::any_of(t.tupleElements().begin(), t.tupleElements().end(), [](const Type& e) { return isQuantized(e); });
}

Type expressedType(const Type& t) {
  if (t.isTensor()) return t.tensor().quant ? Type::tensor(t.tensor().shape, t.tensor().quant->expressed) : t;
  if (!t.isTuple()) return t;
  std::vector<Type> elements;
  for (const Type& e : t.tupleElements()) elements.push_back(expressedType(e));
  return Type::tuple(std::move(elements));
}

bool hasDynamicDims(const Type& t) {
  if (t.isTensor()) return !t.tensor().isStatic();
  if (!t.isTuple()) return false;
  return std::any_of(t.tupleElements().begin(), t.tupleElements().end(),
                     [](const Type& e) { return hasDynamicDims(e); });
}

Type Type::token() {
  Type t;
  t.kind_ = Kind::kToken;
  return t;
}

Type Type::tuple(std::vector<Type> elements) {
  Type t;
  t.kind_ = Kind::kTuple;
  t.tuple_ = std::make_shared<const std::vector<Type>>(std::move(elements));
  return t;
}

Type Type::range(int64_t size) {
  Type t;
  t.kind_ = Kind::kRange;
  t.rangeSize_ = size;
  return t;
}

bool Type::operator==(const Type& other) const {
  if (kind_ != other.kind_) return false;
  switch (kind_) {
    case Kind::kTensor: return tensor_ == other.tensor_;
    case Kind::kToken: return true;
    case Kind::kTuple: return *tuple_ == *other.tuple_;
    case Kind::kRange: return rangeSize_ == other.rangeSize_;
  }
  return false;
}

std::string Type::str() const {
  switch (kind_) {
    case Kind::kTensor: return tensor_.str();
    case Kind::kToken: return "!stablehlo.token";
    case Kind::kRange: return fmt::format("!partir.range<{}>", rangeSize_);
    case Kind::kTuple: {
      std::string s = "tuple<";
      for (size_t i = 0; i < tuple_->size(); ++i) s += (i ? ", " : "") + (*tuple_)[i].str();
      return s + ">";
    }
  }
  return "?";
}

}  // namespace partir
