// Collective ops (op_table.def family `collectives`) as pure functions over
// the values the processes of one process group contributed, in group order
// (the rendezvous of interp/spmd.h collects them). The kernels in
// collectives.cc choose the group, exchange the operands and call these.
//
// Errors are DiagnosticErrors of kind kInvalidInput without a location
// (failInvalidArgument, interp/index_space.h), reported at the op by `atOp`.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "interp/kernels/reducer.h"
#include "interp/tensor.h"

namespace partir {

// StableHLO spec "all_gather": concatenate(parts, allGatherDim). The parts
// must share one type (the processes of a group agree on it).
// Given [[1, 2], [3, 4]] and [[5, 6], [7, 8]] along 1, returns
// [[1, 2, 5, 6], [3, 4, 7, 8]].
Tensor allGather(std::span<const Tensor> parts, int64_t allGatherDim);

// StableHLO spec "all_reduce": each part converted to `element` (the
// computation's type, to_destination_type), then folded with `computation`
// from left to right, one of the binary-tree schedules whose in-order
// traversal is the parts in group order that the spec allows. The parts must
// share one shape. Given [1, 2, 3, 4] and [5, 6, 7, 8] with an add body,
// returns [6, 8, 10, 12].
Tensor allReduce(std::span<const Tensor> parts, ElementType element, const ScalarBody& computation);

// StableHLO spec "split" (used by all_to_all and reduce_scatter): the `count`
// equal consecutive slices of `operand` along `dimension`, which `count`
// must divide. Given [[1, 2, 3, 4], [5, 6, 7, 8]], 2 and 1, returns
// [[1, 2], [5, 6]] and [[3, 4], [7, 8]].
std::vector<Tensor> split(const Tensor& operand, int64_t count, int64_t dimension);

// StableHLO spec "all_to_all", for the receiver at `receiverIndex` of the
// group: concatenate([split(operands[s], splitCount, splitDimension)
// [receiverIndex] for every sender s], concatDimension), the operands in
// group order. Given [[1, 2, 3, 4], [5, 6, 7, 8]] and
// [[9, 10, 11, 12], [13, 14, 15, 16]], split dim 1, concat dim 0, count 2,
// receiver 0 gets [[1, 2], [5, 6], [9, 10], [13, 14]].
Tensor allToAll(std::span<const Tensor> operands, int64_t receiverIndex, int64_t splitDimension,
                int64_t concatDimension, int64_t splitCount);

// StableHLO spec "reduce_scatter", for the receiver at `receiverIndex`:
// split(allReduce(parts, element, computation), size(parts),
// scatterDimension)[receiverIndex]. Given [[1, 2, 3, 4], [5, 6, 7, 8]] and
// [[9, 10, 11, 12], [13, 14, 15, 16]], dim 1 and an add body, receiver 0
// gets [[10, 12], [18, 20]] and receiver 1 [[14, 16], [22, 24]].
Tensor reduceScatter(std::span<const Tensor> parts, int64_t receiverIndex, int64_t scatterDimension,
                     ElementType element, const ScalarBody& computation);

}  // namespace partir
