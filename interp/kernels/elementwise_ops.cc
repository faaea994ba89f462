// Arithmetic, bitwise and transcendental elementwise kernels (elementwise.h).
// The typed loops are written for the vectorizer, which GCC runs only from
// -O3 on; enable it for this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("tree-vectorize")
#endif

#include <bit>
#include <cmath>

#include "interp/kernels/elementary_functions.h"
#include "interp/kernels/elementwise.h"
#include "interp/kernels/decomposed.h"
#include "interp/kernels/elementwise_map.h"
#include "semantics/labelled_checks.h"

namespace partir {

unsigned typeClassOf(ElementType t) {
  return dispatchElementType(t,
                             [](auto tag) { return typeClassOf<typename decltype(tag)::type>(); });
}

void requireTypeClass(std::string_view op, ElementType t, unsigned classes) {
  if ((typeClassOf(t) & classes) == 0)
    fail(ErrorKind::kInvalidInput, {}, "{} does not accept element type {}", op,
         elementTypeName(t));
}

void requireSameType(std::string_view op, const Tensor& a, const Tensor& b) {
  if (!(a.type() == b.type()))
    fail(ErrorKind::kInvalidInput, {}, "{} needs operands of one type, got {} and {}", op,
         a.type().str(), b.type().str());
}

// ---- Unary ---------------------------------------------------------------------

namespace {

// A tensor of a complex tensor's part type, element i = f(element i).
template <class F>
Tensor complexToPart(const Tensor& t, F f) {
  Tensor out = Tensor::uninitialized(TensorType{t.shape(), complexPartType(t.elementType())});
  dispatchElementType(t.elementType(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    if constexpr (kIsComplexElement<C>) {
      using Part = typename C::value_type;
      const C* in = t.data<C>();
      Part* o = out.data<Part>();
      for (int64_t i = 0; i < t.numElements(); ++i) o[i] = static_cast<Part>(f(std::complex<double>(in[i])));
    }
  });
  return out;
}

}  // namespace

// StableHLO spec "abs": signed integers and floats; abs(INT_MIN) = INT_MIN;
// the modulus of a complex, in its part type. Given [-2, 0, 2] : i32 returns
// [2, 0, 2].
Tensor abs(Tensor operand) {
  if (isComplex(operand.elementType()))
    return complexToPart(operand, [](std::complex<double> z) { return std::abs(z); });
  return mapUnary<kSigned | kFloats>("abs", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (kIsFloat16<T>)
      return T::fromBits(static_cast<uint16_t>(x.bits & 0x7FFFu));
    else if constexpr (kIsSmallFloat<T>)
      return T::fromDouble(std::fabs(x.toDouble()));
    else if constexpr (kIsFloatElement<T>)
      return std::fabs(x);
    else
      return x < 0 ? wrapSub(T{0}, x) : x;
  });
}

// StableHLO spec "negate": integers (unsigned: two's complement), floats
// and complex.
Tensor negate(Tensor operand) {
  return mapUnary<kIntegers | kFloatsOrComplex>("negate", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (kIsFloatElement<T> || kIsComplexElement<T>)
      return -x;
    else
      return wrapSub(T{0}, x);
  });
}

// StableHLO spec "not": logical for i1, bitwise for integers.
Tensor logicalNot(Tensor operand) {
  return mapUnary<kBoolean | kIntegers>("not", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (std::is_same_v<T, bool>)
      return !x;
    else
      return static_cast<T>(~x);
  });
}

// StableHLO spec "popcnt": integers (a sub-byte one's own bits only).
Tensor popcnt(Tensor operand) {
  const int bits = bitWidth(operand.elementType());
  return mapUnary<kIntegers>("popcnt", std::move(operand), [bits](auto x) {
    using T = decltype(x);
    return static_cast<T>(std::popcount(lowBits(x, bits)));
  });
}

// StableHLO spec "count_leading_zeros": integers, of their own width. Given
// [0, 1, 128, -1] : i64 returns [64, 63, 56, 0]; given 1 : i4, 3.
Tensor countLeadingZeros(Tensor operand) {
  const int bits = bitWidth(operand.elementType());
  return mapUnary<kIntegers>("count_leading_zeros", std::move(operand), [bits](auto x) {
    using T = decltype(x);
    return static_cast<T>(std::countl_zero(lowBits(x, bits)) - (static_cast<int>(sizeof(T) * 8) - bits));
  });
}

