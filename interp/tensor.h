// Tensors: a TensorType plus a contiguous row-major buffer in element storage
// layout (semantics/element_type.h). Value semantics with shared storage:
// copying is O(1) and the buffer is cloned on the first write through a
// non-const accessor while another Tensor still shares it (copy-on-write).
// Hoist `data<T>()` out of hot loops: each non-const call checks sharing.
//
// Every allocation goes through `Tensor::uninitialized` / `Tensor::zeros`,
// which refuse a tensor whose byte size is over `tensorByteLimit()` *before*
// allocating (DESIGN.md "Conventions": oversized tensors are refused).
#pragma once

#include <complex>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "semantics/attributes.h"
#include "semantics/diagnostics.h"
#include "semantics/float16.h"
#include "semantics/small_float.h"
#include "semantics/types.h"

namespace partir {

// The C++ storage type of each element type.
template <ElementType E> struct StorageTypeOf;
template <> struct StorageTypeOf<ElementType::kI1> { using type = bool; };
template <> struct StorageTypeOf<ElementType::kI2> { using type = int8_t; };
template <> struct StorageTypeOf<ElementType::kI4> { using type = int8_t; };
template <> struct StorageTypeOf<ElementType::kI8> { using type = int8_t; };
template <> struct StorageTypeOf<ElementType::kI16> { using type = int16_t; };
template <> struct StorageTypeOf<ElementType::kI32> { using type = int32_t; };
template <> struct StorageTypeOf<ElementType::kI64> { using type = int64_t; };
template <> struct StorageTypeOf<ElementType::kUI2> { using type = uint8_t; };
template <> struct StorageTypeOf<ElementType::kUI4> { using type = uint8_t; };
template <> struct StorageTypeOf<ElementType::kUI8> { using type = uint8_t; };
template <> struct StorageTypeOf<ElementType::kUI16> { using type = uint16_t; };
template <> struct StorageTypeOf<ElementType::kUI32> { using type = uint32_t; };
template <> struct StorageTypeOf<ElementType::kUI64> { using type = uint64_t; };
template <> struct StorageTypeOf<ElementType::kF4E2M1FN> { using type = SmallFloat<SmallFloatKind::kF4E2M1FN>; };
template <> struct StorageTypeOf<ElementType::kF6E2M3FN> { using type = SmallFloat<SmallFloatKind::kF6E2M3FN>; };
template <> struct StorageTypeOf<ElementType::kF6E3M2FN> { using type = SmallFloat<SmallFloatKind::kF6E3M2FN>; };
template <> struct StorageTypeOf<ElementType::kF8E3M4> { using type = SmallFloat<SmallFloatKind::kF8E3M4>; };
template <> struct StorageTypeOf<ElementType::kF8E4M3> { using type = SmallFloat<SmallFloatKind::kF8E4M3>; };
template <> struct StorageTypeOf<ElementType::kF8E4M3FN> { using type = SmallFloat<SmallFloatKind::kF8E4M3FN>; };
template <> struct StorageTypeOf<ElementType::kF8E4M3FNUZ> { using type = SmallFloat<SmallFloatKind::kF8E4M3FNUZ>; };
template <> struct StorageTypeOf<ElementType::kF8E4M3B11FNUZ> {
  using type = SmallFloat<SmallFloatKind::kF8E4M3B11FNUZ>;
};
template <> struct StorageTypeOf<ElementType::kF8E5M2> { using type = SmallFloat<SmallFloatKind::kF8E5M2>; };
template <> struct StorageTypeOf<ElementType::kF8E5M2FNUZ> { using type = SmallFloat<SmallFloatKind::kF8E5M2FNUZ>; };
template <> struct StorageTypeOf<ElementType::kF8E8M0FNU> { using type = SmallFloat<SmallFloatKind::kF8E8M0FNU>; };
template <> struct StorageTypeOf<ElementType::kF16> { using type = Half; };
template <> struct StorageTypeOf<ElementType::kBF16> { using type = BFloat16; };
template <> struct StorageTypeOf<ElementType::kF32> { using type = float; };
template <> struct StorageTypeOf<ElementType::kF64> { using type = double; };
template <> struct StorageTypeOf<ElementType::kC64> { using type = std::complex<float>; };
template <> struct StorageTypeOf<ElementType::kC128> { using type = std::complex<double>; };
template <ElementType E>
using StorageOf = typename StorageTypeOf<E>::type;

template <class T>
struct TypeTag {
  using type = T;
};

// Calls `f(TypeTag<StorageOf<t>>{})`; write kernels as
//   dispatchElementType(t, [&](auto tag) { using T = typename decltype(tag)::type; ... });
template <class F>
decltype(auto) dispatchElementType(ElementType t, F&& f) {
  switch (t) {
#define PARTIR_DISPATCH_CASE(kind, name) \
  case ElementType::kind:                \
    return f(TypeTag<StorageOf<ElementType::kind>>{});
    PARTIR_FOR_EACH_ELEMENT_TYPE(PARTIR_DISPATCH_CASE)
#undef PARTIR_DISPATCH_CASE
  }
  return f(TypeTag<float>{});  // unreachable: every enumerator is handled
}

// Row-major strides of `shape`, in elements: {2, 3, 4} -> {12, 4, 1}.
std::vector<int64_t> rowMajorStrides(const Shape& shape);

// The largest tensor (in bytes) the interpreter will allocate. Default 4 GiB.
int64_t tensorByteLimit();
void setTensorByteLimit(int64_t bytes);

// The machine's physical memory in bytes (0 when the system does not say).
int64_t machineMemoryBytes();

class Tensor {
 public:
  Tensor() = default;
  Tensor(const Tensor&) = default;
  Tensor& operator=(const Tensor&) = default;
  Tensor(Tensor&&) noexcept = default;
  Tensor& operator=(Tensor&&) noexcept = default;

