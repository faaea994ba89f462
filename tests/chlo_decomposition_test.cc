// The CHLO decomposition library (semantics/chlo_decomposition.h): the rules
// its files must keep, the instantiation (shapes, instance types, rounded
// constants, the f32 upcast), and each decomposition against an independent
// reference (glibc's functions in long double or double, or an identity).
#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <limits>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "interp/kernels/decomposed.h"
#include "semantics/chlo_decomposition.h"
#include "semantics/printer.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;
using ::testing::HasSubstr;

TEST(ChloLibrary, TheBundledFilesKeepTheRules) {
  const Status s = checkChloLibrary();
  EXPECT_TRUE(s.ok()) << s.error().str();
  EXPECT_THAT(chloDecompositionSummary(), ::testing::Contains("chlo.erf_inv: f32 f64 (narrower floats via f32)"));
}

std::string libraryError(const std::string& text) {
  const Status s = checkChloLibrary({{"op.mlir", text}});
  return s.ok() ? "ok" : s.error().message;
}

TEST(ChloLibrary, RefusesWhatIsNotAPointwiseScalarFunctionWithInstances) {
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
})"),
              HasSubstr("op.mlir: @f has no chlo.instances"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> attributes {chlo.instances = ["f32"]} {
  return %x : tensor<2xf32>
})"),
              HasSubstr("@f takes tensor<2xf32>, not a scalar"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<1xf32> attributes {chlo.instances = ["f32"]} {
  %0 = stablehlo.reshape %x : (tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
})"),
              HasSubstr("@f: stablehlo.reshape is not pointwise"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["i32"]} {
  return %x : tensor<f32>
})"),
              HasSubstr("@f cannot serve i32"));
  EXPECT_THAT(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["f32"]} {
  return %x : tensor<f32>
}
func.func @g(%x: tensor<f64>) -> tensor<f64> attributes {chlo.instances = ["f64", "f32"]} {
  return %x : tensor<f64>
})"),
              HasSubstr("two functions serve f32"));
  EXPECT_EQ(libraryError(R"(func.func @f(%x: tensor<f32>) -> tensor<f32> attributes {chlo.instances = ["f32"]} {
  %0 = stablehlo.sqrt %x : tensor<f32>
  return %0 : tensor<f32>
})"),
            "ok");
}

std::string instanceText(std::string_view op, const Type& type) {
  Result<std::unique_ptr<Module>> m = instantiateChloDecomposition(op, std::vector<Type>{type});
  return m.ok() ? printModule(**m) : m.error().str();
}

TEST(ChloLibrary, AnInstanceHasTheOperandShapeAndNarrowFloatsComputeInF32) {
  const std::string f32 = instanceText("chlo.erf_inv", Type::tensor({2, 3}, ElementType::kF32));
  EXPECT_THAT(f32, HasSubstr("stablehlo.constant dense<5.0> : tensor<2x3xf32>"));
  EXPECT_THAT(f32, ::testing::Not(HasSubstr("convert")));
  const std::string bf16 = instanceText("chlo.erf_inv", Type::tensor({4}, ElementType::kBF16));
  EXPECT_THAT(bf16, HasSubstr("stablehlo.convert %arg0 : (tensor<4xbf16>) -> tensor<4xf32>"));
  EXPECT_THAT(bf16, HasSubstr("-> tensor<4xbf16>"));
  EXPECT_THAT(instanceText("chlo.erf_inv", Type::tensor({4}, ElementType::kI32)),
              HasSubstr("chlo.erf_inv has no decomposition for i32"));
}

// A bf16 result is the f32 instance's result rounded once.
TEST(ChloLibrary, AnUpcastResultIsTheF32ResultRounded) {
  const std::vector<double> xs = {-0.99, -0.5, -0.01, 0.0, 0.2, 0.7, 0.96};
  const std::vector<double> narrow =
      tensorValues(runChloDecomposition("chlo.erf_inv", {makeTensor(ElementType::kBF16, {7}, xs)}));
  std::vector<double> bf16Xs = tensorValues(makeTensor(ElementType::kBF16, {7}, xs));
  const std::vector<double> wide = tensorValues(makeTensor(
      ElementType::kBF16, {7},
      tensorValues(runChloDecomposition("chlo.erf_inv", {makeTensor(ElementType::kF32, {7}, bf16Xs)}))));
  EXPECT_EQ(narrow, wide);
}

