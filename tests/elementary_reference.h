// The f32 transcendentals of interp/kernels/elementary_functions.h with
// their references (glibc's long double and double functions) and the error
// of a result in ulps, shared by the accuracy tests and the measurement
// program (benchmarks/transcendental_accuracy.cc).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "interp/kernels/elementary_functions.h"

namespace partir {

// |y - exact| in ulps of f32 at `exact` (0.5 = correctly rounded; given
// y = 1.0f and exact = 1 + 2^-24, returns 0.5). An exact NaN must be matched
// by a NaN (else +inf). Past the largest float, f32 rounds to inf (IEEE 754
// 4.3.1): a y of ±inf costs 0 for an exact value that rounds to it and counts
// as ±2^128 otherwise.
inline long double ulpError(float y, long double exact) {
  constexpr long double kInf = std::numeric_limits<long double>::infinity();
  if (std::isnan(exact) || std::isnan(y)) return std::isnan(exact) && std::isnan(y) ? 0 : kInf;
  if (std::isinf(y) && static_cast<float>(exact) == y) return 0;
  if (std::isinf(exact)) return kInf;
  const long double value = std::isinf(y) ? std::copysign(0x1p128L, y) : y;
  const int exponent = std::max(std::min(std::ilogb(exact), 127), -126);
  return std::fabs(value - exact) / std::ldexp(1.0L, exponent - 23);
}

// One function of one or two f32 arguments (the second unused for one).
struct ElementaryFunction {
  std::string name;
  // The kernel's path (vectorized): x[i] = f(x[i], y[i]) rounded to f32.
  std::function<void(float* x, const float* y, int64_t n)> inPlace;
  // elementary_functions.h's scalar function (the path of f16 and bf16).
  std::function<double(float, float)> scalar;
  // glibc's long double function: the exact value, to 2^-63.
  std::function<long double(long double, long double)> exact;
  // glibc's double function: the interpreter's f32 path before these
  // functions, and its f64 path still.
  std::function<double(double, double)> glibcDouble;
};

inline std::vector<ElementaryFunction> elementaryFunctions() {
  using LD = long double;
  return {
      {"exp", [](float* x, const float*, int64_t n) { elementary::expInPlace(x, n); },
       [](float x, float) { return elementary::exp(x); }, [](LD x, LD) { return expl(x); },
       [](double x, double) { return std::exp(x); }},
      {"log", [](float* x, const float*, int64_t n) { elementary::logInPlace(x, n); },
       [](float x, float) { return elementary::log(x); }, [](LD x, LD) { return logl(x); },
       [](double x, double) { return std::log(x); }},
      {"logistic", [](float* x, const float*, int64_t n) { elementary::logisticInPlace(x, n); },
       [](float x, float) { return elementary::logistic(x); },
       [](LD x, LD) { return 1 / (1 + expl(-x)); },
       [](double x, double) { return std::isnan(x) ? x : 1 / (1 + std::exp(-x)); }},
      {"tanh", [](float* x, const float*, int64_t n) { elementary::tanhInPlace(x, n); },
       [](float x, float) { return elementary::tanh(x); }, [](LD x, LD) { return tanhl(x); },
       [](double x, double) { return std::tanh(x); }},
      {"rsqrt", [](float* x, const float*, int64_t n) { elementary::rsqrtInPlace(x, n); },
       [](float x, float) { return elementary::rsqrt(x); }, [](LD x, LD) { return 1 / sqrtl(x); },
       [](double x, double) { return 1 / std::sqrt(x); }},
      {"sin", [](float* x, const float*, int64_t n) { elementary::sinInPlace(x, n); },
       [](float x, float) { return elementary::sin(x); }, [](LD x, LD) { return sinl(x); },
       [](double x, double) { return std::sin(x); }},
      {"cos", [](float* x, const float*, int64_t n) { elementary::cosInPlace(x, n); },
       [](float x, float) { return elementary::cos(x); }, [](LD x, LD) { return cosl(x); },
       [](double x, double) { return std::cos(x); }},
      {"pow", [](float* x, const float* y, int64_t n) { elementary::powInPlace(x, y, n); },
       [](float x, float y) { return elementary::pow(x, y); },
       [](LD x, LD y) { return powl(x, y); },
       [](double x, double y) { return std::pow(x, y); }},
  };
}

}  // namespace partir
