// The linalg kernels: each op's StableHLO spec example; dot_general with
// batch and contracting dims in odd positions against a naive loop; the BLAS
// path against the exact integer path; convolution's im2col + gemm path
// against the reference loop on random cases (groups, dilations, padding,
// reversal, permuted layouts); triangular_solve and cholesky by
// reconstruction; batch norm; and malformed attributes refused.
#include "interp/kernels/linalg.h"

#include <gtest/gtest.h>

#include <random>

#include "interp/interpreter.h"
#include "interp/kernels.h"
#include "interp/kernels/collectives.h"
#include "interp/kernels/data_movement.h"
#include "tests/tensor_builders.h"
#include "interp/numerics.h"
#include "semantics/parser.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;

constexpr ElementType kF16 = ElementType::kF16, kBF16 = ElementType::kBF16,
                      kF32 = ElementType::kF32, kF64 = ElementType::kF64, kI1 = ElementType::kI1,
                      kI8 = ElementType::kI8, kI32 = ElementType::kI32, kI64 = ElementType::kI64;

// Small integers, so float products and sums are exact.
std::vector<double> randomInts(int64_t n, std::mt19937& rng, int lo = -4, int hi = 4) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::vector<double> v;
  for (int64_t i = 0; i < n; ++i) v.push_back(d(rng));
  return v;
}

Tensor randomTensor(ElementType e, const Shape& shape, std::mt19937& rng) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return makeTensor(e, shape, randomInts(n, rng));
}

void expectNear(const std::vector<double>& got, const std::vector<double>& want, double tol) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tol) << "at " << i;
}

// ---- dot_general ---------------------------------------------------------------

TEST(LinalgDotGeneral, SpecExample) {
  const Tensor lhs = makeTensor(kI32, {2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8});
  const Tensor rhs = makeTensor(kI32, {2, 2, 2}, {1, 0, 0, 1, 1, 0, 0, 1});
  const DotDimensionNumbers dims{{0}, {0}, {2}, {1}};
  Shape shape;
  ASSERT_FALSE(checkDotGeneral(lhs.shape(), rhs.shape(), dims, &shape).has_value());
  EXPECT_EQ(shape, (Shape{2, 2, 2}));
  EXPECT_EQ(tensorValues(dotGeneral(lhs, rhs, dims, kI32)), tensorValues(lhs));
  // The same with f32 operands (the BLAS path).
  EXPECT_EQ(tensorValues(dotGeneral(makeTensor(kF32, {2, 2, 2}, tensorValues(lhs)),
                              makeTensor(kF32, {2, 2, 2}, tensorValues(rhs)), dims, kF32)),
            tensorValues(lhs));
}

// result[b..., i..., j...] = sum_c lhs[...] * rhs[...] by the spec's formula.
std::vector<double> naiveDot(const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& d,
                             const Shape& resultShape) {
  const std::vector<double> l = tensorValues(lhs), r = tensorValues(rhs);
  auto freeDims = [](int64_t rank, const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
    std::vector<int64_t> out;
    for (int64_t i = 0; i < rank; ++i)
      if (std::find(a.begin(), a.end(), i) == a.end() &&
          std::find(b.begin(), b.end(), i) == b.end())
        out.push_back(i);
    return out;
  };
  const std::vector<int64_t> lf = freeDims(lhs.rank(), d.lhsBatching, d.lhsContracting);
  const std::vector<int64_t> rf = freeDims(rhs.rank(), d.rhsBatching, d.rhsContracting);
  Shape contracting;
  for (int64_t c : d.lhsContracting) contracting.push_back(lhs.shape()[c]);
  std::vector<double> out;
  for (IndexIterator it(resultShape); !it.done(); it.next()) {
    std::vector<int64_t> li(lhs.rank()), ri(rhs.rank());
    size_t k = 0;
    for (size_t b = 0; b < d.lhsBatching.size(); ++b, ++k)
      li[d.lhsBatching[b]] = ri[d.rhsBatching[b]] = it.index()[k];
    for (int64_t f : lf) li[f] = it.index()[k++];
    for (int64_t f : rf) ri[f] = it.index()[k++];
    double sum = 0;
    for (IndexIterator c(contracting); !c.done(); c.next()) {
      for (size_t j = 0; j < contracting.size(); ++j) {
        li[d.lhsContracting[j]] = c.index()[j];
        ri[d.rhsContracting[j]] = c.index()[j];
      }
      sum += l[lhs.linearIndex(li)] * r[rhs.linearIndex(ri)];
    }
    out.push_back(sum);
  }
  return out;
}

// A product's operand shapes and dimension numbers.
struct DotCase {
  Shape lhs, rhs;
  DotDimensionNumbers dims;
};

TEST(LinalgDotGeneral, BatchAndContractingDimsInOddPositions) {
  std::mt19937 rng(1);
  const DotCase cases[] = {
      // lhs [c0=3, b=2, m=4, c1=5], rhs [c1=5, n=6, b=2, c0=3]
      {{3, 2, 4, 5}, {5, 6, 2, 3}, {{1}, {2}, {0, 3}, {3, 0}}},
      // two batch dims, swapped on the rhs; free dims on both sides
      {{2, 7, 3, 4}, {3, 4, 5, 2}, {{0, 2}, {3, 0}, {3}, {1}}},
      // no contracting dims: an outer product per batch
      {{2, 3}, {4, 2}, {{0}, {1}, {}, {}}},
      // the layouts BLAS takes without copying: [K, M] x [N, K]
      {{6, 5}, {4, 6}, {{}, {}, {0}, {1}}},
      {{5, 6}, {6, 4}, {{}, {}, {1}, {0}}},
  };
  for (const DotCase& c : cases) {
    for (ElementType e : {kF32, kF64, kI32, kI8, kF16}) {
      const Tensor lhs = randomTensor(e, c.lhs, rng), rhs = randomTensor(e, c.rhs, rng);
      Shape shape;
      ASSERT_FALSE(checkDotGeneral(lhs.shape(), rhs.shape(), c.dims, &shape).has_value());
      EXPECT_EQ(tensorValues(dotGeneral(lhs, rhs, c.dims, e)), naiveDot(lhs, rhs, c.dims, shape))
          << elementTypeName(e);
    }
  }
}

