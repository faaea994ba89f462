// Elementary functions of f32 arguments for the transcendental elementwise
// kernels (elementwise_ops.cc): exp, log, logistic, tanh, rsqrt, sin, cos and
// pow, as straight-line code, with no table lookups and no branches, that the
// compiler vectorizes.
//
// Each computes in double and gives f(x) as a double within a relative error
// of 2^-39 (the polynomial's minimax error plus a few double roundings), so
// the caller's one rounding to the element type is the correctly rounded
// result except for the few inputs whose exact image lies within 2^-39 of a
// rounding boundary (then it may be the other neighbour: at most 0.50001 ulp
// off; docs/performance.md has the errors measured over all 2^32 f32 inputs).
// Special values come out as glibc's double functions give them: a NaN in,
// the same NaN out (quieted); ±inf, ±0, overflow to inf and gradual
// underflow from the caller's rounding of an exact double. Given 1.0f, exp
// returns 2.718281828459045 (to 2^-39), which rounds to 2.71828183f.
//
// The method, for each: reduce the argument by an integer multiple of a
// constant split into parts whose products with the integer are exact
// (Cody and Waite, "Software Manual for the Elementary Functions", 1980),
// then evaluate a polynomial whose coefficients come from a Remez fit of the
// relative error on the reduced interval (degree and error stated at each).
#pragma once

#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace partir::elementary {

// ---- Arrays of f32 -------------------------------------------------------------
//
// Each replaces p[i] (i < n) by f(p[i]) rounded to f32 (pow: x[i] by
// x[i]^y[i]), with f as below. They are compiled for AVX-512, AVX2 and the
// x86-64 baseline, the loader picking the widest the CPU has
// (interp/vector_clones.h); no variant fuses a multiply and an add, so all
// give the same bits as the scalar functions below.
void expInPlace(float* p, int64_t n);
void logInPlace(float* p, int64_t n);
void logisticInPlace(float* p, int64_t n);
void tanhInPlace(float* p, int64_t n);
void rsqrtInPlace(float* p, int64_t n);
void sinInPlace(float* p, int64_t n);
void cosInPlace(float* p, int64_t n);
void powInPlace(float* x, const float* y, int64_t n);

// ---- Building blocks -----------------------------------------------------------

// The NaN that x86 produces for an invalid operation and that glibc returns
// for log(-1), sin(inf), pow(-2, 0.5), ...
inline constexpr double kDefaultNaN = -std::numeric_limits<double>::quiet_NaN();

// Adding 1.5 * 2^52 to a double |t| < 2^51 rounds it to an integer (to
// nearest even), held in the low bits of the sum.
inline constexpr double kRoundShifter = 0x1.8p52;

// c ? a : b as a bitwise blend of two computed values. Written as a ternary,
// GCC sinks the computation of the unused operand into a branch, and while
// floating-point operations may trap it will not make that branch a select
// again: the loop would not vectorize.
template <class F>
inline F select(bool c, F a, F b) {
  using Bits = std::conditional_t<sizeof(F) == 8, uint64_t, uint32_t>;
  const Bits mask = Bits{0} - static_cast<Bits>(c);
  return std::bit_cast<F>((std::bit_cast<Bits>(a) & mask) | (std::bit_cast<Bits>(b) & ~mask));
}

// x limited to [lo, hi] give or take x's rounding to float, in which it is
// compared (on SSE2 the vectorizer turns float comparisons into masks for a
// double select, but not double ones); a NaN stays NaN.
inline double clamp(double x, float lo, float hi) {
  const float rounded = static_cast<float>(x);
  return select(rounded < lo, double{lo}, select(rounded > hi, double{hi}, x));
}

// x^n for n a power of two, by squaring.
template <size_t N>
inline double powerOfTwoPower(double x) {
  if constexpr (N == 1)
    return x;
  else
    return powerOfTwoPower<N / 2>(x * x);
}

