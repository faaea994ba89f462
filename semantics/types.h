// Value types (DESIGN.md "Types"; StableHLO spec "Types").
//
//   tensor<2x3xf32>      TensorType: dims, a supported element type
//   tensor<?x3xf32>      a dynamic dim (kDynamicSize), only in a
//                        shape-polymorphic program before its refinement
//                        (interp/shape_refinement.h); the verifier refuses it
//   !stablehlo.token     token (ordering of side effects)
//   tuple<T, ...>        tuples (stablehlo.tuple, get_tuple_element)
//   !partir.range<k>     the index of a loop over a mesh axis of size k
//
// Complex and quantized element types are refused by the parser with an
// "unsupported" diagnostic; they never reach a Type.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "semantics/element_type.h"

namespace partir {

using Shape = std::vector<int64_t>;

// The size of a `?` dim (MLIR's ShapedType::kDynamic is its own sentinel).
inline constexpr int64_t kDynamicSize = -1;

// Whether the dim list `dims` holds `d`.
inline bool contains(std::span<const int64_t> dims, int64_t d) {
  return std::find(dims.begin(), dims.end(), d) != dims.end();
}
// `shape` without dimension `skip` (when it is in range).
inline Shape without(const Shape& shape, int64_t skip) {
  Shape out;
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d)
    if (d != skip) out.push_back(shape[d]);
  return out;
}
// `a` followed by `b`.
inline std::vector<int64_t> concat(std::vector<int64_t> a, const std::vector<int64_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Number of elements of `shape`, or nullopt when a dim is negative or the
// product of its non-zero dims overflows int64 (row-major strides would: so
// tensor<0x3^40xf32> is refused like tensor<3^40x0xf32>).
std::optional<int64_t> elementCount(const Shape& shape);

// StableHLO spec "Quantized element types": integers of `storage` type in
// [storageMin, storageMax] standing for (i - zero_point)·scale in the
// `expressed` float type; one (scale, zero point) for the tensor, or one per
// index of dim `axis` (per-axis quantization).
struct QuantizedType {
  ElementType storage = ElementType::kI8;
  ElementType expressed = ElementType::kF32;
  int64_t storageMin = 0, storageMax = 0;
  std::optional<int64_t> axis;
  std::vector<double> scales;
  std::vector<int64_t> zeroPoints;

  bool operator==(const QuantizedType&) const = default;
  std::string str() const;  // "!quant.uniform<i8:f32, 0.1:-30>"
};

struct TensorType {
  Shape shape;
  // The storage type of a quantized tensor.
  ElementType element = ElementType::kF32;
  // Set for a quantized tensor (its elements are `element` integers).
  std::shared_ptr<const QuantizedType> quant = nullptr;

  int64_t rank() const { return static_cast<int64_t>(shape.size()); }
  // No dim is `?`.
  bool isStatic() const { return std::find(shape.begin(), shape.end(), kDynamicSize) == shape.end(); }
  bool isQuantized() const { return quant != nullptr; }
  // Callers check the count with `elementCount` before trusting this.
  int64_t numElements() const;
  bool operator==(const TensorType& other) const {
    return shape == other.shape && element == other.element &&
           (quant == other.quant || (quant && other.quant && *quant == *other.quant));
  }
  std::string str() const;  // "tensor<2x3xf32>"
  // The element type as the type spells it: "f32", "!quant.uniform<...>".
  std::string elementStr() const;
};

class Type {
 public:
  enum class Kind : uint8_t { kTensor, kToken, kTuple, kRange };

  Type() = default;  // tensor<f32>
  Type(TensorType t) : kind_(Kind::kTensor), tensor_(std::move(t)) {}
  static Type token();
  static Type tuple(std::vector<Type> elements);
  static Type range(int64_t size);
  static Type tensor(Shape shape, ElementType element) { return TensorType{std::move(shape), element}; }

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::kTensor; }
  bool isToken() const { return kind_ == Kind::kToken; }
  bool isTuple() const { return kind_ == Kind::kTuple; }
  bool isRange() const { return kind_ == Kind::kRange; }

  // Only valid for the matching kind.
  const TensorType& tensor() const { return tensor_; }
  const std::vector<Type>& tupleElements() const { return *tuple_; }
  int64_t rangeSize() const { return rangeSize_; }

  bool operator==(const Type& other) const;
  std::string str() const;

 private:
  Kind kind_ = Kind::kTensor;
  TensorType tensor_;
  std::shared_ptr<const std::vector<Type>> tuple_;
  int64_t rangeSize_ = 0;
};

// A tensor (in a tuple too) with a `?` dim.
bool hasDynamicDims(const Type& t);
// A quantized tensor (in a tuple too).
bool isQuantized(const Type& t);
// The type with each quantized tensor's elements in their expressed type
// (tensor<2x!quant.uniform<i8:f32, 0.1>> -> tensor<2xf32>).
Type expressedType(const Type& t);

}  // namespace partir
