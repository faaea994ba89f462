#include "interp/kernels/vector_loops.h"

#include <algorithm>
#include <bit>

#include "interp/vector_clones.h"

namespace partir {

namespace {

template <class T>
void multiplyAddLoop(T* __restrict acc, const T* __restrict x, const T* __restrict w, int64_t n) {
  for (int64_t i = 0; i < n; ++i) acc[i] = acc[i] + x[i] * w[i];
}

template <class T>
void multiplyAddScaledLoop(T* __restrict acc, T x, const T* __restrict w, int64_t n) {
  for (int64_t i = 0; i < n; ++i) acc[i] = acc[i] + x * w[i];
}

template <class T>
void multiplyAddGatheredLoop(T* __restrict acc, const T* __restrict x, const int64_t* __restrict offsets, T w,
                             int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    const int64_t at = offsets[i] < 0 ? 0 : offsets[i];
    acc[i] = acc[i] + (offsets[i] < 0 ? T(0) : x[at]) * w;
  }
}

// bf16 is the top half of a binary32 (semantics/float16.h): widening is exact.
inline float widenBf16(uint16_t bits) { return std::bit_cast<float>(static_cast<uint32_t>(bits) << 16); }

constexpr int kLanes = 16;  // one AVX-512 register of floats, two AVX2 ones
constexpr int kMaxRows = 8;  // rows held in registers at once

template <int M>
void bf16ColumnProductsLoop(const float* __restrict a, int64_t k, const uint16_t* __restrict b, int64_t ldb,
                            float* __restrict out, int64_t ldo, int64_t j0, int64_t j1) {
  const int64_t whole = k / kLanes * kLanes;
  for (int64_t j = j0; j < j1; ++j) {
    const uint16_t* column = b + j * ldb;
    float acc[M][kLanes] = {};
    for (int64_t p = 0; p < whole; p += kLanes) {
      float w[kLanes];
      for (int l = 0; l < kLanes; ++l) w[l] = widenBf16(column[p + l]);
#pragma GCC unroll 8
      for (int i = 0; i < M; ++i)
        for (int l = 0; l < kLanes; ++l) acc[i][l] = acc[i][l] + a[i * k + p + l] * w[l];
    }
    for (int64_t p = whole; p < k; ++p)
      for (int i = 0; i < M; ++i) acc[i][p - whole] = acc[i][p - whole] + a[i * k + p] * widenBf16(column[p]);
    for (int i = 0; i < M; ++i) {
      float sum = 0;
      for (int l = 0; l < kLanes; ++l) sum = sum + acc[i][l];
      out[i * ldo + j] = sum;
    }
  }
}

template <int M>
void bf16RowProductsLoop(const float* __restrict a, int64_t k, const uint16_t* __restrict b, int64_t ldb,
                         float* __restrict out, int64_t ldo, int64_t j0, int64_t j1) {
  int64_t j = j0;
  for (; j + kLanes <= j1; j += kLanes) {
    float acc[M][kLanes] = {};
    for (int64_t p = 0; p < k; ++p) {
      float w[kLanes];
      for (int l = 0; l < kLanes; ++l) w[l] = widenBf16(b[p * ldb + j + l]);
#pragma GCC unroll 8
      for (int i = 0; i < M; ++i)
        for (int l = 0; l < kLanes; ++l) acc[i][l] = acc[i][l] + a[i * k + p] * w[l];
    }
    for (int i = 0; i < M; ++i)
      for (int l = 0; l < kLanes; ++l) out[i * ldo + j + l] = acc[i][l];
  }
  for (; j < j1; ++j)
    for (int i = 0; i < M; ++i) {
      float sum = 0;
      for (int64_t p = 0; p < k; ++p) sum = sum + a[i * k + p] * widenBf16(b[p * ldb + j]);
      out[i * ldo + j] = sum;
    }
}

// Runs `Loop<M>` on each group of at most kMaxRows rows (M known at compile
// time, so a group's sums stay in registers).
template <template <int> class Loop>
void forRowGroups(const float* a, int64_t m, int64_t k, const uint16_t* b, int64_t ldb, float* out, int64_t ldo,
                  int64_t j0, int64_t j1) {
  for (int64_t i0 = 0; i0 < m; i0 += kMaxRows) {
    const float* rows = a + i0 * k;
    float* o = out + i0 * ldo;
    switch (std::min<int64_t>(kMaxRows, m - i0)) {
      case 1: Loop<1>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      case 2: Loop<2>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      case 3: Loop<3>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      case 4: Loop<4>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      case 5: Loop<5>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      case 6: Loop<6>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      case 7: Loop<7>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
      default: Loop<8>::run(rows, k, b, ldb, o, ldo, j0, j1); break;
    }
  }
}

template <int M>
struct ColumnLoop {
  static void run(const float* a, int64_t k, const uint16_t* b, int64_t ldb, float* out, int64_t ldo, int64_t j0,
                  int64_t j1) {
    bf16ColumnProductsLoop<M>(a, k, b, ldb, out, ldo, j0, j1);
  }
};

template <int M>
struct RowLoop {
  static void run(const float* a, int64_t k, const uint16_t* b, int64_t ldb, float* out, int64_t ldo, int64_t j0,
                  int64_t j1) {
    bf16RowProductsLoop<M>(a, k, b, ldb, out, ldo, j0, j1);
  }
};

// Counts instead of returning early: a loop without an exit vectorizes
// (a scan at memory speed, run once per convolution operand).
template <class T>
int64_t countNonFinite(const T* p, int64_t n) {
  int64_t count = 0;
  for (int64_t i = 0; i < n; ++i) count += !(p[i] - p[i] == 0);  // inf - inf and NaN are NaN
  return count;
}

}  // namespace

