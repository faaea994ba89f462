// Loop templates behind the pure elementwise kernels (elementwise.h): element
// type classes, operand checks, and typed loops that dispatch on the element
// type once, outside the loop.
//
//   Tensor negate(Tensor x) {
//     return mapUnary<kIntegers | kFloats>("negate", std::move(x),
//                                          [](auto v) { return ...; });
//   }
//
// The lambda is instantiated only for the storage types of the accepted
// classes, so it may use operations those types alone support.
#pragma once

#include <complex>
#include <string_view>
#include <type_traits>

#include "interp/numerics.h"
#include "interp/tensor.h"
#include "interp/thread_pool.h"

namespace partir {

// Element type classes (StableHLO spec "Types": boolean, signed and unsigned
// integer, floating-point, complex).
inline constexpr unsigned kBoolean = 1, kSigned = 2, kUnsigned = 4, kFloats = 8, kComplex = 16;
inline constexpr unsigned kIntegers = kSigned | kUnsigned;
inline constexpr unsigned kAllTypes = kBoolean | kIntegers | kFloats | kComplex;
inline constexpr unsigned kFloatsOrComplex = kFloats | kComplex;

template <class T>
constexpr unsigned typeClassOf() {
  if constexpr (std::is_same_v<T, bool>)
    return kBoolean;
  else if constexpr (kIsComplexElement<T>)
    return kComplex;
  else if constexpr (kIsFloatElement<T>)
    return kFloats;
  else if constexpr (std::is_signed_v<T>)
    return kSigned;
  else
    return kUnsigned;
}

unsigned typeClassOf(ElementType t);

// Throws kInvalidInput unless `t` is in `classes`: "<op> does not accept f32".
void requireTypeClass(std::string_view op, ElementType t, unsigned classes);
// Throws kInvalidInput unless `a` and `b` have the same type (shape included).
void requireSameType(std::string_view op, const Tensor& a, const Tensor& b);

// Calls body(begin, end) over [0, n): in parallel chunks of a fixed size for
// large n (each element's result depends on its own operands only, so the
// split never changes a result), else once.
template <class Body>
void forChunks(int64_t n, Body&& body) {
  constexpr int64_t kChunk = int64_t{1} << 16;
  if (n < 4 * kChunk) return body(int64_t{0}, n);
  parallelFor(n, kChunk, body);
}

// Replaces every element x of `t` (in place) by f(x), of the same type.
template <unsigned kClasses, class F>
Tensor mapUnary(std::string_view op, Tensor t, F f) {
  requireTypeClass(op, t.elementType(), kClasses);
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr ((typeClassOf<T>() & kClasses) != 0) {
      T* p = t.data<T>();
      forChunks(t.numElements(), [&](int64_t i0, int64_t i1) {
        for (int64_t i = i0; i < i1; ++i) p[i] = f(p[i]);
      });
    }
  });
  return t;
}

// Replaces every element x of `lhs` (in place) by f(x, y), y the element of
// `rhs` at the same index.
template <unsigned kClasses, class F>
Tensor mapBinary(std::string_view op, Tensor lhs, const Tensor& rhs, F f) {
  requireSameType(op, lhs, rhs);
  requireTypeClass(op, lhs.elementType(), kClasses);
  dispatchElementType(lhs.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr ((typeClassOf<T>() & kClasses) != 0) {
      T* p = lhs.data<T>();
      const T* q = rhs.data<T>();
      forChunks(lhs.numElements(), [&](int64_t i0, int64_t i1) {
        for (int64_t i = i0; i < i1; ++i) p[i] = f(p[i], q[i]);
      });
    }
  });
  return lhs;
}

// A complex element through `f` on std::complex<double>, each part of the
// result rounded once to the element's part type.
template <class T, class F>
T viaComplexDouble(T x, F f) {
  using Part = typename T::value_type;
  const std::complex<double> r = f(std::complex<double>(x));
  return T(static_cast<Part>(r.real()), static_cast<Part>(r.imag()));
}
template <class T, class F>
T viaComplexDouble(T x, T y, F f) {
  using Part = typename T::value_type;
  const std::complex<double> r = f(std::complex<double>(x), std::complex<double>(y));
  return T(static_cast<Part>(r.real()), static_cast<Part>(r.imag()));
}

// kComplex when `f` also takes std::complex<double> (a generic lambda over
// functions std::complex overloads, such as std::exp), else nothing.
template <class F, class... Args>
inline constexpr unsigned kComplexIfInvocable =
    std::is_invocable_v<F, Args...> ? kComplex : 0;

// A float function of one argument evaluated in double and rounded once to
// the element type (the StableHLO interpreter's mapWithUpcastToDouble); a
// complex element in std::complex<double> when `f` takes one.
template <class F>
Tensor mapFloatViaDouble(std::string_view op, Tensor t, F f) {
  constexpr unsigned kClasses = kFloats | kComplexIfInvocable<F, std::complex<double>>;
  return mapUnary<kClasses>(op, std::move(t), [&](auto x) {
    using T = decltype(x);
    if constexpr (kIsComplexElement<T>)
      return viaComplexDouble(x, f);
    else
      return fromDouble<T>(f(toDouble(x)));
  });
}

// A transcendental function of one argument (elementary_functions.h): f32
// tensors go through `inPlaceF32` (vectorized), in parallel chunks; f16 and
// bf16 elements through `ofFloat` (float -> double), rounded once to the
// element type; f64 elements through `ofDouble` (glibc's double function).
// A complex element goes through `ofDouble` on std::complex<double> when
// it takes one.
template <class OfFloat, class OfDouble>
Tensor mapElementary(std::string_view op, Tensor t, void (*inPlaceF32)(float*, int64_t),
                     OfFloat ofFloat, OfDouble ofDouble) {
  constexpr unsigned kClasses = kFloats | kComplexIfInvocable<OfDouble, std::complex<double>>;
  requireTypeClass(op, t.elementType(), kClasses);
  if (t.elementType() == ElementType::kF32) {
    float* p = t.data<float>();
    forChunks(t.numElements(), [&](int64_t i0, int64_t i1) { inPlaceF32(p + i0, i1 - i0); });
    return t;
  }
  return mapUnary<kClasses>(op, std::move(t), [&](auto x) {
    using T = decltype(x);
    if constexpr (kIsComplexElement<T>)
      return viaComplexDouble(x, ofDouble);
    else if constexpr (std::is_same_v<T, double>)
      return ofDouble(x);
    else
      return fromDouble<T>(ofFloat(toFloat(x)));
  });
}

template <class F>
Tensor mapFloatViaDouble2(std::string_view op, Tensor lhs, const Tensor& rhs, F f) {
  constexpr unsigned kClasses = kFloats | kComplexIfInvocable<F, std::complex<double>, std::complex<double>>;
  return mapBinary<kClasses>(op, std::move(lhs), rhs, [&](auto x, auto y) {
    using T = decltype(x);
    if constexpr (kIsComplexElement<T>)
      return viaComplexDouble(x, y, f);
    else
      return fromDouble<T>(f(toDouble(x), toDouble(y)));
  });
}

// An arithmetic op on floats: computed in ComputeType<T> (float for f16/bf16)
// and rounded back once.
template <class T, class F>
inline T floatArith(T a, T b, F f) {
  return narrow<T>(f(widen(a), widen(b)));
}

}  // namespace partir