// StableHLO spec "sign": signed integers -> -1/0/1; floats -> NaN for NaN,
// ±0.0 for ±0.0, else ±1.0; complex z -> z / |z| (0 for 0, NaN parts for a
// NaN part).
Tensor sign(Tensor operand) {
  return mapUnary<kSigned | kFloatsOrComplex>("sign", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (kIsComplexElement<T>) {
      return viaComplexDouble(x, [](std::complex<double> z) {
        if (std::isnan(z.real()) || std::isnan(z.imag())) return std::complex<double>(NAN, NAN);
        return z == 0.0 ? z : z / std::abs(z);
      });
    } else if constexpr (kIsFloatElement<T>) {
      const auto v = widen(x);
      if (std::isnan(v) || v == 0) return x;  // NaN, -0.0 and +0.0 map to themselves
      return narrow<T>(v < 0 ? -1 : 1);
    } else {
      return static_cast<T>(x < 0 ? -1 : (x == 0 ? 0 : 1));
    }
  });
}

// StableHLO spec "ceil", "floor", "round_nearest_afz", "round_nearest_even":
// exact operations, so computing in float is exact for f16/bf16.
// StableHLO spec "ceil": roundToIntegralTowardPositive
Tensor ceil(Tensor operand) {
  return mapUnary<kFloats>("ceil", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::ceil(widen(x))); });
}
// StableHLO spec "floor": roundToIntegralTowardNegative
Tensor floor(Tensor operand) {
  return mapUnary<kFloats>("floor", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::floor(widen(x))); });
}
// StableHLO spec "round_nearest_afz": ties away from zero. Given
// [-2.5, 0.4, 0.5, 0.6, 2.5] returns [-3.0, 0.0, 1.0, 1.0, 3.0].
Tensor roundNearestAfz(Tensor operand) {
  return mapUnary<kFloats>("round_nearest_afz", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::round(widen(x))); });
}
// StableHLO spec "round_nearest_even": ties to even. Same input returns
// [-2.0, 0.0, 0.0, 1.0, 2.0].
Tensor roundNearestEven(Tensor operand) {
  // nearbyint rounds in the current mode, which is never changed from nearest-even.
  return mapUnary<kFloats>("round_nearest_even", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::nearbyint(widen(x))); });
}

// StableHLO spec "real" / "imag": a float operand is its own real part and
// has a zero imaginary part.
Tensor real(Tensor operand) {
  requireTypeClass("real", operand.elementType(), kFloatsOrComplex);
  if (!isComplex(operand.elementType())) return operand;
  return complexToPart(operand, [](std::complex<double> z) { return z.real(); });
}
Tensor imag(Tensor operand) {
  requireTypeClass("imag", operand.elementType(), kFloatsOrComplex);
  if (!isComplex(operand.elementType())) return Tensor::zeros(operand.type());  // all-zero bits are +0.0
  return complexToPart(operand, [](std::complex<double> z) { return z.imag(); });
}

// StableHLO spec "complex".
Tensor complex(const Tensor& lhs, const Tensor& rhs) {
  requireSameType("complex", lhs, rhs);
  const std::optional<ElementType> type = complexOf(lhs.elementType());
  if (!type) fail(ErrorKind::kInvalidInput, {}, "complex takes f32 or f64 parts, got {}", elementTypeName(lhs.elementType()));
  Tensor out = Tensor::uninitialized(TensorType{lhs.shape(), *type});
  dispatchElementType(*type, [&](auto tag) {
    using C = typename decltype(tag)::type;
    if constexpr (kIsComplexElement<C>) {
      using Part = typename C::value_type;
      const Part* re = lhs.data<Part>();
      const Part* im = rhs.data<Part>();
      C* o = out.data<C>();
      for (int64_t i = 0; i < out.numElements(); ++i) o[i] = C(re[i], im[i]);
    }
  });
  return out;
}

