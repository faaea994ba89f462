// Small builders shared by the kernel tests.
#pragma once

#include <algorithm>

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "interp/numerics.h"
#include "interp/tensor.h"

namespace partir::testing {

// A tensor of element type `e` from doubles, each converted as the spec's
// "convert" does: makeTensor(kI8, {2}, {1, -1}) holds [1, -1].
inline Tensor makeTensor(ElementType e, Shape shape, const std::vector<double>& values) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), e});
  EXPECT_EQ(static_cast<int64_t>(values.size()), t.numElements());
  dispatchElementType(e, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = t.data<T>();
    for (size_t i = 0; i < values.size() && static_cast<int64_t>(i) < t.numElements(); ++i)
      data[i] = convertElement<T>(values[i]);
  });
  return t;
}

// The elements of `t`, widened to double.
inline std::vector<double> tensorValues(const Tensor& t) {
  std::vector<double> out;
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(convertElement<double>(t.get<T>(i)));
  });
  return out;
}

// Deterministic inputs for real models: floats small and varied, integers
// in [0, 10) (label indices stay in range), booleans alternating.
inline Tensor syntheticTensor(const TensorType& type) {
  Tensor t = Tensor::uninitialized(type);
  dispatchElementType(type.element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* data = t.data<T>();
    // Periodic in i (period 2, 10 or 201): one period computed, then copied
    // in doubling blocks (a 3B-parameter model's weights in a second).
    const int64_t n = t.numElements(), period = std::is_same_v<T, bool> ? 2 : std::is_integral_v<T> ? 10 : 201;
    for (int64_t i = 0; i < std::min(n, period); ++i) {
      if constexpr (std::is_same_v<T, bool>) {
        data[i] = i % 2;
      } else if constexpr (std::is_integral_v<T>) {
        data[i] = static_cast<T>(i % 10);
      } else {
        data[i] = T(0.01 * static_cast<double>((i * 7919) % 201 - 100) / 10.0);
      }
    }
    for (int64_t done = period; done < n; done *= 2)  // a multiple of the period each time
      std::copy_n(data, std::min(done, n - done), data + done);
  });
  return t;
}

// Runs `f` and returns the message of the DiagnosticError it throws ("" if none).
template <class F>
std::string errorOf(F&& f) {
  try {
    f();
  } catch (const DiagnosticError& e) {
    return e.diag.message;
  }
  return "";
}

}  // namespace partir::testing
