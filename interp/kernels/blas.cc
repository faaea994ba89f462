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
// inBlocks already calls it from several threads. Set once, before the
// first call, whoever calls first.
void singleThreadedBlas() {
  static const bool once = (openblas_set_num_threads(1), true);
  (void)once;
}

// A block of at least this many rows or columns: each BLAS call packs its
// share of the operands, and thinner blocks repack B (or A) for too little
// work (2048^3 in 8-row blocks ran at half numpy's speed).
constexpr int64_t kMinBlockRows = 128, kMinBlockCols = 256;

// `call(block, a, b, c)` on blocks of `s` of about kGemmBlockWork
// multiply-adds, in parallel: blocks of rows when there are at least two,
// else of columns (a few rows times a wide B: a forward pass's tokens
// times a weight); each block's shape and its parts of A, B and C. Blocks
// depend on the sizes only.
template <class C, class Call>
void inBlocks(const GemmShape& s, const C* a, const C* b, C* c, Call call) {
  singleThreadedBlas();
  const int64_t rows = std::clamp<int64_t>(kGemmBlockWork / std::max<int64_t>(s.n * s.k, 1), kMinBlockRows, s.m);
  if (rows < s.m) {
    parallelFor((s.m + rows - 1) / rows, 1, [&](int64_t b0, int64_t b1) {
      for (int64_t i = b0; i < b1; ++i) {
        GemmShape block = s;
        const int64_t r0 = i * rows;
        block.m = std::min(s.m, r0 + rows) - r0;
        call(block, a + (s.transA ? r0 : r0 * s.lda), b, c + r0 * s.ldc);
      }
    });
    return;
  }
  const int64_t cols = std::clamp<int64_t>(kGemmBlockWork / std::max<int64_t>(s.m * s.k, 1), kMinBlockCols, s.n);
  parallelFor((s.n + cols - 1) / cols, 1, [&](int64_t b0, int64_t b1) {
    for (int64_t j = b0; j < b1; ++j) {
      GemmShape block = s;
      const int64_t c0 = j * cols;
      block.n = std::min(s.n, c0 + cols) - c0;
      call(block, a, b + (s.transB ? c0 * s.ldb : c0), c + c0);
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
  inBlocks(s, a, b, c, [](const GemmShape& r, const float* ra, const float* rb, float* rc) {
    cblas_sgemm(CblasRowMajor, trans(r.transA), trans(r.transB), static_cast<int>(r.m), static_cast<int>(r.n),
                static_cast<int>(r.k), 1.0f, ra, ld(r.lda), rb, ld(r.ldb), r.accumulate ? 1.0f : 0.0f, rc, ld(r.ldc));
  });
}

void gemm(const GemmShape& s, const double* a, const double* b, double* c) {
  if (trivialGemm(s, c)) return;
  if (!useBlas(s)) return loopGemm(s, a, b, c);
  inBlocks(s, a, b, c, [](const GemmShape& r, const double* ra, const double* rb, double* rc) {
    cblas_dgemm(CblasRowMajor, trans(r.transA), trans(r.transB), static_cast<int>(r.m), static_cast<int>(r.n),
                static_cast<int>(r.k), 1.0, ra, ld(r.lda), rb, ld(r.ldb), r.accumulate ? 1.0 : 0.0, rc, ld(r.ldc));
  });
}

}  // namespace partir
