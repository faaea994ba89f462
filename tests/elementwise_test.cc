// The elementwise kernels: each op's StableHLO spec example, plus the edge
// cases of its element types (wrap-around, shifts past the width, division by
// zero, NaN ordering, single rounding into f16/bf16).
#include "interp/kernels/elementwise.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>
#include <vector>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/numerics.h"

namespace partir {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// A tensor of element type `e` from integer values (wrapped into the type).
Tensor ints(ElementType e, Shape shape, std::vector<int64_t> values) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), e});
  dispatchElementType(e, [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (size_t i = 0; i < values.size(); ++i) t.set<T>(i, convertElement<T>(values[i]));
  });
  return t;
}

// A tensor of float element type `e` from doubles (rounded once into the type).
Tensor floats(ElementType e, Shape shape, std::vector<double> values) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), e});
  dispatchElementType(e, [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (size_t i = 0; i < values.size(); ++i) t.set<T>(i, convertElement<T>(values[i]));
  });
  return t;
}

Tensor bools(Shape shape, std::vector<bool> values) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), ElementType::kI1});
  for (size_t i = 0; i < values.size(); ++i) t.set<bool>(i, values[i]);
  return t;
}

std::vector<int64_t> intValues(const Tensor& t) {
  std::vector<int64_t> out;
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (int64_t i = 0; i < t.numElements(); ++i)
      out.push_back(convertElement<int64_t>(t.get<T>(i)));
  });
  return out;
}

std::vector<uint64_t> unsignedValues(const Tensor& t) {
  std::vector<uint64_t> out;
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!kIsFloatElement<T> && !kIsComplexElement<T>)
      for (int64_t i = 0; i < t.numElements(); ++i)
        out.push_back(static_cast<uint64_t>(t.get<T>(i)));
  });
  return out;
}

std::vector<double> floatValues(const Tensor& t) {
  std::vector<double> out;
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>)
      for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(toDouble(t.get<T>(i)));
  });
  return out;
}

std::vector<uint64_t> bitValues(const Tensor& t) {
  std::vector<uint64_t> out;
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>)
      for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(floatBits(t.get<T>(i)));
  });
  return out;
}

std::vector<bool> boolValues(const Tensor& t) {
  std::vector<bool> out;
  for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(t.get<bool>(i));
  return out;
}

// Floats compared bit for bit, except that NaNs only need to be NaNs.
void expectFloats(const Tensor& t, std::vector<double> expected) {
  std::vector<double> got = floatValues(t);
  ASSERT_EQ(got.size(), expected.size());
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(expected[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << "element " << i;
    } else {
      EXPECT_EQ(got[i], expected[i]) << "element " << i;
      EXPECT_EQ(std::signbit(got[i]), std::signbit(expected[i])) << "sign of element " << i;
    }
  }
}

void expectNear(const Tensor& t, std::vector<double> expected, double tolerance) {
  std::vector<double> got = floatValues(t);
  ASSERT_EQ(got.size(), expected.size());
  for (size_t i = 0; i < got.size(); ++i)
    EXPECT_NEAR(got[i], expected[i], tolerance) << "element " << i;
}

constexpr auto kI1 = ElementType::kI1;
constexpr auto kI8 = ElementType::kI8;
constexpr auto kI16 = ElementType::kI16;
constexpr auto kI32 = ElementType::kI32;
constexpr auto kI64 = ElementType::kI64;
constexpr auto kUI8 = ElementType::kUI8;
constexpr auto kUI32 = ElementType::kUI32;
constexpr auto kUI64 = ElementType::kUI64;
constexpr auto kF16 = ElementType::kF16;
constexpr auto kBF16 = ElementType::kBF16;
constexpr auto kF32 = ElementType::kF32;
constexpr auto kF64 = ElementType::kF64;
constexpr int64_t kI32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kI64Min = std::numeric_limits<int64_t>::min();

// ---- Arithmetic ------------------------------------------------------------------

TEST(ElementwiseArith, AddSpecExampleAndWrapAround) {
  EXPECT_EQ(intValues(add(ints(kI32, {2, 2}, {1, 2, 3, 4}), ints(kI32, {2, 2}, {5, 6, 7, 8}))),
            (std::vector<int64_t>{6, 8, 10, 12}));
  EXPECT_EQ(intValues(add(ints(kI8, {2}, {127, -128}), ints(kI8, {2}, {1, -1}))),
            (std::vector<int64_t>{-128, 127}));
  EXPECT_EQ(unsignedValues(add(ints(kUI8, {1}, {255}), ints(kUI8, {1}, {2}))),
            (std::vector<uint64_t>{1}));
  EXPECT_EQ(boolValues(add(bools({4}, {false, false, true, true}),
                           bools({4}, {false, true, false, true}))),
            (std::vector<bool>{false, true, true, true}));
}