// Transcendental functions: double, rounded once (see elementwise.h); f32,
// f16 and bf16 through the vectorizable elementary_functions.h, f64 through
// glibc's double functions.
// cbrt goes through long double: glibc's double cbrt(27.0) is 3.0000000000000004.
// StableHLO spec "cbrt" (rootn(x, 3)): computed in long double, so perfect
// cubes give exact roots. Given [0.0, 1.0, 8.0, 27.0] : f64 returns [0.0, 1.0,
// 2.0, 3.0].
Tensor cbrt(Tensor t) {
  return mapFloatViaDouble("cbrt", std::move(t), [](auto x) {
    if constexpr (std::is_same_v<decltype(x), double>)
      return static_cast<double>(std::cbrt(static_cast<long double>(x)));
    else  // the principal cube root
      return x == 0.0 ? x : std::exp(std::log(x) / 3.0);
  });
}

// StableHLO spec "cosine"
Tensor cosine(Tensor t) {
  return mapElementary("cosine", std::move(t), elementary::cosInPlace,
                       [](float x) { return elementary::cos(x); },
                       [](auto x) { return std::cos(x); });
}
// StableHLO spec "exponential"
Tensor exponential(Tensor t) {
  return mapElementary("exponential", std::move(t), elementary::expInPlace,
                       [](float x) { return elementary::exp(x); },
                       [](auto x) { return std::exp(x); });
}
// StableHLO spec "exponential_minus_one"
Tensor exponentialMinusOne(Tensor t) {
  return mapFloatViaDouble("exponential_minus_one", std::move(t), [](auto z) {
    if constexpr (std::is_same_v<decltype(z), double>) {
      return std::expm1(z);
    } else {  // e^x·cos y - 1 = expm1(x)·cos y - 2 sin²(y/2), accurate near 0
      const double x = z.real(), y = z.imag(), h = std::sin(y / 2);
      return std::complex<double>(std::expm1(x) * std::cos(y) - 2 * h * h, std::exp(x) * std::sin(y));
    }
  });
}
// StableHLO spec "log"
Tensor log(Tensor t) {
  return mapElementary("log", std::move(t), elementary::logInPlace,
                       [](float x) { return elementary::log(x); },
                       [](auto x) { return std::log(x); });
}
// StableHLO spec "log_plus_one"
Tensor logPlusOne(Tensor t) {
  return mapFloatViaDouble("log_plus_one", std::move(t), [](auto z) {
    if constexpr (std::is_same_v<decltype(z), double>) {
      return std::log1p(z);
    } else {  // log|1 + z| = log1p(2x + x² + y²) / 2, accurate near 0
      const double x = z.real(), y = z.imag();
      return std::complex<double>(std::log1p(x * (2 + x) + y * y) / 2, std::atan2(y, 1 + x));
    }
  });
}
// StableHLO spec "logistic": 1 / (1 + exp(-x)), computed in double and rounded
// once; a NaN stays the same NaN. Given [0.0, 1.0] : f64 returns [0.5,
// 0.7310585786300049].
Tensor logistic(Tensor t) {
  return mapElementary("logistic", std::move(t), elementary::logisticInPlace,
                       [](float x) { return elementary::logistic(x); },
                       [](auto x) { return x != x ? x : 1.0 / (1.0 + std::exp(-x)); });
}
// StableHLO spec "rsqrt": 1 / sqrt(x)
Tensor rsqrt(Tensor t) {
  return mapElementary("rsqrt", std::move(t), elementary::rsqrtInPlace,
                       [](float x) { return elementary::rsqrt(x); },
                       [](auto x) { return 1.0 / std::sqrt(x); });
}
// StableHLO spec "sine"
Tensor sine(Tensor t) {
  return mapElementary("sine", std::move(t), elementary::sinInPlace,
                       [](float x) { return elementary::sin(x); },
                       [](auto x) { return std::sin(x); });
}
// StableHLO spec "tan"
Tensor tan(Tensor t) {
  return mapFloatViaDouble("tan", std::move(t), [](auto x) { return std::tan(x); });
}
// StableHLO spec "tanh"
Tensor tanh(Tensor t) {
  return mapElementary("tanh", std::move(t), elementary::tanhInPlace,
                       [](float x) { return elementary::tanh(x); },
                       [](auto x) { return std::tanh(x); });
}


