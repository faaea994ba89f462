// Kernels of the reduction family (StableHLO spec "map", "reduce",
// "reduce_window", "select_and_scatter", "sort"; chlo.top_k): pure functions over tensors
// whose bodies are ScalarBody values (interp/kernels/reducer.h).
//
// Preconditions: the `check*` validators below accept the arguments (the
// kernels in reduction.cc call them and report their message with the op's
// location), and every general-path body call returns exactly the expected
// rank-0 tensors (the kernels' RegionFn checks that).
//
// Order of evaluation: where the spec leaves the schedule to the
// implementation, these functions apply the body to the init value first and
// then to the elements in ascending lexicographic index order, so a body that
// is not associative (floating-point add) gives the sequential left fold. The
// fast paths of one-op bodies (interp/kernels/fold.h) keep this order, and
// threads split outputs only, so results never depend on the thread count.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "interp/kernels/reducer.h"

namespace partir {

// StableHLO spec "reduce": results[k][j] = fold of body over
// inputs[:][j with `dimensions` inserted], starting from init_values.
// Given input [[0, 1, 2, 3, 4, 5]], init 0, dimensions [1] and an add body,
// returns [15].
std::optional<std::string> checkReduce(std::span<const Tensor> inputs,
                                       std::span<const Tensor> initValues,
                                       std::span<const int64_t> dimensions);
std::vector<Tensor> reduce(std::span<const Tensor> inputs, std::span<const Tensor> initValues,
                           std::span<const int64_t> dimensions, const ScalarBody& body);

// The window of reduce_window / select_and_scatter, one entry per dim.
// Absent attributes default to strides 1, dilations 1 and padding 0.
struct WindowConfig {
  std::vector<int64_t> dimensions, strides, baseDilations, windowDilations;
  std::vector<int64_t> paddingLow, paddingHigh;
};

// A config of the given rank with all defaults and window dims `dims`.
WindowConfig defaultWindow(std::vector<int64_t> dims);

// StableHLO spec "reduce_window" (C4-C12, C15): validates `window` against an
// input of shape `inputShape` and returns the result shape (num_windows).
// Given shape [3, 2], dims [2, 1], strides [4, 1], base dilations [2, 1],
// window dilations [3, 1], padding [[2, 1], [0, 0]], returns [2, 2].
std::optional<std::string> checkWindow(const Shape& inputShape, const WindowConfig& window,
                                       Shape* resultShape);

// StableHLO spec "reduce_window": each result element reduces one window of
// the inputs padded (and base-dilated) with the init values; padding
// elements take part in the fold as init values, as in the spec's pad.
// Given input [[1, 2], [3, 4], [5, 6]], init 0, the window of `checkWindow`'s
// example and an add body, returns [[0, 0], [3, 4]].
std::optional<std::string> checkReduceWindow(std::span<const Tensor> inputs,
                                             std::span<const Tensor> initValues,
                                             const WindowConfig& window);
std::vector<Tensor> reduceWindow(std::span<const Tensor> inputs, std::span<const Tensor> initValues,
                                 const WindowConfig& window, const ScalarBody& body);

// StableHLO spec "select_and_scatter": for each source element, selects one
// operand element of its window (padding excluded; a later element replaces
// the selection when select(selected, current) is false) and folds the
// source value into that position of a result that starts as init_value:
// result[i] = scatter(result[i], source). Windows with no operand element
// (all padding) scatter nothing, a case the spec leaves unspecified. Only
// window_dimensions, window_strides and padding apply (dilations are 1).
// Given operand [[1, 5], [2, 5], [3, 6], [4, 4]], source [[5, 6], [7, 8]],
// init 0, dims [3, 1], strides [2, 1], padding [[0, 1], [0, 0]], select GE
// and scatter add, returns [[0, 0], [0, 0], [5, 14], [7, 0]].
std::optional<std::string> checkSelectAndScatter(const Tensor& operand, const Tensor& source,
                                                 const Tensor& initValue,
                                                 const WindowConfig& window);
Tensor selectAndScatter(const Tensor& operand, const Tensor& source, const Tensor& initValue,
                        const WindowConfig& window, const ScalarBody& select,
                        const ScalarBody& scatter);

// StableHLO spec "sort": sorts the 1-D slices along `dimension` (negative
// counts from the back) of all inputs together with `comparator` ("less
// than" on 2N rank-0 arguments lhs0, rhs0, lhs1, rhs1, ...). Always a stable
// merge sort, so is_stable only documents intent; an inconsistent
// comparator yields some permutation, never a crash.
// Given inputs [[1, 2, 3], [3, 2, 1]] and [[3, 2, 1], [1, 2, 3]], dimension 0
// and comparator arg0 > arg1, returns [[3, 2, 3], [1, 2, 1]] and
// [[1, 2, 1], [3, 2, 3]].
std::optional<std::string> checkSort(std::span<const Tensor> inputs, int64_t dimension);
std::vector<Tensor> sort(std::span<const Tensor> inputs, int64_t dimension,
                         const ScalarBody& comparator);

// chlo.top_k (ChloOps.td TopKOp), as its decomposition computes it
// (ChloLegalizeToStablehlo.cpp ConvertTopKOp): (operand, iota) sorted along
// the last dim by `sort` above, stable, compare GT (TOTALORDER for floats:
// -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN), and the first k of each
// sorted slice kept. Returns the values, in descending order, and their
// positions in the slice as i32; equal values keep the lower position first.
// Given [[1, 3, 2], [5, 4, 5]] and k = 2, returns [[3, 2], [5, 5]] and
// [[1, 2], [0, 2]].
std::optional<std::string> checkTopK(const Tensor& operand, int64_t k);
std::vector<Tensor> topK(const Tensor& operand, int64_t k);

// StableHLO spec "map": result[i] = computation(inputs[0][i], ...,
// inputs[N-1][i]); `dimensions` (C3) is checked by the kernel only.
// Given [[0, 1], [2, 3]], [[4, 5], [6, 7]] and a multiply body, returns
// [[0, 5], [12, 21]].
std::optional<std::string> checkMap(std::span<const Tensor> inputs);
Tensor map(std::span<const Tensor> inputs, ElementType resultElement, const ScalarBody& body);

}  // namespace partir
