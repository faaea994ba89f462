// complex<f32> and complex<f64> (semantics/element_type.h): literals that
// print back, arithmetic and functions against std::complex<double> (the
// kernels compute there and round each part once), the parts, compare, and
// the linear algebra checked by what it must satisfy: fft against its
// inverse and Parseval, triangular_solve by multiplying back (ADJOINT
// conjugates), cholesky by L·L^H.
#include <complex>
#include <random>

#include <gtest/gtest.h>

#include "interp/interpreter.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/linalg.h"
#include "parse_helpers.h"
#include "semantics/printer.h"

namespace partir {
namespace {

using C64 = std::complex<float>;
using C128 = std::complex<double>;

Tensor complexTensor(ElementType e, Shape shape, const std::vector<C128>& values) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), e});
  for (size_t i = 0; i < values.size(); ++i) {
    if (e == ElementType::kC64)
      t.set<C64>(static_cast<int64_t>(i), C64(values[i]));
    else
      t.set<C128>(static_cast<int64_t>(i), values[i]);
  }
  return t;
}

std::vector<C128> complexValues(const Tensor& t) {
  std::vector<C128> out;
  for (int64_t i = 0; i < t.numElements(); ++i)
    out.push_back(t.elementType() == ElementType::kC64 ? C128(t.get<C64>(i)) : t.get<C128>(i));
  return out;
}

// Values over several magnitudes and all four quadrants.
std::vector<C128> samples(size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(-3, 3);
  std::vector<C128> out;
  for (size_t i = 0; i < n; ++i) out.emplace_back(u(rng), u(rng));
  return out;
}

TEST(ComplexLiterals, PrintBackExactly) {
  const char* text = R"(
func.func @main() -> tensor<3xcomplex<f64>> {
  %0 = stablehlo.constant dense<[(1.5, -2.0), (0.1, 1.0e-300), (0x7FF8000000000000, -0.0)]> : tensor<3xcomplex<f64>>
  %1 = stablehlo.constant dense<(2.0, 3.0)> : tensor<2xcomplex<f32>>
  return %0 : tensor<3xcomplex<f64>>
})";
  std::unique_ptr<Module> m = testing::parseVerified(text);
  ASSERT_TRUE(m);
  const std::string printed = printModule(*m);
  EXPECT_NE(printed.find("dense<[(1.5, -2.0), (0.1, 1.0e-300), (0x7FF8000000000000, -0.0)]>"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("dense<(2.0, 3.0)> : tensor<2xcomplex<f32>>"), std::string::npos) << printed;
  std::unique_ptr<Module> again = testing::parseVerified(printed);
  ASSERT_TRUE(again);
  EXPECT_TRUE(structurallyEqual(*m, *again));
}

TEST(ComplexLiterals, APartMissingOrARealLiteralIsAnError) {
  for (const char* literal : {"dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>", "dense<(1.0, 2.0)> : tensor<2xf32>",
                              "dense<(1.0)> : tensor<complex<f32>>"}) {
    Result<SourceFile> file = parseSource(std::string("func.func @f() {\n  %0 = stablehlo.constant ") + literal +
                                              "\n  func.return\n}\n",
                                          "t.mlir");
    EXPECT_FALSE(file.ok()) << literal;
  }
}

// Arithmetic and functions of complex<f64> are std::complex<double>'s;
// complex<f32> rounds each part of the double result once.
TEST(ComplexKernels, AgreeWithStdComplexInDouble) {
  const std::vector<C128> x = samples(64, 1), y = samples(64, 2);
  struct Unary {
    const char* name;
    Tensor (*kernel)(Tensor);
    C128 (*reference)(C128);
  };
  const Unary unary[] = {
      {"exponential", exponential, [](C128 z) { return std::exp(z); }},
      {"log", log, [](C128 z) { return std::log(z); }},
      {"sqrt", sqrt, [](C128 z) { return std::sqrt(z); }},
      {"sine", sine, [](C128 z) { return std::sin(z); }},
      {"cosine", cosine, [](C128 z) { return std::cos(z); }},
      {"tanh", tanh, [](C128 z) { return std::tanh(z); }},
      {"negate", negate, [](C128 z) { return -z; }},
  };
  for (const Unary& u : unary) {
    SCOPED_TRACE(u.name);
    const std::vector<C128> got = complexValues(u.kernel(complexTensor(ElementType::kC128, {64}, x)));
    const std::vector<C128> narrow = complexValues(u.kernel(complexTensor(ElementType::kC64, {64}, x)));
    for (size_t i = 0; i < x.size(); ++i) {
      const C128 want = u.reference(x[i]);
      EXPECT_EQ(got[i], want) << x[i];
      const C128 xi = C128(C64(x[i]));  // the complex<f32> input
      EXPECT_EQ(C64(narrow[i]), C64(u.reference(xi))) << x[i];
    }
  }
  const std::vector<C128> product = complexValues(multiply(complexTensor(ElementType::kC128, {64}, x),
                                                            complexTensor(ElementType::kC128, {64}, y)));
  const std::vector<C128> quotient = complexValues(divide(complexTensor(ElementType::kC128, {64}, x),
                                                           complexTensor(ElementType::kC128, {64}, y)));
  for (size_t i = 0; i < x.size(); ++i) {
    EXPECT_EQ(product[i], x[i] * y[i]);
    EXPECT_EQ(quotient[i], x[i] / y[i]);
  }
}

