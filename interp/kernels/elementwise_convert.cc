// Elementwise kernels whose result type differs from the operands' or that
// mix operands: compare, select, clamp, convert, bitcast_convert,
// reduce_precision (elementwise.h).
// The typed loops are written for the vectorizer, which GCC runs only from
// -O3 on; enable it for this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("tree-vectorize")
#endif

#include <concepts>
#include <algorithm>
#include <bit>
#include <cstring>

#include "interp/kernels/elementwise.h"
#include "interp/kernels/elementwise_map.h"

namespace partir {

// ---- compare -------------------------------------------------------------------

std::optional<ComparisonDirection> parseComparisonDirection(std::string_view s) {
  if (s == "EQ") return ComparisonDirection::kEQ;
  if (s == "NE") return ComparisonDirection::kNE;
  if (s == "GE") return ComparisonDirection::kGE;
  if (s == "GT") return ComparisonDirection::kGT;
  if (s == "LE") return ComparisonDirection::kLE;
  if (s == "LT") return ComparisonDirection::kLT;
  return std::nullopt;
}

std::optional<CompareType> parseCompareType(std::string_view s) {
  if (s == "FLOAT") return CompareType::kFloat;
  if (s == "TOTALORDER") return CompareType::kTotalOrder;
  if (s == "SIGNED") return CompareType::kSigned;
  if (s == "UNSIGNED") return CompareType::kUnsigned;
  return std::nullopt;
}

// StableHLO spec "compare" (C3).
CompareType defaultCompareType(ElementType t) {
  if (isFloat(t) || isComplex(t)) return CompareType::kFloat;
  return isSignedInteger(t) ? CompareType::kSigned : CompareType::kUnsigned;
}

namespace {

// StableHLO spec "compare" (C3): the compare_type an element type allows.
void requireLegalCompareType(ElementType t, CompareType type) {
  const bool legal = isFloat(t) || isComplex(t) ? (type == CompareType::kFloat || type == CompareType::kTotalOrder)
                                : type == defaultCompareType(t);
  if (!legal)
    fail(ErrorKind::kInvalidInput, {}, "compare_type is not legal for element type {} (C3)",
         elementTypeName(t));
}

// The ordering directions (complex has none: its type rule refuses them).
template <class T, class Key>
void orderLoop(const T* lhs, const T* rhs, bool* out, int64_t n, ComparisonDirection d, Key key) {
  switch (d) {
    case ComparisonDirection::kGE:
      for (int64_t i = 0; i < n; ++i) out[i] = key(lhs[i]) >= key(rhs[i]);
      break;
    case ComparisonDirection::kGT:
      for (int64_t i = 0; i < n; ++i) out[i] = key(lhs[i]) > key(rhs[i]);
      break;
    case ComparisonDirection::kLE:
      for (int64_t i = 0; i < n; ++i) out[i] = key(lhs[i]) <= key(rhs[i]);
      break;
    case ComparisonDirection::kLT:
      for (int64_t i = 0; i < n; ++i) out[i] = key(lhs[i]) < key(rhs[i]);
      break;
    default:
      break;
  }
}

// out[i] = cmp(key(lhs[i]), key(rhs[i])) for the direction's comparison.
template <class T, class Key>
void compareLoop(const T* lhs, const T* rhs, bool* out, int64_t n, ComparisonDirection d, Key key) {
  switch (d) {
    case ComparisonDirection::kEQ:
      for (int64_t i = 0; i < n; ++i) out[i] = key(lhs[i]) == key(rhs[i]);
      break;
    case ComparisonDirection::kNE:
      for (int64_t i = 0; i < n; ++i) out[i] = key(lhs[i]) != key(rhs[i]);
      break;
    default:
      if constexpr (std::totally_ordered<decltype(key(lhs[0]))>) orderLoop(lhs, rhs, out, n, d, key);
      break;
  }
}



}  // namespace

// StableHLO spec "compare".
Tensor compare(const Tensor& lhs, const Tensor& rhs, ComparisonDirection direction,
               CompareType type) {
  requireSameType("compare", lhs, rhs);
  requireLegalCompareType(lhs.elementType(), type);
  Tensor result = Tensor::uninitialized(TensorType{lhs.shape(), ElementType::kI1});
  dispatchElementType(lhs.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* a = lhs.data<T>();
    const T* b = rhs.data<T>();
    bool* out = result.data<bool>();
    const int64_t n = lhs.numElements();
    if constexpr (kIsFloatElement<T>) {
      if (type == CompareType::kTotalOrder)
        compareLoop(a, b, out, n, direction, [](T x) { return totalOrderKey(x); });
      else
        compareLoop(a, b, out, n, direction, [](T x) { return widen(x); });
    } else {
      compareLoop(a, b, out, n, direction, [](T x) { return x; });
    }
  });
  return result;
}

