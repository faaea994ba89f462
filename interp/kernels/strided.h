// Index arithmetic shared by the reduction and linalg kernels: row-major
// strides, walking an index space while tracking a second (strided) offset,
// and typed scalar tensors for the general path of region bodies.
#pragma once

#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "interp/tensor.h"
#include "interp/thread_pool.h"

namespace partir {

// Product of the dims of `shape` (callers have checked it fits: it is the
// size of an existing or size-checked tensor).
inline int64_t product(const Shape& shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

// Calls `f(linear, mapped)` for every index of `shape` in row-major order,
// where `linear` counts the indices and `mapped = sum(index[d] * map[d])`.
// Given shape {2, 2} and map {1, 2} (a transpose), calls f(0,0) f(1,2) f(2,1) f(3,3).
template <class F>
void forEachMapped(const Shape& shape, const std::vector<int64_t>& map, F&& f) {
  const int64_t rank = static_cast<int64_t>(shape.size());
  for (int64_t d : shape)
    if (d == 0) return;
  std::vector<int64_t> index(shape.size(), 0);
  const int64_t inner = rank == 0 ? 1 : shape[rank - 1];
  const int64_t innerStride = rank == 0 ? 0 : map[rank - 1];
  int64_t linear = 0, mapped = 0;
  while (true) {
    for (int64_t i = 0; i < inner; ++i) f(linear++, mapped + i * innerStride);
    int64_t d = rank - 2;
    for (; d >= 0; --d) {
      mapped += map[d];
      if (++index[d] < shape[d]) break;
      mapped -= map[d] * shape[d];
      index[d] = 0;
    }
    if (d < 0) return;
  }
}

// forEachMapped with the outermost dim split into parallel chunks (the calls
// for one linear index are the same; `f` must only write at `linear` or at
// `mapped`, which differ between calls).
template <class F>
void parallelForEachMapped(const Shape& shape, const std::vector<int64_t>& map, F&& f) {
  constexpr int64_t kWork = int64_t{1} << 16;
  if (shape.empty() || product(shape) < 4 * kWork) return forEachMapped(shape, map, f);
  const Shape inner(shape.begin() + 1, shape.end());
  const std::vector<int64_t> innerMap(map.begin() + 1, map.end());
  const int64_t count = product(inner);
  parallelFor(shape[0], chunkFor(count, kWork), [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i)
      forEachMapped(inner, innerMap,
                    [&](int64_t l, int64_t m) { f(i * count + l, i * map[0] + m); });
  });
}

// (n - 1) * dilation + 1, or 0 for n == 0; false on overflow.
inline bool dilatedSize(int64_t n, int64_t dilation, int64_t* out) {
  if (n == 0) return (*out = 0), true;
  return !__builtin_mul_overflow(n - 1, dilation, out) && !__builtin_add_overflow(*out, 1, out);
}

// StableHLO spec "reduce_window" (C15), "convolution" (C26): the number of
// windows along one dim of size `size` padded by `low`/`high`. Given size 3,
// window 2, stride 4, base dilation 2, window dilation 3, padding 2 and 1,
// sets 2 (padded size 8, dilated window 4).
inline std::optional<std::string> numWindows(int64_t size, int64_t window, int64_t stride,
                                             int64_t baseDilation, int64_t windowDilation,
                                             int64_t low, int64_t high, int64_t* out) {
  int64_t dilated = 0, padded = 0, dilatedWindow = 0;
  if (!dilatedSize(size, baseDilation, &dilated) || __builtin_add_overflow(dilated, low, &padded) ||
      __builtin_add_overflow(padded, high, &padded) ||
      !dilatedSize(window, windowDilation, &dilatedWindow))
    return std::string("window arithmetic overflows int64");
  *out = (padded <= 0 || dilatedWindow > padded) ? 0 : (padded - dilatedWindow) / stride + 1;
  return std::nullopt;
}

// A rank-0 tensor of element type `e` holding `value` (T = StorageOf<e>).
template <class T>
Tensor makeScalar(ElementType e, T value) {
  Tensor t = Tensor::uninitialized(TensorType{{}, e});
  t.set<T>(0, value);
  return t;
}

// A rank-0 tensor holding element `linear` of `t`.
inline Tensor scalarAt(const Tensor& t, int64_t linear) {
  Tensor s = Tensor::uninitialized(TensorType{{}, t.elementType()});
  const int w = byteWidth(t.elementType());
  std::memcpy(s.rawData(), t.rawData() + linear * w, w);
  return s;
}

// Writes the element of the rank-0 `scalar` (same element type) at `linear` of `t`.
inline void setFromScalar(Tensor& t, int64_t linear, const Tensor& scalar) {
  const int w = byteWidth(t.elementType());
  std::memcpy(t.rawData() + linear * w, scalar.rawData(), w);
}

}  // namespace partir
