// verify/differential/float_verdict.h: differences that vanish in the f64 re-run are
// rounding, differences that stay are not, whatever their size.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <array>
#include <cmath>
#include <limits>
#include <random>

#include "interp/rounding_perturbation.h"
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

template <class T, class V>
T pairwise(const std::vector<V>& x, size_t begin, size_t end) {
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

// The same, with the f64 reference's two perturbed re-runs (test 2).
ResultComparison compare(float got, float ref, double got64, double ref64, std::array<double, 2> perturbed64) {
  const Tensor g = scalarOf(ElementType::kF32, got), r = scalarOf(ElementType::kF32, ref);
  const Tensor g64 = scalarOf(ElementType::kF64, got64), r64 = scalarOf(ElementType::kF64, ref64);
  const Tensor p0 = scalarOf(ElementType::kF64, perturbed64[0]), p1 = scalarOf(ElementType::kF64, perturbed64[1]);
  return compareWithReference({g, r, &g64, &r64, {&p0, &p1}}, std::nullopt);
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

// A gradient that cancels in exact arithmetic (terms and their negations,
// shuffled: the inputs are earlier rounded results, full f64 mantissas),
// summed in two orders and normalized as RMSProp normalizes it: d / (|d| +
// eps). The sum is rounding noise at every precision, so the normalized
// value is +-1 in f32 and in f64 alike; only the perturbed re-runs
// (interp/rounding_perturbation.h) show that rounding decides it.
struct NormalizedCancellation {
  float got32, ref32;
  double got64, ref64;
  std::array<double, 2> perturbed64;
};

template <class T>
T normalized(T d) {
  return d / (std::fabs(d) + static_cast<T>(1e-30));
}

double sequential(const std::vector<double>& x) {
  double s = 0;
  for (double v : x) s += v;
  return s;
}

NormalizedCancellation normalizedCancellation(const std::vector<double>& terms, uint64_t seed) {
  std::vector<double> x = terms;
  for (double t : terms) x.push_back(-t);
  std::shuffle(x.begin(), x.end(), std::mt19937_64(seed));
  std::vector<float> x32(x.begin(), x.end());
  const Sums s32 = sums(x32);
  NormalizedCancellation out{normalized(s32.pairwise32), normalized(s32.sequential32),
                             normalized(pairwise<double>(x, 0, x.size())), normalized(sequential(x)), {}};
  for (int k = 0; k < 2; ++k) {
    const RoundingPerturbation perturbation{seed, k == 0 ? 1 : -1};
    Tensor inputs = Tensor::uninitialized(TensorType{{static_cast<int64_t>(x.size())}, ElementType::kF64});
    std::copy(x.begin(), x.end(), inputs.data<double>());
    perturbRounding(inputs, perturbation, 0);
    Tensor sum = scalarOf(ElementType::kF64, sequential({inputs.data<double>(), inputs.data<double>() + x.size()}));
    perturbRounding(sum, perturbation, 1);
    out.perturbed64[k] = normalized(sum.get<double>(0));
  }
  return out;
}

std::vector<double> fullMantissaTerms() {
  const size_t n = *rc::gen::inRange<size_t>(2, 100);
  std::mt19937_64 random(*rc::gen::arbitrary<uint64_t>());
  std::uniform_real_distribution<double> uniform(-1000.0, 1000.0);
  std::vector<double> x(n);
  for (double& v : x) v = uniform(random);
  return x;
}

RC_GTEST_PROP(FloatVerdict, ANormalizedCancellationIsNeverAMismatch, ()) {
  const NormalizedCancellation c = normalizedCancellation(fullMantissaTerms(), *rc::gen::arbitrary<uint64_t>());
  const ResultComparison verdict = compare(c.got32, c.ref32, c.got64, c.ref64, c.perturbed64);
  RC_CLASSIFY(verdict.decidedByRounding > 0, "decided by rounding at any precision");
  RC_ASSERT(verdict.kind != Kind::kMismatch);
}

// Without test 2 the same elements were false alarms: the f64 results
// differ as much as the f32 ones.
TEST(FloatVerdict, ANormalizedCancellationNeedsThePerturbedRuns) {
  int alarms = 0;
  for (uint64_t seed = 0; seed < 20; ++seed) {
    const NormalizedCancellation c = normalizedCancellation({1.0 / 3, 2.0 / 7, 5.0 / 11, 7.0 / 13}, seed);
    alarms += compare(c.got32, c.ref32, c.got64, c.ref64).kind == Kind::kMismatch;
  }
  EXPECT_GT(alarms, 0);
}

RC_GTEST_PROP(FloatVerdict, ASumMissingATermIsAMismatchEvenPerturbed, ()) {
  std::vector<double> x = fullMantissaTerms();
  x[0] = *rc::gen::element(1.0, -1.0, 0.5, 3.0);
  const std::vector<double> dropped(x.begin() + 1, x.end());
  const std::vector<float> x32(x.begin(), x.end()), dropped32(dropped.begin(), dropped.end());
  std::array<double, 2> perturbed64;
  for (int k = 0; k < 2; ++k) {
    Tensor inputs = Tensor::uninitialized(TensorType{{static_cast<int64_t>(x.size())}, ElementType::kF64});
    std::copy(x.begin(), x.end(), inputs.data<double>());
    perturbRounding(inputs, {7, k == 0 ? 1 : -1}, 0);
    perturbed64[k] = sequential({inputs.data<double>(), inputs.data<double>() + x.size()});
  }
  const ResultComparison c = compare(sums(dropped32).pairwise32, sums(x32).sequential32,
                                     pairwise<double>(dropped, 0, dropped.size()), sequential(x), perturbed64);
  RC_ASSERT(c.kind == Kind::kMismatch);
  RC_ASSERT(c.message.find("perturbed by 2^-40") != std::string::npos);
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

TEST(FloatVerdict, AMismatchReportShowsBothPrecisionsAndTheBounds) {
  const ResultComparison c = compare(2.5f, 3.0f, 2.5, 3.0, {3.0 + 1e-12, 3.0 - 1e-12});
  ASSERT_EQ(c.kind, Kind::kMismatch);
  EXPECT_EQ(c.message,
            "element 0: 2.5 vs reference 3, and in f64 still 2.5 vs 3: the f64 difference 0.5 is over 2^-12 of 0.5, "
            "the largest of the f32 difference, its ULP and the reference's own f32 error (rounding shrinks "
            "2^29-fold or more from f32 to f64; a wrong result does not); and over twice 1e-12, the farthest the f64 "
            "reference moves when every rounded result is perturbed by 2^-40 (rounding-sized changes do not decide "
            "this element)");
}

TEST(FloatVerdict, AnElementThePerturbedReferenceFlipsIsRounding) {
  const ResultComparison c = compare(1.0f, -1.0f, 1.0, -1.0, {-1.0, 1.0});
  EXPECT_EQ(c.kind, Kind::kRounding);
  EXPECT_EQ(c.decidedByRounding, 1);
  EXPECT_EQ(comparisonStr(c), "rounding (1 element, within 1.68e+07 ULPs of the largest; 1 decided by rounding at any precision)");
  // A perturbation that makes a NaN decides it too; one that moves less does not.
  EXPECT_EQ(compare(1.0f, -1.0f, 1.0, -1.0, {NAN, -1.0}).kind, Kind::kRounding);
  EXPECT_EQ(compare(1.0f, -1.0f, 1.0, -1.0, {-1.5, -0.5}).kind, Kind::kMismatch);
  // Flipped to a sign whose last bits differ: still decided by rounding.
  EXPECT_EQ(compare(1.0f, -1.0f, 0.9999999999999993, -0.9999999999999993, {0.9999999999999991, -1.0}).kind,
            Kind::kRounding);
}

TEST(FloatVerdict, AnArgmaxFlippedByRoundingIsRounding) {
  const Tensor got = scalarOf(ElementType::kI32, 1), ref = scalarOf(ElementType::kI32, 0);
  const Tensor same = scalarOf(ElementType::kI32, 0);
  EXPECT_EQ(compareWithReference({got, ref, &same, &same}, std::nullopt).kind, Kind::kRounding);
  // Still flipped in f64: a wrong result, unless a perturbed f64 reference flips it too.
  EXPECT_EQ(compareWithReference({got, ref, &got, &ref}, std::nullopt).kind, Kind::kMismatch);
  const Tensor two = scalarOf(ElementType::kI32, 2);
  EXPECT_EQ(compareWithReference({got, ref, &got, &ref, {&ref, &two}}, std::nullopt).kind, Kind::kRounding);
  const ResultComparison stays = compareWithReference({got, ref, &got, &ref, {&ref, &ref}}, std::nullopt);
  EXPECT_EQ(stays.kind, Kind::kMismatch);
  EXPECT_NE(stays.message.find("rounding-sized perturbations"), std::string::npos);
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