// ---- Each decomposition against an independent reference ----

using LD = long double;

// |y - exact| in ULPs of `e` at `exact` (the spacing of e's floats there, its
// subnormal spacing below the smallest normal), or at `scale` when that is
// larger: an absolute error near a zero of the function. NaN must meet NaN
// and an infinity the same infinity or an exact value past e's largest
// finite one (else +inf).
LD ulpsOf(ElementType e, double y, LD exact, LD scale = 0) {
  constexpr LD kInf = std::numeric_limits<LD>::infinity();
  if (std::isnan(exact) || std::isnan(y)) return std::isnan(exact) && std::isnan(y) ? 0 : kInf;
  const int maxExponent = 1 - floatMinExponent(e);  // IEEE: emax = 1 - emin
  const LD overflow = std::ldexp(2.0L - std::ldexp(1.0L, -floatMantissaBits(e) - 1), maxExponent);
  if (std::isinf(y)) return std::signbit(y) == std::signbit(exact) && std::fabs(exact) >= overflow ? 0 : kInf;
  if (std::isinf(exact)) return kInf;
  const LD at = std::max(std::fabs(exact), scale);
  const int exponent = at == 0 ? floatMinExponent(e) : std::max(static_cast<int>(std::ilogb(at)), floatMinExponent(e));
  return std::fabs(static_cast<LD>(y) - exact) / std::ldexp(1.0L, exponent - floatMantissaBits(e));
}

struct Sweep {
  LD worst = 0;
  double at = 0;
};

// The decomposition of `op` on `xs` (rounded to `e` first) against `exact`.
Sweep sweep(std::string_view op, ElementType e, const std::vector<double>& xs, const std::function<LD(LD)>& exact,
            LD scale = 0) {
  const Tensor in = makeTensor(e, {static_cast<int64_t>(xs.size())}, xs);
  const std::vector<double> ins = tensorValues(in);
  const std::vector<double> out = tensorValues(runChloDecomposition(op, {in}));
  Sweep s;
  for (size_t i = 0; i < ins.size(); ++i) {
    const LD err = ulpsOf(e, out[i], exact(ins[i]), scale);
    if (!(err <= s.worst)) s = {err, ins[i]};
  }
  return s;
}

// lo..hi in `n` steps plus the special values (±0, ±inf, NaN, the smallest
// normals of f32 and f64 and, unless `subnormals` is false, subnormals).
std::vector<double> grid(double lo, double hi, int n, std::vector<double> extra = {}, bool subnormals = true) {
  std::vector<double> xs;
  for (int i = 0; i <= n; ++i) xs.push_back(lo + (hi - lo) * i / n);
  for (double v : std::initializer_list<double>{0.0, -0.0, INFINITY, -INFINITY, NAN, 0x1p-126, 0x1p-1022})
    xs.push_back(v);
  if (subnormals)
    for (double v : std::initializer_list<double>{0x1p-149, -0x1p-149, 1e-40, 0x1p-1074, -1e-310}) xs.push_back(v);
  xs.insert(xs.end(), extra.begin(), extra.end());
  return xs;
}

#define EXPECT_SWEEP(s, tol) EXPECT_LE((s).worst, (tol)) << "worst at x = " << (s).at

LD lgammaRef(LD x) {
  int sign = 0;
  if (std::isinf(x)) return INFINITY;
  return lgammal_r(x, &sign);
}