// c[B] + c[B+1] x + ... + c[B+n-1] x^(n-1), n = Count, by Estrin's scheme:
// the low half plus x^h times the high half, h the largest power of two
// below n. Its dependency chain is log2(n) multiply-adds deep rather than
// Horner's n, which is what bounds the vectorized loops.
template <size_t B, size_t Count, size_t N>
inline double estrin(double x, const std::array<double, N>& c) {
  if constexpr (Count == 1) {
    return c[B];
  } else {
    constexpr size_t h = std::bit_floor(Count - 1);
    return estrin<B, h>(x, c) + powerOfTwoPower<h>(x) * estrin<B + h, Count - h>(x, c);
  }
}

// The polynomial with coefficients c (lowest degree first) at x.
template <size_t N>
inline double polynomial(double x, const std::array<double, N>& c) {
  return estrin<0, N>(x, c);
}

// t rounded to the nearest integer, ties to even (|t| < 2^51).
inline double roundToInteger(double t) { return (t + kRoundShifter) - kRoundShifter; }

// The low bit of the integer nearest t (|t| < 2^51), as the sign bit of a
// double: 0 or 1 << 63.
inline uint64_t parityAsSignBit(double t) {
  return std::bit_cast<uint64_t>(t + kRoundShifter) << 63;
}

// 2^k for a double k holding an integer in [-1022, 1023]: the low 12 bits of
// k's two's complement, biased by 1023, are the exponent field.
inline double exp2Integer(double k) {
  const uint64_t low = std::bit_cast<uint64_t>(k + kRoundShifter);
  return std::bit_cast<double>((low << 52) + (uint64_t{1023} << 52));
}

// ---- exp -----------------------------------------------------------------------

inline constexpr double kLog2e = 0x1.71547652b82fep+0;
// ln 2 = kLn2Hi + kLn2Lo; kLn2Hi has 32 significant bits, so k * kLn2Hi is
// exact for |k| < 2^21.
inline constexpr double kLn2Hi = 0x1.62e42ffp-1;
inline constexpr double kLn2Lo = -0x1.718432a1b0e26p-35;
inline constexpr double kLn2 = 0x1.62e42fefa39efp-1;

// e^r - 1 for |r| <= ln2/2: r + r^2 p(r), p of degree 6, relative error of
// 1 + (e^r - 1) below 2^-39.6 (Remez fit).
inline double expm1Reduced(double r) {
  static constexpr std::array<double, 7> kP = {
      0x1.000000005dee5p-1, 0x1.5555557dd31fcp-3, 0x1.5555541e51926p-5, 0x1.1110a25f7cbf9p-7,
      0x1.6c18d32f67759p-10, 0x1.a1855fdc686bcp-13, 0x1.9e8937226fc4ap-16};
  return r + r * r * polynomial(r, kP);
}

// Splits x = k ln2 + r with k an integer and |r| <= ln2/2 (|x| < 700).
struct ExpReduction {
  double k, r;
};
inline ExpReduction reduceExp(double x) {
  const double k = roundToInteger(x * kLog2e);
  return {k, (x - k * kLn2Hi) - k * kLn2Lo};
}

// e^x for |x| <= 700.
inline double expCore(double x) {
  const ExpReduction e = reduceExp(x);
  return exp2Integer(e.k) * (1.0 + expm1Reduced(e.r));
}

// e^x - 1 for 0 <= x <= 700: exact in r when k = 0, so tiny x keep their
// relative accuracy.
inline double expm1Core(double x) {
  const ExpReduction e = reduceExp(x);
  const double scale = exp2Integer(e.k);
  return (scale - 1.0) + scale * expm1Reduced(e.r);
}

// StableHLO "exponential": e^x. |x| > 150 gives inf or 0 after rounding to
// f32 either way, so clamping there keeps the reduction in range.
inline double exp(float x) {
  const double v = expCore(clamp(x, -150.0f, 150.0f));
  return select(std::isnan(x), double{x}, v);
}

// StableHLO "logistic": 1 / (1 + e^-x).
inline double logistic(float x) {
  const double v = 1.0 / (1.0 + expCore(clamp(-x, -150.0f, 150.0f)));
  return select(std::isnan(x), double{x}, v);
}