// ---- select, clamp ---------------------------------------------------------------

// StableHLO spec "select" (C1: pred is a scalar or of the operands' shape; C2:
// on_true, on_false and the result have one type).
Tensor select(const Tensor& pred, Tensor onTrue, const Tensor& onFalse) {
  requireSameType("select", onTrue, onFalse);
  if (pred.elementType() != ElementType::kI1)
    fail(ErrorKind::kInvalidInput, {}, "select needs an i1 pred, got {}", pred.type().str());
  if (pred.rank() == 0) return pred.get<bool>(0) ? std::move(onTrue) : onFalse;
  if (pred.shape() != onTrue.shape())
    fail(ErrorKind::kInvalidInput, {}, "select pred {} must be a scalar or of shape {} (C1)",
         pred.type().str(), onTrue.type().str());
  dispatchElementType(onTrue.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const bool* p = pred.data<bool>();
    T* out = onTrue.data<T>();
    const T* f = onFalse.data<T>();
    for (int64_t i = 0; i < onTrue.numElements(); ++i) out[i] = p[i] ? out[i] : f[i];
  });
  return onTrue;
}

namespace {

// StableHLO spec "clamp" (C1, C2, C3): a bound is a scalar or of the operand's
// shape, with the operand's element type.
void requireClampBound(const Tensor& bound, const Tensor& operand) {
  if (bound.elementType() != operand.elementType() ||
      (bound.rank() != 0 && bound.shape() != operand.shape()))
    fail(ErrorKind::kInvalidInput, {}, "clamp bound {} must be a scalar or of type {} (C1-C3)",
         bound.type().str(), operand.type().str());
}

template <class T>
T clampElement(T lo, T x, T hi) {
  if constexpr (std::is_same_v<T, bool>)
    return (x || lo) && hi;
  else if constexpr (kIsFloatElement<T> || kIsComplexElement<T>)  // complex: lexicographic
    return scalarMinimum(scalarMaximum(x, lo), hi);
  else
    return std::min(std::max(x, lo), hi);
}

}  // namespace

// StableHLO spec "clamp".
Tensor clamp(const Tensor& min, Tensor operand, const Tensor& max) {
  requireClampBound(min, operand);
  requireClampBound(max, operand);
  dispatchElementType(operand.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* lo = min.data<T>();
    const T* hi = max.data<T>();
    const int64_t loStep = min.rank() == 0 ? 0 : 1, hiStep = max.rank() == 0 ? 0 : 1;
    T* p = operand.data<T>();
    for (int64_t i = 0; i < operand.numElements(); ++i)
      p[i] = clampElement(lo[i * loStep], p[i], hi[i * hiStep]);
  });
  return operand;
}

// ---- convert, bitcast_convert ------------------------------------------------------

// StableHLO spec "convert".
Tensor convert(const Tensor& operand, ElementType to) {
  Tensor result = Tensor::uninitialized(TensorType{operand.shape(), to});
  dispatchElementType(operand.elementType(), [&](auto fromTag) {
    using From = typename decltype(fromTag)::type;
    dispatchElementType(to, [&](auto toTag) {
      using To = typename decltype(toTag)::type;
      const From* in = operand.data<From>();
      To* out = result.data<To>();
      for (int64_t i = 0; i < operand.numElements(); ++i) out[i] = convertElement<To>(in[i]);
    });
  });
  return result;
}

namespace {

// Copies the bits of `from` into `to`, both laid out as little-endian bit
// strings of equal length: the i1 elements are single bits (element k is bit
// k, least significant first, as in the StableHLO interpreter's
// bitcastConvertOneToMany / ManyToOne), every other element its bytes.
void copyBits(const Tensor& from, Tensor& to) {
  static_assert(std::endian::native == std::endian::little,
                "bitcast_convert assumes little-endian");
  const bool fromBits = from.elementType() == ElementType::kI1;
  const bool toBits = to.elementType() == ElementType::kI1;
  if (fromBits == toBits) {
    std::memcpy(to.rawData(), from.rawData(), from.numBytes());
  } else if (fromBits) {  // pack: bit k of the byte string is bool element k
    std::memset(to.rawData(), 0, to.numBytes());
    for (int64_t k = 0; k < from.numElements(); ++k)
      if (from.get<bool>(k)) to.rawData()[k / 8] |= static_cast<uint8_t>(1u << (k % 8));
  } else {  // unpack
    for (int64_t k = 0; k < to.numElements(); ++k)
      to.set<bool>(k, (from.rawData()[k / 8] >> (k % 8)) & 1u);
  }
}

}  // namespace

