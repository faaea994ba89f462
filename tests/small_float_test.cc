// semantics/small_float.h: every code of every format decodes to a value
// that rounds back to it; the formats' extremes are the spec's; rounding to
// nearest even agrees with a brute-force search over every finite code; and
// overflow goes to infinity, NaN or the largest value as each format says.
#include "semantics/small_float.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace partir {
namespace {

using K = SmallFloatKind;

struct FormatFacts {
  K kind;
  const char* name;
  int bits;         // of a code
  double max;       // largest finite value
  double smallest;  // smallest positive value
};

const std::vector<FormatFacts> kFormats = {
    {K::kF4E2M1FN, "f4E2M1FN", 4, 6.0, 0.5},
    {K::kF6E2M3FN, "f6E2M3FN", 6, 7.5, 0.125},
    {K::kF6E3M2FN, "f6E3M2FN", 6, 28.0, 0.0625},
    {K::kF8E3M4, "f8E3M4", 8, 15.5, 0x1p-6},
    {K::kF8E4M3, "f8E4M3", 8, 240.0, 0x1p-9},
    {K::kF8E4M3FN, "f8E4M3FN", 8, 448.0, 0x1p-9},
    {K::kF8E4M3FNUZ, "f8E4M3FNUZ", 8, 240.0, 0x1p-10},
    {K::kF8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8, 30.0, 0x1p-13},
    {K::kF8E5M2, "f8E5M2", 8, 57344.0, 0x1p-16},
    {K::kF8E5M2FNUZ, "f8E5M2FNUZ", 8, 57344.0, 0x1p-17},
    {K::kF8E8M0FNU, "f8E8M0FNU", 8, 0x1p127, 0x1p-127},
};

TEST(SmallFloat, EveryCodeRoundsBackToItself) {
  for (const FormatFacts& f : kFormats) {
    double max = 0, smallest = INFINITY;
    for (int code = 0; code < (1 << f.bits); ++code) {
      const double v = smallFloatBitsToDouble(static_cast<uint8_t>(code), f.kind);
      if (std::isnan(v)) continue;
      EXPECT_EQ(roundToSmallFloatBits(v, f.kind), code) << f.name << " code " << code << " = " << v;
      if (std::isfinite(v)) max = std::max(max, v);
      if (v > 0) smallest = std::min(smallest, v);
    }
    EXPECT_EQ(max, f.max) << f.name;
    EXPECT_EQ(smallest, f.smallest) << f.name;
  }
}

// The nearest finite code to x, ties to the even code, by trying them all
// (none past the largest value: callers keep |x| within it).
int nearestByBruteForce(double x, const FormatFacts& f) {
  int best = -1;
  double bestDistance = INFINITY;
  for (int code = 0; code < (1 << f.bits); ++code) {
    const double v = smallFloatBitsToDouble(static_cast<uint8_t>(code), f.kind);
    if (!std::isfinite(v)) continue;
    const double d = std::fabs(v - x);
    const bool sameValue = best >= 0 && v == smallFloatBitsToDouble(static_cast<uint8_t>(best), f.kind);
    if (d < bestDistance || (d == bestDistance && !sameValue && (code & 1) == 0)) {
      best = code;
      bestDistance = d;
    }
  }
  return best;
}

RC_GTEST_PROP(SmallFloat, RoundingIsToTheNearestEvenCode, ()) {
  const FormatFacts& f = *rc::gen::elementOf(kFormats);
  // Values around the format's own: a random code's value, moved by up to a step either way.
  const int code = *rc::gen::inRange(0, 1 << f.bits);
  const double v = smallFloatBitsToDouble(static_cast<uint8_t>(code), f.kind);
  RC_PRE(std::isfinite(v));
  // Or the midpoint to the next value up: a tie, which goes to the even code.
  double next = INFINITY;
  for (int c = 0; c < (1 << f.bits); ++c)
    if (const double w = smallFloatBitsToDouble(static_cast<uint8_t>(c), f.kind); w > v && w < next) next = w;
  const bool tie = *rc::gen::arbitrary<bool>() && std::isfinite(next);
  const double x = tie ? v + (next - v) / 2 : v * (1 + *rc::gen::inRange(-200, 201) / 1600.0);
  RC_TAG(tie ? "tie" : "near a value");
  RC_PRE(std::fabs(x) <= f.max && (f.kind != K::kF8E8M0FNU || x >= f.smallest));
  const uint8_t got = roundToSmallFloatBits(x, f.kind);
  const int want = nearestByBruteForce(x, f);
  RC_ASSERT(smallFloatBitsToDouble(got, f.kind) == smallFloatBitsToDouble(static_cast<uint8_t>(want), f.kind));
}

double rounded(double x, K kind) { return smallFloatBitsToDouble(roundToSmallFloatBits(x, kind), kind); }

TEST(SmallFloat, OverflowGoesToInfinityNaNOrTheLargestValue) {
  EXPECT_EQ(rounded(61439, K::kF8E5M2), 57344);  // below the midpoint to 2^16
  EXPECT_EQ(rounded(61440, K::kF8E5M2), INFINITY);  // the midpoint: to even, past the range
  EXPECT_EQ(rounded(-1e9, K::kF8E5M2), -INFINITY);
  EXPECT_EQ(rounded(464, K::kF8E4M3FN), 448);  // a tie with 480 (the NaN code): to even 448
  EXPECT_TRUE(std::isnan(rounded(465, K::kF8E4M3FN)));
  EXPECT_TRUE(std::isnan(rounded(INFINITY, K::kF8E4M3FNUZ)));
  EXPECT_EQ(rounded(100, K::kF4E2M1FN), 6);  // finite only: saturates
  EXPECT_EQ(rounded(-INFINITY, K::kF6E3M2FN), -28);
  EXPECT_EQ(rounded(NAN, K::kF4E2M1FN), 0);  // no NaN code
  EXPECT_EQ(rounded(0x1.8p127, K::kF8E8M0FNU), 0x1p127);  // a tie with 2^128: to the even code
  EXPECT_TRUE(std::isnan(rounded(0x1p128, K::kF8E8M0FNU)));
}

TEST(SmallFloat, ZerosSignsAndSpecialCodes) {
  EXPECT_TRUE(std::signbit(rounded(-0.0, K::kF8E4M3FN)));
  EXPECT_FALSE(std::signbit(rounded(-0.0, K::kF8E4M3FNUZ)));  // no negative zero
  EXPECT_EQ(roundToSmallFloatBits(-0.0, K::kF8E4M3FNUZ), 0);
  EXPECT_TRUE(std::isnan(smallFloatBitsToDouble(0x80, K::kF8E5M2FNUZ)));
  EXPECT_TRUE(std::isnan(smallFloatBitsToDouble(0x7F, K::kF8E4M3FN)));
  EXPECT_EQ(smallFloatBitsToDouble(0x7C, K::kF8E5M2), INFINITY);
  EXPECT_EQ(smallFloatBitsToDouble(0x0F, K::kF4E2M1FN), -6);  // the sign is bit 3
  EXPECT_EQ(smallFloatBitsToDouble(0x00, K::kF8E8M0FNU), 0x1p-127);
  EXPECT_EQ(rounded(0.0, K::kF8E8M0FNU), 0x1p-127);  // no zero: the smallest value
  EXPECT_TRUE(std::isnan(rounded(-1.0, K::kF8E8M0FNU)));  // no sign
  // The corpus's constants (stablehlo/interpret/constant.mlir).
  EXPECT_EQ(rounded(3.1415, K::kF4E2M1FN), 3.0);
  EXPECT_EQ(rounded(0.1, K::kF6E2M3FN), 0.125);
  EXPECT_EQ(rounded(3.1415, K::kF6E3M2FN), 3.0);
  EXPECT_EQ(rounded(0.1, K::kF8E3M4), 0.09375);
  EXPECT_EQ(rounded(3.1415, K::kF8E8M0FNU), 4.0);
}

}  // namespace
}  // namespace partir
