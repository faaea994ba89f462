// Element types of tensors (DESIGN.md "Types"; StableHLO spec "Types").
//
// Supported: i1, the sub-byte si2 and si4 (written i2, i4), si8..si64
// (i8..i64), ui2, ui4, ui8..ui64, f16, bf16, f32, f64. Everything else the
// StableHLO type grammar allows (complex, float8, quantized) is recognised by
// the parser only to be refused as "unsupported".
//
// Storage: every element occupies `byteWidth()` bytes in host order, as the
// C++ type `StorageOf<kind>` (see interp/ and semantics/float16.h): bool for
// i1, intN_t/uintN_t, Half, BFloat16, float, double. A sub-byte integer takes
// a byte (int8_t, uint8_t) holding its value, sign-extended: the interpreter
// wraps every sub-byte result to its width (interp/sub_byte.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

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
  X(kF16, "f16")                        \
  X(kBF16, "bf16")                      \
  X(kF32, "f32")                        \
  X(kF64, "f64")

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
bool isFloat(ElementType t);            // f16, bf16, f32, f64
int bitWidth(ElementType t);            // 1 for i1
int byteWidth(ElementType t);           // storage bytes; 1 for i1 and sub-byte integers
// `value` modulo 2^bitWidth(t), read as t reads its bits: two's complement
// for a signed t (wrapInteger(15, i4) == -1, wrapInteger(-1, ui4) == 15).
// For an integer t of up to 64 bits.
int64_t wrapInteger(int64_t value, ElementType t);

}  // namespace partir
