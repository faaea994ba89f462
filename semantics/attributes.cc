#include "semantics/attributes.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "semantics/diagnostics.h"
#include "semantics/float16.h"

namespace partir {

const Attribute* NamedAttrs::find(std::string_view name) const {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                             [](const auto& e, std::string_view n) { return e.first < n; });
  return it != entries_.end() && it->first == name ? &it->second : nullptr;
}

void NamedAttrs::set(std::string name, Attribute value) {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), name,
                             [](const auto& e, const std::string& n) { return e.first < n; });
  if (it != entries_.end() && it->first == name) {
    it->second = std::move(value);
  } else {
    entries_.insert(it, {std::move(name), std::move(value)});
  }
}

bool NamedAttrs::erase(std::string_view name) {
  auto it = std::find_if(entries_.begin(), entries_.end(),
                         [&](const auto& e) { return e.first == name; });
  if (it == entries_.end()) return false;
  entries_.erase(it);
  return true;
}

bool NamedAttrs::operator==(const NamedAttrs& other) const { return entries_ == other.entries_; }

namespace {

template <class T>
T loadAs(const uint8_t* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

}  // namespace

// The values of an elided constant cannot be read (DenseElements::resource).
void refuseElided(const DenseElements& d) {
  if (d.elided())
    throw DiagnosticError{makeError(ErrorKind::kUnsupported, Location{},
                                    "the values of dense_resource<{}> : {} are not in the file", d.resource,
                                    d.type.str())};
}

int64_t DenseElements::intAt(int64_t i) const {
  refuseElided(*this);
  const int width = byteWidth(type.element);
  const uint8_t* p = bytes.data() + (splat ? 0 : i * width);
  switch (type.element) {
    case ElementType::kI1: return loadAs<uint8_t>(p) != 0;
    case ElementType::kI2: case ElementType::kI4: case ElementType::kI8: return loadAs<int8_t>(p);
    case ElementType::kI16: return loadAs<int16_t>(p);
    case ElementType::kI32: return loadAs<int32_t>(p);
    case ElementType::kI64: return loadAs<int64_t>(p);
    case ElementType::kUI2: case ElementType::kUI4: case ElementType::kUI8: return loadAs<uint8_t>(p);
    case ElementType::kUI16: return loadAs<uint16_t>(p);
    case ElementType::kUI32: return loadAs<uint32_t>(p);
    case ElementType::kUI64: return static_cast<int64_t>(loadAs<uint64_t>(p));
    default: return static_cast<int64_t>(floatAt(i));
  }
}

double DenseElements::floatAt(int64_t i) const {
  refuseElided(*this);
  const int width = byteWidth(type.element);
  const uint8_t* p = bytes.data() + (splat ? 0 : i * width);
  switch (type.element) {
    case ElementType::kF16: case ElementType::kBF16: return narrowFloatValue(type.element, loadAs<uint16_t>(p));
    case ElementType::kF32: return loadAs<float>(p);
    case ElementType::kF64: return loadAs<double>(p);
    case ElementType::kC64: return loadAs<float>(p);  // the real part
    case ElementType::kC128: return loadAs<double>(p);
    default: return isSmallFloat(type.element) ? narrowFloatValue(type.element, *p) : static_cast<double>(intAt(i));
  }
}

std::vector<int64_t> DenseElements::toInt64s() const {
  std::vector<int64_t> out;
  const int64_t n = type.numElements();
  out.reserve(n);
  for (int64_t i = 0; i < n; ++i) out.push_back(intAt(i));
  return out;
}

Attribute Attribute::boolean(bool v) {
  Attribute a;
  a.kind_ = Kind::kBool;
  a.int_ = v;
  return a;
}

Attribute Attribute::integer(int64_t v, ElementType type) {
  Attribute a;
  a.kind_ = Kind::kInteger;
  a.int_ = v;
  a.element_ = type;
  return a;
}

Attribute Attribute::floating(double v, ElementType type) {
  Attribute a;
  a.kind_ = Kind::kFloat;
  a.float_ = v;
  a.element_ = type;
  return a;
}

Attribute Attribute::string(std::string v) {
  Attribute a;
  a.kind_ = Kind::kString;
  a.text_ = std::move(v);
  return a;
}

Attribute Attribute::array(std::vector<Attribute> elements) {
  Attribute a;
  a.kind_ = Kind::kArray;
  a.array_ = std::make_shared<const std::vector<Attribute>>(std::move(elements));
  return a;
}

Attribute Attribute::denseArray(std::vector<int64_t> values, ElementType type) {
  Attribute a;
  a.kind_ = Kind::kDenseArray;
  a.ints_ = std::move(values);
  a.element_ = type;
  return a;
}

Attribute Attribute::denseElements(DenseElements value) {
  Attribute a;
  a.kind_ = Kind::kDenseElements;
  a.dense_ = std::make_shared<const DenseElements>(std::move(value));
  return a;
}

Attribute Attribute::dictionary(NamedAttrs value) {
  Attribute a;
  a.kind_ = Kind::kDictionary;
  a.dict_ = std::make_shared<const NamedAttrs>(std::move(value));
  return a;
}

Attribute Attribute::symbolRef(std::string name) {
  Attribute a;
  a.kind_ = Kind::kSymbolRef;
  a.text_ = std::move(name);
  return a;
}

Attribute Attribute::type(Type t) {
  Attribute a;
  a.kind_ = Kind::kType;
  a.type_ = std::make_shared<const Type>(std::move(t));
  return a;
}

Attribute Attribute::enumValue(std::string dialect, std::string enumName, std::string value) {
  Attribute a;
  a.kind_ = Kind::kEnum;
  a.dialect_ = std::move(dialect);
  a.enumName_ = std::move(enumName);
  a.text_ = std::move(value);
  return a;
}

Attribute Attribute::structure(std::string name, NamedAttrs fields) {
  Attribute a;
  a.kind_ = Kind::kStruct;
  a.text_ = std::move(name);
  a.dict_ = std::make_shared<const NamedAttrs>(std::move(fields));
  return a;
}

Attribute Attribute::opaque(std::string text) {
  Attribute a;
  a.kind_ = Kind::kOpaque;
  a.text_ = std::move(text);
  return a;
}

std::optional<std::vector<int64_t>> Attribute::asInt64s() const {
  switch (kind_) {
    case Kind::kDenseArray: return ints_;
    case Kind::kDenseElements:
      if (isFloat(dense_->type.element)) return std::nullopt;
      return dense_->toInt64s();
    case Kind::kArray: {
      std::vector<int64_t> out;
      for (const Attribute& e : *array_) {
        if (e.kind() != Kind::kInteger) return std::nullopt;
        out.push_back(e.getInt());
      }
      return out;
    }
    default: return std::nullopt;
  }
}

bool Attribute::operator==(const Attribute& o) const {
  if (kind_ != o.kind_) return false;
  switch (kind_) {
    case Kind::kUnit: return true;
    case Kind::kBool: return int_ == o.int_;
    case Kind::kInteger: return int_ == o.int_ && element_ == o.element_;
    case Kind::kFloat:
      return std::bit_cast<uint64_t>(float_) == std::bit_cast<uint64_t>(o.float_) &&
             element_ == o.element_;
    case Kind::kString: case Kind::kSymbolRef: case Kind::kOpaque: return text_ == o.text_;
    case Kind::kArray: return *array_ == *o.array_;
    case Kind::kDenseArray: return ints_ == o.ints_ && element_ == o.element_;
    case Kind::kDenseElements: return *dense_ == *o.dense_;
    case Kind::kDictionary: return *dict_ == *o.dict_;
    case Kind::kType: return *type_ == *o.type_;
    case Kind::kEnum:
      return dialect_ == o.dialect_ && enumName_ == o.enumName_ && text_ == o.text_;
    case Kind::kStruct: return text_ == o.text_ && *dict_ == *o.dict_;
  }
  return false;
}

}  // namespace partir
