// Scalar numerics shared by the elementwise kernels and the check ops: the
// exact per-element rules of the StableHLO spec where C++ arithmetic differs
// (integer wrap-around, division by zero, saturating float->int conversion,
// single rounding into f16/bf16, IEEE totalOrder, ULP distance).
//
// Everything here is header-only and inline so the kernels' typed loops can
// inline it; nothing allocates or throws.
#pragma once

#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "semantics/float16.h"
#include "semantics/small_float.h"

namespace partir {

// ---- f16 / bf16 fast paths -------------------------------------------------
//
// Bit-exact with Half::fromDouble / BFloat16::fromDouble for every float
// input (round to nearest even, overflow to inf, gradual underflow, NaN keeps
// sign and top payload bits and becomes quiet), but without going through
// double. Given 65520.0f (halfway between the largest f16 and 2^16),
// floatToHalfBits returns 0x7C00 (+inf, the even neighbour).

inline uint16_t floatToHalfBits(float x) {
  const uint32_t bits = std::bit_cast<uint32_t>(x);
  const uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  const uint32_t magnitude = bits & 0x7FFFFFFFu;
  if (magnitude >= 0x7F800000u) {  // inf or NaN
    if (magnitude == 0x7F800000u) return sign | 0x7C00u;
    return static_cast<uint16_t>(sign | 0x7E00u | ((magnitude >> 13) & 0x3FFu));
  }
  if (magnitude >= 0x477FF000u) return sign | 0x7C00u;  // >= 65520 rounds to inf
  if (magnitude < 0x38800000u) {                        // below 2^-14: an f16 subnormal (or zero)
    // Adding 0.5 rounds to a multiple of 2^-24 (the f16 subnormal step) in RNE.
    const float shifted = std::bit_cast<float>(magnitude) + 0.5f;
    return static_cast<uint16_t>(sign | (std::bit_cast<uint32_t>(shifted) - 0x3F000000u));
  }
  // Normal: rebias the exponent (127 -> 15) and round the 13 dropped bits to
  // nearest even; a carry out of the mantissa correctly bumps the exponent.
  const uint32_t rounded = magnitude + 0xFFFu + ((magnitude >> 13) & 1u);
  return static_cast<uint16_t>(sign | ((rounded - 0x38000000u) >> 13));
}

inline uint16_t floatToBFloat16Bits(float x) {
  const uint32_t bits = std::bit_cast<uint32_t>(x);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u)  // NaN: keep sign and payload, make quiet
    return static_cast<uint16_t>((bits >> 16) | 0x0040u);
  return static_cast<uint16_t>((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16);
}

inline float halfBitsToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exponent = (h >> 10) & 0x1Fu;
  const uint32_t mantissa = h & 0x3FFu;
  if (exponent == 0x1Fu) return std::bit_cast<float>(sign | 0x7F800000u | (mantissa << 13));
  if (exponent == 0) {  // zero or subnormal: mantissa * 2^-24, exact in float
    const float magnitude = static_cast<float>(mantissa) * 0x1p-24f;
    return sign ? -magnitude : magnitude;
  }
  return std::bit_cast<float>(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

inline float bfloat16BitsToFloat(uint16_t b) {
  return std::bit_cast<float>(static_cast<uint32_t>(b) << 16);
}

// ---- Element <-> float / double ---------------------------------------------

template <class T>
inline constexpr bool kIsFloatElement = std::is_floating_point_v<T> || kIsNarrowFloat<T>;

// The value of a float element, exactly, as float (f16, bf16, f32).
template <class T>
inline float toFloat(T x) {
  if constexpr (std::is_same_v<T, Half>)
    return halfBitsToFloat(x.bits);
  else if constexpr (std::is_same_v<T, BFloat16>)
    return bfloat16BitsToFloat(x.bits);
  else if constexpr (kIsSmallFloat<T>)
    return static_cast<float>(x.toDouble());  // exact: every small float is a float
  else
    return static_cast<float>(x);
}

// `x` rounded to nearest even into T (f16, bf16, f32).
template <class T>
inline T fromFloat(float x) {
  if constexpr (std::is_same_v<T, Half>)
    return Half::fromBits(floatToHalfBits(x));
  else if constexpr (std::is_same_v<T, BFloat16>)
    return BFloat16::fromBits(floatToBFloat16Bits(x));
  else if constexpr (kIsSmallFloat<T>)
    return T::fromDouble(x);
  else
    return static_cast<T>(x);
}

// The value of any float element as double (exact).
template <class T>
inline double toDouble(T x) {
  if constexpr (kIsNarrowFloat<T>)
    return static_cast<double>(toFloat(x));
  else
    return static_cast<double>(x);
}

// `x` correctly rounded (one rounding, nearest even) into the float type T.
template <class T>
inline T fromDouble(double x) {
  if constexpr (kIsNarrowFloat<T>)
    return T::fromDouble(x);
  else
    return static_cast<T>(x);
}

// The arithmetic type of an element type: f16/bf16 compute in float and round
// back after every op (StableHLO spec "Types"; semantics/float16.h).
template <class T>
using ComputeType = std::conditional_t<kIsNarrowFloat<T>, float, T>;

template <class T>
inline ComputeType<T> widen(T x) {
  if constexpr (kIsNarrowFloat<T>)
    return toFloat(x);
  else
    return x;
}

template <class T>
inline T narrow(ComputeType<T> x) {
  if constexpr (kIsNarrowFloat<T>)
    return fromFloat<T>(x);
  else
    return x;
}

// ---- Integers: two's complement ---------------------------------------------

// An unsigned type at least as wide as T in which + - * never promote to a
// signed int (uint16_t * uint16_t would), so wrap-around is well defined.
template <class T>
using WrapType = std::conditional_t<(sizeof(T) <= 4), uint32_t, uint64_t>;

template <class T>
inline T wrapAdd(T a, T b) {
  return static_cast<T>(static_cast<WrapType<T>>(a) + static_cast<WrapType<T>>(b));
}
template <class T>
inline T wrapSub(T a, T b) {
  return static_cast<T>(static_cast<WrapType<T>>(a) - static_cast<WrapType<T>>(b));
}
template <class T>
inline T wrapMul(T a, T b) {
  return static_cast<T>(static_cast<WrapType<T>>(a) * static_cast<WrapType<T>>(b));
}

// XLA's integer division (xla/service/elemental_ir_emitter.cc,
// EmitIntegerDivide; the StableHLO spec leaves it implementation-defined):
// truncates toward zero; x / 0 = -1 (all ones, so UINT_MAX when unsigned);
// INT_MIN / -1 = INT_MIN.
template <class T>
inline T intDivide(T a, T b) {
  if (b == 0) return static_cast<T>(~T{0});
  if constexpr (std::is_signed_v<T>) {
    if (a == std::numeric_limits<T>::min() && b == T(-1)) return a;
  }
  return static_cast<T>(a / b);
}

// XLA's integer remainder (EmitIntegerRemainder): sign of the dividend;
// x % 0 = x; INT_MIN % -1 = 0.
template <class T>
inline T intRemainder(T a, T b) {
  if (b == 0) return a;
  if constexpr (std::is_signed_v<T>) {
    if (a == std::numeric_limits<T>::min() && b == T(-1)) return 0;
  }
  return static_cast<T>(a % b);
}

// Shifts with the amount read as unsigned (StableHLO interpreter, APInt
// shl/lshr/ashr; XLA SaturateShiftIfNecessary): amounts >= the bit width give
// 0, or the sign fill for the arithmetic right shift. `bits`: the element
// type's width, less than T's for a sub-byte integer (its byte holds the
// value; the interpreter wraps the result to the width, interp/sub_byte.h),
// whose shifts see only its `bits` low bits.
template <class T>
inline std::make_unsigned_t<T> lowBits(T a, int bits) {
  using U = std::make_unsigned_t<T>;
  return bits >= static_cast<int>(sizeof(T) * 8) ? static_cast<U>(a)
                                                 : static_cast<U>(static_cast<U>(a) & ((U{1} << bits) - 1));
}
template <class T>
inline T intShiftLeft(T a, T amount, int bits = sizeof(T) * 8) {
  using U = std::make_unsigned_t<T>;
  if (lowBits(amount, bits) >= static_cast<U>(bits)) return 0;
  return static_cast<T>(static_cast<WrapType<T>>(static_cast<U>(a)) << lowBits(amount, bits));
}
template <class T>
inline T intShiftRightLogical(T a, T amount, int bits = sizeof(T) * 8) {
  using U = std::make_unsigned_t<T>;
  if (lowBits(amount, bits) >= static_cast<U>(bits)) return 0;
  return static_cast<T>(lowBits(a, bits) >> lowBits(amount, bits));
}
template <class T>
inline T intShiftRightArithmetic(T a, T amount, int bits = sizeof(T) * 8) {
  using U = std::make_unsigned_t<T>;
  using S = std::make_signed_t<T>;
  // The top of the `bits` bits is the sign, also for unsigned T.
  const int spare = static_cast<int>(sizeof(T) * 8) - bits;
  const S s = static_cast<S>(static_cast<S>(static_cast<U>(lowBits(a, bits) << spare)) >> spare);
  if (lowBits(amount, bits) >= static_cast<U>(bits)) return static_cast<T>(s < 0 ? S(-1) : S(0));
  return static_cast<T>(static_cast<S>(s >> lowBits(amount, bits)));
}

// Integer power by squaring, modulo 2^n (StableHLO interpreter, Element.cpp
// `power`): a negative signed exponent gives 0, except for bases 1 and -1,
// which are raised to |exponent|. Given (-1, -3) returns -1; (2, -1) returns 0.
template <class T>
inline T intPower(T base, T exponent) {
  using U = std::make_unsigned_t<T>;
  U e = static_cast<U>(exponent);
  if constexpr (std::is_signed_v<T>) {
    if (exponent < 0) {
      if (base != 1 && base != -1) return 0;
      e = static_cast<U>(U{0} - e);
    }
  }
  T result = 1;
  for (; e != 0; e >>= 1) {
    if (e & 1u) result = wrapMul(result, base);
    base = wrapMul(base, base);
  }
  return result;
}

// ---- Float conversions (StableHLO spec "convert") ----------------------------

// An integer magnitude rounded to float with round-to-odd: exact below 2^24,
// otherwise truncated with the lowest kept bit forced to 1 when anything was
// dropped. A second rounding to a format of at most 22 significand bits
// (f16, bf16) is then correctly rounded.
inline float roundToOddFloat(uint64_t magnitude) {
  if (magnitude < (uint64_t{1} << 24)) return static_cast<float>(magnitude);
  const int shift = 64 - std::countl_zero(magnitude) - 24;
  const uint64_t kept = magnitude >> shift;
  const uint64_t sticky = (magnitude & ((uint64_t{1} << shift) - 1)) != 0 ? 1 : 0;
  return std::ldexp(static_cast<float>(kept | sticky), shift);
}

// An integer (or bool) to the float type T, rounded once to nearest even.
template <class T, class I>
inline T intToFloat(I x) {
  if constexpr (!kIsNarrowFloat<T>) {
    return static_cast<T>(x);  // the compiler's int->float conversions round once (RNE)
  } else {
    bool negative = false;
    if constexpr (std::is_signed_v<I>) negative = x < 0;
    const uint64_t magnitude =
        negative ? uint64_t{0} - static_cast<uint64_t>(x) : static_cast<uint64_t>(x);
    const float f = roundToOddFloat(magnitude);
    return fromFloat<T>(negative ? -f : f);
  }
}

// A float value to the integer type I: truncate toward zero, saturate out of
// range values, NaN -> 0 (the StableHLO interpreter's APFloat::convertToInteger
// with rmTowardZero; XLA does the same). Given 300.7 and I = int8_t returns 127.
template <class I>
inline I floatToInt(double x) {
  if (std::isnan(x)) return 0;
  const double t = std::trunc(x);
  constexpr double kMin = static_cast<double>(std::numeric_limits<I>::min());
  // 2^digits: the first integer above the range (max rounds up to it for 64 bits).
  constexpr double kAboveMax = static_cast<double>(std::numeric_limits<I>::max() / 2 + 1) * 2.0;
  if (t <= kMin) return std::numeric_limits<I>::min();
  if (t >= kAboveMax) return std::numeric_limits<I>::max();
  return static_cast<I>(t);
}

// Any element to any element type per StableHLO spec "convert": bool -> 0/1;
// anything -> i1 is `x != 0`; int -> int wraps modulo 2^n (the interpreter's
// extOrTrunc); int/float -> float rounds once to nearest even; float -> int as
// floatToInt.
template <class To, class From>
inline To convertElement(From x) {
  if constexpr (std::is_same_v<To, From>) {
    return x;
  } else if constexpr (kIsComplexElement<To>) {  // the real part converts; the imaginary part is 0 or converts
    using Part = typename To::value_type;
    if constexpr (kIsComplexElement<From>)
      return To(static_cast<Part>(x.real()), static_cast<Part>(x.imag()));
    else
      return To(convertElement<Part>(x), Part(0));
  } else if constexpr (kIsComplexElement<From>) {  // the real part, as StableHLO's interpreter converts
    return convertElement<To>(x.real());
  } else if constexpr (std::is_same_v<To, bool>) {
    if constexpr (kIsFloatElement<From>)
      return toDouble(x) != 0.0;
    else
      return x != 0;
  } else if constexpr (!kIsFloatElement<From>) {  // bool or integer source
    if constexpr (kIsFloatElement<To>)
      return intToFloat<To>(x);
    else
      return static_cast<To>(x);
  } else if constexpr (!kIsFloatElement<To>) {  // float -> integer
    return floatToInt<To>(toDouble(x));
  } else if constexpr (std::is_same_v<From, double>) {
    return fromDouble<To>(x);
  } else {  // f16, bf16 or f32 source: exact in float
    return fromFloat<To>(toFloat(x));
  }
}

// ---- Orderings ----------------------------------------------------------------

// The raw bits of a float element as an unsigned integer of its width.
template <class T>
inline auto floatBits(T x) {
  if constexpr (kIsSmallFloat<T>)  // a byte whose sign is not its top bit (f4, f6): the double's
    return std::bit_cast<uint64_t>(x.toDouble());
  else if constexpr (kIsFloat16<T>)
    return x.bits;
  else if constexpr (std::is_same_v<T, float>)
    return std::bit_cast<uint32_t>(x);
  else
    return std::bit_cast<uint64_t>(x);
}

// A signed integer whose order is IEEE 754 totalOrder (StableHLO spec
// "compare", TOTALORDER; XLA's kFloatTotalOrder):
// -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN, NaNs ordered by payload.
template <class T>
inline auto totalOrderKey(T x) {
  const auto bits = floatBits(x);
  using U = decltype(bits);
  using S = std::make_signed_t<U>;
  constexpr U kMagnitude = std::numeric_limits<U>::max() >> 1;
  const S s = static_cast<S>(bits);
  // Negative numbers: flip the magnitude so larger magnitudes sort lower.
  return s < 0 ? static_cast<S>(bits ^ kMagnitude) : s;
}

// IEEE 754-2019 maximum / minimum (StableHLO spec "maximum", "minimum"): a NaN
// operand gives NaN (the first NaN operand), and -0 < +0.
template <class T>
inline T floatMaximum(T a, T b) {
  const auto x = widen(a), y = widen(b);
  if (std::isnan(x)) return a;
  if (std::isnan(y)) return b;
  if (x == y) return std::signbit(x) ? b : a;
  return x > y ? a : b;
}
template <class T>
inline T floatMinimum(T a, T b) {
  const auto x = widen(a), y = widen(b);
  if (std::isnan(x)) return a;
  if (std::isnan(y)) return b;
  if (x == y) return std::signbit(x) ? a : b;
  return x < y ? a : b;
}

// StableHLO spec "maximum"/"minimum" on complex: the lexicographic order of
// (real, imag).
template <class C>
inline bool complexLess(C a, C b) {
  return a.real() < b.real() || (a.real() == b.real() && a.imag() < b.imag());
}

// StableHLO spec "add": i1 OR, integers wrap, floats computed wide and
// rounded to the element type after the op.
template <class T>
inline T scalarAdd(T a, T b) {
  if constexpr (std::is_same_v<T, bool>)
    return a || b;
  else if constexpr (kIsComplexElement<T>)
    return a + b;
  else if constexpr (kIsFloatElement<T>)
    return narrow<T>(widen(a) + widen(b));
  else
    return wrapAdd(a, b);
}

// StableHLO spec "multiply": i1 AND, integers wrap.
template <class T>
inline T scalarMultiply(T a, T b) {
  if constexpr (std::is_same_v<T, bool>)
    return a && b;
  else if constexpr (kIsComplexElement<T>)  // in std::complex<double>, each part rounded once
    return T(std::complex<double>(a) * std::complex<double>(b));
  else if constexpr (kIsFloatElement<T>)
    return narrow<T>(widen(a) * widen(b));
  else
    return wrapMul(a, b);
}

// StableHLO spec "maximum"/"minimum": i1 OR/AND; IEEE-754 maximum/minimum
// for floats (NaN propagates, -0 < +0).
template <class T>
inline T scalarMaximum(T a, T b) {
  if constexpr (std::is_same_v<T, bool>)
    return a || b;
  else if constexpr (kIsComplexElement<T>)
    return complexLess(a, b) ? b : a;
  else if constexpr (kIsFloatElement<T>)
    return floatMaximum(a, b);
  else
    return a < b ? b : a;
}

template <class T>
inline T scalarMinimum(T a, T b) {
  if constexpr (std::is_same_v<T, bool>)
    return a && b;
  else if constexpr (kIsComplexElement<T>)
    return complexLess(b, a) ? b : a;
  else if constexpr (kIsFloatElement<T>)
    return floatMinimum(a, b);
  else
    return b < a ? b : a;
}


// ULP distance between two float elements as check.expect_close defines it
// (StableHLO stablehlo/tests/CheckOps.cpp, ULPDifference): 0 when bitwise
// equal or both NaN; for finite values the number of representable values
// between them (+0 and -0 count as one point); otherwise the maximum uint64.
// Given 1.0f and the next float up, returns 1.
template <class T>
inline uint64_t ulpDistance(T a, T b) {
  const uint64_t bitsA = floatBits(a), bitsB = floatBits(b);
  if (bitsA == bitsB) return 0;
  const double x = toDouble(a), y = toDouble(b);
  if (std::isfinite(x) && std::isfinite(y)) {
    constexpr int kWidth = sizeof(floatBits(a)) * 8;
    const uint64_t signBit = uint64_t{1} << (kWidth - 1);
    const uint64_t magA = bitsA & ~signBit, magB = bitsB & ~signBit;
    if (std::signbit(x) != std::signbit(y)) return magA + magB;
    return magA > magB ? magA - magB : magB - magA;
  }
  if (std::isnan(x) && std::isnan(y)) return 0;
  return std::numeric_limits<uint64_t>::max();
}

}  // namespace partir