// lgamma (materializeLgamma): Lanczos g = 7, n = 9 is good to ~1e-15
// relative in f64, but log(a(z)) + (z + 1/2 - t/log t) log t cancels near the
// zeros at 1 and 2 and log|sin(pi x)| near the poles, so the error is in
// ULPs of max(|lgamma|, 1); f32 runs the same formula with rounded
// constants, its reflection log|sin(pi frac x)| near the poles costing up to
// ~21 f32 ULPs (at x = -2.657). Subnormal x are left out: there pi·|x| itself rounds in the
// subnormal range before log(sin(.)) (off by up to ~0.05 absolute, the
// legalization's loss, not a rounding of ours).
TEST(ChloDecomposition, LgammaAgainstGlibc) {
  const std::vector<double> xs = grid(-20.25, 40, 2500, {0.5, 1, 2, 3, -0.5, -1, -2, -2.5, -1e-7, 1e-30, 1e10, 1e30,
                                                         -1e10 - 0.5, 3e38, 1e300, -3.7, 1.4616321449683622},
                                      false);
  EXPECT_SWEEP(sweep("chlo.lgamma", ElementType::kF64, xs, lgammaRef, 1), 64);
  EXPECT_SWEEP(sweep("chlo.lgamma", ElementType::kF32, xs, lgammaRef, 1), 32);
  EXPECT_SWEEP(sweep("chlo.lgamma", ElementType::kBF16, xs, lgammaRef, 1), 1);
}

// ψ(x) in long double, independently: ψ(x) = ψ(x + 1) - 1/x up past 30,
// then log x - 1/(2x) - Σ B2k/(2k x^2k); reflection ψ(x) = ψ(1 - x) -
// π cot(πx) with πx reduced exactly to the nearest integer.
LD digammaRef(LD x) {
  if (std::isnan(x)) return x;
  if (x == 0) return -INFINITY;  // materializeDigamma's choice at 0
  if (x < 0 && x == std::floor(x)) return NAN;
  if (std::isinf(x)) return x > 0 ? x : NAN;
  LD result = 0;
  if (x < 0.5L) {
    const LD r = x - std::nearbyint(x);
    result = -3.14159265358979323846264338327950288L / std::tan(3.14159265358979323846264338327950288L * r);
    x = 1 - x;
  }
  while (x < 30) result -= 1 / x++;
  const LD f = 1 / (x * x);
  const LD tail = f * (1.0L / 12 - f * (1.0L / 120 - f * (1.0L / 252 - f * (1.0L / 240 - f * (1.0L / 132)))));
  return result + std::log(x) - 0.5L / x - tail;
}

// digamma (materializeDigamma): the Lanczos derivative is good to ~1e-15
// absolute; near the root at 1.4616 and in the reflected branch (π cot πx)
// the error is absolute, hence ULPs of max(|ψ|, 1) (~2e-15 absolute at 1/2
// in f64). Subnormal x are left out: -1/x overflows there (both sides agree
// on ±inf only where the reference does too).
TEST(ChloDecomposition, DigammaAgainstItsSeriesAndKnownValues) {
  const std::vector<double> xs =
      grid(-20.25, 40, 2500, {1, 0.5, -0.5, -1, -2, -2.5, 1e-8, -1e-8, 1e10, 1e30, 1.4616321449683622}, false);
  EXPECT_SWEEP(sweep("chlo.digamma", ElementType::kF64, xs, digammaRef, 1), 64);
  EXPECT_SWEEP(sweep("chlo.digamma", ElementType::kF32, xs, digammaRef, 1), 8);
  EXPECT_SWEEP(sweep("chlo.digamma", ElementType::kBF16, xs, digammaRef, 1), 1);
  const std::vector<double> v =
      tensorValues(runChloDecomposition("chlo.digamma", {makeTensor(ElementType::kF64, {4}, {1.0, 0.5, 0.0, -3.0})}));
  EXPECT_NEAR(v[0], -0.57721566490153286061, 4e-15);
  EXPECT_NEAR(v[1], -0.57721566490153286061 - 2 * std::log(2.0), 4e-15);
  EXPECT_EQ(v[2], -INFINITY);
  EXPECT_TRUE(std::isnan(v[3]));
}

