// The structured attributes of gather, scatter, dot_general and convolution,
// decoded and validated once: the type rules (semantics/ops/), the tile
// mappings and denotations (and through them verify/), the interpreter's
// kernels (interp/kernels/) and the cost model all read these structs.
//
// `decode*` read an op's attributes and fail at the op (failOp) when one is
// malformed (a missing struct, a field of the wrong kind); absent lists are
// empty and absent counts take the spec's defaults. `check*` test the spec's
// constraints against shapes and throw unlocated kInvalidInput errors with
// the messages of semantics/labelled_checks.h, e.g.
//
//   offset_dims [3, 2] is not sorted (C4)
//
// which a type rule reports at the op with `atOperation` and a kernel with
// `atOp` (interp/index_space.h).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "semantics/ir.h"

namespace partir {

// ---- gather -----------------------------------------------------------------

// #stablehlo.gather<...> (StableHLO spec "gather": dimension_numbers).
struct GatherDimensionNumbers {
  std::vector<int64_t> offsetDims;
  std::vector<int64_t> collapsedSliceDims;
  std::vector<int64_t> operandBatchingDims;
  std::vector<int64_t> startIndicesBatchingDims;
  std::vector<int64_t> startIndexMap;
  int64_t indexVectorDim = 0;
};

// The `dimension_numbers` of gather / dynamic_gather.
GatherDimensionNumbers decodeGatherDimensionNumbers(const Operation& op);

// StableHLO spec "gather" (C1)-(C4), (C6)-(C8), (C10), (C11), (C13)-(C19):
// the dimension numbers against the operand and start_indices shapes.
void checkGatherDimensionNumbers(const GatherDimensionNumbers& g, const Shape& operand,
                                 const Shape& indices);

// StableHLO spec "gather" (C9), (C12), (C20), (C21): slice_sizes.
void checkGatherSliceSizes(const GatherDimensionNumbers& g, const Shape& operand,
                           std::span<const int64_t> sliceSizes);

// StableHLO spec "gather" (C5), (C22): offset_dims within a result of rank
// `resultRank`, and the result shape: the batch sizes (the indices' shape
// without index_vector_dim) with the kept slice sizes at offset_dims.
// Given indices [2, 3, 2], index_vector_dim 2, offset_dims [2, 3],
// collapsed_slice_dims [0], slice_sizes [1, 2, 2], returns [2, 3, 2, 2].
Shape gatherResultShape(const GatherDimensionNumbers& g, const Shape& indices,
                        std::span<const int64_t> sliceSizes, int64_t resultRank);

// ---- scatter ----------------------------------------------------------------

// #stablehlo.scatter<...> (StableHLO spec "scatter": scatter_dimension_numbers).
struct ScatterDimensionNumbers {
  std::vector<int64_t> updateWindowDims;
  std::vector<int64_t> insertedWindowDims;
  std::vector<int64_t> inputBatchingDims;
  std::vector<int64_t> scatterIndicesBatchingDims;
  std::vector<int64_t> scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
};

// The `scatter_dimension_numbers` of scatter.
ScatterDimensionNumbers decodeScatterDimensionNumbers(const Operation& op);

// StableHLO spec "scatter" (C2), (C4), (C7)-(C22): the dimension numbers
// against the shapes of input #0, scatter_indices and updates #0.
void checkScatterDimensionNumbers(const ScatterDimensionNumbers& s, const Shape& input,
                                  const Shape& indices, const Shape& updates);

// ---- dot_general ------------------------------------------------------------

// #stablehlo.dot<...> (StableHLO spec "dot_general": dot_dimension_numbers).
struct DotDimensionNumbers {
  std::vector<int64_t> lhsBatching, rhsBatching, lhsContracting, rhsContracting;
};

// dot_general's `dot_dimension_numbers`, or the ones MLIR's legacy DotOp
// implies: lhs's last dim contracts with rhs's first, no batch dims.
DotDimensionNumbers decodeDotDimensionNumbers(const Operation& op);

// StableHLO spec "dot_general" (C1)-(C10): the dimension lists.
void checkDotDimensionNumbers(const DotDimensionNumbers& d, const Shape& lhs, const Shape& rhs);

// The dims of a rank-`rank` operand that are neither batching nor contracting.
std::vector<int64_t> dotFreeDims(size_t rank, const std::vector<int64_t>& batching,
                                 const std::vector<int64_t>& contracting);

// ---- chlo.ragged_dot ------------------------------------------------------------

// #chlo.ragged_dot<...> (ChloOps.td RaggedDotOp): dot_general's dims, the one
// lhs dim that is split into groups by `group_sizes`, and the rhs dim that
// indexes the groups (mode 1 only). The mode is the kind of the ragged dim:
//   kNonContracting (1): lhs [b, m, k], rhs [g, b, k, n] -> [b, m, n];
//   kContracting (2):    lhs [b, m, k], rhs [b, k, n]    -> [g, b, m, n];
//   kBatch (3):          lhs [b, m, k], rhs [b, k, n]    -> [b, m, n].
enum class RaggedMode { kNonContracting, kContracting, kBatch };
struct RaggedDotDimensionNumbers {
  DotDimensionNumbers dot;
  int64_t lhsRagged = 0;
  std::vector<int64_t> rhsGroup;
  RaggedMode mode = RaggedMode::kNonContracting;
  // The lhs dims the leading dims of a group_sizes of rank > 1 stand for:
  // the dims before the ragged one that are batch dims or of the ragged
  // dim's own kind (non-contracting in mode 1, contracting in mode 2).
  std::vector<int64_t> groupSizesLhsDims;
};

// The op's dimension numbers (the lists only; checkRaggedDot validates).
RaggedDotDimensionNumbers decodeRaggedDot(const Operation& op);

// dot_general's dimension numbers between the lhs and one group's rhs: in
// mode 1 the rhs dims past the group dim move down by one; otherwise `dot`.
DotDimensionNumbers dotOfOneGroup(const RaggedDotDimensionNumbers& d);

// StableHLO's ChloOps.cpp verifier of ragged_dot on these shapes: the
// result shape, or DiagnosticError with the first broken rule.
Shape checkRaggedDot(const RaggedDotDimensionNumbers& d, const Shape& lhs, const Shape& rhs,
                     const Shape& groupSizes);

// StableHLO spec "dot_general" (C12): batch dims, then lhs free dims, then
// rhs free dims. Given lhs 2x3x4, rhs 4x2x5, batching [0] x [1],
// contracting [2] x [0], returns [2, 3, 5].
Shape dotResultShape(const DotDimensionNumbers& d, const Shape& lhs, const Shape& rhs);

// ---- convolution ------------------------------------------------------------

// The attributes of convolution / dynamic_conv (StableHLO spec
// "convolution"): #stablehlo.conv<...> dimension numbers, window attributes
// and group counts.
struct ConvolutionConfig {
  int64_t inputBatchDimension = 0, inputFeatureDimension = 0;
  std::vector<int64_t> inputSpatialDimensions;
  int64_t kernelInputFeatureDimension = 0, kernelOutputFeatureDimension = 0;
  std::vector<int64_t> kernelSpatialDimensions;
  int64_t outputBatchDimension = 0, outputFeatureDimension = 0;
  std::vector<int64_t> outputSpatialDimensions;
  // One entry per spatial dim; `defaultConvolutionWindow` fills the spec's
  // defaults (strides and dilations 1, padding 0, no reversal).
  std::vector<int64_t> windowStrides, paddingLow, paddingHigh, lhsDilation, rhsDilation;
  std::vector<bool> windowReversal;
  int64_t featureGroupCount = 1, batchGroupCount = 1;
};

void defaultConvolutionWindow(ConvolutionConfig& c, size_t spatialDims);

// The input dims in the order [batch, spatial..., feature], the output's
// likewise, the kernel's as [spatial..., input feature, output feature].
std::vector<int64_t> convolutionInputDims(const ConvolutionConfig& c);
std::vector<int64_t> convolutionOutputDims(const ConvolutionConfig& c);
std::vector<int64_t> convolutionKernelDims(const ConvolutionConfig& c);

// The attributes of convolution / dynamic_conv with the spec's defaults for
// rank(lhs) - 2 spatial dims; a dimension number that is absent is -1, and
// dynamic_conv's padding (an operand) is left 0. A padding attribute that is
// not an N x 2 integer tensor fails (C4).
ConvolutionConfig decodeConvolution(const Operation& op);

// StableHLO spec "convolution" (C2)-(C9): one window entry per spatial dim,
// positive strides and dilations.
void checkConvolutionWindow(const ConvolutionConfig& c, size_t spatialDims);

// StableHLO spec "convolution" (C1), (C10)-(C23): equal operand ranks, the
// dimension numbers and the group counts against the operand shapes.
void checkConvolutionShapes(const ConvolutionConfig& c, const Shape& lhs, const Shape& rhs);

}  // namespace partir
