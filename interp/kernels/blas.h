// Matrix products for dot_general and convolution, and the element
// conversions that feed them.
//
// Accumulation (`ComputeType<R>` of interp/numerics.h for result element type R):
//   f32 -> float and f64 -> double, through OpenBLAS cblas_sgemm/dgemm;
//   f16, bf16 -> float: operands widen exactly, products accumulate in float
//     and the result is rounded to R once. This matches XLA CPU, which
//     produced the expected values of the JAX corpus
//     (shared/corpus/stablehlo/testdata/dot_general_*f16*/bf16*);
//   integers -> R, exactly, with the wrap-around of R's width (accumulated
//     in uint64, which is the same modulo 2^bits);
//   i1 -> bool: the spec's add and multiply on booleans, i.e. OR of ANDs.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <type_traits>
#include <vector>

#include "interp/index_space.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/strided.h"
#include "interp/numerics.h"
#include "interp/tensor.h"

namespace partir {

// A zero-initialised heap array (std::vector<bool> has no data()), or with
// Buffer::forOverwrite one whose every element the caller writes before
// reading: zeroing a 16 MB im2col chunk on each call cost a third of a
// convolution's time.
template <class C>
class Buffer {
 public:
  explicit Buffer(int64_t n = 0) : data_(n > 0 ? std::make_unique<C[]>(n) : nullptr), size_(n) {}
  static Buffer forOverwrite(int64_t n) {
    Buffer b;
    if (n > 0) b.data_ = std::make_unique_for_overwrite<C[]>(n), b.size_ = n;
    return b;
  }
  C* data() { return data_.get(); }
  const C* data() const { return data_.get(); }
  C& operator[](int64_t i) { return data_[i]; }
  const C& operator[](int64_t i) const { return data_[i]; }
  int64_t size() const { return size_; }

 private:
  std::unique_ptr<C[]> data_;
  int64_t size_;
};

// The elements of `t` with its dims permuted to `order` (dim j of the result
// is dim order[j] of t), converted to `r`, whose storage type is R (the
// spec's convert to the result element type) and then to the compute type C.
// Given a 2x3 tensor and order {1, 0}, returns its 3x2 transpose, row-major.
template <class C, class R>
Buffer<C> packPermuted(const Tensor& t, ElementType r, const std::vector<int64_t>& order) {
  // Converted whole first, so only R's loop is compiled here, not one per source type.
  if (t.elementType() != r) return packPermuted<C, R>(convert(t, r), r, order);
  const std::vector<int64_t> strides = rowMajorStrides(t.shape());
  Shape shape;
  std::vector<int64_t> map;
  for (int64_t d : order) {
    shape.push_back(t.shape()[d]);
    map.push_back(strides[d]);
  }
  Buffer<C> out = Buffer<C>::forOverwrite(t.numElements());  // every element is copied in
  const R* src = t.data<R>();
  if constexpr (std::is_floating_point_v<C> && std::is_same_v<C, R>) {
    // f32/f64 with nothing to convert: a tiled, parallel copy.
    StridedCopy(shape, map, rowMajorStrides(shape), sizeof(C))
        .run(reinterpret_cast<const uint8_t*>(src), 0, reinterpret_cast<uint8_t*>(out.data()), 0);
  } else {
    parallelForEachMapped(shape, map, [&](int64_t i, int64_t m) { out[i] = convertElement<C>(src[m]); });
  }
  return out;
}

// acc + a * b in the accumulation of the file comment.
template <class C>
C multiplyAdd(C acc, C a, C b) {
  if constexpr (std::is_same_v<C, bool>)
    return acc || (a && b);
  else if constexpr (std::is_integral_v<C>)
    return static_cast<C>(static_cast<uint64_t>(acc) +
                          static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
  else
    return acc + a * b;
}

// Multiply-adds per BLAS call: rows are split into blocks of about this
// much work, by the sizes alone, and the blocks run on the kernel threads.
// So every row is computed by the same single-threaded call for any thread
// count, and the bits do not depend on it. Large enough that each call's
// packing of B pays off: at 2M, a 512³ product took 64 calls of 8 rows and
// twice numpy's time.
constexpr int64_t kGemmBlockWork = int64_t{1} << 25;

// C = op(A) * op(B) for one row-major matrix product: op(A) is m x k (A is
// stored k x m when transA), op(B) is k x n (stored n x k when transB), C is
// m x n; ld* are the row strides of the stored matrices. With `accumulate`,
// C += op(A) * op(B) (a contraction computed in blocks of k).
struct GemmShape {
  int64_t m = 0, n = 0, k = 0;
  bool transA = false, transB = false;
  int64_t lda = 0, ldb = 0, ldc = 0;
  bool accumulate = false;
};

// float and double go through OpenBLAS, except products with a contraction
// shorter than kMinBlasDepth or fewer than kMinBlasWork multiply-adds (and
// sizes beyond BLAS's int), which run the loop below: BLAS gains little
// there, and the loop's sequential, unfused sum is what XLA's CPU loop
// emitter computes, so short sums (a 3-term grouped convolution in the
// corpus) match its expected values within expect_close's 3 ULP where
// OpenBLAS's fused multiply-adds land 4 ULP away.
inline constexpr int64_t kMinBlasDepth = 32;
inline constexpr int64_t kMinBlasWork = int64_t{1} << 15;
void gemm(const GemmShape& s, const float* a, const float* b, float* c);
void gemm(const GemmShape& s, const double* a, const double* b, double* c);

// The exact loop, for integers and i1 (and float/double beyond BLAS sizes).
template <class C>
void gemm(const GemmShape& s, const C* a, const C* b, C* c) {
  using Acc = std::conditional_t<std::is_integral_v<C> && !std::is_same_v<C, bool>, uint64_t, C>;
  std::vector<Acc> row(s.n);
  for (int64_t i = 0; i < s.m; ++i) {
    for (int64_t j = 0; j < s.n; ++j) row[j] = s.accumulate ? static_cast<Acc>(c[i * s.ldc + j]) : Acc{};
    for (int64_t p = 0; p < s.k; ++p) {
      const Acc x = static_cast<Acc>(s.transA ? a[p * s.lda + i] : a[i * s.lda + p]);
      if constexpr (!std::is_floating_point_v<Acc>)
        if (x == Acc{}) continue;  // exact types only: 0 * inf must stay NaN
      for (int64_t j = 0; j < s.n; ++j) {
        const Acc y = static_cast<Acc>(s.transB ? b[j * s.ldb + p] : b[p * s.ldb + j]);
        if constexpr (std::is_same_v<Acc, bool>)
          row[j] = row[j] || y;
        else
          row[j] += x * y;
      }
    }
    for (int64_t j = 0; j < s.n; ++j) c[i * s.ldc + j] = static_cast<C>(row[j]);
  }
}

}  // namespace partir
