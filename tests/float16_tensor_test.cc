#include <algorithm>

#include <gtest/gtest.h>

#include "interp/tensor.h"
#include "semantics/float16.h"

namespace partir {
namespace {

TEST(Float16, RoundsToNearestEven) {
  EXPECT_EQ(Half::fromDouble(1.0).bits, 0x3C00);
  EXPECT_EQ(Half::fromDouble(65504.0).bits, 0x7BFF);
  EXPECT_EQ(Half::fromDouble(65520.0).bits, 0x7C00);  // ties to even -> inf
  EXPECT_EQ(Half::fromDouble(1.0 + 1.0 / 2048).bits, 0x3C00);  // tie to even
  EXPECT_EQ(Half::fromDouble(5.960464477539063e-08).bits, 0x0001);  // smallest subnormal
  EXPECT_EQ(BFloat16::fromDouble(1.0).bits, 0x3F80);
  EXPECT_EQ(BFloat16::fromBits(0x3F80).toDouble(), 1.0);
}

TEST(Tensor, RefusesOversizedBeforeAllocating) {
  TensorType huge{{100000, 1000000}, ElementType::kF32};
  EXPECT_THROW(Tensor::uninitialized(huge), DiagnosticError);
}

// Found by tests/fuzz/program_fuzzer.cc: tensor<0x3^40xf32> has no elements,
// but its row-major strides overflow int64; it is refused like 3^40x0.
TEST(Tensor, ZeroSizeShapesStillNeedStridesThatFit) {
  Shape shape{0};
  for (int i = 0; i < 40; ++i) shape.push_back(3);
  EXPECT_EQ(elementCount(shape), std::nullopt);
  std::reverse(shape.begin(), shape.end());
  EXPECT_EQ(elementCount(shape), std::nullopt);
  EXPECT_EQ(elementCount({0, 1 << 20, 1 << 20}), 0);
  EXPECT_THROW(Tensor::uninitialized(TensorType{shape, ElementType::kF32}), DiagnosticError);
}

}  // namespace
}  // namespace partir