// erf: f64 Cephes (x T/U below 1, 1 - erfc above) is within a few ULPs; f32
// Eigen's rational on [-4, 4] is within ~5 f32 ULPs (4.7 near 4), but on a tiny x
// (subnormal, or normal below ~2^-120) its x·α(x²) rounds in the subnormal
// range (up to 32 of its units).
TEST(ChloDecomposition, ErfAgainstGlibc) {
  std::vector<double> xs = grid(-7, 7, 2800, {0.999999, 1.0, 1.000001, 3.99, 4.0, 4.5, 1e-300}, false);
  std::erase(xs, 0x1p-126);
  const std::vector<double> subnormals = {0x1p-126, 0x1p-149, -0x1p-149, 1e-40, -3e-39, 0x1p-1074, -1e-310};
  const auto ref = [](LD x) { return erfl(x); };
  EXPECT_SWEEP(sweep("chlo.erf", ElementType::kF64, xs, ref), 4);
  EXPECT_SWEEP(sweep("chlo.erf", ElementType::kF64, subnormals, ref), 4);
  EXPECT_SWEEP(sweep("chlo.erf", ElementType::kF32, xs, ref), 8);
  EXPECT_SWEEP(sweep("chlo.erf", ElementType::kF32, subnormals, ref), 32);
  EXPECT_SWEEP(sweep("chlo.erf", ElementType::kBF16, xs, ref), 1);
}

// erfc: Cephes' exp(-x^2) P/Q (R/S past 8) in f64 and 1/x P(1/x^2) in f32;
// exp(-x^2) rounds -x^2 first, an error growing like x^2 ulp(x^2) relative,
// so large arguments cost more ULPs (the legalization's error, not ours):
// |x|^2 ulp(x^2)/2 relative, ~350 f64 ULPs near x = 26, ~45 f32 ULPs at 9.
// Past -x^2 < -maxlog (|x| > 26.64 in f64, 9.42 in f32) it is 0 where the
// true value is subnormal: the legalization's clamp, checked apart.
TEST(ChloDecomposition, ErfcAgainstGlibc) {
  const std::vector<double> xs = grid(-6, 26.6, 3260, {0.999999, 1.0, 1.000001, 2.0, 8.0, 9.3, 26.5, 1e-300});
  const auto ref = [](LD x) { return erfcl(x); };
  EXPECT_SWEEP(sweep("chlo.erfc", ElementType::kF64, xs, ref), 512);
  EXPECT_SWEEP(sweep("chlo.erfc", ElementType::kF32, grid(-6, 9.4, 3100, {0.999999, 1.0, 2.0}), ref), 64);
  EXPECT_SWEEP(sweep("chlo.erfc", ElementType::kBF16, grid(-6, 9, 300), ref), 1);
  EXPECT_EQ(tensorValues(runChloDecomposition("chlo.erfc", {makeTensor(ElementType::kF64, {2}, {26.7, -26.7})})),
            (std::vector<double>{0.0, 2.0}));
  EXPECT_EQ(tensorValues(runChloDecomposition("chlo.erfc", {makeTensor(ElementType::kF32, {2}, {9.43, -9.43})})),
            (std::vector<double>{0.0, 2.0}));
}

// e^-|x| I1(x), long double: the library's I1 up to 1000.
LD besselI1eRef(LD x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return 0;
  const LD ax = std::fabs(x);
  const LD v = std::cyl_bessel_il(1.0L, ax) * std::exp(-ax);
  return x < 0 ? -v : v;
}

// bessel_i1e: Cephes' Chebyshev series are good to a few ULPs; the f32 one
// is the f64 series truncated (17 and 7 terms), to ~1e-6 relative.
TEST(ChloDecomposition, BesselI1eAgainstTheLibrarysI1) {
  const std::vector<double> xs = grid(-30, 30, 2400, {8.0, -8.0, 7.999, 8.001, 100, 500, 1000, -1000, 1e-30});
  EXPECT_SWEEP(sweep("chlo.bessel_i1e", ElementType::kF64, xs, besselI1eRef), 16);
  EXPECT_SWEEP(sweep("chlo.bessel_i1e", ElementType::kF32, xs, besselI1eRef), 16);
  EXPECT_SWEEP(sweep("chlo.bessel_i1e", ElementType::kBF16, xs, besselI1eRef), 1);
}

