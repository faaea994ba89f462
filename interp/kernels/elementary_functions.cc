// The f32 array functions of elementary_functions.h, one clone per x86-64
// level (interp/vector_clones.h). CMakeLists.txt compiles this file with
// -ftree-vectorize (GCC vectorizes these loops only from -O3 on otherwise),
// -ffp-contract=off (no clone may fuse a multiply and an add, which would
// change bits between CPUs) and -fno-math-errno (sqrt becomes an instruction
// the vectorizer can use; errno is never read).
#include "interp/kernels/elementary_functions.h"

#include <algorithm>

#include "interp/vector_clones.h"

namespace partir::elementary {
namespace {

// p[i] = f(p[i]) rounded to f32, for an f defined on every float.
template <class F>
inline void mapInPlace(float* p, int64_t n, F f) {
  for (int64_t i = 0; i < n; ++i) p[i] = static_cast<float>(f(p[i]));
}

// Runs regular(i) for i < n where isRegular(i), general(i) elsewhere, in
// blocks: a block whose indices are all regular (nearly always; counted by a
// vectorized loop) runs `regular` alone, in a loop with no branch.
template <class IsRegular, class Regular, class General>
inline void forBlocks(int64_t n, IsRegular isRegular, Regular regular, General general) {
  constexpr int64_t kBlock = 1024;
  for (int64_t b0 = 0; b0 < n; b0 += kBlock) {
    const int64_t b1 = std::min(n, b0 + kBlock);
    int32_t irregular = 0;
    for (int64_t i = b0; i < b1; ++i) irregular += isRegular(i) ? 0 : 1;
    if (irregular == 0) {
      for (int64_t i = b0; i < b1; ++i) regular(i);
    } else {
      for (int64_t i = b0; i < b1; ++i) isRegular(i) ? regular(i) : general(i);
    }
  }
}

// p[i] = f(p[i]) rounded to f32, with fSmall(x) = f(x) where
// isSmallForTrig(x).
template <class Small, class General>
inline void mapTrigInPlace(float* p, int64_t n, Small fSmall, General f) {
  forBlocks(
      n, [&](int64_t i) { return isSmallForTrig(p[i]); },
      [&](int64_t i) { p[i] = static_cast<float>(fSmall(p[i])); },
      [&](int64_t i) { p[i] = static_cast<float>(f(p[i])); });
}

}  // namespace

PARTIR_VECTOR_CLONES void expInPlace(float* p, int64_t n) {
  mapInPlace(p, n, [](float x) { return exp(x); });
}
PARTIR_VECTOR_CLONES void logInPlace(float* p, int64_t n) {
  mapInPlace(p, n, [](float x) { return log(x); });
}
PARTIR_VECTOR_CLONES void logisticInPlace(float* p, int64_t n) {
  mapInPlace(p, n, [](float x) { return logistic(x); });
}
PARTIR_VECTOR_CLONES void tanhInPlace(float* p, int64_t n) {
  mapInPlace(p, n, [](float x) { return tanh(x); });
}
PARTIR_VECTOR_CLONES void rsqrtInPlace(float* p, int64_t n) {
  mapInPlace(p, n, [](float x) { return rsqrt(x); });
}
PARTIR_VECTOR_CLONES void sinInPlace(float* p, int64_t n) {
  mapTrigInPlace(p, n, [](float x) { return sinSmall(x); }, [](float x) { return sin(x); });
}
PARTIR_VECTOR_CLONES void cosInPlace(float* p, int64_t n) {
  mapTrigInPlace(p, n, [](float x) { return cosSmall(x); }, [](float x) { return cos(x); });
}
PARTIR_VECTOR_CLONES void powInPlace(float* x, const float* y, int64_t n) {
  forBlocks(
      n, [&](int64_t i) { return powIsRegular(x[i], y[i]); },
      [&](int64_t i) { x[i] = static_cast<float>(powRegular(x[i], y[i])); },
      [&](int64_t i) { x[i] = static_cast<float>(pow(x[i], y[i])); });
}

}  // namespace partir::elementary