// StableHLO "tanh": sign(x) (e^2|x| - 1) / (e^2|x| + 1); tanh(20) is 1 in
// f32, so |x| is clamped there.
inline double tanh(float x) {
  const double twice = 2.0 * clamp(std::fabs(x), 0.0f, 20.0f);
  const double em1 = expm1Core(twice);
  const double magnitude = em1 / (em1 + 2.0);
  return select(std::isnan(x), double{x}, std::copysign(magnitude, double{x}));
}

// ---- log -----------------------------------------------------------------------

// log m for m in [sqrt(1/2), sqrt(2)]: 2 atanh(s) with s = (m - 1) / (m + 1),
// |s| <= 0.1716, as 2s + s^3 p(s^2), p of degree 5, relative error below
// 2^-49.2 (Remez fit).
inline double logReduced(double m) {
  const double f = m - 1.0;
  const double s = f / (2.0 + f);
  const double z = s * s;
  static constexpr std::array<double, 6> kP = {
      0x1.5555555555538p-1, 0x1.9999999a0fc11p-2, 0x1.249247c8dfe91p-2,
      0x1.c71e9f684ab54p-3, 0x1.73ae6d10aac3bp-3, 0x1.523d7b3cd86d8p-3};
  return 2.0 * s + s * z * polynomial(z, kP);
}

// x = 2^k m with m in [sqrt(1/2), sqrt(2)), for a positive finite float x
// (subnormals included; other inputs give some k and m).
struct LogReduction {
  double k, m;
};
inline LogReduction reduceLog(float x) {
  const bool subnormal = x < 0x1p-126f;
  const float normal = select(subnormal, x * 0x1p23f, x);
  // The bits of x, offset so that the exponent field counts from sqrt(1/2)
  // (0x3f3504f3), as fdlibm's logf does (unsigned: a NaN's bits wrap).
  const uint32_t offset = std::bit_cast<uint32_t>(normal) + (0x3f800000u - 0x3f3504f3u);
  const int32_t k = static_cast<int32_t>(offset >> 23) - 127 - (subnormal ? 23 : 0);
  const float m = std::bit_cast<float>((offset & 0x007fffffu) + 0x3f3504f3u);
  return {static_cast<double>(k), double{m}};
}

// StableHLO "log": log(±0) = -inf, log(x < 0) = NaN, log(inf) = inf.
inline double log(float x) {
  const LogReduction l = reduceLog(x);
  const double finite = l.k * kLn2 + logReduced(l.m);
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const double nonzero = select(x < 0, kDefaultNaN, select(x == kInf, kInf, finite));
  return select(std::isnan(x), double{x}, select(x == 0, -kInf, nonzero));
}

// ---- pow -----------------------------------------------------------------------

// Whether y is an integer: every float of magnitude 2^23 or more is, and
// adding 2^23 to a smaller magnitude rounds it to an integer. (Bitwise | and
// & rather than || and &&, which would branch.)
inline bool isInteger(float y) {
  const float magnitude = std::fabs(y);
  return (magnitude >= 0x1p23f) | ((magnitude + 0x1p23f) - 0x1p23f == magnitude);
}
// Whether y is an odd integer: an integer whose half is not one.
inline bool isOddInteger(float y) {
  const bool integer = isInteger(y), halfInteger = isInteger(0.5f * y);
  return integer & !halfInteger;
}

// Where powRegular applies: x finite and nonzero, y finite, and x > 0 or y
// an integer. Elsewhere (zeros, infinities, NaNs, a negative base with a
// fractional exponent) pow uses std::pow, which follows C99 Annex F.
inline bool powIsRegular(float x, float y) {
  const bool xFinite = std::isfinite(x), yFinite = std::isfinite(y), integer = isInteger(y);
  return xFinite & yFinite & (x != 0) & ((x > 0) | integer);
}

// 2^t for |t| <= 1000: 2^k e^((t - k) ln2), t - k exact.
inline double exp2Core(double t) {
  const double k = roundToInteger(t);
  return exp2Integer(k) * (1.0 + expm1Reduced((t - k) * kLn2));
}

// x^y where powIsRegular(x, y): |x|^y = 2^(y log2|x|), negative for a
// negative x and an odd y. y log2|x| is clamped to ±200, past which the
// result is inf or 0 in f32 either way.
inline double powRegular(float x, float y) {
  const LogReduction l = reduceLog(std::fabs(x));
  const double log2x = l.k + logReduced(l.m) * kLog2e;
  const double t = clamp(double{y} * log2x, -200.0f, 200.0f);
  const double magnitude = exp2Core(t);
  return select((x < 0) & isOddInteger(y), -magnitude, magnitude);
}

