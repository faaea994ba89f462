// Gather and scatter (StableHLO spec "gather", "scatter"), in full
// generality: any index_vector_dim (including rank(indices), meaning each
// index is a scalar), explicit batching dimensions
// (operand_batching_dims / start_indices_batching_dims for gather,
// input_batching_dims / scatter_indices_batching_dims for scatter), and
// variadic scatter. Indices may have any signed or unsigned integer type.
//
// Out-of-bounds indices follow the spec: gather clamps each start index so
// the whole slice is inside the operand; scatter skips each update element
// whose result index is out of bounds (per element, not per window).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "interp/tensor.h"
#include "semantics/dimension_numbers.h"
#include "semantics/ir.h"

namespace partir {

// StableHLO spec "gather": result[result_index] = operand[full_start_index +
// full_batching_index + full_offset_index], start indices clamped to
// [0, dim(operand) - slice_sizes]. The dimension numbers and slice sizes are
// checked as semantics/dimension_numbers.h says, `resultType` against (C22),
// (C23).
// Given operand 3x4x2 [[[1,2],[3,4],[5,6],[7,8]], [[9,10],...], [[17,18],...]],
// start_indices 2x3x2 [[[0,0],[1,0],[2,1]], [[0,1],[1,1],[0,2]]],
// offset_dims [2,3], collapsed_slice_dims [0], start_index_map [1,0],
// index_vector_dim 2, slice_sizes [1,2,2], returns the 2x3x2x2 tensor whose
// [0][0] is [[1,2],[3,4]] and [1][2] is [[17,18],[19,20]].
Tensor gather(const Tensor& operand, const Tensor& startIndices,
              const GatherDimensionNumbers& dims, std::span<const int64_t> sliceSizes,
              const TensorType& resultType);

// The update computation of a scatter whose body is one known binary op on
// (current, update), or just returns the update. Applied in place, without
// running the region per element.
enum class ScatterCombiner { kAdd, kMultiply, kMaximum, kMinimum, kReplace };

// The combiner of an update computation whose body is `return %update`, or
// `%r = op %current, %update; return %r` with op add, multiply, maximum or
// minimum on rank-0 tensors of `element` (add and multiply also with the
// operands swapped for integer and i1 types, where they commute bit for bit;
// float NaN payloads may depend on the order); nullopt for any other body.
// Given the body `%0 = stablehlo.add %arg0, %arg1; stablehlo.return %0` on
// tensor<f32> and f32, returns kAdd.
std::optional<ScatterCombiner> simpleCombiner(const Region& updateComputation,
                                              ElementType element);

// A general update computation: takes the 2N rank-0 tensors
// (current values of the N results..., update values...) and returns the N
// new values (StableHLO spec "scatter": update_computation).
using ScatterComputation = std::function<std::vector<Tensor>(std::vector<Tensor>)>;

// StableHLO spec "scatter", variadic: returns `inputs` with every in-bounds
// update element combined into results...[result_index] by `computation`,
// visiting update indices in row-major order of the scatter dimensions, then
// of the window dimensions. Takes the inputs by value: they become the results.
// Given input [[1,2],[3,4]], indices [[1],[1],[0]] (index_vector_dim 1),
// updates [[10,20],[30,40],[50,60]], update_window_dims [1],
// inserted_window_dims [0], scatter_dims_to_operand_dims [0] and an add
// computation, returns [[51, 62], [43, 64]].
std::vector<Tensor> scatter(std::vector<Tensor> inputs, const Tensor& scatterIndices,
                            std::span<const Tensor> updates, const ScatterDimensionNumbers& dims,
                            const ScatterComputation& computation);

// The same for one input and a known combiner (the fast path): bitwise equal
// to running the equivalent region, element for element and in the same
// order, because it applies the elementwise kernels' scalar rules
// (interp/numerics.h; StableHLO spec "add", "multiply", "maximum",
// "minimum": for i1, add and maximum are `or`, multiply and minimum `and`).
Tensor scatter(Tensor input, const Tensor& scatterIndices, const Tensor& updates,
               const ScatterDimensionNumbers& dims, ScatterCombiner combiner);

}  // namespace partir
