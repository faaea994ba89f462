// The quantize and dequantize functions of StableHLO spec "Quantized element
// types", on tensors: dequantize(x) = convert(x_storage - zero_point,
// expressed)·scale; quantize(x) = round_nearest_even(clamp(storage_min, x /
// scale + zero_point, storage_max)), each step rounded to the expressed type
// (the order of StableHLO's stablehlo-legalize-quant-to-math as well);
// per-axis types take element i's parameters from its index along the axis.
#pragma once

#include "interp/tensor.h"

namespace partir {

// The values in their expressed type of `stored`, a tensor of the storage
// values of `type` (quantized).
Tensor dequantize(const Tensor& stored, const TensorType& type);

// `x` (of the result's expressed float type) quantized to `resultType`.
Tensor quantize(const Tensor& x, const TensorType& resultType);

}  // namespace partir