// StableHLO spec "sqrt": correctly rounded in the element's compute type
// (float's sqrt is correctly rounded, and exact enough for f16/bf16).
// StableHLO spec "sqrt"
Tensor sqrt(Tensor operand) {
  return mapUnary<kFloatsOrComplex>("sqrt", std::move(operand), [](auto x) {
    if constexpr (kIsComplexElement<decltype(x)>)
      return viaComplexDouble(x, [](std::complex<double> z) { return std::sqrt(z); });
    else
      return narrow<decltype(x)>(std::sqrt(widen(x)));
  });
}

// StableHLO spec "is_finite".
Tensor isFinite(const Tensor& operand) {
  requireTypeClass("is_finite", operand.elementType(), kFloats);
  Tensor result = Tensor::uninitialized(TensorType{operand.shape(), ElementType::kI1});
  bool* out = result.data<bool>();
  dispatchElementType(operand.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>) {
      const T* in = operand.data<T>();
      for (int64_t i = 0; i < operand.numElements(); ++i) out[i] = std::isfinite(widen(in[i]));
    }
  });
  return result;
}

// ---- Binary --------------------------------------------------------------------

// StableHLO spec "add"; i1: or
Tensor add(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("add", std::move(lhs), rhs, [](auto a, auto b) { return scalarAdd(a, b); });
}

// StableHLO spec "subtract"; not i1
Tensor subtract(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloatsOrComplex>("subtract", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsComplexElement<T>)
      return viaComplexDouble(a, b, [](auto x, auto y) { return x - y; });
    else if constexpr (kIsFloatElement<T>)
      return floatArith(a, b, [](auto x, auto y) { return x - y; });
    else
      return wrapSub(a, b);
  });
}

// StableHLO spec "multiply"; i1: and
Tensor multiply(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("multiply", std::move(lhs), rhs, [](auto a, auto b) { return scalarMultiply(a, b); });
}

// StableHLO spec "divide": integers truncate toward zero; x / 0 = -1 (all
// ones) and INT_MIN / -1 = INT_MIN, as XLA defines them (the spec leaves them
// implementation-defined). Given [17, -17, 17, -17] / [3, 3, -3, -3] returns
// [5, -5, -5, 5].
Tensor divide(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloatsOrComplex>("divide", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsComplexElement<T>)
      return viaComplexDouble(a, b, [](auto x, auto y) { return x / y; });
    else if constexpr (kIsFloatElement<T>)
      return floatArith(a, b, [](auto x, auto y) { return x / y; });
    else
      return intDivide(a, b);
  });
}

// StableHLO spec "remainder": fmod is exact, so f16/bf16 need no extra care.
// StableHLO spec "remainder": sign of the dividend (C fmod for floats);
// x % 0 = x and INT_MIN % -1 = 0 (XLA). Given [17, -17, 17, -17] % [3, 3, -3,
// -3] returns [2, -2, 2, -2].
Tensor remainder(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloats>("remainder", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsFloatElement<T>)
      return floatArith(a, b, [](auto x, auto y) { return std::fmod(x, y); });
    else
      return intRemainder(a, b);
  });
}

// StableHLO spec "maximum" / "minimum": IEEE maximum/minimum for floats (NaN
// propagates, -0 < +0); i1: or / and.
Tensor maximum(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("maximum", std::move(lhs), rhs, [](auto a, auto b) { return scalarMaximum(a, b); });
}

// StableHLO spec "minimum".
Tensor minimum(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("minimum", std::move(lhs), rhs, [](auto a, auto b) { return scalarMinimum(a, b); });
}

// StableHLO spec "and", "or", "xor": bitwise on integers, logical on i1.
// StableHLO spec "and": i1 and integers
Tensor logicalAnd(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kBoolean | kIntegers>(
      "and", std::move(lhs), rhs, [](auto a, auto b) { return static_cast<decltype(a)>(a & b); });
}
// StableHLO spec "or"
Tensor logicalOr(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kBoolean | kIntegers>(
      "or", std::move(lhs), rhs, [](auto a, auto b) { return static_cast<decltype(a)>(a | b); });
}
// StableHLO spec "xor"
Tensor logicalXor(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kBoolean | kIntegers>(
      "xor", std::move(lhs), rhs, [](auto a, auto b) { return static_cast<decltype(a)>(a ^ b); });
}