// cosh and sinh: e^(x ± log(1/2)) rounds x + log(1/2) first, an error of
// |x| ulp(x)/2 relative, ~32 ULPs at |x| = 89 in f32 and ~256 at 710 in
// f64, plus exp's own (the legalization's error: its expected values in the
// corpus carry it). At ±89.4159851 f32 overflows to ±inf where the true
// value is 0x7f7fffec, as the legalization's comment says; checked apart.
TEST(ChloDecomposition, CoshAndSinhAgainstGlibc) {
  const std::vector<double> xs = grid(-89, 89, 3560, {0.5, 1.0, -1.0, 0.999999, 1e-5, 1e-30, 89.5, 710, 711});
  const Tensor edge = makeTensor(ElementType::kF32, {2}, {89.4159851, -89.4159851});
  EXPECT_EQ(tensorValues(runChloDecomposition("chlo.cosh", {edge})), (std::vector<double>{INFINITY, INFINITY}));
  EXPECT_EQ(tensorValues(runChloDecomposition("chlo.sinh", {edge})), (std::vector<double>{INFINITY, -INFINITY}));
  EXPECT_SWEEP(sweep("chlo.cosh", ElementType::kF64, xs, [](LD x) { return std::cosh(x); }), 512);
  EXPECT_SWEEP(sweep("chlo.cosh", ElementType::kF32, xs, [](LD x) { return std::cosh(x); }), 64);
  EXPECT_SWEEP(sweep("chlo.cosh", ElementType::kBF16, xs, [](LD x) { return std::cosh(x); }), 1);
  EXPECT_SWEEP(sweep("chlo.sinh", ElementType::kF64, xs, [](LD x) { return std::sinh(x); }), 512);
  EXPECT_SWEEP(sweep("chlo.sinh", ElementType::kF32, xs, [](LD x) { return std::sinh(x); }), 64);
  EXPECT_SWEEP(sweep("chlo.sinh", ElementType::kBF16, xs, [](LD x) { return std::sinh(x); }), 1);
}

// The inverse functions: log/log1p/atan2 compositions good to a few ULPs
// in the operand's own type (no upcast: bf16 computes in bf16, each step
// rounded, hence a few bf16 ULPs).
TEST(ChloDecomposition, InverseTrigAndHyperbolicAgainstGlibc) {
  struct Op {
    std::string_view name;
    std::function<LD(LD)> ref;
    std::vector<double> xs;
    LD f64, f32, bf16;
  };
  const std::vector<Op> ops = {
      {"chlo.acosh", [](LD x) { return std::acosh(x); }, grid(-2, 60, 3100, {1.0, 1.0000001, 1e19, 1e154, 1.7e308, 3e38}),
       4, 4, 4},
      {"chlo.asinh", [](LD x) { return std::asinh(x); }, grid(-60, 60, 3000, {1e-8, -1e-300, 1e19, -1e154, 1.7e308, 3e38}),
       4, 4, 4},
      {"chlo.asin", [](LD x) { return std::asin(x); }, grid(-1.1, 1.1, 2200, {1.0, -1.0, 0.9999999, 1e-30}), 4, 4, 4},
      {"chlo.atan", [](LD x) { return std::atan(x); }, grid(-60, 60, 2400, {1e30, -1e300, 1e-30}), 4, 4, 4},
      {"chlo.atanh", [](LD x) { return std::atanh(x); }, grid(-1.1, 1.1, 2200, {1.0, -1.0, 0.9999999, 1e-30}), 4, 4,
       4},
      {"chlo.tan", [](LD x) { return std::tan(x); }, grid(-10, 10, 2000, {1.5707963267948966, 1e-30, 1e5}), 4, 4, 4},
  };
  for (const Op& op : ops) {
    SCOPED_TRACE(op.name);
    EXPECT_SWEEP(sweep(op.name, ElementType::kF64, op.xs, op.ref), op.f64);
    EXPECT_SWEEP(sweep(op.name, ElementType::kF32, op.xs, op.ref), op.f32);
    EXPECT_SWEEP(sweep(op.name, ElementType::kBF16, op.xs, op.ref), op.bf16);
  }
}

