// chlo.zeta and chlo.polygamma, run through their decompositions
// (semantics/chlo/zeta.mlir, polygamma.mlir), against references that do
// not share their algorithm: libstdc++'s std::riemann_zeta, the recurrence
// zeta(x, q) = zeta(x, q + 1) + q^-x, series summed in long double, and the
// domain rules of the legalization.
#include <cmath>

#include <gtest/gtest.h>

#include "interp/kernels/elementwise.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;

std::vector<double> binary(Tensor (*kernel)(Tensor, const Tensor&), ElementType t, const std::vector<double>& a,
                           const std::vector<double>& b) {
  const Shape shape{static_cast<int64_t>(a.size())};
  return tensorValues(kernel(makeTensor(t, shape, a), makeTensor(t, shape, b)));
}

TEST(ChloZeta, AtQEqualOneItIsRiemannsZeta) {
  const std::vector<double> xs = {1.5, 2.0, 2.5, 3.0, 4.0, 7.5, 20.0};
  const std::vector<double> z = binary(chloZeta, ElementType::kF64, xs, std::vector<double>(xs.size(), 1.0));
  for (size_t i = 0; i < xs.size(); ++i) EXPECT_NEAR(z[i], std::riemann_zeta(xs[i]), 4e-15 * z[i]) << xs[i];
  // f32: the same function rounded, within a few f32 units.
  const std::vector<double> z32 = binary(chloZeta, ElementType::kF32, xs, std::vector<double>(xs.size(), 1.0));
  for (size_t i = 0; i < xs.size(); ++i) EXPECT_NEAR(z32[i], std::riemann_zeta(xs[i]), 4e-7 * z32[i]) << xs[i];
}

TEST(ChloZeta, KeepsTheRecurrenceInQ) {
  const std::vector<double> xs = {1.25, 2.0, 3.5, 6.0}, qs = {0.3, 1.7, 4.2, 11.0};
  std::vector<double> x, q, q1;
  for (double a : xs)
    for (double b : qs) x.push_back(a), q.push_back(b), q1.push_back(b + 1);
  const std::vector<double> at = binary(chloZeta, ElementType::kF64, x, q), next = binary(chloZeta, ElementType::kF64, x, q1);
  for (size_t i = 0; i < x.size(); ++i)
    EXPECT_NEAR(at[i], next[i] + std::pow(q[i], -x[i]), 1e-14 * at[i]) << x[i] << ", " << q[i];
}

TEST(ChloZeta, FollowsTheLegalizationsDomainRules) {
  const std::vector<double> z = binary(chloZeta, ElementType::kF64, {1.0, 0.5, 2.5, 2.0, 3.0}, {2.0, 1.0, -1.5, -2.0, -2.0});
  EXPECT_EQ(z[0], INFINITY);        // x = 1: the harmonic series
  EXPECT_TRUE(std::isnan(z[1]));    // x < 1
  EXPECT_TRUE(std::isnan(z[2]));    // q <= 0 with x not an integer
  EXPECT_EQ(z[3], INFINITY);        // a pole, x even
  EXPECT_TRUE(std::isnan(z[4]));    // a pole, x odd
}

// psi^(1)(x) = sum over k >= 0 of 1 / (x + k)^2, summed to 10^6 terms in long
// double with the integral tail 1/(x + N) + 1/(2 (x + N)^2).
long double trigamma(long double x) {
  long double sum = 0;
  const int n = 1000000;
  for (int k = n - 1; k >= 0; --k) sum += 1 / ((x + k) * (x + k));
  return sum + 1 / (x + n) + 1 / (2 * (x + n) * (x + n));
}

TEST(ChloPolygamma, IsDigammaAtZeroTheSeriesAtOneAndNaNOffTheNaturals) {
  const std::vector<double> xs = {0.5, 1.0, 2.75, 10.0};
  const std::vector<double> p1 = binary(chloPolygamma, ElementType::kF64, std::vector<double>(xs.size(), 1.0), xs);
  for (size_t i = 0; i < xs.size(); ++i)
    EXPECT_NEAR(p1[i], static_cast<double>(trigamma(xs[i])), 1e-13 * p1[i]) << xs[i];
  const std::vector<double> p0 = binary(chloPolygamma, ElementType::kF64, {0.0, 0.0}, {1.0, 3.7});
  const std::vector<double> psi = tensorValues(chloDigamma(makeTensor(ElementType::kF64, {2}, {1.0, 3.7})));
  EXPECT_EQ(p0, psi);
  // psi^(2)(1) = -2 zeta(3).
  EXPECT_NEAR(binary(chloPolygamma, ElementType::kF64, {2.0}, {1.0})[0], -2 * std::riemann_zeta(3.0), 1e-14);
  const std::vector<double> bad = binary(chloPolygamma, ElementType::kF32, {1.5, -1.0}, {2.0, 2.0});
  EXPECT_TRUE(std::isnan(bad[0]));
  EXPECT_TRUE(std::isnan(bad[1]));
  // bf16 runs the f32 function between converts: psi^(1)(1) = pi^2/6 rounded to bf16.
  EXPECT_EQ(binary(chloPolygamma, ElementType::kBF16, {1.0}, {1.0})[0], 1.6484375);
}

}  // namespace
}  // namespace partir