TEST(LinalgDotGeneral, BlasPathEqualsTheExactIntegerPath) {
  std::mt19937 rng(2);
  // Sizes past OpenBLAS's small-matrix kernels; small integers keep f32 exact.
  const DotCase cases[] = {
      {{3, 67, 129}, {3, 129, 45}, {{0}, {0}, {2}, {1}}},  // [B, M, K] x [B, K, N]: no copy
      {{129, 3, 67}, {3, 45, 129}, {{1}, {0}, {0}, {2}}},  // packed lhs, transposed rhs view
      {{129, 67}, {45, 129}, {{}, {}, {0}, {1}}},          // both transposed views
      {{67, 3, 129}, {3, 129, 45}, {{1}, {0}, {2}, {1}}},  // batch slices with lda = 3 * 129
      // attention's [B, S, H, D] x [B, T, H, D]: two batch dims, strided views
      {{2, 67, 3, 40}, {2, 45, 3, 40}, {{0, 2}, {0, 2}, {3}, {3}}},
      // BLAS blocks (blas.cc): two of rows (279 and 21), then a few rows times
      // a wide rhs in two blocks of columns (1024 and 76)
      {{300, 400}, {400, 300}, {{}, {}, {1}, {0}}},
      {{8, 4096}, {4096, 1100}, {{}, {}, {1}, {0}}},
  };
  for (const DotCase& c : cases) {
    const Tensor l64 = randomTensor(kI64, c.lhs, rng), r64 = randomTensor(kI64, c.rhs, rng);
    const Tensor exact64 = dotGeneral(l64, r64, c.dims, kI64);
    const std::vector<double> exact = tensorValues(exact64);
    for (ElementType e : {kF32, kF64}) {
      const Tensor l = makeTensor(e, c.lhs, tensorValues(l64)), r = makeTensor(e, c.rhs, tensorValues(r64));
      EXPECT_EQ(tensorValues(dotGeneral(l, r, c.dims, e)), exact) << elementTypeName(e);
    }
    // bf16 packs its operands to f32 (an operand whose rows hold its
    // innermost dim as [cols, rows], read transposed): the exact sum, rounded once.
    const Tensor l = makeTensor(kBF16, c.lhs, tensorValues(l64)), r = makeTensor(kBF16, c.rhs, tensorValues(r64));
    EXPECT_EQ(tensorValues(dotGeneral(l, r, c.dims, kBF16)), tensorValues(makeTensor(kBF16, exact64.shape(), exact)));
  }
}

// A few rows against a large bf16 matrix read in place and widened as read
// (linalg.cc, fewRowsByBf16Matrix): columns stored contiguously (a
// transposed weight) and rows stored contiguously, row groups past 8, a
// contraction that is no multiple of the 16 lanes, and batches: the exact
// sum, rounded once.
TEST(LinalgDotGeneral, FewRowsReadABf16MatrixInPlace) {
  std::mt19937 rng(3);
  const DotCase cases[] = {
      {{8, 4099}, {70, 4099}, {{}, {}, {1}, {1}}},               // columns: [N, K] weight
      {{1, 3000}, {3000, 90}, {{}, {}, {1}, {0}}},               // rows: [K, N]
      {{2, 13, 1000}, {2, 1000, 300}, {{0}, {0}, {2}, {1}}},     // two row groups, batched rows
      {{2, 13, 1000}, {2, 300, 1000}, {{0}, {0}, {2}, {2}}},     // batched columns
      {{1000, 5}, {300, 1000}, {{}, {}, {0}, {1}}},              // a transposed lhs, packed
  };
  for (const DotCase& c : cases) {
    const Tensor l64 = randomTensor(kI64, c.lhs, rng), r64 = randomTensor(kI64, c.rhs, rng);
    const Tensor exact = dotGeneral(l64, r64, c.dims, kI64);
    const Tensor l = makeTensor(kBF16, c.lhs, tensorValues(l64)), r = makeTensor(kBF16, c.rhs, tensorValues(r64));
    EXPECT_EQ(tensorValues(dotGeneral(l, r, c.dims, kBF16)), tensorValues(makeTensor(kBF16, exact.shape(), tensorValues(exact))));
  }
  // 0 * inf in the matrix is NaN, as written.
  std::vector<double> weights(4099 * 70, 1.0);
  weights[5 * 4099 + 17] = INFINITY;
  const Tensor out = dotGeneral(makeTensor(kBF16, {1, 4099}, std::vector<double>(4099, 0.0)),
                                makeTensor(kBF16, {70, 4099}, weights), {{}, {}, {1}, {1}}, kBF16);
  EXPECT_TRUE(std::isnan(tensorValues(out)[5]));
  EXPECT_EQ(tensorValues(out)[4], 0.0);
}

TEST(LinalgDotGeneral, F16AndBF16RoundOnce) {
  // 256 + 1 + 1 = 258 is a bf16 value; rounding after each add would stop
  // at 256 (257 ties to the even 256).
  const DotDimensionNumbers dims{{}, {}, {0}, {0}};
  EXPECT_EQ(
      tensorValues(dotGeneral(makeTensor(kBF16, {3}, {256, 1, 1}), makeTensor(kBF16, {3}, {1, 1, 1}), dims, kBF16)),
      (std::vector<double>{258}));
  EXPECT_EQ(
      tensorValues(dotGeneral(makeTensor(kF16, {3}, {2048, 1, 1}), makeTensor(kF16, {3}, {1, 1, 1}), dims, kF16)),
      (std::vector<double>{2050}));
}

TEST(LinalgDotGeneral, IntegersWrapAndBooleansAreOrOfAnds) {
  const DotDimensionNumbers dims{{}, {}, {1}, {0}};
  // 100 * 2 + 100 * 1 = 300 wraps to 44 in i8.
  EXPECT_EQ(tensorValues(dotGeneral(makeTensor(kI8, {1, 2}, {100, 100}), makeTensor(kI8, {2, 1}, {2, 1}), dims, kI8)),
            (std::vector<double>{44}));
  const Tensor a = makeTensor(kI1, {2, 2}, {1, 0, 0, 0}), b = makeTensor(kI1, {2, 2}, {1, 1, 0, 1});
  EXPECT_EQ(tensorValues(dotGeneral(a, b, dims, kI1)), (std::vector<double>{1, 1, 0, 0}));
}

TEST(LinalgDotGeneral, ConvertsOperandsToTheResultType) {
  // 2^24 + 1 is not an f32, but the f64 result keeps it.
  const DotDimensionNumbers dims{{}, {}, {0}, {0}};
  EXPECT_EQ(tensorValues(dotGeneral(makeTensor(kF32, {2}, {16777216, 1}), makeTensor(kF32, {2}, {1, 1}), dims, kF64)),
            (std::vector<double>{16777217}));
}

