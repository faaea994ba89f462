#include "semantics/element_type.h"

#include "semantics/float16.h"
#include "semantics/small_float.h"

namespace partir {

std::string_view elementTypeName(ElementType t) {
  switch (t) {
#define PARTIR_NAME_CASE(kind, name) \
  case ElementType::kind:            \
    return name;
    PARTIR_FOR_EACH_ELEMENT_TYPE(PARTIR_NAME_CASE)
#undef PARTIR_NAME_CASE
  }
  return "?";
}

std::optional<ElementType> parseElementType(std::string_view name) {
#define PARTIR_PARSE_CASE(kind, spelled) \
  if (name == spelled) return ElementType::kind;
  PARTIR_FOR_EACH_ELEMENT_TYPE(PARTIR_PARSE_CASE)
#undef PARTIR_PARSE_CASE
  return std::nullopt;
}

bool isBoolean(ElementType t) { return t == ElementType::kI1; }

bool isSignedInteger(ElementType t) {
  return t == ElementType::kI2 || t == ElementType::kI4 || t == ElementType::kI8 || t == ElementType::kI16 ||
         t == ElementType::kI32 || t == ElementType::kI64;
}

bool isUnsignedInteger(ElementType t) {
  return t == ElementType::kUI2 || t == ElementType::kUI4 || t == ElementType::kUI8 || t == ElementType::kUI16 ||
         t == ElementType::kUI32 || t == ElementType::kUI64;
}

bool isSubByteInteger(ElementType t) {
  return t == ElementType::kI2 || t == ElementType::kI4 || t == ElementType::kUI2 || t == ElementType::kUI4;
}

bool isInteger(ElementType t) { return isSignedInteger(t) || isUnsignedInteger(t); }

bool isFloat(ElementType t) {
  return isSmallFloat(t) || t == ElementType::kF16 || t == ElementType::kBF16 || t == ElementType::kF32 ||
         t == ElementType::kF64;
}

namespace {

std::optional<SmallFloatKind> smallFloatKind(ElementType t) {
  switch (t) {
    case ElementType::kF4E2M1FN: return SmallFloatKind::kF4E2M1FN;
    case ElementType::kF6E2M3FN: return SmallFloatKind::kF6E2M3FN;
    case ElementType::kF6E3M2FN: return SmallFloatKind::kF6E3M2FN;
    case ElementType::kF8E3M4: return SmallFloatKind::kF8E3M4;
    case ElementType::kF8E4M3: return SmallFloatKind::kF8E4M3;
    case ElementType::kF8E4M3FN: return SmallFloatKind::kF8E4M3FN;
    case ElementType::kF8E4M3FNUZ: return SmallFloatKind::kF8E4M3FNUZ;
    case ElementType::kF8E4M3B11FNUZ: return SmallFloatKind::kF8E4M3B11FNUZ;
    case ElementType::kF8E5M2: return SmallFloatKind::kF8E5M2;
    case ElementType::kF8E5M2FNUZ: return SmallFloatKind::kF8E5M2FNUZ;
    case ElementType::kF8E8M0FNU: return SmallFloatKind::kF8E8M0FNU;
    default: return std::nullopt;
  }
}

}  // namespace

bool isSmallFloat(ElementType t) { return smallFloatKind(t).has_value(); }

bool isComplex(ElementType t) { return t == ElementType::kC64 || t == ElementType::kC128; }

ElementType complexPartType(ElementType t) {
  return t == ElementType::kC64 ? ElementType::kF32 : t == ElementType::kC128 ? ElementType::kF64 : t;
}

std::optional<ElementType> complexOf(ElementType part) {
  if (part == ElementType::kF32) return ElementType::kC64;
  if (part == ElementType::kF64) return ElementType::kC128;
  return std::nullopt;
}

double narrowFloatValue(ElementType t, uint16_t bits) {
  if (const std::optional<SmallFloatKind> k = smallFloatKind(t))
    return smallFloatBitsToDouble(static_cast<uint8_t>(bits), *k);
  return t == ElementType::kF16 ? Half::fromBits(bits).toDouble() : BFloat16::fromBits(bits).toDouble();
}

uint16_t narrowFloatBits(ElementType t, double x) {
  if (const std::optional<SmallFloatKind> k = smallFloatKind(t)) return roundToSmallFloatBits(x, *k);
  return t == ElementType::kF16 ? Half::fromDouble(x).bits : BFloat16::fromDouble(x).bits;
}

int floatMantissaBits(ElementType t) {
  if (const std::optional<SmallFloatKind> k = smallFloatKind(t)) return smallFloatMantissaBits(*k);
  return t == ElementType::kF16 ? 10 : t == ElementType::kBF16 ? 7 : t == ElementType::kF32 ? 23 : 52;
}

int floatMinExponent(ElementType t) {
  if (const std::optional<SmallFloatKind> k = smallFloatKind(t)) return smallFloatMinExponent(*k);
  return t == ElementType::kF16 ? -14 : t == ElementType::kF64 ? -1022 : -126;
}

int bitWidth(ElementType t) {
  switch (t) {
    case ElementType::kI1: return 1;
    case ElementType::kI2: case ElementType::kUI2: return 2;
    case ElementType::kI4: case ElementType::kUI4: case ElementType::kF4E2M1FN: return 4;
    case ElementType::kF6E2M3FN: case ElementType::kF6E3M2FN: return 6;
    case ElementType::kF8E3M4: case ElementType::kF8E4M3: case ElementType::kF8E4M3FN:
    case ElementType::kF8E4M3FNUZ: case ElementType::kF8E4M3B11FNUZ: case ElementType::kF8E5M2:
    case ElementType::kF8E5M2FNUZ: case ElementType::kF8E8M0FNU: return 8;
    case ElementType::kI8: case ElementType::kUI8: return 8;
    case ElementType::kI16: case ElementType::kUI16: case ElementType::kF16:
    case ElementType::kBF16: return 16;
    case ElementType::kI32: case ElementType::kUI32: case ElementType::kF32: return 32;
    case ElementType::kI64: case ElementType::kUI64: case ElementType::kF64: case ElementType::kC64: return 64;
    case ElementType::kC128: return 128;
  }
  return 0;
}

int byteWidth(ElementType t) { return bitWidth(t) < 8 ? 1 : bitWidth(t) / 8; }

std::pair<int64_t, int64_t> integerRange(ElementType t) {
  const int bits = bitWidth(t);
  if (isSignedInteger(t))
    return bits >= 64 ? std::pair{INT64_MIN, INT64_MAX}
                      : std::pair{-(int64_t{1} << (bits - 1)), (int64_t{1} << (bits - 1)) - 1};
  return {0, bits >= 63 ? INT64_MAX : (int64_t{1} << bits) - 1};
}

int64_t wrapInteger(int64_t value, ElementType t) {
  const int bits = bitWidth(t);
  if (bits >= 64) return value;
  const uint64_t low = static_cast<uint64_t>(value) & ((uint64_t{1} << bits) - 1);
  const uint64_t sign = uint64_t{1} << (bits - 1);
  return isSignedInteger(t) && (low & sign) ? static_cast<int64_t>(low | ~((uint64_t{1} << bits) - 1))
                                            : static_cast<int64_t>(low);
}

}  // namespace partir
