// Inner loops written for the vectorizer, compiled once per CPU level
// (interp/vector_clones.h) with -ffp-contract=off, so every clone computes
// the bits of the scalar loop: a multiply then an add, never fused.
#pragma once

#include <cstdint>

namespace partir {

// acc[i] = acc[i] + x[i] * w[i] for i < n: one step of a sequential,
// unfused sum per element (the loop gemm's rounding, interp/kernels/blas.h).
void multiplyAddRows(float* acc, const float* x, const float* w, int64_t n);
void multiplyAddRows(double* acc, const double* x, const double* w, int64_t n);

// acc[i] = acc[i] + x * w[i] for i < n: one row of the loop gemm.
void multiplyAddScaled(float* acc, float x, const float* w, int64_t n);
void multiplyAddScaled(double* acc, double x, const double* w, int64_t n);

// acc[i] = acc[i] + (offsets[i] < 0 ? 0 : x[offsets[i]]) * w for i < n: a
// window position's term of a stencil, -1 marking padding (0 * w as
// written: NaN when w is not finite).
void multiplyAddGathered(float* acc, const float* x, const int64_t* offsets, float w, int64_t n);
void multiplyAddGathered(double* acc, const double* x, const int64_t* offsets, double w, int64_t n);

// A few rows against a large bf16 matrix, widened to float as it is read
// (never copied): out[i * ldo + j] = sum over p < k of a[i * k + p] * B[p, j]
// for i < m and j in [j0, j1), every product and sum in float, unfused.
// In bf16ColumnProducts column j of B is stored contiguously at b + j * ldb
// (a transposed weight): each sum runs in 16 lanes, term p in lane p mod 16,
// and the lanes are then added in order. In bf16RowProducts row p is at
// b + p * ldb: each sum runs over p in order, as the loop gemm's does.
void bf16ColumnProducts(const float* a, int64_t m, int64_t k, const uint16_t* b, int64_t ldb, float* out,
                        int64_t ldo, int64_t j0, int64_t j1);
void bf16RowProducts(const float* a, int64_t m, int64_t k, const uint16_t* b, int64_t ldb, float* out,
                     int64_t ldo, int64_t j0, int64_t j1);

// Whether no element of p[0, n) is an infinity or a NaN.
bool allFinite(const float* p, int64_t n);
bool allFinite(const double* p, int64_t n);

}  // namespace partir
