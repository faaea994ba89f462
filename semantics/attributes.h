// Attributes: the compile-time data attached to ops, functions and modules.
//
// The parser turns every attribute spelling the corpus uses into one of these
// kinds; pretty op forms (`dims = [0, 1]`, `contracting_dims = [1] x [0]`,
// `GT`) are normalised to the same attribute the generic form would carry
// (`dimensions = array<i64: 0, 1>`, `#stablehlo.dot<...>`,
// `#stablehlo<comparison_direction GT>`), so kernels and type rules see one
// shape of data whatever the spelling.
//
//   kUnit           `unit_attr` (a name alone in a dictionary)
//   kBool           true / false
//   kInteger        42 : i64            (value, element type; i64 when untyped)
//   kFloat          1.5 : f32
//   kString         "text"
//   kArray          [a, b, ...]
//   kDenseArray     array<i64: 1, 2>    (integers or booleans, as int64)
//   kDenseElements  dense<...> : tensor<...>
//   kDictionary     {a = x, b = y}
//   kSymbolRef      @name
//   kType           a type used as a value (`tensor<f32>`)
//   kEnum           #dialect<enum_name VALUE>, e.g. #stablehlo<comparison_direction GT>
//   kStruct         #dialect.name<key = value, ...>, e.g. #stablehlo.gather<...>
//   kOpaque         any other `#dialect...<...>` text, kept verbatim (sdy, mhlo, ...)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "semantics/types.h"

namespace partir {

class NamedAttrs;

// The payload of `dense<...>`: a tensor literal in element storage layout
// (semantics/element_type.h). A splat stores one element.
struct DenseElements {
  TensorType type;
  bool splat = false;
  std::vector<uint8_t> bytes;  // numElements (or 1 if splat) * byteWidth
  // `dense_resource<NAME>`: values that are not in the file (JAX elides large
  // constants as `dense_resource<__elided__>`), so `bytes` is empty. The type
  // is known: parsing, tile mapping and partitioning need no values.
  std::string resource;
  bool elided() const { return !resource.empty(); }

  // The i-th element, widened; for integer / i1 / float element types (the
  // real part of a complex one).
  // Throws DiagnosticError (kUnsupported) when the values are elided.
  int64_t intAt(int64_t i) const;
  double floatAt(int64_t i) const;
  // All elements as int64 (integer and i1 types only).
  std::vector<int64_t> toInt64s() const;
  bool operator==(const DenseElements&) const = default;
};

class Attribute {
 public:
  enum class Kind : uint8_t {
    kUnit, kBool, kInteger, kFloat, kString, kArray, kDenseArray, kDenseElements,
    kDictionary, kSymbolRef, kType, kEnum, kStruct, kOpaque
  };

  Attribute() = default;  // unit
  static Attribute unit() { return Attribute(); }
  static Attribute boolean(bool v);
  static Attribute integer(int64_t v, ElementType type = ElementType::kI64);
  static Attribute floating(double v, ElementType type = ElementType::kF32);
  static Attribute string(std::string v);
  static Attribute array(std::vector<Attribute> elements);
  static Attribute denseArray(std::vector<int64_t> values, ElementType type = ElementType::kI64);
  static Attribute denseElements(DenseElements value);
  static Attribute dictionary(NamedAttrs value);
  static Attribute symbolRef(std::string name);
  static Attribute type(Type t);
  // #dialect<enumName value>
  static Attribute enumValue(std::string dialect, std::string enumName, std::string value);
  // #name<fields>, name like "stablehlo.gather"
  static Attribute structure(std::string name, NamedAttrs fields);
  static Attribute opaque(std::string text);

  Kind kind() const { return kind_; }
  bool getBool() const { return int_ != 0; }
  int64_t getInt() const { return int_; }
  ElementType elementType() const { return element_; }  // kInteger, kFloat, kDenseArray
  double getFloat() const { return float_; }
  // kString, kSymbolRef (without '@'), kOpaque (verbatim), kEnum (value),
  // kStruct (name).
  const std::string& getString() const { return text_; }
  const std::vector<Attribute>& getArray() const { return *array_; }
  const std::vector<int64_t>& getDenseArray() const { return ints_; }
  const DenseElements& getDenseElements() const { return *dense_; }
  const NamedAttrs& getDictionary() const { return *dict_; }  // kDictionary, kStruct fields
  const Type& getType() const { return *type_; }
  const std::string& enumDialect() const { return dialect_; }
  const std::string& enumName() const { return enumName_; }

  // Integers of a kDenseArray, a kArray of kInteger, or an integer
  // kDenseElements; nullopt for anything else.
  std::optional<std::vector<int64_t>> asInt64s() const;

  bool operator==(const Attribute& other) const;

 private:
  Kind kind_ = Kind::kUnit;
  ElementType element_ = ElementType::kI64;
  int64_t int_ = 0;
  double float_ = 0;
  std::string text_, dialect_, enumName_;
  std::vector<int64_t> ints_;
  std::shared_ptr<const std::vector<Attribute>> array_;
  std::shared_ptr<const DenseElements> dense_;
  std::shared_ptr<const NamedAttrs> dict_;
  std::shared_ptr<const Type> type_;
};

// A dictionary of attributes, kept sorted by name (as MLIR does), so equality
// and printing are canonical.
class NamedAttrs {
 public:
  const Attribute* find(std::string_view name) const;
  void set(std::string name, Attribute value);
  bool erase(std::string_view name);
  bool empty() const { return entries_.empty(); }
  size_t size() const { return entries_.size(); }
  const std::vector<std::pair<std::string, Attribute>>& entries() const { return entries_; }
  bool operator==(const NamedAttrs& other) const;

 private:
  std::vector<std::pair<std::string, Attribute>> entries_;
};

// Marks the convert that widens an entry argument to f64 in the program
// `partir check` re-runs (rewrite/widen_floats.h); its perturbed re-runs
// perturb that convert as an input (interp/rounding_perturbation.h).
inline constexpr std::string_view kWidenedArgument = "partir.widened_argument";

}  // namespace partir