// next_after against std::nextafter (f32, f64) and bf16's own step, bit for
// bit: zeros of either sign, NaN, infinities, subnormals, equal operands.
TEST(ChloDecomposition, NextAfterAgainstStdNextafter) {
  const std::vector<double> vals = {0.0, -0.0, 1.0, -1.0, 0x1p-149, -0x1p-149, 0x1p-1074, 1e-40, 3.4e38, -2.5,
                                    INFINITY, -INFINITY, NAN, 1e300};
  std::vector<double> xs, ys;
  for (double a : vals)
    for (double b : vals) xs.push_back(a), ys.push_back(b);
  const int64_t n = static_cast<int64_t>(xs.size());
  for (ElementType e : {ElementType::kF32, ElementType::kF64}) {
    const Tensor x = makeTensor(e, {n}, xs), y = makeTensor(e, {n}, ys);
    const std::vector<double> xv = tensorValues(x), yv = tensorValues(y);
    const std::vector<double> out = tensorValues(runChloDecomposition("chlo.next_after", {x, y}));
    for (int64_t i = 0; i < n; ++i) {
      const double want = e == ElementType::kF32
                              ? static_cast<double>(std::nextafter(static_cast<float>(xv[i]), static_cast<float>(yv[i])))
                              : std::nextafter(xv[i], yv[i]);
      if (std::isnan(want)) {
        EXPECT_TRUE(std::isnan(out[i])) << xv[i] << " " << yv[i];
      } else {
        EXPECT_EQ(std::bit_cast<uint64_t>(out[i]), std::bit_cast<uint64_t>(want)) << xv[i] << " -> " << yv[i];
      }
    }
  }
  // bf16 is the upper half of f32: its neighbor steps the 16-bit pattern.
  const Tensor x = makeTensor(ElementType::kBF16, {n}, xs), y = makeTensor(ElementType::kBF16, {n}, ys);
  const std::vector<double> xv = tensorValues(x), yv = tensorValues(y);
  const std::vector<double> out = tensorValues(runChloDecomposition("chlo.next_after", {x, y}));
  for (int64_t i = 0; i < n; ++i) {
    const float a = static_cast<float>(xv[i]), b = static_cast<float>(yv[i]);
    if (std::isnan(a) || std::isnan(b)) {
      EXPECT_TRUE(std::isnan(out[i]));
      continue;
    }
    uint32_t bits = std::bit_cast<uint32_t>(a) >> 16;
    if (a == b) bits = std::bit_cast<uint32_t>(b) >> 16;
    else if (a == 0) bits = (std::signbit(b) ? 0x8000u : 0u) | 1u;
    else bits = ((a < b) == (a > 0)) ? bits + 1 : bits - 1;
    EXPECT_EQ(static_cast<float>(out[i]), std::bit_cast<float>(bits << 16)) << a << " -> " << b;
  }
}