// StableHLO spec "power": floats use pow (elementary_functions.h for f32,
// f16 and bf16, glibc's in double for f64 and outside its domain); integers
// exponentiate modulo 2^n, a negative exponent giving 0 except for bases ±1
// (the StableHLO interpreter's rule). Given [-1, -1, -3, 1, -3, 0] ^ [1, 0,
// -3, -3, 3, 2] returns [-1, 1, 0, 1, -27, 0].
Tensor power(Tensor lhs, const Tensor& rhs) {
  requireSameType("power", lhs, rhs);
  if (lhs.elementType() == ElementType::kF32) {
    float* x = lhs.data<float>();
    const float* y = rhs.data<float>();
    forChunks(lhs.numElements(),
              [&](int64_t i0, int64_t i1) { elementary::powInPlace(x + i0, y + i0, i1 - i0); });
    return lhs;
  }
  return mapBinary<kIntegers | kFloatsOrComplex>("power", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsComplexElement<T>)
      return viaComplexDouble(a, b, [](auto x, auto y) { return std::pow(x, y); });
    else if constexpr (std::is_same_v<T, double>)
      return std::pow(a, b);
    else if constexpr (kIsFloatElement<T>)
      return fromDouble<T>(elementary::pow(toFloat(a), toFloat(b)));
    else
      return intPower(a, b);
  });
}

// chlo.mulhi: the high half of the double-width product (signed or unsigned,
// as the element type).
Tensor mulhi(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers>("mulhi", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    constexpr int kBits = static_cast<int>(sizeof(T) * 8);
    using Wide = std::conditional_t<std::is_signed_v<T>, __int128, unsigned __int128>;
    return static_cast<T>((static_cast<Wide>(a) * static_cast<Wide>(b)) >> kBits);
  });
}

// chlo.next_after: its decomposition, semantics/chlo/next_after.mlir.
// materializeNextAfter bitcasts to a same-width integer, written for f16, bf16, f32 and f64 only.
Tensor nextAfter(Tensor lhs, const Tensor& rhs) {
  if (isSmallFloat(lhs.elementType()))
    failInvalidArgument("next_after on {} is not implemented", "an f4, f6 or f8 type");
  return runChloDecomposition("chlo.next_after", {std::move(lhs), rhs});
}

// StableHLO spec "atan2": floats
Tensor atan2(Tensor lhs, const Tensor& rhs) {
  return mapFloatViaDouble2("atan2", std::move(lhs), rhs, [](auto y, auto x) {
    if constexpr (std::is_same_v<decltype(x), double>)
      return std::atan2(y, x);
    else  // -i·log((x + iy) / sqrt(x² + y²)) (StableHLO spec "atan2")
      return std::complex<double>(0, -1) * std::log((x + std::complex<double>(0, 1) * y) / std::sqrt(x * x + y * y));
  });
}

// StableHLO spec "shift_left", "shift_right_arithmetic", "shift_right_logical".
// StableHLO spec "shift_left" / "shift_right_*": the amount is read as
// unsigned; amounts >= the bit width give 0 (the sign fill for arithmetic).
Tensor shiftLeft(Tensor lhs, const Tensor& rhs) {
  const int bits = bitWidth(lhs.elementType());
  return mapBinary<kIntegers>("shift_left", std::move(lhs), rhs,
                              [bits](auto a, auto b) { return intShiftLeft(a, b, bits); });
}
Tensor shiftRightArithmetic(Tensor lhs, const Tensor& rhs) {
  const int bits = bitWidth(lhs.elementType());
  return mapBinary<kIntegers>("shift_right_arithmetic", std::move(lhs), rhs,
                              [bits](auto a, auto b) { return intShiftRightArithmetic(a, b, bits); });
}
Tensor shiftRightLogical(Tensor lhs, const Tensor& rhs) {
  const int bits = bitWidth(lhs.elementType());
  return mapBinary<kIntegers>("shift_right_logical", std::move(lhs), rhs,
                              [bits](auto a, auto b) { return intShiftRightLogical(a, b, bits); });
}

}  // namespace partir