// StableHLO "power": x^y for any x, y.
inline double pow(float x, float y) {
  return powIsRegular(x, y) ? powRegular(x, y) : std::pow(double{x}, double{y});
}

// ---- sin, cos ------------------------------------------------------------------

// pi/2 = kHalfPiHi + kHalfPiMid + kHalfPiLo (to 2^-114); the first two have
// 29 significant bits, so q * part is exact for |q| < 2^24.
inline constexpr double kHalfPiHi = 0x1.921fb54p+0;
inline constexpr double kHalfPiMid = 0x1.10b4612p-30;
inline constexpr double kHalfPiLo = -0x1.676733ae8fe48p-60;
inline constexpr double kInvPi = 0x1.45f306dc9c883p-2;

// Where sinSmall and cosSmall apply: |x| < 2^23. There x - q pi/2 is
// accurate to about 2^-87 absolute, and no such float lies closer than
// 2^-27.8 to a nonzero multiple of pi/2 (the closest is 0x1.f9cbe2p+7,
// found by trying them all), so the reduced argument keeps a relative error
// below 2^-59. Elsewhere, infinities and NaN included, sin and cos use
// std::sin / std::cos, whose reduction is exact for any double.
inline bool isSmallForTrig(float x) { return std::fabs(x) < 0x1p23f; }

// x - q pi/2 for an integer q, |q| < 2^24: the first subtraction is exact.
inline double reduceHalfPi(double x, double q) {
  return ((x - q * kHalfPiHi) - q * kHalfPiMid) - q * kHalfPiLo;
}

// sin r for |r| <= pi/2: r + r^3 p(r^2), p of degree 6, relative error below
// 2^-48.7 (Remez fit).
inline double sinReduced(double r) {
  const double z = r * r;
  static constexpr std::array<double, 7> kP = {
      -0x1.5555555555555p-3, 0x1.1111111110f3cp-7,  -0x1.a01a019fa8241p-13, 0x1.71de39e148e3cp-19,
      -0x1.ae63f8f3568e3p-26, 0x1.6101998937d07p-33, -0x1.a27603b78337fp-41};
  return r + r * z * polynomial(z, kP);
}

// (-1)^j sin r, with the sign flipped by the parity bit of j.
inline double flipSign(double v, uint64_t signBit) {
  return std::bit_cast<double>(std::bit_cast<uint64_t>(v) ^ signBit);
}

// sin x where isSmallForTrig(x): (-1)^j sin(x - j pi), j the integer nearest
// x / pi; sin(±0) = ±0 (the reduction would give +0 for -0).
inline double sinSmall(float x) {
  const double t = double{x} * kInvPi;
  const double j = roundToInteger(t);
  const double v = flipSign(sinReduced(reduceHalfPi(x, 2.0 * j)), parityAsSignBit(t));
  return select(x == 0, double{x}, v);
}

// cos x where isSmallForTrig(x): sin(x + pi/2) = (-1)^j sin(x - (2j - 1)
// pi/2), j the integer nearest x / pi + 1/2.
inline double cosSmall(float x) {
  const double t = double{x} * kInvPi + 0.5;
  const double j = roundToInteger(t);
  return flipSign(sinReduced(reduceHalfPi(x, 2.0 * j - 1.0)), parityAsSignBit(t));
}

// StableHLO "sine" and "cosine" for any x.
inline double sin(float x) { return isSmallForTrig(x) ? sinSmall(x) : std::sin(double{x}); }
inline double cos(float x) { return isSmallForTrig(x) ? cosSmall(x) : std::cos(double{x}); }

// ---- rsqrt ---------------------------------------------------------------------

// StableHLO "rsqrt": 1 / sqrt(x) in double (two double roundings, then the
// caller's), rsqrt(-0) = -inf, negative x give NaN.
inline double rsqrt(float x) { return 1.0 / std::sqrt(double{x}); }

}  // namespace partir::elementary