TEST(LinalgDotGeneral, RejectsMalformedDimensionNumbers) {
  Shape out;
  EXPECT_TRUE(checkDotGeneral({2, 3}, {3, 4}, {{}, {}, {2}, {0}}, &out).has_value());        // C7
  EXPECT_TRUE(checkDotGeneral({2, 3}, {3, 4}, {{}, {}, {1}, {-1}}, &out).has_value());       // C9
  EXPECT_TRUE(checkDotGeneral({2, 3}, {3, 4}, {{0}, {}, {1}, {0}}, &out).has_value());       // C2
  EXPECT_TRUE(checkDotGeneral({2, 3}, {3, 4}, {{}, {}, {1, 1}, {0, 1}}, &out).has_value());  // C4
  EXPECT_TRUE(checkDotGeneral({2, 3}, {4, 4}, {{}, {}, {1}, {0}}, &out).has_value());        // C11
}

// ---- convolution --------------------------------------------------------------------

ConvolutionConfig nhwc(size_t spatial) {
  ConvolutionConfig c;
  c.inputBatchDimension = 0;
  c.inputFeatureDimension = static_cast<int64_t>(spatial) + 1;
  c.kernelInputFeatureDimension = static_cast<int64_t>(spatial);
  c.kernelOutputFeatureDimension = static_cast<int64_t>(spatial) + 1;
  c.outputBatchDimension = 0;
  c.outputFeatureDimension = static_cast<int64_t>(spatial) + 1;
  for (size_t d = 0; d < spatial; ++d) {
    c.inputSpatialDimensions.push_back(static_cast<int64_t>(d) + 1);
    c.kernelSpatialDimensions.push_back(static_cast<int64_t>(d));
    c.outputSpatialDimensions.push_back(static_cast<int64_t>(d) + 1);
  }
  defaultConvolutionWindow(c, spatial);
  return c;
}

TEST(LinalgConvolution, SpecExample) {
  ConvolutionConfig c = nhwc(2);
  c.windowStrides = {4, 4};
  c.lhsDilation = {2, 2};
  const Tensor lhs =
      makeTensor(kI32, {1, 4, 4, 1}, {1, 2, 5, 6, 3, 4, 7, 8, 10, 11, 14, 15, 12, 13, 16, 17});
  const Tensor rhs = makeTensor(kI32, {3, 3, 1, 1}, std::vector<double>(9, 1));
  Shape shape;
  ASSERT_FALSE(checkConvolution(lhs.shape(), rhs.shape(), c, &shape).has_value());
  EXPECT_EQ(shape, (Shape{1, 2, 2, 1}));
  const std::vector<double> expected{10, 26, 46, 62};
  EXPECT_EQ(tensorValues(convolution(lhs, rhs, c, kI32)), expected);
  EXPECT_EQ(tensorValues(convolutionReference(lhs, rhs, c, kI32)), expected);
  EXPECT_EQ(tensorValues(convolution(makeTensor(kF32, lhs.shape(), tensorValues(lhs)),
                               makeTensor(kF32, rhs.shape(), tensorValues(rhs)), c, kF32)),
            expected);
  // Each output sums 4 elements; its 5 other window positions are holes.
  EXPECT_EQ(convolutionFlops(lhs.shape(), rhs.shape(), c), 2 * 4 * 4);
}

// A random valid convolution: random layouts (NCHW in a third), groups, strides, dilations,
// padding (negative too) and reversal over one or two spatial dims.
struct RandomConvolution {
  ConvolutionConfig c;
  Shape lhs, rhs;
};

std::vector<int64_t> shuffled(size_t n, std::mt19937& rng) {
  std::vector<int64_t> p(n);
  for (size_t i = 0; i < n; ++i) p[i] = static_cast<int64_t>(i);
  std::shuffle(p.begin(), p.end(), rng);
  return p;
}

RandomConvolution randomConvolution(std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const size_t s = pick(1, 2), n = s + 2;
  RandomConvolution r;
  ConvolutionConfig& c = r.c;
  std::vector<int64_t> in = shuffled(n, rng), k = shuffled(n, rng), out = shuffled(n, rng);
  if (pick(0, 2) == 0)  // NCHW input and output: the feature-major path
    for (size_t d = 0; d < n; ++d) in[d] = out[d] = static_cast<int64_t>(d);
  c.inputBatchDimension = in[0];
  c.inputFeatureDimension = in[1];
  c.kernelInputFeatureDimension = k[0];
  c.kernelOutputFeatureDimension = k[1];
  c.outputBatchDimension = out[0];
  c.outputFeatureDimension = out[1];
  c.inputSpatialDimensions.assign(in.begin() + 2, in.end());
  c.kernelSpatialDimensions.assign(k.begin() + 2, k.end());
  c.outputSpatialDimensions.assign(out.begin() + 2, out.end());
  defaultConvolutionWindow(c, s);
  const int mode = pick(0, 2);  // plain, feature groups, batch groups
  c.featureGroupCount = mode == 1 ? pick(2, 3) : 1;
  c.batchGroupCount = mode == 2 ? pick(2, 3) : 1;
  const int64_t groupedIn = pick(1, 3), outPerGroup = pick(1, 3);
  r.lhs.assign(n, 0);
  r.rhs.assign(n, 0);
  r.lhs[c.inputBatchDimension] = pick(1, 2) * c.batchGroupCount;
  r.lhs[c.inputFeatureDimension] = groupedIn * c.featureGroupCount;
  r.rhs[c.kernelInputFeatureDimension] = groupedIn;
  r.rhs[c.kernelOutputFeatureDimension] = outPerGroup * c.featureGroupCount * c.batchGroupCount;
  for (size_t d = 0; d < s; ++d) {
    r.lhs[c.inputSpatialDimensions[d]] = pick(1, 6);
    r.rhs[c.kernelSpatialDimensions[d]] = pick(1, 3);
    c.windowStrides[d] = pick(1, 3);
    c.lhsDilation[d] = pick(1, 2);
    c.rhsDilation[d] = pick(1, 2);
    c.paddingLow[d] = pick(-1, 2);
    c.paddingHigh[d] = pick(-1, 2);
    c.windowReversal[d] = pick(0, 1) == 1;
  }
  return r;
}

TEST(LinalgConvolution, Im2colGemmMatchesTheReferenceLoop) {
  std::mt19937 rng(42);
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    RandomConvolution r = randomConvolution(rng);
    Shape shape;
    if (checkConvolution(r.lhs, r.rhs, r.c, &shape)) continue;
    for (ElementType e : {kF32, kI32, kF64, kBF16}) {
      const Tensor lhs = randomTensor(e, r.lhs, rng), rhs = randomTensor(e, r.rhs, rng);
      const Tensor fast = convolution(lhs, rhs, r.c, e);
      const Tensor reference = convolutionReference(lhs, rhs, r.c, e);
      ASSERT_EQ(fast.shape(), shape);
      EXPECT_TRUE(fast.bitwiseEqual(reference))
          << "trial " << trial << " " << elementTypeName(e) << "\n"
          << fast.str() << "\n"
          << reference.str();
    }
    ++checked;
  }
  EXPECT_GT(checked, 200);
}

