#include "interp/quantization.h"

#include <cmath>

#include "interp/numerics.h"
#include "semantics/labelled_checks.h"

namespace partir {

namespace {

// The index into the scales and zero points of each element of `type`.
class ParameterIndex {
 public:
  explicit ParameterIndex(const TensorType& type) {
    const QuantizedType& q = *type.quant;
    if (!q.axis) return;
    const std::vector<int64_t> strides = rowMajorStrides(type.shape);
    stride_ = strides.at(static_cast<size_t>(*q.axis));
    size_ = type.shape.at(static_cast<size_t>(*q.axis));
  }
  int64_t operator()(int64_t linear) const { return size_ == 0 ? 0 : (linear / stride_) % size_; }

 private:
  int64_t stride_ = 1, size_ = 0;
};

// `v` rounded to the expressed type, as a double.
double inExpressed(double v, ElementType expressed) {
  return dispatchElementType(expressed, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>)
      return toDouble(convertElement<T>(v));
    else
      return v;
  });
}

// The storage values of a quantized tensor, as int64.
std::vector<int64_t> storageValues(const Tensor& t) {
  std::vector<int64_t> out(static_cast<size_t>(t.numElements()));
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T>)
      for (int64_t i = 0; i < t.numElements(); ++i) out[i] = static_cast<int64_t>(t.get<T>(i));
  });
  return out;
}

}  // namespace

Tensor dequantize(const Tensor& storedValues, const TensorType& type) {
  if (!type.quant || storedValues.shape() != type.shape || storedValues.elementType() != type.element)
    failInvalidArgument("dequantize of {} as {}: needs its storage values", storedValues.type().str(), type.str());
  const QuantizedType& q = *type.quant;
  const ParameterIndex parameter(type);
  const std::vector<int64_t> stored = storageValues(storedValues);
  Tensor out = Tensor::uninitialized(TensorType{type.shape, q.expressed});
  dispatchElementType(q.expressed, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>) {
      for (int64_t i = 0; i < out.numElements(); ++i) {
        const int64_t p = parameter(i);
        const double shifted = inExpressed(static_cast<double>(stored[i] - q.zeroPoints[p]), q.expressed);
        const double scale = inExpressed(q.scales[p], q.expressed);
        out.set<T>(i, convertElement<T>(shifted * scale));
      }
    }
  });
  return out;
}

Tensor quantize(const Tensor& x, const TensorType& resultType) {
  if (!resultType.quant) failInvalidArgument("quantize needs a quantized result type, got {}", resultType.str());
  const QuantizedType& q = *resultType.quant;
  if (x.elementType() != q.expressed)
    failInvalidArgument("quantize of {} to {}: the operand must be of the expressed type", x.type().str(),
                        resultType.str());
  const ParameterIndex parameter(resultType);
  Tensor out = Tensor::uninitialized(resultType);
  const double lo = inExpressed(static_cast<double>(q.storageMin), q.expressed);
  const double hi = inExpressed(static_cast<double>(q.storageMax), q.expressed);
  dispatchElementType(x.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (kIsFloatElement<T>) {
      for (int64_t i = 0; i < out.numElements(); ++i) {
        const int64_t p = parameter(i);
        const double scaled = inExpressed(toDouble(x.get<T>(i)) / inExpressed(q.scales[p], q.expressed), q.expressed);
        const double shifted =
            inExpressed(scaled + inExpressed(static_cast<double>(q.zeroPoints[p]), q.expressed), q.expressed);
        // clamp propagates a NaN (IEEE maximum/minimum), which converts to 0.
        const double clamped = floatMinimum(floatMaximum(shifted, lo), hi);
        const double rounded = std::nearbyint(clamped);  // to nearest, ties to even
        dispatchElementType(q.storage, [&](auto storageTag) {
          using S = typename decltype(storageTag)::type;
          if constexpr (std::is_integral_v<S>) out.set<S>(i, convertElement<S>(rounded));
        });
      }
    }
  });
  return out;
}

}  // namespace partir
