#include "interp/random_inputs.h"

#include <cmath>
#include <random>
#include <type_traits>

#include "interp/numerics.h"
#include "interp/sub_byte.h"
#include "interp/tensor.h"
#include "interp/thread_pool.h"
#include "interp/vector_clones.h"
#include "semantics/hashing.h"
#include "semantics/op_codes.h"

namespace partir {

namespace {

// An integer uniform in [lo, hi] from std::mt19937_64, whose output the C++
// standard fixes for a given seed (so inputs are the same on every machine).
int64_t uniformInteger(std::mt19937_64& rng, int64_t lo, int64_t hi) {
  return static_cast<int64_t>(rng() % static_cast<uint64_t>(hi - lo + 1)) + lo;
}

template <class Draw>
Tensor filledTensor(const TensorType& type, Draw&& draw) {
  Tensor t = Tensor::uninitialized(type);
  dispatchElementType(type.element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = t.data<T>();
    for (int64_t i = 0; i < t.numElements(); ++i) data[i] = draw(TypeTag<T>{});
  });
  return t;
}

// The bits of element i of stream `key`: SplitMix64's i-th output from state
// `key` (which advances by the golden ratio), computed from i alone, so
// elements can be drawn in any order by any thread.
uint64_t elementBits(uint64_t key, uint64_t i) {
  return mix64(key + (i + 1) * kGoldenGamma);
}

// A real-valued element of type T from random bits (see randomRealInputs):
// floats k * 2^-23 - 1 from the top 24 of 32 bits (f64: k * 2^-52 - 1 from
// the top 53 of 64), exact in f32 and f64; integers in [0, 10) by
// multiply-shift (Lemire, "Fast Random Integer Generation in an Interval",
// 2019); i1 from the top bit. f8E8M0FNU, which has no sign, takes the
// magnitude.
template <class T>
T realElement(uint32_t bits) {
  if constexpr (std::is_same_v<T, bool>)
    return (bits >> 31) != 0;
  else if constexpr (std::is_same_v<T, SmallFloat<SmallFloatKind::kF8E8M0FNU>>)
    return fromFloat<T>(std::fabs(static_cast<float>(bits >> 8) * 0x1p-23f - 1.0f));
  else if constexpr (kIsFloatElement<T>)
    return fromFloat<T>(static_cast<float>(bits >> 8) * 0x1p-23f - 1.0f);
  else
    return static_cast<T>((uint64_t{bits} * 10) >> 32);
}
template <class T>
T realElement(uint64_t bits) {
  if constexpr (std::is_same_v<T, double>)
    return static_cast<double>(bits >> 11) * 0x1p-52 - 1.0;
  else
    return static_cast<T>(((bits >> 32) * 10) >> 32);
}

// Elements [i0, i1) of a real-valued input drawn from stream `key`, into
// out[0, i1 - i0): a 64-bit type takes draw i for element i, a narrower one
// the low half of draw i / 2 for an even element and its high half for the
// odd one after.
template <class T>
PARTIR_VECTOR_CLONES void fillReal(T* out, int64_t i0, int64_t i1, uint64_t key) {
  if constexpr (sizeof(T) == 8) {
    for (int64_t i = i0; i < i1; ++i) out[i - i0] = realElement<T>(elementBits(key, i));
  } else {
    if (i0 < i1 && i0 % 2 == 1) {  // the high half of the draw the even element before took
      *out++ = realElement<T>(static_cast<uint32_t>(elementBits(key, i0 / 2) >> 32));
      ++i0;
    }
    const int64_t pairsEnd = i0 + (i1 - i0) / 2 * 2;
    for (int64_t i = i0; i < pairsEnd; i += 2) {
      const uint64_t bits = elementBits(key, i / 2);
      out[i - i0] = realElement<T>(static_cast<uint32_t>(bits));
      out[i - i0 + 1] = realElement<T>(static_cast<uint32_t>(bits >> 32));
    }
    if (pairsEnd < i1) out[pairsEnd - i0] = realElement<T>(static_cast<uint32_t>(elementBits(key, i1 / 2)));
  }
}

// A real-valued input tensor drawn from stream `key`, filled in parallel
// chunks of an even size (each element depends on its index only: the same
// bits for any thread count).
// A complex tensor's parts are drawn as a float tensor of twice its
// elements, real part first.
Tensor realTensor(const TensorType& type, uint64_t key) {
  Tensor t = Tensor::uninitialized(type);
  const int64_t numbers = t.numElements() * (isComplex(type.element) ? 2 : 1);
  dispatchElementType(complexPartType(type.element), [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = reinterpret_cast<T*>(t.rawData());
    parallelFor(numbers, int64_t{1} << 16, [&](int64_t i0, int64_t i1) { fillReal(data + i0, i0, i1, key); });
  });
  wrapSubByte(t);  // an i4's draws in [0, 10) wrap to its width, as its arithmetic does
  return t;
}

}  // namespace

Values randomIntegerInputs(const std::vector<TensorType>& types, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Values out;
  for (const TensorType& type : types) {
    // [-3, 3] ([0, 3] unsigned, and in the sign-less f8E8M0FNU), within an i2's [-2, 1].
    const bool unsignedValues = isBoolean(type.element) || isUnsignedInteger(type.element) ||
                                type.element == ElementType::kF8E8M0FNU;
    const int64_t lo = unsignedValues ? 0 : type.element == ElementType::kI2 ? -2 : -3;
    const int64_t hi = isBoolean(type.element) || type.element == ElementType::kI2 ? 1 : 3;
    out.emplace_back(filledTensor(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (kIsComplexElement<T>) {  // both parts small integers
        const auto re = static_cast<typename T::value_type>(uniformInteger(rng, lo, hi));
        return T(re, static_cast<typename T::value_type>(uniformInteger(rng, lo, hi)));
      } else {
        return convertElement<T>(uniformInteger(rng, lo, hi));
      }
    }));
  }
  return out;
}

