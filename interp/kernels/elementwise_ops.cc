// Arithmetic, bitwise and transcendental elementwise kernels (elementwise.h).
// The typed loops are written for the vectorizer, which GCC runs only from
// -O3 on; enable it for this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("tree-vectorize")
#endif

#include <bit>
#include <cmath>

#include "interp/kernels/elementwise.h"
#include "interp/kernels/elementwise_map.h"

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

// StableHLO spec "abs".
Tensor abs(Tensor operand) {
  return mapUnary<kSigned | kFloats>("abs", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (kIsFloat16<T>)
      return T::fromBits(static_cast<uint16_t>(x.bits & 0x7FFFu));
    else if constexpr (kIsFloatElement<T>)
      return std::fabs(x);
    else
      return x < 0 ? wrapSub(T{0}, x) : x;
  });
}

// StableHLO spec "negate".
Tensor negate(Tensor operand) {
  return mapUnary<kIntegers | kFloats>("negate", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (kIsFloatElement<T>)
      return -x;
    else
      return wrapSub(T{0}, x);
  });
}

// StableHLO spec "not".
Tensor logicalNot(Tensor operand) {
  return mapUnary<kBoolean | kIntegers>("not", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (std::is_same_v<T, bool>)
      return !x;
    else
      return static_cast<T>(~x);
  });
}

// StableHLO spec "popcnt".
Tensor popcnt(Tensor operand) {
  return mapUnary<kIntegers>("popcnt", std::move(operand), [](auto x) {
    using T = decltype(x);
    return static_cast<T>(std::popcount(static_cast<std::make_unsigned_t<T>>(x)));
  });
}

// StableHLO spec "count_leading_zeros".
Tensor countLeadingZeros(Tensor operand) {
  return mapUnary<kIntegers>("count_leading_zeros", std::move(operand), [](auto x) {
    using T = decltype(x);
    return static_cast<T>(std::countl_zero(static_cast<std::make_unsigned_t<T>>(x)));
  });
}

// StableHLO spec "sign".
Tensor sign(Tensor operand) {
  return mapUnary<kSigned | kFloats>("sign", std::move(operand), [](auto x) {
    using T = decltype(x);
    if constexpr (kIsFloatElement<T>) {
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
Tensor ceil(Tensor operand) {
  return mapUnary<kFloats>("ceil", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::ceil(widen(x))); });
}
Tensor floor(Tensor operand) {
  return mapUnary<kFloats>("floor", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::floor(widen(x))); });
}
Tensor roundNearestAfz(Tensor operand) {
  return mapUnary<kFloats>("round_nearest_afz", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::round(widen(x))); });
}
Tensor roundNearestEven(Tensor operand) {
  // nearbyint rounds in the current mode, which is never changed from nearest-even.
  return mapUnary<kFloats>("round_nearest_even", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::nearbyint(widen(x))); });
}

// StableHLO spec "real" / "imag" of a float operand.
Tensor real(Tensor operand) {
  requireTypeClass("real", operand.elementType(), kFloats);
  return operand;
}
Tensor imag(Tensor operand) {
  requireTypeClass("imag", operand.elementType(), kFloats);
  return Tensor::zeros(operand.type());  // all-zero bits are +0.0 in every float type
}

// Transcendental functions: double, rounded once (see elementwise.h).
// cbrt goes through long double: glibc's double cbrt(27.0) is 3.0000000000000004.
Tensor cbrt(Tensor t) {
  return mapFloatViaDouble("cbrt", std::move(t), [](double x) {
    return static_cast<double>(std::cbrt(static_cast<long double>(x)));
  });
}
Tensor cosine(Tensor t) {
  return mapFloatViaDouble("cosine", std::move(t), [](double x) { return std::cos(x); });
}
Tensor exponential(Tensor t) {
  return mapFloatViaDouble("exponential", std::move(t), [](double x) { return std::exp(x); });
}
Tensor exponentialMinusOne(Tensor t) {
  return mapFloatViaDouble("exponential_minus_one", std::move(t),
                           [](double x) { return std::expm1(x); });
}
Tensor log(Tensor t) {
  return mapFloatViaDouble("log", std::move(t), [](double x) { return std::log(x); });
}
Tensor logPlusOne(Tensor t) {
  return mapFloatViaDouble("log_plus_one", std::move(t), [](double x) { return std::log1p(x); });
}
Tensor logistic(Tensor t) {
  return mapFloatViaDouble("logistic", std::move(t),
                           [](double x) { return 1.0 / (1.0 + std::exp(-x)); });
}
Tensor rsqrt(Tensor t) {
  return mapFloatViaDouble("rsqrt", std::move(t), [](double x) { return 1.0 / std::sqrt(x); });
}
Tensor sine(Tensor t) {
  return mapFloatViaDouble("sine", std::move(t), [](double x) { return std::sin(x); });
}
Tensor tan(Tensor t) {
  return mapFloatViaDouble("tan", std::move(t), [](double x) { return std::tan(x); });
}
Tensor tanh(Tensor t) {
  return mapFloatViaDouble("tanh", std::move(t), [](double x) { return std::tanh(x); });
}

