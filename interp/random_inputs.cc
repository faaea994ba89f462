#include "interp/random_inputs.h"

#include <random>

#include "interp/numerics.h"
#include "interp/tensor.h"

namespace partir {

Values randomIntegerInputs(const std::vector<TensorType>& types, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Values out;
  for (const TensorType& type : types) {
    Tensor t = Tensor::uninitialized(type);
    const int64_t lo = isBoolean(type.element) || isUnsignedInteger(type.element) ? 0 : -3;
    const int64_t hi = isBoolean(type.element) ? 1 : 3;
    dispatchElementType(type.element, [&](auto tag) {
      using T = typename decltype(tag)::type;
      T* data = t.data<T>();
      for (int64_t i = 0; i < t.numElements(); ++i)
        data[i] = convertElement<T>(static_cast<int64_t>(rng() % static_cast<uint64_t>(hi - lo + 1)) + lo);
    });
    out.emplace_back(std::move(t));
  }
  return out;
}

}  // namespace partir
