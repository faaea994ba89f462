// Element types of tensors (DESIGN.md "Types"; StableHLO spec "Types").
//
// Supported: i1, the sub-byte si2 and si4 (written i2, i4), si8..si64
// (i8..i64), ui2, ui4, ui8..ui64, the floats under 16 bits (f4E2M1FN,
// f6E2M3FN, f6E3M2FN and the f8 types; semantics/small_float.h), f16, bf16,
// f32, f64, and complex<f32>, complex<f64>. Everything else the StableHLO
// type grammar allows (quantized) is recognised by the parser only to be
// refused as "unsupported".
//
// Storage: every element occupies `byteWidth()` bytes in host order, as the
// C++ type `StorageOf<kind>` (see interp/ and semantics/float16.h): bool for
// i1, intN_t/uintN_t, Half, BFloat16, float, double, std::complex<float>,
// std::complex<double> (real part first, as numpy's complex64/128). A sub-byte integer takes
// a byte (int8_t, uint8_t) holding its value, sign-extended: the interpreter
// wraps every sub-byte result to its width (interp/sub_byte.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace partir {

#define PARTIR_FOR_EACH_ELEMENT_TYPE(X) \
  X(kI1, "i1")                          \
  X(kI2, "i2")                          \
  X(kI4, "i4")                          \
  X(kI8, "i8")                          \
  X(kI16, "i16")                        \
  X(kI32, "i32")                        \
  X(kI64, "i64")                        \
  X(kUI2, "ui2")                        \
  X(kUI4, "ui4")                        \
  X(kUI8, "ui8")                        \
  X(kUI16, "ui16")                      \
  X(kUI32, "ui32")                      \
  X(kUI64, "ui64")                      \
  X(kF4E2M1FN, "f4E2M1FN")              \
  X(kF6E2M3FN, "f6E2M3FN")              \
  X(kF6E3M2FN, "f6E3M2FN")              \
  X(kF8E3M4, "f8E3M4")                  \
  X(kF8E4M3, "f8E4M3")                  \
  X(kF8E4M3FN, "f8E4M3FN")              \
  X(kF8E4M3FNUZ, "f8E4M3FNUZ")          \
  X(kF8E4M3B11FNUZ, "f8E4M3B11FNUZ")    \
  X(kF8E5M2, "f8E5M2")                  \
  X(kF8E5M2FNUZ, "f8E5M2FNUZ")          \
  X(kF8E8M0FNU, "f8E8M0FNU")            \
  X(kF16, "f16")                        \
  X(kBF16, "bf16")                      \
  X(kF32, "f32")                        \
  X(kF64, "f64")                        \
  X(kC64, "complex<f32>")               \
  X(kC128, "complex<f64>")

enum class ElementType : uint8_t {
#define PARTIR_ENUM_CASE(kind, name) kind,
  PARTIR_FOR_EACH_ELEMENT_TYPE(PARTIR_ENUM_CASE)
#undef PARTIR_ENUM_CASE
};

std::string_view elementTypeName(ElementType t);
// The supported element type spelled `name` ("f32", "ui8", ...), if any.
std::optional<ElementType> parseElementType(std::string_view name);

bool isBoolean(ElementType t);          // i1
bool isSignedInteger(ElementType t);    // i2, i4, i8..i64 (not i1)
bool isUnsignedInteger(ElementType t);  // ui2, ui4, ui8..ui64
bool isSubByteInteger(ElementType t);   // i2, i4, ui2, ui4
bool isInteger(ElementType t);          // signed or unsigned, not i1
bool isFloat(ElementType t);            // the small floats, f16, bf16, f32, f64
bool isSmallFloat(ElementType t);       // f4E2M1FN, f6*, f8*: one byte each
bool isComplex(ElementType t);          // complex<f32>, complex<f64>
// The type of a complex type's real and imaginary parts (f32 for
// complex<f32>); `t` itself for any other type.
ElementType complexPartType(ElementType t);
// complex<f32> for f32, complex<f64> for f64 (StableHLO spec "complex").
std::optional<ElementType> complexOf(ElementType part);
int bitWidth(ElementType t);            // 1 for i1
int byteWidth(ElementType t);           // storage bytes; 1 for i1 and sub-byte integers
// `value` modulo 2^bitWidth(t), read as t reads its bits: two's complement
// for a signed t (wrapInteger(15, i4) == -1, wrapInteger(-1, ui4) == 15).
// For an integer t of up to 64 bits.
int64_t wrapInteger(int64_t value, ElementType t);
// The smallest and largest values of an integer type of up to 63 bits, or
// of i64 ({INT64_MIN, INT64_MAX}); ui64's largest is clamped to INT64_MAX.
std::pair<int64_t, int64_t> integerRange(ElementType t);

// The floats narrower than f32 (small floats, f16, bf16) hold their bits:
// the value of `bits` in t, and `x` rounded to nearest even into t's bits
// (semantics/float16.h, semantics/small_float.h).
double narrowFloatValue(ElementType t, uint16_t bits);
uint16_t narrowFloatBits(ElementType t, double x);
// A float type's significand bits after the point (23 for f32) and its
// smallest normal exponent (-126 for f32), for ULPs.
int floatMantissaBits(ElementType t);
int floatMinExponent(ElementType t);

}  // namespace partir