// expm1 and log1p keep their accuracy near 0, where exp(z) - 1 loses it.
TEST(ComplexKernels, ExpMinusOneAndLogPlusOneAreAccurateNearZero) {
  const C128 z(1e-12, 2e-12);
  const C128 e = complexValues(exponentialMinusOne(complexTensor(ElementType::kC128, {1}, {z})))[0];
  const C128 l = complexValues(logPlusOne(complexTensor(ElementType::kC128, {1}, {z})))[0];
  EXPECT_NEAR(e.real(), 1e-12 - 1.5e-24, 1e-27);  // Re(z + z²/2) = x + (x² - y²)/2
  EXPECT_NEAR(e.imag(), 2e-12 + 2e-24, 1e-27);    // Im = y + xy
  EXPECT_NEAR(l.real(), 1e-12 + 1.5e-24, 1e-27);  // Re(z - z²/2)
  EXPECT_NEAR(l.imag(), 2e-12 - 2e-24, 1e-27);
}

TEST(ComplexKernels, PartsModulusAndLexicographicOrder) {
  const Tensor z = complexTensor(ElementType::kC64, {3}, {{3, -4}, {-1, 2}, {-1, -5}});
  EXPECT_EQ(abs(z).get<float>(0), 5.0f);
  EXPECT_EQ(real(z).get<float>(1), -1.0f);
  EXPECT_EQ(imag(z).get<float>(2), -5.0f);
  EXPECT_EQ(abs(z).elementType(), ElementType::kF32);
  // maximum of (-1, 2) and (-1, -5): equal real parts, the larger imaginary part.
  const Tensor a = complexTensor(ElementType::kC64, {1}, {{-1, 2}});
  const Tensor b = complexTensor(ElementType::kC64, {1}, {{-1, -5}});
  EXPECT_EQ(maximum(a, b).get<C64>(0), C64(-1, 2));
  EXPECT_EQ(minimum(a, b).get<C64>(0), C64(-1, -5));
  const Tensor parts = complex(real(z), imag(z));
  EXPECT_TRUE(parts.bitwiseEqual(z));
}

TEST(ComplexKernels, CompareEqualityIsBothPartsAndNaNIsNeverEqual) {
  const Tensor a = complexTensor(ElementType::kC128, {3}, {{1, 2}, {NAN, 0}, {-0.0, 0}});
  const Tensor b = complexTensor(ElementType::kC128, {3}, {{1, 3}, {NAN, 0}, {0.0, -0.0}});
  const Tensor eq = compare(a, b, ComparisonDirection::kEQ, CompareType::kFloat);
  EXPECT_FALSE(eq.get<bool>(0));
  EXPECT_FALSE(eq.get<bool>(1));
  EXPECT_TRUE(eq.get<bool>(2));
}

// ---- fft ----------------------------------------------------------------------

std::vector<C128> fftOf(const Tensor& x, FftType type, std::vector<int64_t> length, ElementType resultElement,
                        Shape resultShape) {
  return complexValues(fft(x, type, length, TensorType{std::move(resultShape), resultElement}));
}

TEST(ComplexFft, TheSpecExampleAndItsInverse) {
  const Tensor delta = complexTensor(ElementType::kC64, {4}, {{1, 0}, {0, 0}, {0, 0}, {0, 0}});
  const std::vector<C128> spectrum = fftOf(delta, FftType::kFft, {4}, ElementType::kC64, {4});
  for (const C128& v : spectrum) EXPECT_EQ(v, C128(1, 0));
  const std::vector<C128> back =
      fftOf(complexTensor(ElementType::kC64, {4}, spectrum), FftType::kIfft, {4}, ElementType::kC64, {4});
  EXPECT_EQ(back, complexValues(delta));
}