TEST(LinalgConvolution, BlasSizedGroupsMatchTheReferenceLoop) {
  // Contractions of 72 and more terms take the OpenBLAS path (blas.h).
  std::mt19937 rng(17);
  for (int mode = 0; mode < 3; ++mode) {
    ConvolutionConfig c = nhwc(2);
    c.featureGroupCount = mode == 1 ? 2 : 1;
    c.batchGroupCount = mode == 2 ? 2 : 1;
    c.windowStrides = {2, 1};
    c.rhsDilation = {1, 2};
    c.lhsDilation = {2, 1};
    c.paddingLow = {1, 2};
    c.paddingHigh = {2, -1};
    c.windowReversal = {true, false};
    const Shape lhs{4, 9, 10, 8 * c.featureGroupCount},
        rhs{3, 3, 8, 6 * c.featureGroupCount * c.batchGroupCount};
    Shape shape;
    ASSERT_FALSE(checkConvolution(lhs, rhs, c, &shape).has_value());
    const Tensor l = randomTensor(kF32, lhs, rng), k = randomTensor(kF32, rhs, rng);
    EXPECT_TRUE(convolution(l, k, c, kF32).bitwiseEqual(convolutionReference(l, k, c, kF32)))
        << "mode " << mode;
  }
}

// The spec's formula written out for one spatial dim, one feature: pad the
// lhs (interior padding lhs_dilation - 1, edges may be negative), slice each
// window with rhs_dilation, reverse it if asked, dot with the kernel.
std::vector<double> spelledOutConvolution(const std::vector<double>& x,
                                          const std::vector<double>& w,
                                          const ConvolutionConfig& c) {
  const int64_t low = c.paddingLow[0], dil = c.lhsDilation[0];
  const int64_t size = low + (static_cast<int64_t>(x.size()) - 1) * dil + 1 + c.paddingHigh[0];
  std::vector<double> padded(std::max<int64_t>(size, 0), 0.0);
  for (size_t i = 0; i < x.size(); ++i) {
    const int64_t p = low + static_cast<int64_t>(i) * dil;
    if (p >= 0 && p < size) padded[p] = x[i];
  }
  const int64_t k = static_cast<int64_t>(w.size());
  const int64_t span = (k - 1) * c.rhsDilation[0] + 1;
  std::vector<double> out;
  for (int64_t start = 0; start + span <= size; start += c.windowStrides[0]) {
    std::vector<double> window;
    for (int64_t j = 0; j < k; ++j) window.push_back(padded[start + j * c.rhsDilation[0]]);
    if (c.windowReversal[0]) std::reverse(window.begin(), window.end());
    double sum = 0;
    for (int64_t j = 0; j < k; ++j) sum += window[j] * w[j];
    out.push_back(sum);
  }
  return out;
}

TEST(LinalgConvolution, ReversalPaddingAndDilationsMatchTheSpelledOutFormula) {
  std::mt19937 rng(5);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int trial = 0; trial < 200; ++trial) {
    ConvolutionConfig c = nhwc(1);
    c.windowStrides = {pick(1, 3)};
    c.lhsDilation = {pick(1, 3)};
    c.rhsDilation = {pick(1, 3)};
    c.paddingLow = {pick(-2, 3)};
    c.paddingHigh = {pick(-2, 3)};
    c.windowReversal = {pick(0, 1) == 1};
    const int64_t n = pick(1, 7), k = pick(1, 4);
    Shape shape;
    if (checkConvolution({1, n, 1}, {k, 1, 1}, c, &shape)) continue;
    const std::vector<double> x = randomInts(n, rng), w = randomInts(k, rng);
    const std::vector<double> expected = spelledOutConvolution(x, w, c);
    EXPECT_EQ(tensorValues(convolution(makeTensor(kF32, {1, n, 1}, x), makeTensor(kF32, {k, 1, 1}, w), c, kF32)),
              expected)
        << "trial " << trial;
    EXPECT_EQ(
        tensorValues(convolutionReference(makeTensor(kI32, {1, n, 1}, x), makeTensor(kI32, {k, 1, 1}, w), c, kI32)),
        expected)
        << "trial " << trial;
  }
}

TEST(LinalgConvolution, GroupsSplitFeaturesAndBatch) {
  // feature_group_count 2: two 1x1 convolutions side by side.
  ConvolutionConfig c = nhwc(1);
  c.featureGroupCount = 2;
  const Tensor lhs = makeTensor(kI32, {1, 1, 2}, {3, 5});
  const Tensor rhs = makeTensor(kI32, {1, 1, 2}, {10, 100});
  EXPECT_EQ(tensorValues(convolution(lhs, rhs, c, kI32)), (std::vector<double>{30, 500}));
  // batch_group_count 2: batch halves meet output feature halves.
  ConvolutionConfig b = nhwc(1);
  b.batchGroupCount = 2;
  const Tensor lhs2 = makeTensor(kI32, {2, 1, 1}, {3, 5});
  EXPECT_EQ(tensorValues(convolution(lhs2, rhs, b, kI32)), (std::vector<double>{30, 500}));
  EXPECT_EQ(tensorValues(convolutionReference(lhs2, rhs, b, kI32)), (std::vector<double>{30, 500}));
}

