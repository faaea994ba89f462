// Data-movement ops (op_table.def family `data_movement`): pure functions over
// tensors, named after the StableHLO spec ops. The kernels in
// data_movement.cc decode attributes and call these.
//
// Every function checks the spec constraints its arguments could break (rank
// and length of attributes, dimension ranges, index types, result shapes) and
// fails with failInvalidArgument (interp/index_space.h) naming the attribute
// and the constraint, before reading any element. Elements are moved as bytes
// (interp/index_space.h StridedCopy), so these work for every element type.
// Gather and scatter live in gather_scatter.h.
#pragma once

#include <cstdint>
#include <span>

#include "interp/kernels/gather_scatter.h"
#include "interp/tensor.h"

namespace partir {

// StableHLO spec "broadcast_in_dim": result[i] = operand[j] where
// j_d = dim(operand, d) == 1 ? 0 : i[broadcastDimensions[d]].
// Given operand [[1], [2], [3]] (3x1), broadcastDimensions [0, 2] and result
// shape [3, 2, 2], returns [[[1, 1], [1, 1]], [[2, 2], [2, 2]], [[3, 3], [3, 3]]].
Tensor broadcastInDim(const Tensor& operand, std::span<const int64_t> broadcastDimensions,
                      const Shape& resultShape);

// StableHLO spec "concatenate": the inputs joined along `dimension`.
// Given [[1, 2], [3, 4], [5, 6]] and [[7, 8]] along 0, returns
// [[1, 2], [3, 4], [5, 6], [7, 8]].
Tensor concatenate(std::span<const Tensor> inputs, int64_t dimension);

// StableHLO spec "pad": result[low_d + j_d·(interior_d + 1)] = operand[j]
// where that index is in bounds, paddingValue (rank 0) elsewhere. Edge
// padding may be negative (drops elements, after interior padding).
// Given [[1, 2, 3], [4, 5, 6]], padding 0, low [0, 1], high [2, 1], interior
// [1, 2], returns the 5x9 tensor
// [[0,1,0,0,2,0,0,3,0], [0,...,0], [0,4,0,0,5,0,0,6,0], [0,...,0], [0,...,0]].
Tensor pad(const Tensor& operand, const Tensor& paddingValue,
           std::span<const int64_t> edgePaddingLow, std::span<const int64_t> edgePaddingHigh,
           std::span<const int64_t> interiorPadding);

// StableHLO spec "reshape": the same elements in row-major order, new shape.
Tensor reshape(const Tensor& operand, const Shape& resultShape);

// StableHLO spec "reverse": result[i] = operand[i'] with i'_k = dim_k - 1 - i_k
// for k in `dimensions`. Given [[1, 2], [3, 4], [5, 6]] and [1], returns
// [[2, 1], [4, 3], [6, 5]].
Tensor reverse(const Tensor& operand, std::span<const int64_t> dimensions);

// StableHLO spec "slice": result[i] = operand[start + i·strides].
// Given [[0,0,0,0], [0,0,1,1], [0,0,1,1]], start [1, 2], limit [3, 4],
// strides [1, 1], returns [[1, 1], [1, 1]].
Tensor slice(const Tensor& operand, std::span<const int64_t> startIndices,
             std::span<const int64_t> limitIndices, std::span<const int64_t> strides);

// StableHLO spec "transpose": result[i] = operand[j] with
// i_d = j[permutation[d]], so dim(result, d) = dim(operand, permutation[d]).
// Given a 2x3 [[1, 2, 3], [4, 5, 6]] and [1, 0], returns [[1, 4], [2, 5], [3, 6]].
Tensor transpose(const Tensor& operand, std::span<const int64_t> permutation);

// StableHLO spec "dynamic_slice": slice of size sliceSizes starting at
// clamp(0, startIndices, shape(operand) - sliceSizes).
// Given [[0,0,1,1], [0,0,1,1], [0,0,0,0], [0,0,0,0]], start [-1, 3] and sizes
// [2, 2], the start clamps to [0, 2] and the result is [[1, 1], [1, 1]].
Tensor dynamicSlice(const Tensor& operand, std::span<const int64_t> startIndices,
                    std::span<const int64_t> sliceSizes);

// StableHLO spec "dynamic_update_slice": operand with `update` written at
// clamp(0, startIndices, shape(operand) - shape(update)). Takes the operand by
// value so a caller that owns it avoids a copy.
// Given a 4x4 of 1s with a 2x3 block of 2s at [2, 1], update [[1,1,1],[1,1,1]]
// and start [4, 4] (clamped to [2, 1]), returns all 1s.
Tensor dynamicUpdateSlice(Tensor operand, const Tensor& update,
                          std::span<const int64_t> startIndices);

// StableHLO spec "get_dimension_size": dim(operand, dimension) as a rank-0
// si32 tensor.
Tensor getDimensionSize(const Tensor& operand, int64_t dimension);

}  // namespace partir