TEST(ElementwiseArith, SubtractAndMultiplyWrap) {
  EXPECT_EQ(intValues(subtract(ints(kI32, {1}, {kI32Min}), ints(kI32, {1}, {1}))),
            (std::vector<int64_t>{2147483647}));
  EXPECT_EQ(intValues(multiply(ints(kI32, {2, 2}, {1, 2, 3, 4}), ints(kI32, {2, 2}, {5, 6, 7, 8}))),
            (std::vector<int64_t>{5, 12, 21, 32}));
  EXPECT_EQ(intValues(multiply(ints(kI32, {1}, {65536}), ints(kI32, {1}, {65536}))),
            (std::vector<int64_t>{0}));
  EXPECT_EQ(unsignedValues(multiply(ints(ElementType::kUI16, {1}, {65535}),
                                    ints(ElementType::kUI16, {1}, {65535}))),
            (std::vector<uint64_t>{1}));
  EXPECT_EQ(boolValues(multiply(bools({2}, {true, true}), bools({2}, {false, true}))),
            (std::vector<bool>{false, true}));
  EXPECT_THROW(subtract(bools({1}, {true}), bools({1}, {true})), DiagnosticError);
}

TEST(ElementwiseArith, NegateAndAbsWrapAtIntMin) {
  EXPECT_EQ(intValues(negate(ints(kI32, {2}, {0, -2}))), (std::vector<int64_t>{0, 2}));
  EXPECT_EQ(intValues(negate(ints(kI32, {1}, {kI32Min}))), (std::vector<int64_t>{kI32Min}));
  EXPECT_EQ(unsignedValues(negate(ints(kUI8, {2}, {1, 0}))), (std::vector<uint64_t>{255, 0}));
  EXPECT_EQ(intValues(abs(ints(kI32, {3}, {-2, 0, 2}))), (std::vector<int64_t>{2, 0, 2}));
  EXPECT_EQ(intValues(abs(ints(kI64, {1}, {kI64Min}))), (std::vector<int64_t>{kI64Min}));
  expectFloats(abs(floats(kF32, {3}, {-0.0, -1.5, -kInf})), {0.0, 1.5, kInf});
  expectFloats(abs(floats(kF16, {1}, {-2.5})), {2.5});
  EXPECT_THROW(abs(ints(kUI8, {1}, {1})), DiagnosticError);  // spec: signed integers only
}

TEST(ElementwiseArith, DivideSpecExampleAndIntegerEdges) {
  // (The spec text prints 5.66666651, the quotient of 17.0; 17.1 / 3 is 5.7.)
  expectFloats(divide(floats(kF32, {4}, {17.1, -17.1, 17.1, -17.1}),
                      floats(kF32, {4}, {3.0, 3.0, -3.0, -3.0})),
               {17.1f / 3.0f, -17.1f / 3.0f, -17.1f / 3.0f, 17.1f / 3.0f});
  EXPECT_EQ(intValues(divide(ints(kI64, {4}, {17, -17, 17, -17}), ints(kI64, {4}, {3, 3, -3, -3}))),
            (std::vector<int64_t>{5, -5, -5, 5}));
  // XLA: x / 0 = -1 (all ones), INT_MIN / -1 = INT_MIN.
  EXPECT_EQ(intValues(divide(ints(kI32, {3}, {7, -7, kI32Min}), ints(kI32, {3}, {0, 0, -1}))),
            (std::vector<int64_t>{-1, -1, kI32Min}));
  EXPECT_EQ(unsignedValues(divide(ints(kUI32, {2}, {7, 20}), ints(kUI32, {2}, {0, 7}))),
            (std::vector<uint64_t>{4294967295u, 2}));
  expectFloats(divide(floats(kF64, {3}, {1.0, -1.0, 0.0}), floats(kF64, {3}, {0.0, 0.0, 0.0})),
               {kInf, -kInf, kNaN});
}

TEST(ElementwiseArith, RemainderSpecExamplesAndIntegerEdges) {
  EXPECT_EQ(
      intValues(remainder(ints(kI64, {4}, {17, -17, 17, -17}), ints(kI64, {4}, {3, 3, -3, -3}))),
      (std::vector<int64_t>{2, -2, 2, -2}));
  EXPECT_EQ(
      unsignedValues(remainder(ints(kUI64, {4}, {17, 18, 19, 20}), ints(kUI64, {4}, {3, 4, 5, 7}))),
      (std::vector<uint64_t>{2, 2, 4, 6}));
  expectFloats(remainder(floats(kF64, {4}, {17.1, -17.1, 17.1, -17.1}),
                         floats(kF64, {4}, {3.0, 3.0, -3.0, -3.0})),
               {2.1000000000000014, -2.1000000000000014, 2.1000000000000014, -2.1000000000000014});
  // XLA: x % 0 = x, INT_MIN % -1 = 0.
  EXPECT_EQ(intValues(remainder(ints(kI32, {2}, {-7, kI32Min}), ints(kI32, {2}, {0, -1}))),
            (std::vector<int64_t>{-7, 0}));
}

