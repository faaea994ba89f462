#include "semantics/small_float.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace partir {

namespace {

enum class Specials { kIeee, kAllOnesNaN, kNegativeZeroNaN, kFiniteOnly, kExponentOnly };

struct Format {
  int exponentBits, mantissaBits, bias;
  Specials specials;
};

// StableHLO spec "Types" (APFloat's semantics of the same names).
constexpr Format format(SmallFloatKind kind) {
  switch (kind) {
    case SmallFloatKind::kF4E2M1FN: return {2, 1, 1, Specials::kFiniteOnly};
    case SmallFloatKind::kF6E2M3FN: return {2, 3, 1, Specials::kFiniteOnly};
    case SmallFloatKind::kF6E3M2FN: return {3, 2, 3, Specials::kFiniteOnly};
    case SmallFloatKind::kF8E3M4: return {3, 4, 3, Specials::kIeee};
    case SmallFloatKind::kF8E4M3: return {4, 3, 7, Specials::kIeee};
    case SmallFloatKind::kF8E4M3FN: return {4, 3, 7, Specials::kAllOnesNaN};
    case SmallFloatKind::kF8E4M3FNUZ: return {4, 3, 8, Specials::kNegativeZeroNaN};
    case SmallFloatKind::kF8E4M3B11FNUZ: return {4, 3, 11, Specials::kNegativeZeroNaN};
    case SmallFloatKind::kF8E5M2: return {5, 2, 15, Specials::kIeee};
    case SmallFloatKind::kF8E5M2FNUZ: return {5, 2, 16, Specials::kNegativeZeroNaN};
    case SmallFloatKind::kF8E8M0FNU: return {8, 0, 127, Specials::kExponentOnly};
  }
  return {};
}

int signBit(const Format& f) { return f.exponentBits + f.mantissaBits; }

// The value of a code, or NaN.
double decode(uint8_t bits, const Format& f) {
  if (f.specials == Specials::kExponentOnly)
    return bits == 0xFF ? std::numeric_limits<double>::quiet_NaN() : std::ldexp(1.0, bits - f.bias);
  const int allOnes = (1 << f.exponentBits) - 1;
  const bool negative = (bits >> signBit(f)) & 1;
  const int exponent = (bits >> f.mantissaBits) & allOnes;
  const int mantissa = bits & ((1 << f.mantissaBits) - 1);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  if (f.specials == Specials::kIeee && exponent == allOnes)
    return mantissa != 0 ? nan : negative ? -INFINITY : INFINITY;
  if (f.specials == Specials::kAllOnesNaN && exponent == allOnes && mantissa == (1 << f.mantissaBits) - 1) return nan;
  if (f.specials == Specials::kNegativeZeroNaN && negative && exponent == 0 && mantissa == 0) return nan;
  const double magnitude = exponent == 0
                               ? std::ldexp(mantissa, 1 - f.bias - f.mantissaBits)
                               : std::ldexp(mantissa + (1 << f.mantissaBits), exponent - f.bias - f.mantissaBits);
  return negative ? -magnitude : magnitude;
}

// The finite non-negative codes of a format in increasing order of value
// (every code of a format is one byte: at most 256).
struct Codes {
  std::vector<std::pair<double, uint8_t>> finite;  // (value, code), ascending
  uint8_t nan = 0;
  bool hasNaN = true, hasInfinity = false, hasSign = true;
};

Codes tabulate(SmallFloatKind kind) {
  const Format f = format(kind);
  Codes c;
  const int codes = f.specials == Specials::kExponentOnly ? 256 : 1 << signBit(f);  // the non-negative half
  for (int b = 0; b < codes; ++b) {
    const double v = decode(static_cast<uint8_t>(b), f);
    if (std::isfinite(v)) c.finite.push_back({v, static_cast<uint8_t>(b)});
  }
  std::sort(c.finite.begin(), c.finite.end());
  c.hasInfinity = f.specials == Specials::kIeee;
  c.hasNaN = f.specials != Specials::kFiniteOnly;
  c.hasSign = f.specials != Specials::kExponentOnly;
  const uint8_t exponentOnes = static_cast<uint8_t>(((1 << f.exponentBits) - 1) << f.mantissaBits);
  switch (f.specials) {
    case Specials::kIeee: c.nan = static_cast<uint8_t>(exponentOnes | (1 << (f.mantissaBits - 1))); break;
    case Specials::kAllOnesNaN: c.nan = static_cast<uint8_t>(exponentOnes | ((1 << f.mantissaBits) - 1)); break;
    case Specials::kNegativeZeroNaN: c.nan = 0x80; break;
    case Specials::kExponentOnly: c.nan = 0xFF; break;
    case Specials::kFiniteOnly: c.nan = 0; break;  // no NaN: +0 (small_float.h)
  }
  return c;
}

const Codes& codesOf(SmallFloatKind kind) {
  static const std::array<Codes, 11> all = [] {
    std::array<Codes, 11> out;
    for (size_t k = 0; k < out.size(); ++k) out[k] = tabulate(static_cast<SmallFloatKind>(k));
    return out;
  }();
  return all[static_cast<size_t>(kind)];
}

// The code of |a| (finite, a >= 0) rounded to nearest even, or -1 past the
// largest finite value (overflow). Ties go to the even code; beyond the
// largest value lies the next one the exponent range lacks, whose code
// parity follows the largest's.
int roundMagnitude(double a, const Codes& c, int mantissaBits) {
  const auto& t = c.finite;
  const auto above = std::upper_bound(t.begin(), t.end(), std::make_pair(a, uint8_t{255}));
  if (above == t.begin()) return t.front().second;  // below the smallest (f8E8M0FNU has no zero)
  const auto below = std::prev(above);
  if (below->first == a) return below->second;
  const double max = t.back().first, step = std::ldexp(1.0, std::ilogb(max) - mantissaBits);  // max's ULP
  const double upper = above == t.end() ? max + step : above->first;
  const int upperCode = above == t.end() ? -1 : above->second;
  const int upperParity = above == t.end() ? (t.back().second + 1) & 1 : above->second & 1;
  const double toLower = a - below->first, toUpper = upper - a;
  if (toLower < toUpper || (toLower == toUpper && upperParity == 1)) return below->second;
  return upperCode;
}

}  // namespace