// StableHLO spec "convolution": with feature_group_count G the result is the
// concatenation along the output features of the G convolutions of the lhs's
// feature groups with the kernel's output feature groups; with
// batch_group_count G, of the lhs's batch groups with the kernel's output
// feature groups, each still summing over all its input features.
TEST(LinalgConvolution, GroupsAreTheSpecsSplitAndConcatenate) {
  std::mt19937 rng(17);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int trial = 0; trial < 60; ++trial) {
    const bool batchGroups = trial % 2 == 1;
    const int64_t groups = pick(2, 4), inFeatures = pick(1, 3), outPerGroup = pick(1, 2);
    const int64_t batch = pick(1, 2) * (batchGroups ? groups : 1), width = pick(1, 4);
    const int64_t window = pick(1, width);
    ConvolutionConfig c = nhwc(1);
    (batchGroups ? c.batchGroupCount : c.featureGroupCount) = groups;
    const int64_t lhsFeatures = batchGroups ? inFeatures : inFeatures * groups;
    const Tensor lhs = makeTensor(kI32, {batch, width, lhsFeatures},
                                  randomInts(batch * width * lhsFeatures, rng));
    const Tensor rhs = makeTensor(kI32, {window, inFeatures, outPerGroup * groups},
                                  randomInts(window * inFeatures * outPerGroup * groups, rng));
    ConvolutionConfig one = nhwc(1);
    const std::vector<Tensor> lhses = split(lhs, groups, batchGroups ? 0 : 2);
    const std::vector<Tensor> rhses = split(rhs, groups, 2);
    std::vector<Tensor> parts;
    for (int64_t g = 0; g < groups; ++g)
      parts.push_back(convolutionReference(lhses[g], rhses[g], one, kI32));
    const std::vector<double> expected = tensorValues(concatenate(parts, 2));
    EXPECT_EQ(tensorValues(convolution(lhs, rhs, c, kI32)), expected) << "trial " << trial;
    EXPECT_EQ(tensorValues(convolutionReference(lhs, rhs, c, kI32)), expected) << "trial " << trial;
    EXPECT_EQ(tensorValues(convolution(makeTensor(kF32, lhs.shape(), tensorValues(lhs)),
                                       makeTensor(kF32, rhs.shape(), tensorValues(rhs)), c, kF32)),
              expected)
        << "trial " << trial;
  }
}

TEST(LinalgConvolution, PaddingTakesPartAsZeros) {
  // An infinite kernel weight meets a padding zero: 0 * inf = NaN (spec: pad, then dot).
  ConvolutionConfig c = nhwc(1);
  c.paddingLow = {1};
  const Tensor lhs = makeTensor(kF32, {1, 1, 1}, {2});
  const Tensor rhs = makeTensor(kF32, {2, 1, 1}, {INFINITY, 1});
  for (const Tensor& t : {convolution(lhs, rhs, c, kF32), convolutionReference(lhs, rhs, c, kF32)})
    EXPECT_TRUE(std::isnan(tensorValues(t)[0]));
}

// A view of shape `v` (interp/deferred_operand.h) over a random source:
// random interior and edge padding where the sizes allow it (value 0, or 1
// now and then), a random transpose, composed in a random order; an infinity
// in the source now and then.
DeferredOperand randomView(const Shape& v, ElementType e, std::mt19937& rng) {
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const size_t n = v.size();
  std::vector<int64_t> low(n, 0), high(n, 0), interior(n, 0), perm = shuffled(n, rng);
  Shape unpadded = v;  // per view dim
  for (size_t d = 0; d < n; ++d) {
    const int64_t i = pick(0, 2), lo = pick(0, 1), hi = pick(0, 1), inner = v[d] - lo - hi;
    if (pick(0, 2) == 0 || inner < 1 || (inner - 1) % (i + 1) != 0) continue;
    low[d] = lo, high[d] = hi, interior[d] = i;
    unpadded[d] = (inner - 1) / (i + 1) + 1;
  }
  const TensorType viewType{v, e};
  const Tensor value = makeTensor(e, {}, {pick(0, 5) == 0 ? 1.0 : 0.0});
  // View dim d is source dim perm[d], padded or not.
  Shape source(n), padded(n), transposed(n);
  std::vector<int64_t> sourceLow(n), sourceHigh(n), sourceInterior(n);
  for (size_t d = 0; d < n; ++d) {
    source[perm[d]] = transposed[d] = unpadded[d];
    padded[perm[d]] = v[d];
    sourceLow[perm[d]] = low[d], sourceHigh[perm[d]] = high[d], sourceInterior[perm[d]] = interior[d];
  }
  Tensor x = randomTensor(e, source, rng);
  if (pick(0, 5) == 0 && e == kF32 && x.numElements() > 0) x.set<float>(0, INFINITY);
  if (pick(0, 1) == 0)  // transpose(pad(x))
    return deferTranspose(deferPad(undeferred(x), value, sourceLow, sourceHigh, sourceInterior,
                                   TensorType{padded, e}),
                          perm, viewType);
  return deferPad(deferTranspose(undeferred(x), perm, TensorType{transposed, e}), value, low, high,
                  interior, viewType);  // pad(transpose(x))
}

TEST(LinalgConvolution, ReadingThroughPadsAndTransposesGivesTheMaterializedResult) {
  // Folding a deferred pad or transpose into the convolution (or leaving an
  // unfoldable one materialized) gives the bits of the ops as written: with
  // small integers every sum is exact, and an infinity meeting an inserted
  // zero must still give NaN.
  std::mt19937 rng(7);
  int checked = 0, folded = 0;
  for (int trial = 0; trial < 400; ++trial) {
    RandomConvolution r = randomConvolution(rng);
    Shape shape;
    if (checkConvolution(r.lhs, r.rhs, r.c, &shape)) continue;
    for (ElementType e : {kF32, kI32}) {
      const DeferredOperand lhs = randomView(r.lhs, e, rng), rhs = randomView(r.rhs, e, rng);
      ASSERT_EQ(lhs.materialize().shape(), r.lhs);
      ASSERT_EQ(rhs.materialize().shape(), r.rhs);
      const Tensor read = convolution(lhs, rhs, r.c, e);
      const Tensor written = convolution(lhs.materialize(), rhs.materialize(), r.c, e);
      EXPECT_TRUE(read.bitwiseEqual(written)) << "trial " << trial << " " << elementTypeName(e) << "\n"
                                              << read.str() << "\n" << written.str();
      folded += lhs.padded() || rhs.padded();
    }
    ++checked;
  }
  EXPECT_GT(checked, 250);
  EXPECT_GT(folded, 250);
}

TEST(LinalgDotGeneral, ReadingThroughATransposeKeepsTheViewsFreeDimOrder) {
  // dot_general(transpose(x, [2, 0, 1]), y): x's free dims come out in the
  // view's order, not x's.
  std::mt19937 rng(3);
  const Tensor x = randomTensor(kF32, {5, 3, 4}, rng), y = randomTensor(kF32, {4, 2}, rng);
  const DeferredOperand view = deferTranspose(undeferred(x), {2, 0, 1}, TensorType{{4, 5, 3}, kF32});
  DotDimensionNumbers dims;
  dims.lhsContracting = {0};
  dims.rhsContracting = {0};
  const Tensor read = dotGeneral(view, undeferred(y), dims, kF32);
  EXPECT_EQ(read.shape(), (Shape{5, 3, 2}));
  EXPECT_TRUE(read.bitwiseEqual(dotGeneral(view.materialize(), y, dims, kF32)));
}