  // A tensor whose elements the caller must all write. Throws DiagnosticError
  // (kUnsupported) when `type` is over the byte limit.
  static Tensor uninitialized(const TensorType& type, const Location& loc = {});
  static Tensor zeros(const TensorType& type, const Location& loc = {});
  // Expands a dense literal (splats included), with the same size check.
  static Tensor fromDense(const DenseElements& dense, const Location& loc = {});
  // A rank-0 tensor holding `value`.
  template <class T>
  static Tensor scalar(ElementType type, T value);
  // The same elements under `shape` (same count), sharing this buffer: a
  // row-major buffer read under another shape is the spec's reshape.
  Tensor withShape(const Shape& shape) const;
  // The same bytes read as element type `e`, of the same byte width (an
  // int8 file holding an i4 argument's values), sharing this buffer.
  Tensor withElementType(ElementType e) const;

  const TensorType& type() const { return type_; }
  const Shape& shape() const { return type_.shape; }
  ElementType elementType() const { return type_.element; }
  int64_t rank() const { return type_.rank(); }
  int64_t numElements() const { return numElements_; }
  int64_t numBytes() const { return numElements_ * byteWidth(type_.element); }

  // Typed access; T must be StorageOf<elementType()>.
  template <class T>
  T* data() { return reinterpret_cast<T*>(rawData()); }
  template <class T>
  const T* data() const { return reinterpret_cast<const T*>(buffer_.get()); }
  template <class T>
  T get(int64_t linear) const { return data<T>()[linear]; }
  template <class T>
  void set(int64_t linear, T value) { data<T>()[linear] = value; }
  uint8_t* rawData() {
    if (buffer_.use_count() > 1) makeUnique();
    return buffer_.get();
  }
  const uint8_t* rawData() const { return buffer_.get(); }

  // Row-major strides, in elements.
  std::vector<int64_t> strides() const;
  int64_t linearIndex(std::span<const int64_t> index) const;

  // Same type and identical bytes (NaNs compare by bit pattern).
  bool bitwiseEqual(const Tensor& other) const;
  // The element at `linear` as text, as the printer spells it.
  std::string elementString(int64_t linear) const;
  // "tensor<2xf32> [1, 2]" style, truncated after `maxElements`.
  std::string str(int64_t maxElements = 64) const;

 private:
  void allocate(const Location& loc);
  void makeUnique();

  TensorType type_;
  int64_t numElements_ = 0;
  std::shared_ptr<uint8_t[]> buffer_;
};

template <class T>
Tensor Tensor::scalar(ElementType type, T value) {
  Tensor t = uninitialized(TensorType{{}, type});
  dispatchElementType(type, [&](auto tag) {
    using S = typename decltype(tag)::type;
    t.set<S>(0, static_cast<S>(value));
  });
  return t;
}

// Iterates over every index of `shape` in row-major order:
//   for (IndexIterator it(shape); !it.done(); it.next()) use(it.index());
class IndexIterator {
 public:
  explicit IndexIterator(const Shape& shape);
  bool done() const { return done_; }
  void next();
  const std::vector<int64_t>& index() const { return index_; }
  int64_t linear() const { return linear_; }

 private:
  Shape shape_;
  std::vector<int64_t> index_;
  int64_t linear_ = 0;
  bool done_;
};

}  // namespace partir