// FFT then IFFT over two dims gives the input back; Parseval's theorem holds.
TEST(ComplexFft, InverseAndParsevalOnTwoDims) {
  const std::vector<C128> x = samples(3 * 5 * 6, 7);
  const Tensor t = complexTensor(ElementType::kC128, {3, 5, 6}, x);
  const std::vector<C128> X = fftOf(t, FftType::kFft, {5, 6}, ElementType::kC128, {3, 5, 6});
  const std::vector<C128> back =
      fftOf(complexTensor(ElementType::kC128, {3, 5, 6}, X), FftType::kIfft, {5, 6}, ElementType::kC128, {3, 5, 6});
  double energy = 0, spectral = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    EXPECT_NEAR(std::abs(back[i] - x[i]), 0.0, 1e-14) << i;
    energy += std::norm(x[i]);
    spectral += std::norm(X[i]) / 30.0;
  }
  EXPECT_NEAR(energy, spectral, 1e-12 * energy);
}

// RFFT keeps n/2 + 1 frequencies; IRFFT rebuilds the real signal from them.
TEST(ComplexFft, RealTransformsRoundTrip) {
  for (int64_t n : {7, 8}) {
    SCOPED_TRACE(n);
    std::vector<C128> x;
    for (const C128& v : samples(static_cast<size_t>(2 * n), 3)) x.emplace_back(v.real(), 0);
    Tensor real = Tensor::uninitialized(TensorType{{2, n}, ElementType::kF64});
    for (int64_t i = 0; i < 2 * n; ++i) real.set<double>(i, x[i].real());
    const int64_t half = n / 2 + 1;
    const std::vector<C128> X = fftOf(real, FftType::kRfft, {n}, ElementType::kC128, {2, half});
    const std::vector<C128> full = fftOf(complexTensor(ElementType::kC128, {2, n}, x), FftType::kFft, {n},
                                         ElementType::kC128, {2, n});
    for (int64_t b = 0; b < 2; ++b)
      for (int64_t k = 0; k < half; ++k) EXPECT_NEAR(std::abs(X[b * half + k] - full[b * n + k]), 0.0, 1e-13);
    const Tensor back = fft(complexTensor(ElementType::kC128, {2, half}, X), FftType::kIrfft, {n},
                            TensorType{{2, n}, ElementType::kF64});
    for (int64_t i = 0; i < 2 * n; ++i) EXPECT_NEAR(back.get<double>(i), x[i].real(), 1e-14) << i;
  }
}

// ---- triangular_solve and cholesky --------------------------------------------

// op(a)·x for an n x n a (its lower triangle) and an n x m x.
std::vector<C128> multiplyLower(const std::vector<C128>& a, const std::vector<C128>& x, int64_t n, int64_t m,
                                bool adjoint) {
  std::vector<C128> out(static_cast<size_t>(n * m));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t c = 0; c < m; ++c)
      for (int64_t k = 0; k < n; ++k) {
        const int64_t r = adjoint ? k : i, col = adjoint ? i : k;
        if (col > r) continue;  // outside the lower triangle
        const C128 v = adjoint ? std::conj(a[r * n + col]) : a[r * n + col];
        out[i * m + c] += v * x[k * m + c];
      }
  return out;
}

TEST(ComplexLinalg, TriangularSolveMultipliesBack) {
  const int64_t n = 4, m = 3;
  std::vector<C128> a = samples(n * n, 11);
  for (int64_t i = 0; i < n; ++i) a[i * n + i] += 4.0;  // well conditioned
  const std::vector<C128> b = samples(n * m, 12);
  for (const Transpose t : {Transpose::kNoTranspose, Transpose::kAdjoint}) {
    const std::vector<C128> x = complexValues(triangularSolve(complexTensor(ElementType::kC128, {n, n}, a),
                                                              complexTensor(ElementType::kC128, {n, m}, b),
                                                              /*leftSide=*/true, /*lower=*/true, false, t));
    const std::vector<C128> again = multiplyLower(a, x, n, m, t == Transpose::kAdjoint);
    for (size_t i = 0; i < b.size(); ++i) EXPECT_NEAR(std::abs(again[i] - b[i]), 0.0, 1e-12) << i;
  }
}

TEST(ComplexLinalg, CholeskyOfAHermitianMatrix) {
  const int64_t n = 3;
  const std::vector<C128> g = samples(n * n, 5);
  std::vector<C128> a(n * n);  // g·g^H + n·I: Hermitian positive definite
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      for (int64_t k = 0; k < n; ++k) a[i * n + j] += g[i * n + k] * std::conj(g[j * n + k]);
      if (i == j) a[i * n + j] += static_cast<double>(n);
    }
  const std::vector<C128> l = complexValues(cholesky(complexTensor(ElementType::kC128, {n, n}, a), true));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      C128 v = 0;
      for (int64_t k = 0; k < n; ++k) v += l[i * n + k] * std::conj(l[j * n + k]);
      EXPECT_NEAR(std::abs(v - a[i * n + j]), 0.0, 1e-12) << i << "," << j;
    }
}

}  // namespace
}  // namespace partir