namespace {

// The values limitIntegerInputs draws for an integer type, as 64 bits.
std::vector<uint64_t> limitValues(ElementType type) {
  const int w = bitWidth(type);
  if (isUnsignedInteger(type)) {
    const uint64_t max = w == 64 ? ~uint64_t{0} : (uint64_t{1} << w) - 1;
    return {0, 1, 2, max - 1, max};
  }
  const int64_t max = static_cast<int64_t>((uint64_t{1} << (w - 1)) - 1), min = -max - 1;
  std::vector<uint64_t> out;
  for (int64_t v : {min, min + 1, int64_t{-1}, int64_t{0}, int64_t{1}, max - 1, max})
    out.push_back(static_cast<uint64_t>(v));
  return out;
}

}  // namespace

Values limitIntegerInputs(const std::vector<TensorType>& types, uint64_t seed) {
  Values out = randomIntegerInputs(types, seed);
  std::mt19937_64 rng(~seed);
  for (size_t i = 0; i < types.size(); ++i) {
    if (!isInteger(types[i].element)) continue;
    const std::vector<uint64_t> values = limitValues(types[i].element);
    out[i] = InterpreterValue(filledTensor(types[i], [&](auto tag) {
      using T = typename decltype(tag)::type;
      const uint64_t v = values[uniformInteger(rng, 0, static_cast<int64_t>(values.size()) - 1)];
      if constexpr (std::is_integral_v<T>) return static_cast<T>(v);
      else return T{};  // not an integer type: never drawn
    }));
  }
  return out;
}

Tensor randomRealBlock(const TensorType& whole, uint64_t seed, const std::vector<int64_t>& start, const Shape& shape) {
  TensorType local = whole;
  local.shape = shape;
  Tensor t = Tensor::uninitialized(local);
  const uint64_t key = mix64(seed);
  const int64_t parts = isComplex(whole.element) ? 2 : 1;  // a complex element is two numbers
  const int64_t rank = static_cast<int64_t>(shape.size());
  const int64_t row = rank == 0 ? 1 : shape.back();
  const int64_t rows = row == 0 ? 0 : t.numElements() / row;
  std::vector<int64_t> wholeStrides(static_cast<size_t>(rank), 1);
  for (int64_t d = rank - 2; d >= 0; --d) wholeStrides[d] = wholeStrides[d + 1] * whole.shape[d + 1];
  dispatchElementType(complexPartType(whole.element), [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = reinterpret_cast<T*>(t.rawData());
    parallelFor(rows, 64, [&](int64_t r0, int64_t r1) {
      for (int64_t r = r0; r < r1; ++r) {
        int64_t g = 0;  // the whole tensor's index of the row's first element
        for (int64_t d = rank - 1, rest = r; d >= 0; --d) {
          const int64_t at = d == rank - 1 ? 0 : rest % shape[d];
          if (d < rank - 1) rest /= shape[d];
          g += (start[d] + at) * wholeStrides[d];
        }
        fillReal(data + r * row * parts, g * parts, (g + row) * parts, key);
      }
    });
  });
  wrapSubByte(t);
  return t;
}

Values randomRealInputs(const std::vector<TensorType>& types, uint64_t seed) {
  Values out;
  for (size_t i = 0; i < types.size(); ++i) out.emplace_back(realTensor(types[i], mix64(seed + i)));
  return out;
}

Result<int64_t> fillElidedConstants(Module& module, uint64_t seed) {
  // Streams of their own: the arguments use mix64(seed + i) for small i.
  constexpr uint64_t kConstantStreams = uint64_t{1} << 40;
  std::vector<Operation*> elided;
  for (const auto& f : module.functions)
    walk(f->body, [&](const Operation& op) {
      const Attribute* value = op.attr("value");
      if (op.code() == OpCode::kConstant && value && value->kind() == Attribute::Kind::kDenseElements &&
          value->getDenseElements().elided())
        elided.push_back(const_cast<Operation*>(&op));
    });
  for (size_t i = 0; i < elided.size(); ++i) {
    DenseElements dense = elided[i]->attr("value")->getDenseElements();
    try {
      const Tensor t = realTensor(dense.type, mix64(seed + kConstantStreams + i));
      dense.bytes.assign(t.rawData(), t.rawData() + t.numBytes());
    } catch (const DiagnosticError& e) {
      return makeError(e.diag.kind, elided[i]->loc(), "'{}': {}", elided[i]->name(), e.diag.message);
    }
    dense.resource.clear();
    dense.splat = false;
    elided[i]->attrs().set("value", Attribute::denseElements(std::move(dense)));
  }
  return static_cast<int64_t>(elided.size());
}

std::string integerInputDistribution(ElementType type, bool atLimits) {
  if (isBoolean(type)) return "{0, 1}";
  if (atLimits && isUnsignedInteger(type)) return "0, 1, 2, max - 1, max";
  if (atLimits && isInteger(type)) return "min, min + 1, -1, 0, 1, max - 1, max";
  if (isUnsignedInteger(type) || type == ElementType::kF8E8M0FNU) return "integers in [0, 3]";
  return type == ElementType::kI2 ? "integers in [-2, 1]" : "integers in [-3, 3]";
}

std::string realInputDistribution(ElementType type) {
  if (isBoolean(type)) return "uniform {0, 1}";
  if (isFloat(type)) return "uniform [-1, 1)";
  return "uniform integers [0, 10)";
}

}  // namespace partir
