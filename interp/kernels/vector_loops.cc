#include "interp/kernels/vector_loops.h"


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

PARTIR_VECTOR_CLONES bool allFinite(const float* p, int64_t n) { return countNonFinite(p, n) == 0; }
PARTIR_VECTOR_CLONES bool allFinite(const double* p, int64_t n) { return countNonFinite(p, n) == 0; }

}  // namespace partir