// The complex decompositions against glibc's complex long double functions,
// normwise: |w - exact| / |exact| in ULPs of the part type. A grid over the
// four quadrants and, for asin and acosh, the Hull et al. regions (tiny Im,
// |z| past sqrt(max)/8).
TEST(ChloDecomposition, ComplexAgainstGlibc) {
  using CL = std::complex<LD>;
  struct Op {
    std::string_view name;
    std::function<CL(CL)> ref;
    LD c64, c128;
  };
  // asin/acosh (Hull et al.) and asinh through asin are good to a few
  // ULPs; the log/exp/atan2 forms (no special care for cancellation, per
  // the legalization's comments) lose more near their zeros and branch
  // points, still within 64 ULPs normwise on this grid.
  const std::vector<Op> ops = {
      {"chlo.asin", [](CL z) { return std::asin(z); }, 8, 8},
      {"chlo.acosh", [](CL z) { return std::acosh(z); }, 8, 8},
      {"chlo.asinh", [](CL z) { return std::asinh(z); }, 8, 8},
      {"chlo.atan", [](CL z) { return std::atan(z); }, 64, 64},
      {"chlo.atanh", [](CL z) { return std::atanh(z); }, 64, 64},
      {"chlo.tan", [](CL z) { return std::tan(z); }, 64, 64},
      {"chlo.cosh", [](CL z) { return std::cosh(z); }, 64, 64},
      {"chlo.sinh", [](CL z) { return std::sinh(z); }, 64, 64},
  };
  std::vector<std::complex<double>> zs;
  for (double re = -3.1; re <= 3.1; re += 0.37)
    for (double im = -3.1; im <= 3.1; im += 0.41) zs.emplace_back(re, im);
  for (double big : {1e10, -3e15, 1e18})
    zs.emplace_back(big, 0.5), zs.emplace_back(0.25, big), zs.emplace_back(big, -big);
  // Not a signed zero Im: the legalization reads Im = -0 as the upper side
  // of the branch cuts (its compare Im < 0), glibc as the lower one.
  for (double re : {0.3, 1.0, 2.5, -0.9}) zs.emplace_back(re, 1e-30), zs.emplace_back(re, -1e-30);
  for (ElementType e : {ElementType::kC64, ElementType::kC128}) {
    Tensor in = Tensor::uninitialized(TensorType{{static_cast<int64_t>(zs.size())}, e});
    for (size_t i = 0; i < zs.size(); ++i) {
      if (e == ElementType::kC64) in.set<std::complex<float>>(static_cast<int64_t>(i), std::complex<float>(zs[i]));
      else in.set<std::complex<double>>(static_cast<int64_t>(i), zs[i]);
    }
    const auto at = [e](const Tensor& t, int64_t i) {
      return e == ElementType::kC64 ? CL(t.get<std::complex<float>>(i)) : CL(t.get<std::complex<double>>(i));
    };
    const int bits = e == ElementType::kC64 ? 23 : 52;
    for (const Op& op : ops) {
      const bool hyperbolicExp = op.name == "chlo.cosh" || op.name == "chlo.sinh" || op.name == "chlo.tan";
      const Tensor out = runChloDecomposition(op.name, {in});
      LD worst = 0;
      CL worstAt;
      for (int64_t i = 0; i < in.numElements(); ++i) {
        const CL z = at(in, i);
        if (hyperbolicExp && std::max(std::fabs(z.real()), std::fabs(z.imag())) > 80) continue;  // e^|z| overflows
        // atanh's singularities at ±1: the legalization ignores the edge
        // cases of complex atanh (its comment).
        if (op.name == "chlo.atanh" && std::min(std::abs(z - CL(1)), std::abs(z + CL(1))) < 1e-6) continue;
        const CL exact = op.ref(z);
        const LD err = std::abs(at(out, i) - exact) / std::abs(exact) / std::ldexp(1.0L, -bits);
        if (!(err <= worst)) worst = err, worstAt = z;
      }
      EXPECT_LE(worst, e == ElementType::kC64 ? op.c64 : op.c128)
          << op.name << " " << elementTypeName(e) << " worst at " << worstAt.real() << "+" << worstAt.imag() << "i";
    }
  }
}

}  // namespace
}  // namespace partir

namespace partir {
namespace {

// Past 16384 elements a decomposition runs in chunks on the kernel threads:
// each element is still computed alone, so the bits are those of small runs.
TEST(ChloLibrary, ChunkedRunsGiveTheBitsOfSmallRuns) {
  std::vector<double> xs;
  for (int i = 0; i < 40001; ++i) xs.push_back(std::ldexp(static_cast<double>(i % 997) - 498.5, -(i % 11)));
  const std::vector<double> whole =
      tensorValues(runChloDecomposition("chlo.lgamma", {makeTensor(ElementType::kF32, {40001}, xs)}));
  for (size_t begin = 0; begin < xs.size(); begin += 4000) {
    const size_t end = std::min(xs.size(), begin + 4000);
    const std::vector<double> part(xs.begin() + static_cast<std::ptrdiff_t>(begin),
                                   xs.begin() + static_cast<std::ptrdiff_t>(end));
    const std::vector<double> small = tensorValues(runChloDecomposition(
        "chlo.lgamma", {makeTensor(ElementType::kF32, {static_cast<int64_t>(part.size())}, part)}));
    for (size_t i = 0; i < small.size(); ++i) {
      const double w = whole[begin + i];
      ASSERT_TRUE(w == small[i] || (std::isnan(w) && std::isnan(small[i]))) << begin + i;
    }
  }
}

}  // namespace
}  // namespace partir