PARTIR_VECTOR_CLONES void multiplyAddRows(float* acc, const float* x, const float* w, int64_t n) {
  multiplyAddLoop(acc, x, w, n);
}
PARTIR_VECTOR_CLONES void multiplyAddRows(double* acc, const double* x, const double* w,
                                          int64_t n) {
  multiplyAddLoop(acc, x, w, n);
}

PARTIR_VECTOR_CLONES void multiplyAddScaled(float* acc, float x, const float* w, int64_t n) {
  multiplyAddScaledLoop(acc, x, w, n);
}
PARTIR_VECTOR_CLONES void multiplyAddScaled(double* acc, double x, const double* w, int64_t n) {
  multiplyAddScaledLoop(acc, x, w, n);
}

PARTIR_VECTOR_CLONES void multiplyAddGathered(float* acc, const float* x, const int64_t* offsets, float w,
                                              int64_t n) {
  multiplyAddGatheredLoop(acc, x, offsets, w, n);
}
PARTIR_VECTOR_CLONES void multiplyAddGathered(double* acc, const double* x, const int64_t* offsets, double w,
                                              int64_t n) {
  multiplyAddGatheredLoop(acc, x, offsets, w, n);
}

PARTIR_VECTOR_CLONES void bf16ColumnProducts(const float* a, int64_t m, int64_t k, const uint16_t* b, int64_t ldb,
                                             float* out, int64_t ldo, int64_t j0, int64_t j1) {
  forRowGroups<ColumnLoop>(a, m, k, b, ldb, out, ldo, j0, j1);
}

PARTIR_VECTOR_CLONES void bf16RowProducts(const float* a, int64_t m, int64_t k, const uint16_t* b, int64_t ldb,
                                          float* out, int64_t ldo, int64_t j0, int64_t j1) {
  forRowGroups<RowLoop>(a, m, k, b, ldb, out, ldo, j0, j1);
}

PARTIR_VECTOR_CLONES bool allFinite(const float* p, int64_t n) { return countNonFinite(p, n) == 0; }
PARTIR_VECTOR_CLONES bool allFinite(const double* p, int64_t n) { return countNonFinite(p, n) == 0; }

}  // namespace partir