// StableHLO spec "bitcast_convert" (C1): with num_bits(i1) = 1, an i1 tensor
// is a bit string.
Tensor bitcastConvert(const Tensor& operand, const TensorType& resultType) {
  const int fromBits = bitWidth(operand.elementType()), toBits = bitWidth(resultType.element);
  Shape expected = operand.shape();
  if (toBits < fromBits) expected.push_back(fromBits / toBits);
  if (toBits > fromBits) {
    if (expected.empty() || expected.back() != toBits / fromBits)
      fail(ErrorKind::kInvalidInput, {},
           "bitcast_convert from {} needs a last dimension of {} (C1)", operand.type().str(),
           toBits / fromBits);
    expected.pop_back();
  }
  if (expected != resultType.shape)
    fail(ErrorKind::kInvalidInput, {}, "bitcast_convert of {} cannot give {} (C1)",
         operand.type().str(), resultType.str());
  Tensor result = Tensor::uninitialized(resultType);
  copyBits(operand, result);
  return result;
}

// ---- reduce_precision ------------------------------------------------------------------

namespace {

// The StableHLO interpreter's reducePrecision (Element.cpp) on the raw bits of
// a float with `srcMantissa` mantissa bits and `width` bits in all.
uint64_t reducePrecisionBits(uint64_t bits, int width, int srcMantissa, int64_t exponentBits,
                             int64_t mantissaBits) {
  if (mantissaBits < srcMantissa) {
    const int dropped = srcMantissa - static_cast<int>(mantissaBits);
    const uint64_t lastKeptBit = uint64_t{1} << dropped;
    // Round to nearest even: add half an ulp minus one, plus the last kept bit.
    bits += (lastKeptBit >> 1) - 1 + ((bits & lastKeptBit) >> dropped);
    bits &= ~(lastKeptBit - 1);
  }
  const int srcExponent = width - srcMantissa - 1;
  if (exponentBits < srcExponent) {
    const uint64_t signBit = uint64_t{1} << (width - 1);
    const uint64_t exponentMask = ((uint64_t{1} << srcExponent) - 1) << srcMantissa;
    const uint64_t bias = (uint64_t{1} << (srcExponent - 1)) - 1;
    const uint64_t reducedBias = (uint64_t{1} << (exponentBits - 1)) - 1;
    const uint64_t exponent = bits & exponentMask;
    if (exponent > ((bias + reducedBias) << srcMantissa)) return (bits & signBit) | exponentMask;
    if (exponent <= ((bias - reducedBias) << srcMantissa)) return bits & signBit;
  }
  return bits;
}

// x rounded to `exponentBits` and `mantissaBits` (reduce_precision on one
// element). A small float goes through double: its byte holds no IEEE
// layout, and every small float is a double.
template <class T>
T reducedPrecision(T x, int64_t exponentBits, int64_t mantissaBits) {
  if constexpr (kIsSmallFloat<T>) {
    return T::fromDouble(reducedPrecision(x.toDouble(), exponentBits, mantissaBits));
  } else {
    using Bits = decltype(floatBits(x));
    constexpr int kWidth = sizeof(Bits) * 8;
    constexpr int kMantissa = std::is_same_v<T, Half>       ? 10
                              : std::is_same_v<T, BFloat16> ? 7
                                                            : std::numeric_limits<T>::digits - 1;
    constexpr uint64_t kPositiveInf = ((uint64_t{1} << (kWidth - kMantissa - 1)) - 1) << kMantissa;
    // A NaN stays as it is; without mantissa bits there is no NaN, and the
    // interpreter gives +inf.
    if (std::isnan(widen(x)))
      return mantissaBits > 0 ? x : std::bit_cast<T>(static_cast<Bits>(kPositiveInf));
    const uint64_t reduced =
        reducePrecisionBits(floatBits(x), kWidth, kMantissa, exponentBits, mantissaBits);
    return std::bit_cast<T>(static_cast<Bits>(reduced));
  }
}

}  // namespace

// StableHLO spec "reduce_precision" (C2, C3).
Tensor reducePrecision(Tensor operand, int64_t exponentBits, int64_t mantissaBits) {
  if (exponentBits < 1 || mantissaBits < 0)
    fail(ErrorKind::kInvalidInput, {},
         "reduce_precision needs exponent_bits >= 1 and "
         "mantissa_bits >= 0, got {} and {} (C2, C3)",
         exponentBits, mantissaBits);
  return mapUnary<kFloats>("reduce_precision", std::move(operand), [&](auto x) {
    return reducedPrecision(x, exponentBits, mantissaBits);
  });
}

}  // namespace partir
