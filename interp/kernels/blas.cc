#include "interp/kernels/blas.h"

#include <cblas.h>

#include <algorithm>
#include <climits>

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
  for (int64_t i = 0; i < s.m; ++i) std::fill(c + i * s.ldc, c + i * s.ldc + s.n, C(0));
  return true;
}

CBLAS_TRANSPOSE trans(bool t) { return t ? CblasTrans : CblasNoTrans; }
int ld(int64_t v) { return static_cast<int>(std::max<int64_t>(v, 1)); }

}  // namespace

void gemm(const GemmShape& s, const float* a, const float* b, float* c) {
  if (trivialGemm(s, c)) return;
  if (!useBlas(s)) return gemm<float>(s, a, b, c);
  cblas_sgemm(CblasRowMajor, trans(s.transA), trans(s.transB), static_cast<int>(s.m),
              static_cast<int>(s.n), static_cast<int>(s.k), 1.0f, a, ld(s.lda), b, ld(s.ldb), 0.0f,
              c, ld(s.ldc));
}

void gemm(const GemmShape& s, const double* a, const double* b, double* c) {
  if (trivialGemm(s, c)) return;
  if (!useBlas(s)) return gemm<double>(s, a, b, c);
  cblas_dgemm(CblasRowMajor, trans(s.transA), trans(s.transB), static_cast<int>(s.m),
              static_cast<int>(s.n), static_cast<int>(s.k), 1.0, a, ld(s.lda), b, ld(s.ldb), 0.0, c,
              ld(s.ldc));
}

}  // namespace partir
