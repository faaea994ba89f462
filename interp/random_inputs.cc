#include "interp/random_inputs.h"

#include <random>

#include "interp/numerics.h"
#include "interp/tensor.h"

namespace partir {

namespace {

// An integer uniform in [lo, hi] from std::mt19937_64, whose output the C++
// standard fixes for a given seed (so inputs are the same on every machine).
int64_t uniformInteger(std::mt19937_64& rng, int64_t lo, int64_t hi) {
  return static_cast<int64_t>(rng() % static_cast<uint64_t>(hi - lo + 1)) + lo;
}

// A double uniform in [-1, 1): the top 53 bits of one draw.
double uniformSigned(std::mt19937_64& rng) {
  return 2.0 * static_cast<double>(rng() >> 11) * 0x1.0p-53 - 1.0;
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

}  // namespace

Values randomIntegerInputs(const std::vector<TensorType>& types, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Values out;
  for (const TensorType& type : types) {
    const int64_t lo = isBoolean(type.element) || isUnsignedInteger(type.element) ? 0 : -3;
    const int64_t hi = isBoolean(type.element) ? 1 : 3;
    out.emplace_back(filledTensor(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      return convertElement<T>(uniformInteger(rng, lo, hi));
    }));
  }
  return out;
}

Values randomRealInputs(const std::vector<TensorType>& types, uint64_t seed) {
  Values out;
  for (size_t i = 0; i < types.size(); ++i) {
    std::mt19937_64 rng(seed + i);
    const ElementType e = types[i].element;
    out.emplace_back(filledTensor(types[i], [&](auto tag) {
      using T = typename decltype(tag)::type;
      if (isBoolean(e)) return convertElement<T>(uniformInteger(rng, 0, 1));
      if (isFloat(e)) return convertElement<T>(uniformSigned(rng));
      return convertElement<T>(uniformInteger(rng, 0, 9));
    }));
  }
  return out;
}

std::string realInputDistribution(ElementType type) {
  if (isBoolean(type)) return "uniform {0, 1}";
  if (isFloat(type)) return "uniform [-1, 1)";
  return "uniform integers [0, 10)";
}

}  // namespace partir
