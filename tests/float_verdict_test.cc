// verify/differential/float_verdict.h: differences that vanish in the f64 re-run are
// rounding, differences that stay are not, whatever their size.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "verify/differential/float_verdict.h"

namespace partir {
namespace {

using Kind = ResultComparison::Kind;

template <class T>
Tensor scalarOf(ElementType type, T value) {
  return Tensor::scalar(type, value);
}

// Sums of `x` in two orders, in f32 and in f64: what a reassociating
// partitioning computes and what the reference computes.
struct Sums {
  float sequential32 = 0, pairwise32 = 0;
  double sequential64 = 0, pairwise64 = 0;
};

template <class T>
T pairwise(const std::vector<float>& x, size_t begin, size_t end) {
  if (end - begin == 1) return static_cast<T>(x[begin]);
  const size_t middle = begin + (end - begin) / 2;
  return pairwise<T>(x, begin, middle) + pairwise<T>(x, middle, end);
}

Sums sums(const std::vector<float>& x) {
  Sums s;
  for (float v : x) s.sequential32 += v, s.sequential64 += v;
  s.pairwise32 = pairwise<float>(x, 0, x.size());
  s.pairwise64 = pairwise<double>(x, 0, x.size());
  return s;
}

ResultComparison compare(float got, float ref, double got64, double ref64) {
  const Tensor g = scalarOf(ElementType::kF32, got), r = scalarOf(ElementType::kF32, ref);
  const Tensor g64 = scalarOf(ElementType::kF64, got64), r64 = scalarOf(ElementType::kF64, ref64);
  return compareWithReference({g, r, &g64, &r64}, std::nullopt);
}

// n floats in [-1000, 1000) with full mantissas, from a seed: rapidcheck's
// own numbers are scaled down to exactly summable ones at small sizes.
std::vector<float> values() {
  const size_t n = *rc::gen::inRange<size_t>(2, 200);
  const uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  std::mt19937_64 random(seed);
  std::uniform_real_distribution<float> uniform(-1000.0f, 1000.0f);
  std::vector<float> x(n);
  for (float& v : x) v = uniform(random);
  return x;
}

RC_GTEST_PROP(FloatVerdict, AReassociatedSumIsNeverAMismatch, ()) {
  const Sums s = sums(values());
  const ResultComparison c = compare(s.pairwise32, s.sequential32, s.pairwise64, s.sequential64);
  RC_CLASSIFY(c.kind == Kind::kRounding, "orders differ in f32");
  RC_ASSERT(c.kind != Kind::kMismatch);
}

RC_GTEST_PROP(FloatVerdict, ASumMissingATermIsAMismatch, ()) {
  std::vector<float> x = values();
  x[0] = *rc::gen::element(1.0f, -1.0f, 0.5f, 3.0f);  // a term far above the sum's rounding
  const Sums whole = sums(x);
  const Sums dropped = sums(std::vector<float>(x.begin() + 1, x.end()));
  const ResultComparison c = compare(dropped.pairwise32, whole.sequential32, dropped.pairwise64, whole.sequential64);
  RC_ASSERT(c.kind == Kind::kMismatch);
}

// Elements of a 6-layer Transformer training step run on integer inputs,
// partitioned by an automatic schedule (temporal vs reference, f32 then
// f64): the f32 results are far from the f64 ones (-1.02 vs -57.49), so the
// program amplifies rounding there, and the f64 runs differ by 5e-7 of their
// value, not 1e-16. Against the f32 difference alone (0.047) that was
// reported as a mismatch; the reference's own distance from its f64 run
// (56) measures the amplification.
TEST(FloatVerdict, RoundingAmplifiedByAnIllConditionedElementIsRounding) {
  EXPECT_EQ(compare(-1.016686201095581f, -1.0632688999176025f, -57.487414544230916, -57.48744208309776).kind,
            Kind::kRounding);
  // Near f32's underflow: 1.5e-36 in f32, 1.1e-24 in f64.
  EXPECT_EQ(compare(1.4840503178423217e-36f, 1.508328609674277e-36f, 1.094451189645189e-24,
                    1.0944511896450696e-24).kind,
            Kind::kRounding);
  // NaN in the f32 reference, finite and close in both f64 runs.
  EXPECT_EQ(compare(-1.001340627670288f, NAN, -0.9994078143515109, -0.9994078143514933).kind, Kind::kRounding);
  // NaN in both f64 runs.
  EXPECT_EQ(compare(-1.0012543201446533f, NAN, NAN, NAN).kind, Kind::kRounding);
}

TEST(FloatVerdict, AWrongResultAtAnIllConditionedElementIsAMismatch) {
  // The same element with half of a sum lost in both precisions.
  EXPECT_EQ(compare(-1.016686201095581f, -1.0632688999176025f, -28.74, -57.48744208309776).kind, Kind::kMismatch);
  // Finite in one f64 run, NaN in the other.
  EXPECT_EQ(compare(-1.001340627670288f, NAN, -0.9994078143515109, NAN).kind, Kind::kMismatch);
}

TEST(FloatVerdict, EqualBitsAgreeBitForBit) {
  EXPECT_EQ(compare(1.5f, 1.5f, 1.5, 1.5).kind, Kind::kBitForBit);
}

TEST(FloatVerdict, AnArgmaxFlippedByRoundingIsRounding) {
  const Tensor got = scalarOf(ElementType::kI32, 1), ref = scalarOf(ElementType::kI32, 0);
  const Tensor same = scalarOf(ElementType::kI32, 0);
  EXPECT_EQ(compareWithReference({got, ref, &same, &same}, std::nullopt).kind, Kind::kRounding);
  // Still flipped in f64: a wrong result.
  EXPECT_EQ(compareWithReference({got, ref, &got, &ref}, std::nullopt).kind, Kind::kMismatch);
}

TEST(FloatVerdict, TwoNaNsAgreeWhateverTheirPayloads) {
  const float quiet = std::numeric_limits<float>::quiet_NaN();
  const float other = std::nanf("7");
  const ResultComparison c = compare(quiet, other, std::nan(""), std::nan(""));
  EXPECT_EQ(c.kind, Kind::kRounding);
  EXPECT_EQ(c.differing, 1);
}

TEST(FloatVerdict, AnF64ResultHasNoFinerRunToExplainIt) {
  const Tensor got = scalarOf(ElementType::kF64, 1.0), ref = scalarOf(ElementType::kF64, std::nextafter(1.0, 2.0));
  EXPECT_EQ(compareWithReference({got, ref, &got, &ref}, std::nullopt).kind, Kind::kMismatch);
}

TEST(FloatVerdict, WithoutAWidenedRunEveryDifferenceIsAMismatch) {
  const Tensor got = scalarOf(ElementType::kF32, 1.0f), ref = scalarOf(ElementType::kF32, std::nextafter(1.0f, 2.0f));
  const ResultComparison c = compareWithReference({got, ref, nullptr, nullptr}, std::nullopt);
  EXPECT_EQ(c.kind, Kind::kMismatch);
  EXPECT_FALSE(c.message.empty());
}

TEST(FloatVerdict, AToleranceComparesAsAllclose) {
  const Tensor got = scalarOf(ElementType::kF32, 1.0f), ref = scalarOf(ElementType::kF32, 1.001f);
  EXPECT_EQ(compareWithReference({got, ref, nullptr, nullptr}, std::make_pair(1e-2, 0.0)).kind, Kind::kTolerance);
  EXPECT_EQ(compareWithReference({got, ref, nullptr, nullptr}, std::make_pair(1e-6, 0.0)).kind, Kind::kMismatch);
}

}  // namespace
}  // namespace partir