TEST(LinalgConvolution, LongWindowsSumInBlocksOfKernelPositions) {
  // A weight gradient's shape: 2 x 3 output positions, windows of 600 x 600
  // positions x 2 features (an im2col matrix of 6 rows and 720,000 columns,
  // summed in blocks of kernel positions); small integers keep sums exact.
  std::mt19937 rng(5);
  const ConvolutionConfig c = nhwc(2);
  const Tensor lhs = randomTensor(kF32, {1, 601, 602, 2}, rng), rhs = randomTensor(kF32, {600, 600, 2, 3}, rng);
  const Tensor fast = convolution(lhs, rhs, c, kF32);
  EXPECT_EQ(fast.shape(), (Shape{1, 2, 3, 3}));
  EXPECT_TRUE(fast.bitwiseEqual(convolutionReference(lhs, rhs, c, kF32))) << fast.str();
}

TEST(LinalgConvolution, ClassesThatReadAlikeShareOneProduct) {
  // A patch-4 convolution's input gradient: lhs dilation 4, padding 3, a
  // reversed 4x4 window. Each output reads one input, through one of 16
  // kernel positions (a class each, all reading alike): one gemm with the
  // 16 classes' kernels side by side, each class's rows scattered back.
  std::mt19937 rng(11);
  ConvolutionConfig c = nhwc(2);
  c.lhsDilation = {4, 4};
  c.paddingLow = c.paddingHigh = {3, 3};
  c.windowReversal = {true, true};
  const Tensor g = randomTensor(kF32, {2, 3, 5, 6}, rng), w = randomTensor(kF32, {4, 4, 6, 3}, rng);
  const Tensor fast = convolution(g, w, c, kF32);
  EXPECT_EQ(fast.shape(), (Shape{2, 12, 20, 3}));
  EXPECT_TRUE(fast.bitwiseEqual(convolutionReference(g, w, c, kF32))) << fast.str();
}

TEST(LinalgConvolution, HolesAndPaddingMeetInfinitiesAsWritten) {
  // The lhs-dilated and the depthwise paths leave out the zeros of holes and
  // padding only when the kernel is finite: here inf meets a hole (lhs
  // dilation 2) or the padding, and the result is NaN there, as written.
  ConvolutionConfig dilated = nhwc(1);
  dilated.lhsDilation = {2};
  const Tensor x = makeTensor(kF32, {1, 2, 1}, {1, 2});  // dilated: [1, 0, 2]
  const Tensor w = makeTensor(kF32, {2, 1, 1}, {INFINITY, 1});
  for (const Tensor& t : {convolution(x, w, dilated, kF32), convolutionReference(x, w, dilated, kF32)}) {
    const std::vector<double> v = tensorValues(t);  // [1 * inf + 0 * 1, 0 * inf + 2 * 1]
    ASSERT_EQ(v.size(), 2u);
    EXPECT_TRUE(std::isinf(v[0]));
    EXPECT_TRUE(std::isnan(v[1]));
  }
  ConvolutionConfig depthwise = nhwc(1);
  depthwise.featureGroupCount = 2;
  depthwise.paddingLow = {1};
  const Tensor x2 = makeTensor(kF32, {1, 1, 2}, {3, 4});
  const Tensor w2 = makeTensor(kF32, {2, 1, 2}, {INFINITY, 1, 5, 6});
  for (const Tensor& t : {convolution(x2, w2, depthwise, kF32), convolutionReference(x2, w2, depthwise, kF32)}) {
    const std::vector<double> v = tensorValues(t);  // feature 0: 0 * inf + 3 * 5; feature 1: 0 * 1 + 4 * 6
    ASSERT_EQ(v.size(), 2u);
    EXPECT_TRUE(std::isnan(v[0]));
    EXPECT_EQ(v[1], 24);
  }
  // The same depthwise convolution laid out [batch, feature, spatial] (NCW).
  ConvolutionConfig ncw = depthwise;
  ncw.inputFeatureDimension = ncw.outputFeatureDimension = 1;
  ncw.inputSpatialDimensions = ncw.outputSpatialDimensions = {2};
  const Tensor x3 = makeTensor(kF32, {1, 2, 1}, {3, 4});
  for (const Tensor& t : {convolution(x3, w2, ncw, kF32), convolutionReference(x3, w2, ncw, kF32)}) {
    const std::vector<double> v = tensorValues(t);
    ASSERT_EQ(v.size(), 2u);
    EXPECT_TRUE(std::isnan(v[0]));
    EXPECT_EQ(v[1], 24);
  }
}

TEST(LinalgConvolution, RejectsMalformedConfigs) {
  Shape out;
  ConvolutionConfig c = nhwc(2);
  EXPECT_FALSE(checkConvolution({1, 4, 4, 2}, {3, 3, 2, 5}, c, &out).has_value());
  EXPECT_TRUE(checkConvolution({1, 4, 4, 2}, {3, 3, 3, 5}, c, &out).has_value());  // C15
  EXPECT_TRUE(checkConvolution({1, 4, 4}, {3, 3, 2, 5}, c, &out).has_value());     // C1
  ConvolutionConfig dup = c;
  dup.inputSpatialDimensions = {1, 1};
  EXPECT_TRUE(checkConvolution({1, 4, 4, 2}, {3, 3, 2, 5}, dup, &out).has_value());  // C14
  ConvolutionConfig range = c;
  range.outputFeatureDimension = 9;
  EXPECT_TRUE(checkConvolution({1, 4, 4, 2}, {3, 3, 2, 5}, range, &out).has_value());  // C21
  ConvolutionConfig stride = c;
  stride.windowStrides = {1, 0};
  EXPECT_TRUE(checkConvolution({1, 4, 4, 2}, {3, 3, 2, 5}, stride, &out).has_value());  // C4
  ConvolutionConfig groups = c;
  groups.featureGroupCount = 2;
  groups.batchGroupCount = 2;
  EXPECT_TRUE(checkConvolution({2, 4, 4, 2}, {3, 3, 1, 4}, groups, &out).has_value());  // C24
  ConvolutionConfig shortWindow = c;
  shortWindow.lhsDilation = {1};
  EXPECT_TRUE(checkConvolution({1, 4, 4, 2}, {3, 3, 2, 5}, shortWindow, &out).has_value());  // C6
}

// ---- kernels through the interpreter ----------------------------------------------------

Result<Values> runProgram(const std::string& text, const std::vector<Tensor>& args) {
  Result<SourceFile> file = parseSource(text, "test.mlir");
  if (!file.ok()) return file.error();
  const Module& module = *file->modules[0];
  return Interpreter(module).run("main", Values(args.begin(), args.end()));
}

