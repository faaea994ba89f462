// The hot loops of reduce and reduce_window with a native single-op body
// (interp/kernels/reducer.h FoldOp): each output is folded sequentially,
// acc = op(acc, x), over its elements in the order the caller gives, and
// speed comes from folding many outputs at once (SIMD lanes across a row of
// outputs; for rows folded into one output each, one row per SIMD lane
// through register transposes, or independent scalar chains), never from
// reassociating a sum. So every output is exactly the sequential left fold
// of interp/kernels/reduction.h, whatever the vector width or thread count.
//
// Given acc = [0, 0, 0], x = [1, 2, 3, 4, 5, 6] and stride 2 with an add
// op, foldRow leaves acc = [1, 3, 5]; given acc = [0, 0] and rows
// [[1, 2, 3], [4, 5, 6]], foldRows leaves acc = [6, 15].
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "interp/kernels/reducer.h"

namespace partir {

// f32 and f64 lanes of 16 bytes, the baseline x86-64 SSE2 width (GCC/Clang
// vector extensions).
template <class T>
struct Lanes {
  typedef T Vec __attribute__((vector_size(16)));
  static constexpr int kCount = 16 / sizeof(T);
  static Vec load(const T* p) {
    Vec v;
    std::memcpy(&v, p, sizeof v);
    return v;
  }
  static void store(T* p, Vec v) { std::memcpy(p, &v, sizeof v); }
};

template <class Op>
inline constexpr bool kHasLanes =
    std::is_same_v<typename Op::Element, float> || std::is_same_v<typename Op::Element, double>;

// Op on whole lanes, element by element exactly as Op's scalar form: IEEE
// add and multiply; maximum/minimum with NaN (the first NaN operand) and
// -0 < +0 as interp/numerics.h floatMaximum/floatMinimum.
template <class Op, class V>
inline V applyLanes(V acc, V x) {
  constexpr BodyKind K = Op::kKind;
  if constexpr (K == BodyKind::kAdd) return acc + x;
  if constexpr (K == BodyKind::kMultiply) return acc * x;
  if constexpr (K == BodyKind::kMaximum || K == BodyKind::kMinimum) {
    // With (a, b) the op's operands: b wins when it is larger (smaller), when
    // equal and a is -0 (for minimum: a is not -0), or when b alone is NaN.
    auto pick = [](V a, V b) {
      using Bits = decltype(a < b);
      const Bits negA = (Bits)a < 0;
      const Bits better = K == BodyKind::kMaximum ? (b > a) | ((b == a) & negA)
                                                  : (b < a) | ((b == a) & ~negA);
      return (better | ((b != b) & (a == a))) ? b : a;
    };
    return pick(acc, x);
  }
  return acc;
}

// acc[j] = op(acc[j], x[j * stride]) for j in [0, n).
template <class Op, class T>
void foldRow(T* acc, const T* x, int64_t n, int64_t stride, Op op) {
  int64_t j = 0;
  if constexpr (kHasLanes<Op>) {
    using L = Lanes<T>;
    if (stride == 1) {
      for (; j + L::kCount <= n; j += L::kCount)
        L::store(acc + j, applyLanes<Op>(L::load(acc + j), L::load(x + j)));
    } else {
      for (; j + L::kCount <= n; j += L::kCount) {
        T gathered[L::kCount];
        for (int k = 0; k < L::kCount; ++k) gathered[k] = x[(j + k) * stride];
        L::store(acc + j, applyLanes<Op>(L::load(acc + j), L::load(gathered)));
      }
    }
  }
  for (; j < n; ++j) acc[j] = op(acc[j], x[j * stride]);
}

// The lanes of a and b (a's first) picked by the constant indices I...: a
// shuffle that GCC (12 and later) and Clang both compile to the same
// permutation (__builtin_shuffle, GCC's older form, is GCC-only).
template <int... I, class V>
inline V shuffleLanes(V a, V b) {
  return __builtin_shufflevector(a, b, I...);
}

// The square [kCount x kCount] block of rows v transposed in place, so v[j]
// holds column j (element j of every row).
template <class T>
inline void transposeLanes(typename Lanes<T>::Vec* v) {
  using L = Lanes<T>;
  if constexpr (L::kCount == 2) {
    const typename L::Vec a = shuffleLanes<0, 2>(v[0], v[1]);
    v[1] = shuffleLanes<1, 3>(v[0], v[1]);
    v[0] = a;
  } else {
    const typename L::Vec t0 = shuffleLanes<0, 4, 1, 5>(v[0], v[1]),
                          t1 = shuffleLanes<2, 6, 3, 7>(v[0], v[1]),
                          t2 = shuffleLanes<0, 4, 1, 5>(v[2], v[3]),
                          t3 = shuffleLanes<2, 6, 3, 7>(v[2], v[3]);
    v[0] = shuffleLanes<0, 1, 4, 5>(t0, t2);
    v[1] = shuffleLanes<2, 3, 6, 7>(t0, t2);
    v[2] = shuffleLanes<0, 1, 4, 5>(t1, t3);
    v[3] = shuffleLanes<2, 3, 6, 7>(t1, t3);
  }
}

// foldRows on kGroups * kCount rows with lanes: each lane folds one row, a
// column block at a time transposed so lane k sees row k's elements in
// order; kGroups independent chains hide the op's latency. Returns the rows
// done (all, or none when lanes do not apply).
template <class Op, class T>
int64_t foldRowsLanes(T* acc, const T* x, int64_t rows, int64_t len, Op op) {
  if constexpr (!kHasLanes<Op>) {
    return 0;
  } else {
    using L = Lanes<T>;
    constexpr int kGroups = 2, kRows = kGroups * L::kCount;
    int64_t r = 0;
    for (; r + kRows <= rows; r += kRows) {
      typename L::Vec a[kGroups];
      for (int g = 0; g < kGroups; ++g) a[g] = L::load(acc + r + g * L::kCount);
      int64_t i = 0;
      // Fully unrolled, so the lanes stay in registers.
      for (; i + L::kCount <= len; i += L::kCount) {
#pragma GCC unroll 4
        for (int g = 0; g < kGroups; ++g) {
          typename L::Vec v[L::kCount];
#pragma GCC unroll 4
          for (int k = 0; k < L::kCount; ++k) v[k] = L::load(x + (r + g * L::kCount + k) * len + i);
          transposeLanes<T>(v);
#pragma GCC unroll 4
          for (int k = 0; k < L::kCount; ++k) a[g] = applyLanes<Op>(a[g], v[k]);
        }
      }
      for (int g = 0; g < kGroups; ++g) L::store(acc + r + g * L::kCount, a[g]);
      for (int k = 0; k < kRows; ++k)
        for (int64_t j = i; j < len; ++j) acc[r + k] = op(acc[r + k], x[(r + k) * len + j]);
    }
    return r;
  }
}

// acc[r] = op(...op(acc[r], x[r * len]), ..., x[r * len + len - 1]) for r in
// [0, rows): with lanes when the op has them, else eight rows at a time, so
// eight independent chains hide the latency of each op.
template <class Op, class T>
void foldRows(T* acc, const T* x, int64_t rows, int64_t len, Op op) {
  constexpr int kChains = 8;
  int64_t r = foldRowsLanes(acc, x, rows, len, op);
  for (; r + kChains <= rows; r += kChains) {
    T a[kChains];
    for (int c = 0; c < kChains; ++c) a[c] = acc[r + c];
    const T* base = x + r * len;
    for (int64_t i = 0; i < len; ++i)
      for (int c = 0; c < kChains; ++c) a[c] = op(a[c], base[c * len + i]);
    for (int c = 0; c < kChains; ++c) acc[r + c] = a[c];
  }
  for (; r < rows; ++r) {
    T a = acc[r];
    for (int64_t i = 0; i < len; ++i) a = op(a, x[r * len + i]);
    acc[r] = a;
  }
}

}  // namespace partir
