// Kernels of the linalg family (StableHLO spec "dot_general", "convolution",
// "triangular_solve", "cholesky", "batch_norm_*"): pure functions over
// tensors. Each op has a `check*` validator (the spec's constraints, checked
// before any indexing; the kernels in linalg.cc report its message with the
// op's location) and the compute functions assume it passed.
//
// Numerics:
//   - dot_general and convolution convert their operands to the result
//     element type (as the spec's reference interpreter does) and accumulate
//     as interp/kernels/blas.h describes: f32/f64 through OpenBLAS (short
//     contractions through a sequential loop), f16/bf16 in float rounded
//     once (like XLA CPU), integers exactly with wrap-around, i1 as OR of
//     ANDs. BLAS sums in its own order with fused multiply-adds, so float
//     results may differ from a sequential sum in the last bits;
//     integer-valued data gives exact results.
//   - precision_config (and dot_general's `algorithm`) is ignored: the spec
//     defines it only as a speed/accuracy hint for accelerator backends, and
//     this reference always computes at the full precision above.
//   - triangular_solve and cholesky compute in double and round the result
//     once to the element type.
//   - batch_norm_* follow the spec's decompositions op by op in the element
//     type (f16/bf16 rounded after every op), sums folded sequentially in
//     row-major order.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "interp/deferred_operand.h"
#include "interp/tensor.h"
#include "semantics/dimension_numbers.h"

