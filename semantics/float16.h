// 16-bit floating-point element types: IEEE binary16 (f16) and bfloat16.
//
// Both store their bit pattern; arithmetic converts to float, computes, and
// rounds the result back to nearest-even, so every op rounds to the element
// type after it runs (StableHLO spec "Types": f16/bf16 ops produce values of
// their own type). For +, -, *, / and sqrt computing in float first is exact
// enough: float has at least 2p+2 significand bits for both formats, so the
// double rounding is innocuous.
//
// Conversions from double are correctly rounded (round-to-nearest-even,
// overflow to infinity, gradual underflow to subnormals); NaNs stay NaN, quiet,
// with their sign and the top payload bits.
#pragma once

#include <cstdint>
#include <type_traits>

namespace partir {

// Round `x` to a binary format with `exponentBits` and `mantissaBits` and
// return its bits (sign in bit exponentBits + mantissaBits).
uint16_t roundToBinary16Bits(double x, int exponentBits, int mantissaBits);
double binary16BitsToDouble(uint16_t bits, int exponentBits, int mantissaBits);

// The arithmetic and comparisons of a float type F stored as its bits and
// computed in float: each result rounds back to F (F's constructor from
// float). Mixed into F (CRTP); an empty base, so F stays its bits' size.
template <class F>
struct ComputedInFloat {
  friend F operator+(F a, F b) { return F(float(a) + float(b)); }
  friend F operator-(F a, F b) { return F(float(a) - float(b)); }
  friend F operator*(F a, F b) { return F(float(a) * float(b)); }
  friend F operator/(F a, F b) { return F(float(a) / float(b)); }
  F& operator+=(F o) { return self() = self() + o; }
  F& operator-=(F o) { return self() = self() - o; }
  F& operator*=(F o) { return self() = self() * o; }
  F& operator/=(F o) { return self() = self() / o; }
  friend bool operator==(F a, F b) { return float(a) == float(b); }
  friend bool operator!=(F a, F b) { return float(a) != float(b); }
  friend bool operator<(F a, F b) { return float(a) < float(b); }
  friend bool operator<=(F a, F b) { return float(a) <= float(b); }
  friend bool operator>(F a, F b) { return float(a) > float(b); }
  friend bool operator>=(F a, F b) { return float(a) >= float(b); }

 private:
  F& self() { return static_cast<F&>(*this); }
};

template <int kExponentBits, int kMantissaBits>
struct Float16Format : ComputedInFloat<Float16Format<kExponentBits, kMantissaBits>> {
  uint16_t bits = 0;

  static Float16Format fromBits(uint16_t b) {
    Float16Format f;
    f.bits = b;
    return f;
  }
  static Float16Format fromDouble(double x) {
    return fromBits(roundToBinary16Bits(x, kExponentBits, kMantissaBits));
  }
  Float16Format() = default;
  // Implicit from arithmetic types so generic kernels can write `T(0)` or `T(x)`.
  template <class A>
    requires std::is_arithmetic_v<A>
  Float16Format(A x)
      : bits(roundToBinary16Bits(static_cast<double>(x), kExponentBits, kMantissaBits)) {}

  double toDouble() const { return binary16BitsToDouble(bits, kExponentBits, kMantissaBits); }
  explicit operator double() const { return toDouble(); }
  explicit operator float() const { return static_cast<float>(toDouble()); }

  friend Float16Format operator-(Float16Format a) { return fromBits(static_cast<uint16_t>(a.bits ^ 0x8000u)); }
};

using Half = Float16Format<5, 10>;     // f16: IEEE 754 binary16
using BFloat16 = Float16Format<8, 7>;  // bf16: the top half of a binary32
static_assert(sizeof(Half) == 2 && sizeof(BFloat16) == 2);

// Float-like traits used by generic kernels.
template <class T>
inline constexpr bool kIsFloat16 = false;
template <>
inline constexpr bool kIsFloat16<Half> = true;
template <>
inline constexpr bool kIsFloat16<BFloat16> = true;

}  // namespace partir
