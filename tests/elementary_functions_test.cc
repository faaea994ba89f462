// The vectorized f32 transcendentals (interp/kernels/elementary_functions.h):
// special values exactly as glibc's double functions give them, at most
// 0.501 ulp from the exact value on random inputs (the whole range is
// measured by benchmarks/transcendental_accuracy.cc), the same bits from the
// vectorized array functions as from the scalar ones whatever the mix of
// inputs, and the kernels' use of them for f32, f16, bf16 and f64.
#include "interp/kernels/elementary_functions.h"

#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "interp/kernels/elementwise.h"
#include "interp/numerics.h"
#include "tests/elementary_reference.h"

namespace partir {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kMaxFloat = std::numeric_limits<float>::max();
constexpr float kMinNormal = std::numeric_limits<float>::min();
constexpr float kMinSubnormal = std::numeric_limits<float>::denorm_min();

// 0.5 is correct rounding; the double evaluation's 2^-39 adds 2^-15.
constexpr long double kMaxUlps = 0.501;

uint32_t bits(float x) { return std::bit_cast<uint32_t>(x); }
float fromBits(uint32_t b) { return std::bit_cast<float>(b); }

// f applied to every x[i] (and y[i]) by the array function.
std::vector<float> applied(const ElementaryFunction& f, std::vector<float> x, const std::vector<float>& y) {
  f.inPlace(x.data(), y.data(), static_cast<int64_t>(x.size()));
  return x;
}

// Inputs where each function has a special value, a boundary or an exact
// result: zeros, infinities, NaNs (quiet, signaling, with payloads, either
// sign), subnormals, the limits of overflow and underflow of exp, the edge
// of sin's and cos's reduction and a few ordinary values.
std::vector<float> specialInputs() {
  return {0.0f,          -0.0f,         kInf,           -kInf,
          fromBits(0x7FC00000), fromBits(0xFFC00000), fromBits(0x7F800001),
          fromBits(0x7FC12345), fromBits(0xFFA00001), kMinSubnormal, -kMinSubnormal,
          fromBits(0x007FFFFF), kMinNormal,    -kMinNormal,   kMaxFloat,     -kMaxFloat,
          1.0f,          -1.0f,         0.5f,           2.0f,          88.72283f,
          88.72284f,     -87.33654f,    -103.27893f,    -103.97208f,   -103.97209f,
          -150.0f,       150.0f,        9.010913f,      20.0f,         -20.0f,
          0x1p23f,       -0x1p23f,      0x1.fffffep22f, 0x1p24f,       1e30f,
          3.1415927f,    1.5707964f,    1e-30f,         -2.5f,         100.0f};
}

// One or two arguments.
bool isBinary(const ElementaryFunction& f) { return f.name == "pow"; }

// Special values: the bits glibc's double function rounded to f32 gives.
TEST(ElementaryFunctions, SpecialValuesAreGlibcs) {
  const std::vector<float> inputs = specialInputs();
  for (const ElementaryFunction& f : elementaryFunctions()) {
    const std::vector<float> ys = isBinary(f) ? inputs : std::vector<float>{0.0f};
    for (float y : ys) {
      const std::vector<float> got = applied(f, inputs, std::vector<float>(inputs.size(), y));
      for (size_t i = 0; i < inputs.size(); ++i)
        EXPECT_EQ(bits(got[i]), bits(static_cast<float>(f.glibcDouble(inputs[i], y))))
            << f.name << "(" << inputs[i] << ", " << y << ")";
    }
  }
}

// The IEEE 754 (9.2) and C99 Annex F values, spelled out.
TEST(ElementaryFunctions, SpecialValuesSpelledOut) {
  constexpr uint32_t kDefaultNaN = 0xFFC00000;
  auto exp = [](float x) { return static_cast<float>(elementary::exp(x)); };
  auto log = [](float x) { return static_cast<float>(elementary::log(x)); };
  EXPECT_EQ(bits(exp(-kInf)), bits(0.0f));
  EXPECT_EQ(exp(kInf), kInf);
  EXPECT_EQ(exp(88.72284f), kInf);  // past log(FLT_MAX)
  EXPECT_EQ(exp(-103.97208f), kMinSubnormal);
  EXPECT_EQ(bits(exp(-103.97209f)), bits(0.0f));
  EXPECT_EQ(bits(exp(fromBits(0x7FA00001))), 0x7FE00001u);  // quieted, payload kept
  EXPECT_EQ(log(0.0f), -kInf);
  EXPECT_EQ(log(-0.0f), -kInf);
  EXPECT_EQ(bits(log(-1.0f)), kDefaultNaN);
  EXPECT_EQ(log(kInf), kInf);
  EXPECT_EQ(log(kMinSubnormal), -103.27893f);
  EXPECT_EQ(bits(static_cast<float>(elementary::rsqrt(-0.0f))), bits(-kInf));
  EXPECT_EQ(bits(static_cast<float>(elementary::sin(-0.0f))), bits(-0.0f));
  EXPECT_EQ(bits(static_cast<float>(elementary::tanh(-0.0f))), bits(-0.0f));
  EXPECT_EQ(static_cast<float>(elementary::tanh(-kInf)), -1.0f);
  EXPECT_EQ(bits(static_cast<float>(elementary::logistic(-kInf))), bits(0.0f));
  EXPECT_EQ(static_cast<float>(elementary::cos(0.0f)), 1.0f);
  EXPECT_EQ(bits(static_cast<float>(elementary::cos(kInf))), kDefaultNaN);
}

// pow's sign for a negative base: odd integers, 2^22 + 1 and 2^23 + 1
// included (where adding 1.5 * 2^23 would round), even ones from 2^24 on.
TEST(ElementaryFunctions, PowOfANegativeBase) {
  auto pow = [](float x, float y) { return static_cast<float>(elementary::pow(x, y)); };
  EXPECT_EQ(pow(-2.0f, 3.0f), -8.0f);
  EXPECT_EQ(pow(-2.0f, 2.0f), 4.0f);
  EXPECT_EQ(pow(-2.0f, -1.0f), -0.5f);
  EXPECT_EQ(pow(-1.0f, 4194305.0f), -1.0f);
  EXPECT_EQ(pow(-1.0f, 4194304.0f), 1.0f);
  EXPECT_EQ(pow(-1.0f, 8388609.0f), -1.0f);
  EXPECT_EQ(pow(-1.0f, 16777218.0f), 1.0f);
  EXPECT_EQ(pow(-1.0f, 1e30f), 1.0f);
  EXPECT_TRUE(std::isnan(pow(-8.0f, 1.0f / 3.0f)));
  EXPECT_EQ(pow(-0.0f, -1.0f), -kInf);
  EXPECT_EQ(pow(1.0f, std::nanf("")), 1.0f);
  EXPECT_EQ(pow(std::nanf(""), 0.0f), 1.0f);
}

// Random inputs: from every bit pattern, and from [-30, 30) where models'
// values are; for pow, bases in [-256, 256) and exponents in [-24, 24).
rc::Gen<float> anyFloat() {
  return rc::gen::map(rc::gen::arbitrary<uint32_t>(), [](uint32_t b) { return fromBits(b); });
}
rc::Gen<float> uniformFloat(int limit, float step) {
  return rc::gen::map(rc::gen::inRange(-limit, limit), [step](int v) { return v * step; });
}
rc::Gen<std::vector<float>> floats(size_t n, rc::Gen<float> element) {
  return rc::gen::container<std::vector<float>>(n, std::move(element));
}

// Asserts that f is within kMaxUlps of the exact value at every (x[i], y[i]).
void expectWithinBound(const ElementaryFunction& f, const std::vector<float>& x, const std::vector<float>& y) {
  const std::vector<float> got = applied(f, x, y);
  for (size_t i = 0; i < x.size(); ++i)
    RC_ASSERT(ulpError(got[i], f.exact(x[i], y[i])) <= kMaxUlps);
}

RC_GTEST_PROP(ElementaryFunctions, WithinHalfAnUlpOnRandomInputs, ()) {
  const auto x = *floats(64, rc::gen::oneOf(anyFloat(), uniformFloat(30000000, 1e-6f)));
  const auto base = *floats(64, uniformFloat(2560000, 1e-4f));
  const auto exponent = *floats(64, uniformFloat(24000, 1e-3f));
  for (const ElementaryFunction& f : elementaryFunctions()) {
    if (isBinary(f))
      expectWithinBound(f, base, exponent);
    else
      expectWithinBound(f, x, std::vector<float>(x.size(), 0.0f));
  }
}

// The array functions take their vectorized loop on blocks of regular
// inputs and the scalar one on blocks with a special input: the same bits.
RC_GTEST_PROP(ElementaryFunctions, ArrayFunctionsGiveTheScalarBits, ()) {
  const size_t n = *rc::gen::inRange<size_t>(0, 3000);
  const auto x = *floats(n, rc::gen::oneOf(anyFloat(), uniformFloat(30000000, 1e-6f)));
  const auto y = *floats(n, rc::gen::oneOf(anyFloat(), uniformFloat(24000, 1e-3f)));
  for (const ElementaryFunction& f : elementaryFunctions()) {
    const std::vector<float> got = applied(f, x, y);
    for (size_t i = 0; i < n; ++i)
      RC_ASSERT(bits(got[i]) == bits(static_cast<float>(f.scalar(x[i], isBinary(f) ? y[i] : 0.0f))));
  }
}

// The kernels: f32 through the array functions, f16 and bf16 through the
// scalar ones rounded once, f64 through glibc.
TEST(ElementaryFunctions, KernelsUseThemForEachFloatType) {
  const std::vector<float> inputs = {-3.5f, -0.25f, 0.0f, 0.75f, 2.0f, 11.0f};
  const int64_t n = static_cast<int64_t>(inputs.size());
  auto tensorOf = [&](ElementType e) {
    Tensor t = Tensor::uninitialized(TensorType{{n}, e});
    dispatchElementType(e, [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (kIsFloatElement<T>)
        for (int64_t i = 0; i < n; ++i) t.data<T>()[i] = fromDouble<T>(inputs[i]);
    });
    return t;
  };
  const Tensor f32 = exponential(tensorOf(ElementType::kF32));
  const Tensor f16 = sine(tensorOf(ElementType::kF16));
  const Tensor bf16 = tanh(tensorOf(ElementType::kBF16));
  const Tensor f64 = log(tensorOf(ElementType::kF64));
  for (int64_t i = 0; i < n; ++i) {
    const float x = inputs[i];
    EXPECT_EQ(bits(f32.data<float>()[i]), bits(static_cast<float>(elementary::exp(x))));
    EXPECT_EQ(f16.data<Half>()[i].bits, Half::fromDouble(elementary::sin(x)).bits);
    EXPECT_EQ(bf16.data<BFloat16>()[i].bits, BFloat16::fromDouble(elementary::tanh(x)).bits);
    EXPECT_EQ(std::bit_cast<uint64_t>(f64.data<double>()[i]),
              std::bit_cast<uint64_t>(std::log(double{x})));
  }
}

}  // namespace
}  // namespace partir