namespace partir {

// ---- dot_general ---------------------------------------------------------------

// StableHLO spec "dot_general" (C1)-(C10), (C12) (semantics/dimension_numbers.h):
// validates and sets the result shape: batch dims, then lhs free dims, then
// rhs free dims; the message of the first broken constraint otherwise.
// Given lhs 2x3x4, rhs 4x2x5, batching [0] x [1], contracting [2] x [0],
// sets [2, 3, 5].
std::optional<std::string> checkDotGeneral(const Shape& lhs, const Shape& rhs,
                                           const DotDimensionNumbers& dims, Shape* resultShape);

// StableHLO spec "dot_general": result[b, i, j] = sum over the contracting
// index c of lhs[b, i, c] * rhs[b, c, j], with b, i, j, c multi-indices in the
// positions `dims` names. One gemm per batch index on [M, K] x [K, N]
// matrices: strided views of the operands' buffers (any batch dims, rows and
// cols dims that each merge into one strided dim, one of them contiguous;
// no conversion needed), else copies permuted to [batch, M, K] x [batch, K, N].
// Given lhs [[[1, 2], [3, 4]], [[5, 6], [7, 8]]] and rhs [identity, identity]
// (2x2x2 each), batching [0] x [0] and contracting [2] x [1], returns lhs.
Tensor dotGeneral(const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims,
                  ElementType resultElement);
// chlo.ragged_dot as StableHLO's chlo legalization computes it
// (ChloLegalizeToStablehlo.cpp, handleRaggedDotMode1/2/3): group j covers
// the ragged indices [start_j, start_j + group_sizes[j]), start_j the sum of
// the sizes before it (per leading index of a group_sizes of rank > 1).
//   mode 1: Σ_j dot_general(lhs masked to group j, rhs's group j), summed in
//           group order; rows in no group are 0;
//   mode 2: the dot_general of lhs masked to group j, for each j, stacked;
//   mode 3: dot_general (the groups do not change it).
// Masking multiplies every group's rhs, so a NaN or inf in one group's rhs
// reaches every row, as in the decomposition. With sizes of rank 1, none
// negative, and a finite rhs, each group is computed on its own rows only
// (the same values, each element one group's dot_general).
Tensor raggedDot(const Tensor& lhs, const Tensor& rhs, const Tensor& groupSizes,
                 const RaggedDotDimensionNumbers& dims, ElementType resultElement);
// The same of operands given as views: a transpose folds into `dims` (the
// operand's free dims keep the view's order), anything else is materialized.
Tensor dotGeneral(const DeferredOperand& lhs, const DeferredOperand& rhs,
                  const DotDimensionNumbers& dims, ElementType resultElement);

// ---- convolution ---------------------------------------------------------------

// StableHLO spec "convolution" (C1)-(C23) (semantics/dimension_numbers.h),
// (C25): validates `c` against the operand shapes and sets the result shape.
// Given lhs 1x4x4x1, rhs 3x3x1x1, [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
// strides [4, 4] and lhs_dilation [2, 2], sets [1, 2, 2, 1].
std::optional<std::string> checkConvolution(const Shape& lhs, const Shape& rhs,
                                            const ConvolutionConfig& c, Shape* resultShape);

// StableHLO spec "convolution": for every output position, the dot product of
// the (padded, lhs-dilated, rhs-dilated, optionally reversed) lhs window with
// the kernel, over spatial dims then input features; feature_group_count
// and batch_group_count split lhs features / lhs batch and kernel output
// features into groups convolved separately and concatenated along the
// output feature dim. Computed as im2col + gemm per group, in row chunks.
// Given the spec example (lhs 1x4x4x1 [[1, 2, 5, 6], [3, 4, 7, 8],
// [10, 11, 14, 15], [12, 13, 16, 17]], an all-ones 3x3 kernel, strides 4,
// lhs_dilation 2), returns [[10, 26], [46, 62]].
Tensor convolution(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                   ElementType resultElement);

// `convolution` of operands given as views (interp/deferred_operand.h): a
// transpose folds into `c`'s dimension numbers; a pad with value 0 that adds
// nothing to the batch and feature dims and drops nothing folds into the
// padding and dilations. On the input that is exact (lhs dilation is such a
// pad, StableHLO spec "convolution"); on the kernel it leaves out products of
// its zeros, exact when the input is finite (else 0 * inf would be NaN) and
// only then folded. Anything else is materialized: the ops as written.
// Given lhs = transpose(x, [1, 0, 2, 3]) it convolves x with batch and
// feature dims swapped; given a kernel pad(w, 0, interior [0, 0, 15, 15]) it
// convolves w with rhs dilation 16. `flops`, when given, is set to the
// convolutionFlops of what was computed.
Tensor convolution(const DeferredOperand& lhs, const DeferredOperand& rhs, ConvolutionConfig c,
                   ElementType resultElement, double* flops = nullptr);

// 2 per product of an input element with a kernel element: products of
// padding or of dilation holes are not counted. Given the spec example
// above (lhs 1x4x4x1, a 3x3 kernel, strides 4, lhs_dilation 2), returns 32:
// each of the 4 outputs sums 4 elements, its other 5 window positions holes.
double convolutionFlops(const Shape& lhs, const Shape& rhs, const ConvolutionConfig& c);

// The same result computed by the spec's formula, one output element at a
// time (slow; the oracle the tests hold `convolution` to).
Tensor convolutionReference(const Tensor& lhs, const Tensor& rhs, const ConvolutionConfig& c,
                            ElementType resultElement);

// ---- triangular_solve and cholesky ----------------------------------------------

enum class Transpose : uint8_t { kNoTranspose, kTranspose, kAdjoint };

// StableHLO spec "fft": the discrete Fourier transform (FFT), its inverse
// (IFFT, scaled by 1/n), the transform of a real operand keeping the first
// n/2 + 1 frequencies of the last dim (RFFT) and its inverse (IRFFT), over
// the last size(fft_length) dims. Computed in std::complex<double>, each
// output a sum over the whole transformed line in a fixed order, rounded once
// per transformed dim to `resultType`.
enum class FftType : uint8_t { kFft, kIfft, kRfft, kIrfft };
Tensor fft(const Tensor& operand, FftType type, const std::vector<int64_t>& fftLength, const TensorType& resultType);

// StableHLO spec "triangular_solve" (C1-C3): float tensors of equal rank >= 2,
// equal batch dims, square `a` matching b's rows (left_side) or columns.
std::optional<std::string> checkTriangularSolve(const TensorType& a, const TensorType& b,
                                                bool leftSide);

// StableHLO spec "triangular_solve": solves op(a) x = b (left_side) or
// x op(a) = b per batch, reading only the `lower` (or upper) triangle of a,
// with a unit diagonal assumed when `unitDiagonal`; ADJOINT is TRANSPOSE for
// real types. Given a = [[1, 0, 0], [2, 4, 0], [3, 5, 6]] and
// b = [[2, 0, 0], [4, 8, 0], [6, 10, 12]], left lower NO_TRANSPOSE, returns
// 2 * identity.
Tensor triangularSolve(const Tensor& a, const Tensor& b, bool leftSide, bool lower,
                       bool unitDiagonal, Transpose transposeA);

// StableHLO spec "cholesky" (C2, C3): float tensor, rank >= 2, square.
std::optional<std::string> checkCholesky(const TensorType& a);

// StableHLO spec "cholesky": per batch, L with a = L L^T read from a's lower
// triangle (lower) or U with a = U^T U read from the upper triangle. The
// opposite triangle, implementation-defined by the spec, is zero; a matrix
// that is not positive definite gives NaNs.
// Given [[1, 2, 3], [2, 20, 26], [3, 26, 70]] and lower, returns
// [[1, 0, 0], [2, 4, 0], [3, 5, 6]].
Tensor cholesky(const Tensor& a, bool lower);

// ---- batch norm ---------------------------------------------------------------------

// StableHLO spec "batch_norm_*" (C1-C6): float operand, feature_index in
// range, 1-D per-feature tensors of dim(operand, feature_index) elements,
// all of the operand's element type; `features` lists them, `grad` (may be
// null) must have the operand's type.
std::optional<std::string> checkBatchNorm(const Tensor& operand,
                                          const std::vector<const Tensor*>& features,
                                          const Tensor* grad, int64_t featureIndex);

// StableHLO spec "batch_norm_inference":
// scale * ((operand - mean) / sqrt(variance + epsilon)) + offset per feature.
// Given the spec example (operand [[[1, 2], [3, 4]], [[3, 4], [1, 2]]],
// scale and offset [1, 1], mean [2, 3], variance [1, 1], epsilon 0, feature
// index 2), returns [[[0, 0], [2, 2]], [[2, 2], [0, 0]]].
Tensor batchNormInference(const Tensor& operand, const Tensor& scale, const Tensor& offset,
                          const Tensor& mean, const Tensor& variance, float epsilon,
                          int64_t featureIndex);

// StableHLO spec "batch_norm_training": {output, batch_mean, batch_var}, the
// mean and (biased) variance taken over all dims but feature_index.
// With the inference example's operand, scale and offset, returns its
// result, mean [2, 3] and variance [1, 1].
std::vector<Tensor> batchNormTraining(const Tensor& operand, const Tensor& scale,
                                      const Tensor& offset, float epsilon, int64_t featureIndex);

// StableHLO spec "batch_norm_grad": {grad_operand, grad_scale, grad_offset}
// by the spec's formulas (XLA's batchnorm_expander).
// Given the spec example (grad_output all 0.1), returns zeros, [0, 0] and
// [0.4, 0.4].
std::vector<Tensor> batchNormGrad(const Tensor& operand, const Tensor& scale, const Tensor& mean,
                                  const Tensor& variance, const Tensor& gradOutput, float epsilon,
                                  int64_t featureIndex);

}  // namespace partir