TEST(ElementwiseArith, MaximumMinimumPropagateNaNAndOrderZeros) {
  EXPECT_EQ(intValues(maximum(ints(kI32, {4}, {1, 2, 7, 8}), ints(kI32, {4}, {5, 6, 3, 4}))),
            (std::vector<int64_t>{5, 6, 7, 8}));
  EXPECT_EQ(intValues(minimum(ints(kI32, {4}, {1, 2, 7, 8}), ints(kI32, {4}, {5, 6, 3, 4}))),
            (std::vector<int64_t>{1, 2, 3, 4}));
  EXPECT_EQ(unsignedValues(maximum(ints(kUI8, {1}, {200}), ints(kUI8, {1}, {100}))),
            (std::vector<uint64_t>{200}));
  expectFloats(
      maximum(floats(kF32, {4}, {kNaN, 1.0, -0.0, 0.0}), floats(kF32, {4}, {1.0, kNaN, 0.0, -0.0})),
      {kNaN, kNaN, 0.0, 0.0});
  expectFloats(
      minimum(floats(kF32, {4}, {kNaN, 1.0, -0.0, 0.0}), floats(kF32, {4}, {1.0, kNaN, 0.0, -0.0})),
      {kNaN, kNaN, -0.0, -0.0});
  expectFloats(maximum(floats(kBF16, {2}, {1.5, -3.0}), floats(kBF16, {2}, {2.0, kNaN})),
               {2.0, kNaN});
  EXPECT_EQ(boolValues(maximum(bools({2}, {false, true}), bools({2}, {false, false}))),
            (std::vector<bool>{false, true}));
  EXPECT_EQ(boolValues(minimum(bools({2}, {true, true}), bools({2}, {false, true}))),
            (std::vector<bool>{false, true}));
}

TEST(ElementwiseArith, PowerFollowsTheInterpreter) {
  EXPECT_EQ(intValues(power(ints(kI64, {6}, {-1, -1, -3, 1, -3, 0}),
                            ints(kI64, {6}, {1, 0, -3, -3, 3, 2}))),
            (std::vector<int64_t>{-1, 1, 0, 1, -27, 0}));
  EXPECT_EQ(
      unsignedValues(power(ints(kUI64, {5}, {0, 0, 1, 1, 5}), ints(kUI64, {5}, {0, 1, 0, 2, 5}))),
      (std::vector<uint64_t>{1, 0, 1, 1, 3125}));
  EXPECT_EQ(intValues(power(ints(kI32, {3}, {-1, 2, 3}), ints(kI32, {3}, {-3, 31, 21}))),
            (std::vector<int64_t>{-1, kI32Min, 1870418611}));  // 3^21 mod 2^32
  expectFloats(power(floats(kF64, {6}, {-2.0, -0.0, -36.0, 5.0, 3.0, 10000.0}),
                     floats(kF64, {6}, {2.0, 2.0, 1.1, 2.0, -1.0, 10.0})),
               {4.0, 0.0, kNaN, 25.0, 0.33333333333333331, 1.0e40});
  expectFloats(power(floats(kF32, {1}, {10000.0}), floats(kF32, {1}, {10.0})), {kInf});
}

// f16 and bf16 round to their own type after every op.
TEST(ElementwiseArith, HalfPrecisionRoundsAfterEveryOp) {
  Tensor x = floats(kF16, {1}, {2048.0});
  Tensor one = floats(kF16, {1}, {1.0});
  Tensor once = add(x, one);  // 2049 is a tie between 2048 and 2050: even is 2048
  expectFloats(once, {2048.0});
  expectFloats(add(once, one), {2048.0});  // float arithmetic would reach 2050
  expectFloats(add(floats(kF16, {1}, {2049.0 + 1}), floats(kF16, {1}, {1.0})),
               {2052.0});  // 2051 -> 2052
  expectFloats(add(floats(kBF16, {1}, {256.0}), floats(kBF16, {1}, {1.0})), {256.0});
  expectFloats(multiply(floats(kF16, {1}, {300.0}), floats(kF16, {1}, {300.0})),
               {kInf});  // 90000 > 65504
  expectFloats(divide(floats(kBF16, {1}, {1.0}), floats(kBF16, {1}, {3.0})), {0.333984375});
}

// ---- Bitwise ---------------------------------------------------------------------

TEST(ElementwiseBits, AndOrXorNotSpecExamples) {
  EXPECT_EQ(
      intValues(logicalAnd(ints(kI32, {2, 2}, {1, 2, 3, 4}), ints(kI32, {2, 2}, {5, 6, 7, 8}))),
      (std::vector<int64_t>{1, 2, 3, 0}));
  EXPECT_EQ(
      intValues(logicalOr(ints(kI32, {2, 2}, {1, 2, 3, 4}), ints(kI32, {2, 2}, {5, 6, 7, 8}))),
      (std::vector<int64_t>{5, 6, 7, 12}));
  EXPECT_EQ(
      intValues(logicalXor(ints(kI32, {2, 2}, {1, 2, 3, 4}), ints(kI32, {2, 2}, {5, 6, 7, 8}))),
      (std::vector<int64_t>{4, 4, 4, 12}));
  EXPECT_EQ(boolValues(logicalOr(bools({4}, {false, false, true, true}),
                                 bools({4}, {false, true, false, true}))),
            (std::vector<bool>{false, true, true, true}));
  EXPECT_EQ(boolValues(logicalXor(bools({4}, {false, false, true, true}),
                                  bools({4}, {false, true, false, true}))),
            (std::vector<bool>{false, true, true, false}));
  EXPECT_EQ(intValues(logicalNot(ints(kI32, {2, 2}, {1, 2, 3, 4}))),
            (std::vector<int64_t>{-2, -3, -4, -5}));
  EXPECT_EQ(boolValues(logicalNot(bools({2}, {true, false}))), (std::vector<bool>{false, true}));
  EXPECT_EQ(unsignedValues(logicalNot(ints(kUI8, {1}, {0}))), (std::vector<uint64_t>{255}));
  EXPECT_THROW(logicalAnd(floats(kF32, {1}, {1.0}), floats(kF32, {1}, {1.0})), DiagnosticError);
}