TEST(LinalgKernels, DotGeneralAndConvolutionFromText) {
  Result<Values> dot =
      runProgram(R"(func.func @main(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
})",
                 {makeTensor(kF32, {2, 3}, {1, 2, 3, 4, 5, 6}),
                  makeTensor(kF32, {4, 3}, {1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1})});
  ASSERT_TRUE(dot.ok()) << dot.error().str();
  EXPECT_EQ(tensorValues(dot.value()[0].tensor()), (std::vector<double>{1, 2, 3, 6, 4, 5, 6, 15}));

  Result<Values> conv = runProgram(
      R"(func.func @main(%x: tensor<1x4x4x1xf32>, %w: tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
})",
      {makeTensor(kF32, {1, 4, 4, 1}, std::vector<double>(16, 1)),
       makeTensor(kF32, {3, 3, 1, 1}, std::vector<double>(9, 1))});
  ASSERT_TRUE(conv.ok()) << conv.error().str();
  EXPECT_EQ(tensorValues(conv.value()[0].tensor()),
            (std::vector<double>{4, 6, 6, 4, 6, 9, 9, 6, 6, 9, 9, 6, 4, 6, 6, 4}));
}

// MLIR's legacy DotOp: lhs's last dim contracts with rhs's first, for every
// pair of ranks 1 and 2, in the pretty form (with and without precision)
// and the generic form.
TEST(LinalgKernels, DotContractsLhsLastWithRhsFirst) {
  const Tensor m = makeTensor(kF32, {2, 3}, {1, 2, 3, 4, 5, 6});
  const Tensor n = makeTensor(kF32, {3, 2}, {1, 0, 0, 1, 1, 1});
  const Tensor v = makeTensor(kF32, {3}, {1, 10, 100});
  const Tensor w = makeTensor(kF32, {2}, {1, 10});
  const auto dot = [](const std::string& form, const std::string& types,
                      const std::vector<Tensor>& args) {
    const std::string text = "func.func @main(%a: " + args[0].type().str() + ", %b: " +
                             args[1].type().str() + ") -> " + types.substr(types.rfind(' ') + 1) +
                             " {\n  %0 = " + form + " : " + types + "\n  return %0 : " +
                             types.substr(types.rfind(' ') + 1) + "\n}";
    Result<Values> out = runProgram(text, args);
    EXPECT_TRUE(out.ok()) << (out.ok() ? "" : out.error().str());
    return out.ok() ? tensorValues(out.value()[0].tensor()) : std::vector<double>{};
  };
  EXPECT_EQ(dot("stablehlo.dot %a, %b", "(tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>", {m, n}),
            (std::vector<double>{4, 5, 10, 11}));
  EXPECT_EQ(dot("stablehlo.dot %a, %b, precision = [DEFAULT, HIGHEST]",
                "(tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>", {m, v}),
            (std::vector<double>{321, 654}));
  EXPECT_EQ(dot("\"stablehlo.dot\"(%a, %b) {precision_config = [#stablehlo<precision DEFAULT>, "
                "#stablehlo<precision DEFAULT>]}",
                "(tensor<2xf32>, tensor<2x3xf32>) -> tensor<3xf32>", {w, m}),
            (std::vector<double>{41, 52, 63}));
  EXPECT_EQ(dot("stablehlo.dot %a, %b", "(tensor<3xf32>, tensor<3xf32>) -> tensor<f32>", {v, v}),
            (std::vector<double>{10101}));
}

TEST(LinalgKernels, DynamicConvTakesPaddingAsAnOperand) {
  Result<Values> r = runProgram(
      R"(func.func @main(%x: tensor<1x3x1xi64>, %w: tensor<2x1x1xi64>, %p: tensor<1x2xi64>) -> tensor<1x4x1xi64> {
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) {
    window_strides = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>,
    window_reversal = array<i1: false>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x3x1xi64>, tensor<2x1x1xi64>, tensor<1x2xi64>) -> tensor<1x4x1xi64>
  return %0 : tensor<1x4x1xi64>
})",
      {makeTensor(kI64, {1, 3, 1}, {1, 2, 3}), makeTensor(kI64, {2, 1, 1}, {1, 10}),
       makeTensor(kI64, {1, 2}, {1, 1})});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(tensorValues(r.value()[0].tensor()), (std::vector<double>{10, 21, 32, 3}));
}

TEST(LinalgKernels, MalformedAttributesAreErrorsNotCrashes) {
  Result<Values> r =
      runProgram(R"(func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [7], rhs_contracting_dimensions = [0]>} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
})",
                 {makeTensor(kF32, {2, 3}, std::vector<double>(6, 1)),
                  makeTensor(kF32, {3, 4}, std::vector<double>(12, 1))});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, ErrorKind::kInvalidInput);
  EXPECT_NE(r.error().message.find("dot_general"), std::string::npos) << r.error().message;

  Module module;
  Interpreter interpreter(module);
  Operation fft(OpCode::kFft, "stablehlo.fft", Location{"t.mlir", 2, 3});
  OpContext ctx(fft, {}, interpreter);
  try {
    evalFft(ctx);
    FAIL() << "an fft without attributes should be refused";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diag.kind, ErrorKind::kInvalidInput);
    EXPECT_NE(e.diag.message.find("fft_type"), std::string::npos) << e.diag.message;
  }
}

// ---- triangular_solve and cholesky ---------------------------------------------------------

TEST(LinalgTriangularSolve, SpecExample) {
  const Tensor a = makeTensor(kF32, {3, 3}, {1, 0, 0, 2, 4, 0, 3, 5, 6});
  const Tensor b = makeTensor(kF32, {3, 3}, {2, 0, 0, 4, 8, 0, 6, 10, 12});
  ASSERT_FALSE(checkTriangularSolve(a.type(), b.type(), true).has_value());
  EXPECT_EQ(tensorValues(triangularSolve(a, b, true, true, false, Transpose::kNoTranspose)),
            (std::vector<double>{2, 0, 0, 0, 2, 0, 0, 0, 2}));
}

// op(T) for the triangle of `a` (n x n, row-major) that `lower` selects.
std::vector<double> opTriangle(const std::vector<double>& a, int64_t n, bool lower, bool unit,
                               bool transpose) {
  std::vector<double> t(n * n, 0.0);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double v =
          (i == j) ? (unit ? 1.0 : a[i * n + j]) : ((lower ? i > j : i < j) ? a[i * n + j] : 0.0);
      (transpose ? t[j * n + i] : t[i * n + j]) = v;
    }
  return t;
}

