// Float element types narrower than 16 bits (StableHLO spec "Types":
// f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E3M4, f8E4M3, f8E4M3FN, f8E4M3FNUZ,
// f8E4M3B11FNUZ, f8E5M2, f8E5M2FNUZ, f8E8M0FNU), with the encodings of
// LLVM's APFloat, which the spec cites for them:
//   - IEEE-like (f8E3M4, f8E4M3, f8E5M2): infinities and NaNs as in IEEE 754;
//   - FN (f8E4M3FN): no infinities; S.1111.111 is NaN;
//   - FNUZ (f8E4M3FNUZ, f8E4M3B11FNUZ, f8E5M2FNUZ): no infinities, no
//     negative zero; 0x80 is NaN;
//   - finite only (f4E2M1FN, f6E2M3FN, f6E3M2FN): no infinities, no NaNs;
//   - f8E8M0FNU: an unsigned exponent 2^(e - 127), no zero; 0xFF is NaN.
//
// Each element is a byte holding its bits (the low 4 or 6 bits for f4 and
// f6). Like f16 and bf16 (semantics/float16.h) an op computes in float and
// rounds its result back to nearest even: every value of these formats, and
// every sum, product and quotient of two of them, is exact in float or
// correctly rounded by the one rounding back (float has more than 2p + 2
// significand bits for each). Conversion from double rounds to nearest
// even; a magnitude past the largest finite value goes to infinity where
// the format has one, to NaN where it has NaN but no infinity, and to the
// largest finite value in the finite-only formats (APFloat's overflow).
// An infinity goes the same way; a NaN has no code in the finite-only
// formats and becomes +0 there (the spec leaves it to the implementation).
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#include "semantics/float16.h"

namespace partir {

enum class SmallFloatKind : uint8_t {
  kF4E2M1FN, kF6E2M3FN, kF6E3M2FN, kF8E3M4, kF8E4M3, kF8E4M3FN, kF8E4M3FNUZ, kF8E4M3B11FNUZ,
  kF8E5M2, kF8E5M2FNUZ, kF8E8M0FNU
};

// The bits of `x` rounded into `kind`, and the value of `bits` in `kind`.
uint8_t roundToSmallFloatBits(double x, SmallFloatKind kind);
double smallFloatBitsToDouble(uint8_t bits, SmallFloatKind kind);
// Significand bits after the point, and the exponent of the smallest
// normal value (for ULPs).
int smallFloatMantissaBits(SmallFloatKind kind);
int smallFloatMinExponent(SmallFloatKind kind);

template <SmallFloatKind K>
struct SmallFloat : ComputedInFloat<SmallFloat<K>> {
  uint8_t bits = 0;

  static SmallFloat fromBits(uint8_t b) {
    SmallFloat f;
    f.bits = b;
    return f;
  }
  static SmallFloat fromDouble(double x) { return fromBits(roundToSmallFloatBits(x, K)); }
  SmallFloat() = default;
  // Implicit from arithmetic types so generic kernels can write `T(0)` or `T(x)`.
  template <class A>
    requires std::is_arithmetic_v<A>
  SmallFloat(A x) : bits(roundToSmallFloatBits(static_cast<double>(x), K)) {}

  double toDouble() const { return smallFloatBitsToDouble(bits, K); }
  explicit operator double() const { return toDouble(); }
  explicit operator float() const { return static_cast<float>(toDouble()); }

  // Through float: negating a FNUZ zero gives +0, and f8E8M0FNU has no sign.
  friend SmallFloat operator-(SmallFloat a) { return SmallFloat(-float(a)); }
};

// Float-like traits used by generic kernels: the small floats, and every
// float stored as its bits and computed in float (f16, bf16 and these).
template <class T>
inline constexpr bool kIsSmallFloat = false;
template <SmallFloatKind K>
inline constexpr bool kIsSmallFloat<SmallFloat<K>> = true;
template <class T>
inline constexpr bool kIsNarrowFloat = kIsFloat16<T> || kIsSmallFloat<T>;

// The storage of complex<f32> and complex<f64>: std::complex<float>,
// std::complex<double>.
template <class T>
inline constexpr bool kIsComplexElement = false;
template <class F>
inline constexpr bool kIsComplexElement<std::complex<F>> = true;

}  // namespace partir
