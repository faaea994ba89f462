#include "interp/kernels/blas.h"

#include <cblas.h>

#include <algorithm>
#include <climits>

#include "interp/kernels/vector_loops.h"
#include "interp/thread_pool.h"

namespace partir {

namespace {

// BLAS for products it speeds up and whose sizes fit its int; see blas.h
// for why short contractions keep the loop.
bool useBlas(const GemmShape& s) {
  for (int64_t v : {s.m, s.n, s.k, s.lda, s.ldb, s.ldc})
    if (v > INT_MAX) return false;
  return s.k >= kMinBlasDepth && s.m * s.n * s.k >= kMinBlasWork;
}

// Handles the sizes BLAS must not see; returns true when nothing is left to do.
template <class C>
bool trivialGemm(const GemmShape& s, C* c) {
  if (s.m == 0 || s.n == 0) return true;
  if (s.k != 0) return false;
  if (s.accumulate) return true;
  for (int64_t i = 0; i < s.m; ++i) std::fill(c + i * s.ldc, c + i * s.ldc + s.n, C(0));
  return true;
}

CBLAS_TRANSPOSE trans(bool t) { return t ? CblasTrans : CblasNoTrans; }
int ld(int64_t v) { return static_cast<int>(std::max<int64_t>(v, 1)); }

// OpenBLAS's own threads split a product differently for each count, and
// its kernels then round differently (seen on an AMD EPYC); and
// inRowBlocks already calls it from several threads. Set once, before the
// first call, whoever calls first.
void singleThreadedBlas() {
  static const bool once = (openblas_set_num_threads(1), true);
  (void)once;
}

// `call(s, a, c)` on row blocks of `s`, in parallel: the block's shape, its
// rows of op(A) and of C.
template <class C, class Call>
void inRowBlocks(const GemmShape& s, const C* a, C* c, Call call) {
  singleThreadedBlas();
  const int64_t rows = std::clamp<int64_t>(kGemmBlockWork / std::max<int64_t>(s.n * s.k, 1), 1, s.m);
  const int64_t blocks = (s.m + rows - 1) / rows;
  parallelFor(blocks, 1, [&](int64_t b0, int64_t b1) {
    for (int64_t b = b0; b < b1; ++b) {
      GemmShape block = s;
      const int64_t r0 = b * rows;
      block.m = std::min(s.m, r0 + rows) - r0;
      call(block, a + (s.transA ? r0 : r0 * s.lda), c + r0 * s.ldc);
    }
  });
}

// Multiply-adds per chunk of rows of the loop below.
constexpr int64_t kLoopGemmWork = int64_t{1} << 16;

// The loop of blas.h for float and double, its rows in parallel and each
// row's update vectorized: the same sums, in the same order, unfused.
template <class C>
void loopGemm(const GemmShape& s, const C* a, const C* b, C* c) {
  if (s.transB) return gemm<C>(s, a, b, c);
  parallelFor(s.m, chunkFor(s.n * s.k, kLoopGemmWork), [&](int64_t i0, int64_t i1) {
    for (int64_t i = i0; i < i1; ++i) {
      C* row = c + i * s.ldc;
      if (!s.accumulate) std::fill(row, row + s.n, C(0));
      for (int64_t p = 0; p < s.k; ++p)
        multiplyAddScaled(row, s.transA ? a[p * s.lda + i] : a[i * s.lda + p], b + p * s.ldb, s.n);
    }
  });
}

}  // namespace

void gemm(const GemmShape& s, const float* a, const float* b, float* c) {
  if (trivialGemm(s, c)) return;
  if (!useBlas(s)) return loopGemm(s, a, b, c);
  inRowBlocks(s, a, c, [b](const GemmShape& r, const float* ra, float* rc) {
    cblas_sgemm(CblasRowMajor, trans(r.transA), trans(r.transB), static_cast<int>(r.m), static_cast<int>(r.n),
                static_cast<int>(r.k), 1.0f, ra, ld(r.lda), b, ld(r.ldb), r.accumulate ? 1.0f : 0.0f, rc, ld(r.ldc));
  });
}

void gemm(const GemmShape& s, const double* a, const double* b, double* c) {
  if (trivialGemm(s, c)) return;
  if (!useBlas(s)) return loopGemm(s, a, b, c);
  inRowBlocks(s, a, c, [b](const GemmShape& r, const double* ra, double* rc) {
    cblas_dgemm(CblasRowMajor, trans(r.transA), trans(r.transB), static_cast<int>(r.m), static_cast<int>(r.n),
                static_cast<int>(r.k), 1.0, ra, ld(r.lda), b, ld(r.ldb), r.accumulate ? 1.0 : 0.0, rc, ld(r.ldc));
  });
}

}  // namespace partir
