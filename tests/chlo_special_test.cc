// The CHLO special functions computed in double (interp/kernels/
// elementwise_ops.cc): each against identities it must satisfy and known
// values, not against its own formula.
#include <cmath>

#include <gtest/gtest.h>

#include "interp/kernels/elementwise.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;

constexpr double kEulerGamma = 0.57721566490153286061;

std::vector<double> f64Of(Tensor (*kernel)(Tensor), const std::vector<double>& x) {
  return tensorValues(kernel(makeTensor(ElementType::kF64, {static_cast<int64_t>(x.size())}, x)));
}

TEST(ChloSpecial, ErfInvInvertsErfAcrossTheRangeAndAtTheEnds) {
  std::vector<double> xs, ys;
  for (double x = -5.5; x <= 5.5; x += 0.25) {
    xs.push_back(x);
    ys.push_back(std::erf(x));
  }
  const std::vector<double> back = f64Of(chloErfInv, ys);
  for (size_t i = 0; i < xs.size(); ++i) {
    if (std::fabs(ys[i]) == 1) continue;  // erf rounds to ±1 past |x| ≈ 5.9
    EXPECT_NEAR(std::erf(back[i]), ys[i], 4e-16) << xs[i];
    // Past |x| = 2, y = erf(x) rounded to double no longer fixes x to 1e-14.
    if (std::fabs(xs[i]) < 2) {
      EXPECT_NEAR(back[i], xs[i], 1e-14 * std::max(1.0, std::fabs(xs[i]))) << xs[i];
    }
  }
  const std::vector<double> edges = f64Of(chloErfInv, {1.0, -1.0, 1.5, 0.0});
  EXPECT_EQ(edges[0], INFINITY);
  EXPECT_EQ(edges[1], -INFINITY);
  EXPECT_TRUE(std::isnan(edges[2]));
  EXPECT_EQ(edges[3], 0.0);
}

TEST(ChloSpecial, DigammaKnownValuesRecurrenceAndPoles) {
  const std::vector<double> v = f64Of(chloDigamma, {1.0, 0.5, 3.7, 4.7, -2.5, 0.0, -3.0});
  // The legalization's Lanczos derivative (materializeDigamma) is good to ~2e-15 absolute here.
  EXPECT_NEAR(v[0], -kEulerGamma, 4e-15);
  EXPECT_NEAR(v[1], -kEulerGamma - 2 * std::log(2.0), 4e-15);
  EXPECT_NEAR(v[3] - v[2], 1 / 3.7, 1e-15);  // ψ(x + 1) = ψ(x) + 1/x
  EXPECT_NEAR(v[4], 1.1031566406452432, 1e-13);  // ψ(-2.5), by reflection
  EXPECT_EQ(v[5], -INFINITY);  // materializeDigamma: -inf at zero, NaN at negative integers
  EXPECT_TRUE(std::isnan(v[6]));
}

// i1e(x) = e^-|x| Σ (x/2)^(2k+1) / (k! (k+1)!), odd; and its large-x limit
// 1/sqrt(2πx).
TEST(ChloSpecial, BesselI1eMatchesItsSeriesAndItsLimit) {
  const std::vector<double> xs = {0.0, 0.5, 2.0, -3.0, 10.0, 800.0};
  const std::vector<double> v = f64Of(chloBesselI1e, xs);
  for (size_t i = 0; i + 1 < xs.size(); ++i) {
    const double ax = std::fabs(xs[i]);
    double sum = 0, term = ax / 2;
    for (int k = 0; k < 60; ++k) {
      sum += term;
      term *= (ax / 2) * (ax / 2) / ((k + 1.0) * (k + 2.0));
    }
    EXPECT_NEAR(v[i], std::copysign(sum * std::exp(-ax), xs[i]), 1e-15) << xs[i];
  }
  EXPECT_NEAR(v.back() * std::sqrt(2 * M_PI * 800.0), 1 - 3 / 6400.0, 1e-6);
}

TEST(ChloSpecial, NextAfterStepsOneValueTowardTheTarget) {
  const Tensor x = makeTensor(ElementType::kF32, {5}, {1.0, 1.0, 0.0, -0.0, NAN});
  const Tensor y = makeTensor(ElementType::kF32, {5}, {2.0, 0.0, -1.0, 1.0, 1.0});
  const std::vector<double> v = tensorValues(nextAfter(x, y));
  EXPECT_EQ(v[0], static_cast<double>(std::nextafter(1.0f, 2.0f)));
  EXPECT_EQ(v[1], static_cast<double>(std::nextafter(1.0f, 0.0f)));
  EXPECT_EQ(v[2], -static_cast<double>(std::numeric_limits<float>::denorm_min()));
  EXPECT_EQ(v[3], static_cast<double>(std::numeric_limits<float>::denorm_min()));
  EXPECT_TRUE(std::isnan(v[4]));
  // bf16 steps by its own ULP: 1 + 2^-7.
  const Tensor b = nextAfter(makeTensor(ElementType::kBF16, {1}, {1.0}), makeTensor(ElementType::kBF16, {1}, {2.0}));
  EXPECT_EQ(tensorValues(b)[0], 1.0 + 1.0 / 128);
}

TEST(ChloSpecial, MulhiIsTheHighHalfOfTheProduct) {
  const Tensor a = makeTensor(ElementType::kI64, {2}, {static_cast<double>(int64_t{1} << 62), -3.0});
  const Tensor b = makeTensor(ElementType::kI64, {2}, {8.0, 5.0});
  const Tensor hi = mulhi(a, b);
  EXPECT_EQ(hi.get<int64_t>(0), 2);   // 2^65 >> 64
  EXPECT_EQ(hi.get<int64_t>(1), -1);  // -15 sign-extends
  const Tensor u = mulhi(makeTensor(ElementType::kUI8, {1}, {240}), makeTensor(ElementType::kUI8, {1}, {16}));
  EXPECT_EQ(u.get<uint8_t>(0), 15);
}

}  // namespace
}  // namespace partir