uint8_t roundToSmallFloatBits(double x, SmallFloatKind kind) {
  const Format f = format(kind);
  const Codes& c = codesOf(kind);
  const uint8_t sign = c.hasSign && std::signbit(x) ? static_cast<uint8_t>(1 << signBit(f)) : 0;
  if (std::isnan(x)) return c.nan;
  if (!c.hasSign && x < 0) return c.nan;  // f8E8M0FNU holds no negative value
  const int code = std::isinf(x) ? -1 : roundMagnitude(std::fabs(x), c, f.mantissaBits);
  if (code < 0) {  // overflow
    if (c.hasInfinity) return static_cast<uint8_t>(sign | (((1 << f.exponentBits) - 1) << f.mantissaBits));
    if (c.hasNaN) return f.specials == Specials::kAllOnesNaN ? static_cast<uint8_t>(sign | c.nan) : c.nan;
    return static_cast<uint8_t>(sign | c.finite.back().second);
  }
  if (code == 0 && f.specials == Specials::kNegativeZeroNaN) return 0;  // no negative zero
  return static_cast<uint8_t>(sign | code);
}

double smallFloatBitsToDouble(uint8_t bits, SmallFloatKind kind) {
  const Format f = format(kind);
  const int width = f.specials == Specials::kExponentOnly ? 8 : signBit(f) + 1;
  return decode(static_cast<uint8_t>(width == 8 ? bits : bits & ((1 << width) - 1)), f);
}

int smallFloatMantissaBits(SmallFloatKind kind) { return format(kind).mantissaBits; }
int smallFloatMinExponent(SmallFloatKind kind) { return 1 - format(kind).bias; }

}  // namespace partir