// StableHLO spec "sqrt": correctly rounded in the element's compute type
// (float's sqrt is correctly rounded, and exact enough for f16/bf16).
Tensor sqrt(Tensor operand) {
  return mapUnary<kFloats>("sqrt", std::move(operand),
                           [](auto x) { return narrow<decltype(x)>(std::sqrt(widen(x))); });
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

// StableHLO spec "add".
Tensor add(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("add", std::move(lhs), rhs, [](auto a, auto b) { return scalarAdd(a, b); });
}

// StableHLO spec "subtract".
Tensor subtract(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloats>("subtract", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsFloatElement<T>)
      return floatArith(a, b, [](auto x, auto y) { return x - y; });
    else
      return wrapSub(a, b);
  });
}

// StableHLO spec "multiply".
Tensor multiply(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("multiply", std::move(lhs), rhs, [](auto a, auto b) { return scalarMultiply(a, b); });
}

// StableHLO spec "divide".
Tensor divide(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloats>("divide", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsFloatElement<T>)
      return floatArith(a, b, [](auto x, auto y) { return x / y; });
    else
      return intDivide(a, b);
  });
}

// StableHLO spec "remainder": fmod is exact, so f16/bf16 need no extra care.
Tensor remainder(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloats>("remainder", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsFloatElement<T>)
      return floatArith(a, b, [](auto x, auto y) { return std::fmod(x, y); });
    else
      return intRemainder(a, b);
  });
}

// StableHLO spec "maximum".
Tensor maximum(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("maximum", std::move(lhs), rhs, [](auto a, auto b) { return scalarMaximum(a, b); });
}

// StableHLO spec "minimum".
Tensor minimum(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kAllTypes>("minimum", std::move(lhs), rhs, [](auto a, auto b) { return scalarMinimum(a, b); });
}

// StableHLO spec "and", "or", "xor": bitwise on integers, logical on i1.
Tensor logicalAnd(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kBoolean | kIntegers>(
      "and", std::move(lhs), rhs, [](auto a, auto b) { return static_cast<decltype(a)>(a & b); });
}
Tensor logicalOr(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kBoolean | kIntegers>(
      "or", std::move(lhs), rhs, [](auto a, auto b) { return static_cast<decltype(a)>(a | b); });
}
Tensor logicalXor(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kBoolean | kIntegers>(
      "xor", std::move(lhs), rhs, [](auto a, auto b) { return static_cast<decltype(a)>(a ^ b); });
}

// StableHLO spec "power".
Tensor power(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers | kFloats>("power", std::move(lhs), rhs, [](auto a, auto b) {
    using T = decltype(a);
    if constexpr (kIsFloatElement<T>)
      return fromDouble<T>(std::pow(toDouble(a), toDouble(b)));
    else
      return intPower(a, b);
  });
}

// StableHLO spec "atan2".
Tensor atan2(Tensor lhs, const Tensor& rhs) {
  return mapFloatViaDouble2("atan2", std::move(lhs), rhs,
                            [](double y, double x) { return std::atan2(y, x); });
}

// StableHLO spec "shift_left", "shift_right_arithmetic", "shift_right_logical".
Tensor shiftLeft(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers>("shift_left", std::move(lhs), rhs,
                              [](auto a, auto b) { return intShiftLeft(a, b); });
}
Tensor shiftRightArithmetic(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers>("shift_right_arithmetic", std::move(lhs), rhs,
                              [](auto a, auto b) { return intShiftRightArithmetic(a, b); });
}
Tensor shiftRightLogical(Tensor lhs, const Tensor& rhs) {
  return mapBinary<kIntegers>("shift_right_logical", std::move(lhs), rhs,
                              [](auto a, auto b) { return intShiftRightLogical(a, b); });
}

}  // namespace partir