TEST(LinalgTriangularSolve, EveryVariantSolvesTheSystem) {
  std::mt19937 rng(8);
  std::uniform_real_distribution<double> u(-1, 1);
  const int64_t n = 4, m = 3, batch = 2;
  std::vector<double> av(batch * n * n), bv(batch * n * m);
  for (double& v : av) v = u(rng);
  for (int64_t k = 0; k < batch; ++k)
    for (int64_t i = 0; i < n; ++i) av[k * n * n + i * n + i] = 3 + u(rng);  // well conditioned
  for (double& v : bv) v = u(rng);
  for (bool left : {true, false})
    for (bool lower : {true, false})
      for (bool unit : {true, false})
        for (Transpose t : {Transpose::kNoTranspose, Transpose::kTranspose, Transpose::kAdjoint}) {
          const Shape bShape = left ? Shape{batch, n, m} : Shape{batch, m, n};
          const Tensor a = makeTensor(kF64, {batch, n, n}, av), b = makeTensor(kF64, bShape, bv);
          ASSERT_FALSE(checkTriangularSolve(a.type(), b.type(), left).has_value());
          const std::vector<double> x = tensorValues(triangularSolve(a, b, left, lower, unit, t));
          for (int64_t k = 0; k < batch; ++k) {
            const std::vector<double> op = opTriangle(
                std::vector<double>(av.begin() + k * n * n, av.begin() + (k + 1) * n * n), n, lower,
                unit, t != Transpose::kNoTranspose);
            const double* xs = x.data() + k * n * m;
            const double* bs = bv.data() + k * n * m;
            // Multiply back: op(A) X (left, X n x m) or X op(A) (right, X m x n).
            for (int64_t i = 0; i < (left ? n : m); ++i)
              for (int64_t j = 0; j < (left ? m : n); ++j) {
                double sum = 0;
                for (int64_t p = 0; p < n; ++p)
                  sum += left ? op[i * n + p] * xs[p * m + j] : xs[i * n + p] * op[p * n + j];
                EXPECT_NEAR(sum, bs[i * (left ? m : n) + j], 1e-12)
                    << "left=" << left << " lower=" << lower << " unit=" << unit;
              }
          }
        }
}

TEST(LinalgTriangularSolve, RejectsMismatchedShapes) {
  EXPECT_TRUE(
      checkTriangularSolve(TensorType{{3, 3}, kF32}, TensorType{{2, 3}, kF32}, true).has_value());
  EXPECT_TRUE(
      checkTriangularSolve(TensorType{{3, 2}, kF32}, TensorType{{3, 3}, kF32}, true).has_value());
  EXPECT_TRUE(
      checkTriangularSolve(TensorType{{3, 3}, kI32}, TensorType{{3, 3}, kI32}, true).has_value());
  EXPECT_TRUE(checkTriangularSolve(TensorType{{3}, kF32}, TensorType{{3}, kF32}, true).has_value());
}

TEST(LinalgCholesky, SpecExampleLowerAndUpper) {
  const std::vector<double> a{1, 2, 3, 2, 20, 26, 3, 26, 70};
  EXPECT_EQ(tensorValues(cholesky(makeTensor(kF32, {3, 3}, a), true)),
            (std::vector<double>{1, 0, 0, 2, 4, 0, 3, 5, 6}));
  // Upper reads the upper triangle (junk below it is ignored) and returns U = L^T.
  std::vector<double> upperOnly{1, 2, 3, -9, 20, 26, -9, -9, 70};
  EXPECT_EQ(tensorValues(cholesky(makeTensor(kF64, {1, 3, 3}, upperOnly), false)),
            (std::vector<double>{1, 2, 3, 0, 4, 5, 0, 0, 6}));
  EXPECT_TRUE(checkCholesky(TensorType{{2, 3}, kF32}).has_value());
}

// ---- batch norm ---------------------------------------------------------------------------------

const std::vector<double> kBnOperand{1, 2, 3, 4, 3, 4, 1, 2};

TEST(LinalgBatchNorm, InferenceSpecExample) {
  const Tensor operand = makeTensor(kF32, {2, 2, 2}, kBnOperand);
  const Tensor ones = makeTensor(kF32, {2}, {1, 1});
  ASSERT_FALSE(checkBatchNorm(operand, {&ones, &ones, &ones, &ones}, nullptr, 2).has_value());
  EXPECT_EQ(tensorValues(batchNormInference(operand, ones, ones, makeTensor(kF32, {2}, {2, 3}), ones, 0, 2)),
            (std::vector<double>{0, 0, 2, 2, 2, 2, 0, 0}));
}

TEST(LinalgBatchNorm, TrainingSpecExample) {
  for (ElementType e : {kF32, kF16, kBF16, kF64}) {
    const Tensor ones = makeTensor(e, {2}, {1, 1});
    std::vector<Tensor> r = batchNormTraining(makeTensor(e, {2, 2, 2}, kBnOperand), ones, ones, 0, 2);
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(tensorValues(r[0]), (std::vector<double>{0, 0, 2, 2, 2, 2, 0, 0})) << elementTypeName(e);
    EXPECT_EQ(tensorValues(r[1]), (std::vector<double>{2, 3}));
    EXPECT_EQ(tensorValues(r[2]), (std::vector<double>{1, 1}));
  }
}

TEST(LinalgBatchNorm, GradSpecExample) {
  const Tensor ones = makeTensor(kF32, {2}, {1, 1});
  std::vector<Tensor> r =
      batchNormGrad(makeTensor(kF32, {2, 2, 2}, kBnOperand), ones, makeTensor(kF32, {2}, {2, 3}), ones,
                    makeTensor(kF32, {2, 2, 2}, std::vector<double>(8, 0.1)), 0, 2);
  ASSERT_EQ(r.size(), 3u);
  expectNear(tensorValues(r[0]), std::vector<double>(8, 0.0), 1e-6);
  expectNear(tensorValues(r[1]), {0, 0}, 1e-6);
  expectNear(tensorValues(r[2]), {0.4, 0.4}, 1e-6);
}

TEST(LinalgBatchNorm, RejectsBadFeatureIndexAndShapes) {
  const Tensor operand = makeTensor(kF32, {2, 2, 2}, kBnOperand);
  const Tensor ones = makeTensor(kF32, {2}, {1, 1}), three = makeTensor(kF32, {3}, {1, 1, 1});
  EXPECT_TRUE(checkBatchNorm(operand, {&ones}, nullptr, 3).has_value());
  EXPECT_TRUE(checkBatchNorm(operand, {&ones, &three}, nullptr, 0).has_value());
  const Tensor ints = makeTensor(kI32, {2, 2, 2}, kBnOperand);
  EXPECT_TRUE(checkBatchNorm(ints, {}, nullptr, 0).has_value());
}

}  // namespace
}  // namespace partir