TEST(ElementwiseBits, PopcntAndCountLeadingZeros) {
  EXPECT_EQ(intValues(popcnt(ints(kI64, {4}, {0, 1, 2, 127}))), (std::vector<int64_t>{0, 1, 1, 7}));
  EXPECT_EQ(intValues(popcnt(ints(kI8, {1}, {-1}))), (std::vector<int64_t>{8}));
  EXPECT_EQ(intValues(countLeadingZeros(ints(kI64, {2, 2}, {0, 1, 128, -1}))),
            (std::vector<int64_t>{64, 63, 56, 0}));
  EXPECT_EQ(unsignedValues(countLeadingZeros(ints(kUI8, {2}, {0, 16}))),
            (std::vector<uint64_t>{8, 3}));
}

TEST(ElementwiseBits, ShiftsReadTheAmountAsUnsigned) {
  EXPECT_EQ(intValues(shiftLeft(ints(kI64, {3}, {-1, 0, 1}), ints(kI64, {3}, {1, 2, 3}))),
            (std::vector<int64_t>{-2, 0, 8}));
  EXPECT_EQ(
      intValues(shiftRightArithmetic(ints(kI64, {3}, {-1, 0, 8}), ints(kI64, {3}, {1, 2, 3}))),
      (std::vector<int64_t>{-1, 0, 1}));
  EXPECT_EQ(intValues(shiftRightLogical(ints(kI64, {3}, {-1, 0, 8}), ints(kI64, {3}, {1, 2, 3}))),
            (std::vector<int64_t>{9223372036854775807, 0, 1}));
  // Amounts >= the width (and negative ones, read as unsigned) saturate.
  EXPECT_EQ(intValues(shiftLeft(ints(kI32, {3}, {1, 1, 1}), ints(kI32, {3}, {31, 32, -1}))),
            (std::vector<int64_t>{kI32Min, 0, 0}));
  EXPECT_EQ(intValues(shiftRightLogical(ints(kI8, {2}, {-128, -128}), ints(kI8, {2}, {7, 8}))),
            (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(
      intValues(shiftRightArithmetic(ints(kI16, {3}, {-5, 5, -5}), ints(kI16, {3}, {16, 100, -1}))),
      (std::vector<int64_t>{-1, 0, -1}));
  // The arithmetic shift fills with the top bit, also for unsigned types.
  EXPECT_EQ(
      unsignedValues(shiftRightArithmetic(ints(kUI8, {2}, {0x80, 0x80}), ints(kUI8, {2}, {1, 9}))),
      (std::vector<uint64_t>{0xC0, 0xFF}));
}

// ---- Float functions -------------------------------------------------------------

TEST(ElementwiseFloat, SignCeilFloorRound) {
  EXPECT_EQ(intValues(sign(ints(kI32, {3}, {-5, 0, 7}))), (std::vector<int64_t>{-1, 0, 1}));
  expectFloats(sign(floats(kF32, {5}, {kNaN, -1.5, -0.0, 0.0, 2.0})), {kNaN, -1.0, -0.0, 0.0, 1.0});
  const std::vector<double> input{-0.8166, -0.2530, 0.2530, 0.8166, 2.0};
  expectFloats(ceil(floats(kF32, {5}, input)), {-0.0, -0.0, 1.0, 1.0, 2.0});
  expectFloats(floor(floats(kF32, {5}, input)), {-1.0, -1.0, 0.0, 0.0, 2.0});
  expectFloats(roundNearestAfz(floats(kF32, {5}, {-2.5, 0.4, 0.5, 0.6, 2.5})),
               {-3.0, 0.0, 1.0, 1.0, 3.0});
  expectFloats(roundNearestEven(floats(kF32, {5}, {-2.5, 0.4, 0.5, 0.6, 2.5})),
               {-2.0, 0.0, 0.0, 1.0, 2.0});
  expectFloats(roundNearestEven(floats(kF16, {2}, {1.5, -0.5})), {2.0, -0.0});
}

TEST(ElementwiseFloat, TranscendentalSpecExamples) {
  expectFloats(cbrt(floats(kF64, {4}, {0.0, 1.0, 8.0, 27.0})), {0.0, 1.0, 2.0, 3.0});
  expectFloats(exponential(floats(kF64, {2, 2}, {0.0, 1.0, 2.0, 3.0})),
               {1.0, 2.7182818284590451, 7.3890560989306504, 20.085536923187668});
  expectFloats(log(floats(kF64, {2, 2}, {1.0, 2.0, 3.0, 4.0})),
               {0.0, 0.69314718055994529, 1.0986122886681098, 1.3862943611198906});
  // The spec prints these to about 6 digits.
  expectNear(logPlusOne(floats(kF64, {5}, {0.0, -0.999, 7.0, 6.38905621, 15.0})),
             {0.0, -6.90776825, 2.07944155, 2.0, 2.77258873}, 2e-5);
  expectNear(logistic(floats(kF64, {2, 2}, {0.0, 1.0, 2.0, 3.0})),
             {0.5, 0.73105858, 0.88079708, 0.95257413}, 1e-8);
  expectNear(cosine(floats(kF32, {2, 2}, {0.0, 1.57079632, 3.14159265, 4.71238898})),
             {1.0, 0.0, -1.0, 0.0}, 1e-6);
  expectNear(sine(floats(kF32, {2, 2}, {0.0, 1.57079632, 3.14159265, 4.71238898})),
             {0.0, 1.0, 0.0, -1.0}, 1e-6);
  expectNear(tan(floats(kF64, {2}, {0.0, 0.78539816339})), {0.0, 1.0}, 1e-9);
  expectNear(tanh(floats(kF32, {3}, {-1.0, 0.0, 1.0})), {-0.76159416, 0.0, 0.76159416}, 1e-7);
  expectFloats(exponentialMinusOne(floats(kF32, {2}, {0.0, 1.0})), {0.0, 1.71828187f});
  expectFloats(rsqrt(floats(kF32, {2, 2}, {1.0, 4.0, 9.0, 25.0})), {1.0, 0.5, 1.0f / 3.0f, 0.2f});
  expectFloats(sqrt(floats(kF32, {2, 2}, {0.0, 1.0, 4.0, 9.0})), {0.0, 1.0, 2.0, 3.0});
  expectFloats(atan2(floats(kF64, {3}, {0.0, 1.0, -1.0}), floats(kF64, {3}, {0.0, 0.0, 0.0})),
               {0.0, M_PI / 2, -M_PI / 2});
}

// Transcendental functions run in double and round once into the element type.
TEST(ElementwiseFloat, TranscendentalsRoundOnce) {
  expectFloats(exponential(floats(kF32, {1}, {1.0})), {static_cast<float>(std::exp(1.0))});
  EXPECT_EQ(bitValues(exponential(floats(kF16, {1}, {1.0}))),
            (std::vector<uint64_t>{0x4170}));  // 2.71875
  EXPECT_EQ(bitValues(logistic(floats(kBF16, {1}, {1.0}))),
            (std::vector<uint64_t>{BFloat16::fromDouble(1.0 / (1.0 + std::exp(-1.0))).bits}));
  EXPECT_THROW(exponential(ints(kI32, {1}, {1})), DiagnosticError);
}

TEST(ElementwiseFloat, IsFiniteRealImag) {
  EXPECT_EQ(boolValues(isFinite(floats(kF64, {7}, {-kInf, kInf, kNaN, -10.0, -0.0, 0.0, 10.0}))),
            (std::vector<bool>{false, false, false, true, true, true, true}));
  expectFloats(real(floats(kF32, {2}, {1.5, -2.0})), {1.5, -2.0});
  expectFloats(imag(floats(kBF16, {2}, {1.5, -2.0})), {0.0, 0.0});
  EXPECT_THROW(real(ints(kI32, {1}, {1})), DiagnosticError);
}

TEST(ElementwiseFloat, ReducePrecisionSpecExample) {
  Tensor operand = Tensor::uninitialized(TensorType{{6}, kF32});
  const uint32_t input[] = {0xFF800000,
                            0x7F800000,
                            0x7FFFFFFF,
                            0,
                            std::bit_cast<uint32_t>(1000.0f),
                            std::bit_cast<uint32_t>(1000000.0f)};
  for (int i = 0; i < 6; ++i) operand.set<float>(i, std::bit_cast<float>(input[i]));
  EXPECT_EQ(bitValues(reducePrecision(operand, 5, 2)),
            (std::vector<uint64_t>{0xFF800000, 0x7F800000, 0x7FFFFFFF, 0,
                                   std::bit_cast<uint32_t>(1024.0f), 0x7F800000}));
  // Ties to even, underflow to signed zero, NaN without mantissa bits -> +inf.
  expectFloats(reducePrecision(floats(kF32, {3}, {1.125, 1.375, -1e-30}), 5, 2), {1.0, 1.5, -0.0});
  expectFloats(reducePrecision(floats(kF64, {1}, {kNaN}), 11, 0), {kInf});
  expectFloats(reducePrecision(floats(kF16, {1}, {1.0 + 1.0 / 1024}), 5, 10), {1.0 + 1.0 / 1024});
  EXPECT_THROW(reducePrecision(floats(kF32, {1}, {1.0}), 0, 2), DiagnosticError);
}

// ---- compare, select, clamp ---------------------------------------------------------

TEST(ElementwiseCompare, SpecExampleAndIntegerTypes) {
  EXPECT_EQ(boolValues(compare(floats(kF32, {2}, {1.0, 3.0}), floats(kF32, {2}, {1.1, 2.9}),
                               ComparisonDirection::kLT, CompareType::kFloat)),
            (std::vector<bool>{true, false}));
  EXPECT_EQ(boolValues(compare(ints(kUI32, {2}, {4000000000, 1}), ints(kUI32, {2}, {1, 2}),
                               ComparisonDirection::kGT, CompareType::kUnsigned)),
            (std::vector<bool>{true, false}));
  EXPECT_EQ(boolValues(compare(ints(kI32, {2}, {-1, 1}), ints(kI32, {2}, {1, 1}),
                               ComparisonDirection::kGE, CompareType::kSigned)),
            (std::vector<bool>{false, true}));
  EXPECT_EQ(boolValues(compare(bools({2}, {false, true}), bools({2}, {true, true}),
                               ComparisonDirection::kLT, CompareType::kUnsigned)),
            (std::vector<bool>{true, false}));
  // C3: the compare_type must fit the element type.
  EXPECT_THROW(compare(ints(kI32, {1}, {1}), ints(kI32, {1}, {1}), ComparisonDirection::kEQ,
                       CompareType::kUnsigned),
               DiagnosticError);
  EXPECT_THROW(compare(floats(kF32, {1}, {1}), floats(kF32, {1}, {1}), ComparisonDirection::kEQ,
                       CompareType::kSigned),
               DiagnosticError);
  EXPECT_EQ(defaultCompareType(kI1), CompareType::kUnsigned);
  EXPECT_EQ(parseComparisonDirection("GE"), ComparisonDirection::kGE);
  EXPECT_EQ(parseCompareType("TOTALORDER"), CompareType::kTotalOrder);
  EXPECT_EQ(parseCompareType("BOGUS"), std::nullopt);
}

TEST(ElementwiseCompare, FloatVersusTotalOrder) {
  Tensor lhs = floats(kF32, {4}, {-0.0, kNaN, kNaN, 1.0});
  Tensor rhs = floats(kF32, {4}, {0.0, kNaN, 1.0, kNaN});
  EXPECT_EQ(boolValues(compare(lhs, rhs, ComparisonDirection::kEQ, CompareType::kFloat)),
            (std::vector<bool>{true, false, false, false}));
  EXPECT_EQ(boolValues(compare(lhs, rhs, ComparisonDirection::kNE, CompareType::kFloat)),
            (std::vector<bool>{false, true, true, true}));
  EXPECT_EQ(boolValues(compare(lhs, rhs, ComparisonDirection::kEQ, CompareType::kTotalOrder)),
            (std::vector<bool>{false, true, false, false}));
  EXPECT_EQ(boolValues(compare(lhs, rhs, ComparisonDirection::kLT, CompareType::kTotalOrder)),
            (std::vector<bool>{true, false, false, true}));
  // -NaN < -Inf < -1 < -0 < +0 < 1 < +Inf < +NaN, checked pairwise.
  const std::vector<double> ordered{-kNaN, -kInf, -1.0, -0.0, 0.0, 1.0, kInf, kNaN};
  for (ElementType e : {kF16, kBF16, kF32, kF64}) {
    Tensor a = floats(e, {7}, {ordered.begin(), ordered.end() - 1});
    Tensor b = floats(e, {7}, {ordered.begin() + 1, ordered.end()});
    EXPECT_EQ(boolValues(compare(a, b, ComparisonDirection::kLT, CompareType::kTotalOrder)),
              std::vector<bool>(7, true))
        << elementTypeName(e);
  }
}

TEST(ElementwiseCompare, SelectSpecExampleAndScalarPred) {
  EXPECT_EQ(intValues(select(bools({2, 2}, {false, true, true, false}),
                             ints(kI32, {2, 2}, {1, 2, 3, 4}), ints(kI32, {2, 2}, {5, 6, 7, 8}))),
            (std::vector<int64_t>{5, 2, 3, 8}));
  EXPECT_EQ(intValues(select(bools({}, {false}), ints(kI32, {2}, {1, 2}), ints(kI32, {2}, {5, 6}))),
            (std::vector<int64_t>{5, 6}));
  EXPECT_THROW(
      select(bools({3}, {true, true, true}), ints(kI32, {2}, {1, 2}), ints(kI32, {2}, {5, 6})),
      DiagnosticError);
}

TEST(ElementwiseCompare, ClampSpecExampleAndScalarBounds) {
  EXPECT_EQ(intValues(clamp(ints(kI32, {3}, {5, 10, 15}), ints(kI32, {3}, {3, 13, 23}),
                            ints(kI32, {3}, {10, 15, 20}))),
            (std::vector<int64_t>{5, 13, 20}));
  EXPECT_EQ(intValues(clamp(ints(kI16, {}, {-5}), ints(kI16, {2, 3}, {0, -3, -4, -1, -5, 0}),
                            ints(kI16, {}, {-2}))),
            (std::vector<int64_t>{-2, -3, -4, -2, -5, -2}));
  expectFloats(
      clamp(floats(kF32, {}, {0.0}), floats(kF32, {3}, {kNaN, -1.0, 2.0}), floats(kF32, {}, {1.0})),
      {kNaN, 0.0, 1.0});
  EXPECT_THROW(clamp(ints(kI32, {2}, {0, 0}), ints(kI32, {3}, {1, 2, 3}), ints(kI32, {}, {9})),
               DiagnosticError);
}

// ---- convert, bitcast_convert -------------------------------------------------------

TEST(ElementwiseConvert, IntegersAndBooleans) {
  expectFloats(convert(ints(kI32, {3}, {1, 2, 3}), kF32), {1.0, 2.0, 3.0});
  EXPECT_EQ(intValues(convert(ints(kI32, {3}, {300, -129, 127}), kI8)),
            (std::vector<int64_t>{44, 127, 127}));
  EXPECT_EQ(unsignedValues(convert(ints(kI32, {1}, {-1}), kUI32)),
            (std::vector<uint64_t>{4294967295u}));
  EXPECT_EQ(boolValues(convert(ints(kI32, {3}, {0, 2, -1}), kI1)),
            (std::vector<bool>{false, true, true}));
  EXPECT_EQ(boolValues(convert(floats(kF32, {4}, {0.0, -0.0, 0.5, kNaN}), kI1)),
            (std::vector<bool>{false, false, true, true}));
  expectFloats(convert(bools({2}, {true, false}), kBF16), {1.0, 0.0});
  EXPECT_EQ(intValues(convert(bools({2}, {true, false}), kI64)), (std::vector<int64_t>{1, 0}));
}

TEST(ElementwiseConvert, FloatToIntTruncatesAndSaturates) {
  EXPECT_EQ(intValues(convert(floats(kF32, {6}, {2.5, -2.5, 300.0, kNaN, -300.0, -kInf}), kI8)),
            (std::vector<int64_t>{2, -2, 127, 0, -128, -128}));
  EXPECT_EQ(unsignedValues(convert(floats(kF64, {4}, {-1.5, -0.5, 255.9, 256.0}), kUI8)),
            (std::vector<uint64_t>{0, 0, 255, 255}));
  EXPECT_EQ(intValues(convert(floats(kF64, {3}, {9.3e18, -9.3e18, -9223372036854775808.0}), kI64)),
            (std::vector<int64_t>{std::numeric_limits<int64_t>::max(), kI64Min, kI64Min}));
  EXPECT_EQ(unsignedValues(convert(floats(kF32, {1}, {kInf}), kUI64)),
            (std::vector<uint64_t>{std::numeric_limits<uint64_t>::max()}));
}

// int -> float and float -> float round once to nearest even.
TEST(ElementwiseConvert, RoundsOnceToNearestEven) {
  expectFloats(convert(ints(kI64, {2}, {16777217, 16777219}), kF32), {16777216.0, 16777220.0});
  expectFloats(convert(ints(kUI64, {1}, {0}), kF32), {0.0});
  expectFloats(convert(floats(kF64, {1}, {1.0}), kF32), {1.0});
  // 1 + 2^-11 + 2^-40 lies just above the f16 tie 1 + 2^-11: one rounding
  // gives 1 + 2^-10; rounding through f32 first would give 1.0.
  EXPECT_EQ(bitValues(convert(floats(kF64, {1}, {1.0 + 0x1p-11 + 0x1p-40}), kF16)),
            (std::vector<uint64_t>{0x3C01}));
  // 2^62 + 2^54 + 1 lies just above a bf16 tie: rounding through double would
  // lose the +1 and tie to even (0x5E80).
  EXPECT_EQ(
      bitValues(convert(ints(kI64, {1}, {(int64_t{1} << 62) + (int64_t{1} << 54) + 1}), kBF16)),
      (std::vector<uint64_t>{0x5E81}));
  EXPECT_EQ(
      bitValues(convert(ints(kI64, {1}, {-((int64_t{1} << 62) + (int64_t{1} << 54) + 1)}), kBF16)),
      (std::vector<uint64_t>{0xDE81}));
  EXPECT_EQ(bitValues(convert(floats(kF32, {3}, {65519.0, 65520.0, -1e-8}), kF16)),
            (std::vector<uint64_t>{0x7BFF, 0x7C00, 0x8000}));
  expectFloats(convert(floats(kF16, {1}, {0.1}), kF64), {0.0999755859375});
  expectFloats(convert(floats(kBF16, {1}, {3.0}), kF16), {3.0});
}

TEST(ElementwiseConvert, BitcastSpecExampleAndShapes) {
  Tensor bytes = bitcastConvert(floats(kF32, {2}, {0.0, 1.0}), TensorType{{2, 4}, kI8});
  EXPECT_EQ(intValues(bytes), (std::vector<int64_t>{0, 0, 0, 0, 0, 0, -128, 63}));
  expectFloats(bitcastConvert(bytes, TensorType{{2}, kF32}), {0.0, 1.0});
  EXPECT_EQ(unsignedValues(bitcastConvert(floats(kF32, {1}, {1.0}), TensorType{{1}, kUI32})),
            (std::vector<uint64_t>{0x3F800000}));
  EXPECT_EQ(
      bitValues(bitcastConvert(ints(ElementType::kI16, {1}, {0x3C00}), TensorType{{1}, kF16})),
      (std::vector<uint64_t>{0x3C00}));
  EXPECT_THROW(bitcastConvert(floats(kF32, {2}, {0.0, 1.0}), TensorType{{2, 2}, kI8}),
               DiagnosticError);
  EXPECT_THROW(bitcastConvert(ints(kI8, {3}, {0, 0, 0}), TensorType{{}, kI16}), DiagnosticError);
  EXPECT_THROW(bitcastConvert(bools({4}, {true, false, false, false}), TensorType{{}, kI8}),
               DiagnosticError);
}

// An i1 tensor is a bit string, least significant bit first.
TEST(ElementwiseConvert, BitcastBetweenBitsAndWords) {
  Tensor word = ints(kI16, {}, {0x4321});
  Tensor bits = bitcastConvert(word, TensorType{{16}, kI1});
  EXPECT_EQ(boolValues(bits),
            (std::vector<bool>{true, false, false, false, false, true, false, false,    // 0x21
                               true, true, false, false, false, false, true, false}));  // 0x43
  EXPECT_EQ(intValues(bitcastConvert(bits, TensorType{{}, kI16})), (std::vector<int64_t>{0x4321}));
  EXPECT_EQ(boolValues(bitcastConvert(bools({2}, {true, false}), TensorType{{2}, kI1})),
            (std::vector<bool>{true, false}));
}

TEST(ElementwiseConvert, MismatchedOperandsAreRefused) {
  EXPECT_THROW(add(ints(kI32, {2}, {1, 2}), ints(kI32, {3}, {1, 2, 3})), DiagnosticError);
  EXPECT_THROW(add(ints(kI32, {1}, {1}), ints(kI64, {1}, {1})), DiagnosticError);
}

// ---- numerics.h ------------------------------------------------------------------------

// The fast float -> f16/bf16 paths agree with the reference rounding of
// semantics/float16.h on a wide sample of float bit patterns.
TEST(ElementwiseNumerics, FastHalfConversionsMatchReference) {
  auto check = [](uint32_t bits) {
    const float f = std::bit_cast<float>(bits);
    ASSERT_EQ(floatToHalfBits(f), Half::fromDouble(f).bits) << std::hex << bits;
    ASSERT_EQ(floatToBFloat16Bits(f), BFloat16::fromDouble(f).bits) << std::hex << bits;
  };
  for (uint64_t bits = 0; bits <= 0xFFFFFFFFu; bits += 997) check(static_cast<uint32_t>(bits));
  for (uint32_t base :
       {0x33000000u, 0x38800000u, 0x477FE000u, 0x477FF000u, 0x7F7FFFFFu, 0x7F800000u}) {
    for (uint32_t delta = 0; delta < 0x2000; ++delta) {
      check(base + delta);
      check(base - delta);
      check((base + delta) | 0x80000000u);
    }
  }
  for (uint32_t h = 0; h <= 0xFFFF; ++h) {
    const double reference = binary16BitsToDouble(static_cast<uint16_t>(h), 5, 10);
    const double fast = halfBitsToFloat(static_cast<uint16_t>(h));
    if (std::isnan(reference))
      EXPECT_TRUE(std::isnan(fast));
    else
      ASSERT_EQ(fast, reference) << h;
  }
}

TEST(ElementwiseNumerics, UlpDistance) {
  EXPECT_EQ(ulpDistance(1.0f, std::nextafter(1.0f, 2.0f)), 1u);
  EXPECT_EQ(ulpDistance(-0.0f, 0.0f), 0u);
  EXPECT_EQ(ulpDistance(-std::numeric_limits<float>::denorm_min(),
                        std::numeric_limits<float>::denorm_min()),
            2u);
  EXPECT_EQ(ulpDistance(std::nanf(""), -std::nanf("1")), 0u);
  EXPECT_EQ(ulpDistance(std::numeric_limits<double>::infinity(), 1.0),
            std::numeric_limits<uint64_t>::max());
  EXPECT_EQ(ulpDistance(Half::fromDouble(5.0), Half::fromDouble(5.01)), 3u);
}

// ---- Kernel adapters ----------------------------------------------------------------------

TEST(ElementwiseKernel, AdaptersDecodeAttributesAndCheckTheResultType) {
  Module module;
  Interpreter interpreter(module);
  Operation op(OpCode::kCompare, "stablehlo.compare", Location{"t.mlir", 3, 5});
  op.addResult(Type(TensorType{{2}, kI1}));
  op.attrs().set("comparison_direction",
                 Attribute::enumValue("stablehlo", "comparison_direction", "GT"));
  OpContext ctx(op, {ints(kI32, {2}, {3, 1}), ints(kI32, {2}, {2, 2})}, interpreter);
  Values results = evalCompare(ctx);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(boolValues(results[0].tensor()), (std::vector<bool>{true, false}));

  Operation bad(OpCode::kAdd, "stablehlo.add", Location{"t.mlir", 4, 5});
  bad.addResult(Type(TensorType{{2}, kI64}));  // declares the wrong element type
  OpContext badCtx(bad, {ints(kI32, {2}, {1, 2}), ints(kI32, {2}, {1, 2})}, interpreter);
  try {
    evalAdd(badCtx);
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diag.kind, ErrorKind::kInvalidInput);
    EXPECT_EQ(e.diag.loc.line, 4);
    EXPECT_NE(e.diag.message.find("'stablehlo.add'"), std::string::npos) << e.diag.message;
  }

  Operation complexOp(OpCode::kComplex, "stablehlo.complex", Location{});
  OpContext complexCtx(complexOp, {}, interpreter);
  try {
    evalComplex(complexCtx);
    FAIL() << "expected a diagnostic";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diag.kind, ErrorKind::kInvalidInput);  // no operands
  }
}

}  // namespace
}  // namespace partir
