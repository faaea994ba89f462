#include "semantics/float16.h"

#include <bit>
#include <cmath>
#include <limits>

namespace partir {

namespace {

uint16_t nanBits(double x, uint16_t sign, int exponentBits, int mantissaBits) {
  // Keep the top payload bits, and make the NaN quiet (as APFloat does).
  uint64_t payload = std::bit_cast<uint64_t>(x) & ((uint64_t{1} << 52) - 1);
  uint16_t mantissa = static_cast<uint16_t>(payload >> (52 - mantissaBits));
  mantissa |= static_cast<uint16_t>(1u << (mantissaBits - 1));
  uint16_t exponentMask = static_cast<uint16_t>(((1u << exponentBits) - 1) << mantissaBits);
  return static_cast<uint16_t>(sign | exponentMask | mantissa);
}

}  // namespace

// IEEE 754 §4.3.1 roundTiesToEven, with gradual underflow and overflow to inf.
uint16_t roundToBinary16Bits(double x, int exponentBits, int mantissaBits) {
  const uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  const int bias = (1 << (exponentBits - 1)) - 1;
  const int minExponent = 1 - bias;
  const int maxExponent = bias;
  const uint16_t infBits = static_cast<uint16_t>(((1u << exponentBits) - 1) << mantissaBits);
  if (std::isnan(x)) return nanBits(x, sign, exponentBits, mantissaBits);
  double a = std::fabs(x);
  if (std::isinf(a)) return sign | infBits;
  if (a == 0) return sign;
  int e = std::max(std::ilogb(a), minExponent);
  // Scale so the significand's last kept bit is the unit; the scaling is exact.
  double q = std::nearbyint(std::ldexp(a, mantissaBits - e));
  const double hidden = std::ldexp(1.0, mantissaBits);
  if (q >= 2 * hidden) {  // rounding carried into the next binade
    q /= 2;
    e += 1;
  }
  if (e > maxExponent) return sign | infBits;
  if (q < hidden) return static_cast<uint16_t>(sign | static_cast<uint16_t>(q));  // subnormal
  uint32_t fraction = static_cast<uint32_t>(q - hidden);
  return static_cast<uint16_t>(sign | ((e + bias) << mantissaBits) | fraction);
}

double binary16BitsToDouble(uint16_t bits, int exponentBits, int mantissaBits) {
  const int bias = (1 << (exponentBits - 1)) - 1;
  const bool negative = bits & 0x8000;
  const int exponentField = (bits >> mantissaBits) & ((1 << exponentBits) - 1);
  const uint32_t fraction = bits & ((1u << mantissaBits) - 1);
  double magnitude;
  if (exponentField == (1 << exponentBits) - 1) {
    if (fraction != 0) {  // NaN: keep sign and payload
      uint64_t payload = static_cast<uint64_t>(fraction) << (52 - mantissaBits);
      return std::bit_cast<double>((uint64_t{negative} << 63) | (uint64_t{0x7FF} << 52) | payload);
    }
    magnitude = std::numeric_limits<double>::infinity();
  } else if (exponentField == 0) {
    magnitude = std::ldexp(static_cast<double>(fraction), 1 - bias - mantissaBits);
  } else {
    magnitude = std::ldexp(static_cast<double>(fraction + (1u << mantissaBits)),
                           exponentField - bias - mantissaBits);
  }
  return negative ? -magnitude : magnitude;
}

}  // namespace partir
