// Pads and transposes that the interpreter does not run (issue 35): when the
// one user of a `pad` or `transpose` result is a convolution or a
// dot_general in the same block, that user reads through it instead of a
// copy. A convolution folds a transpose into its dimension numbers and a
// pad with value zero into its dilations and padding (a backward
// convolution's interior-padded operand is a dilated one, StableHLO spec
// "convolution"); a dot_general folds a transpose into its dimension
// numbers. A user that cannot fold one materializes it: the ops as written.
#pragma once

#include <cstdint>
#include <vector>

#include "interp/tensor.h"
#include "semantics/ir.h"

namespace partir {

// transpose(pad(source, padValue, low, high, interior), permutation): view
// dim d is dim permutation[d] of the padded source.
struct DeferredOperand {
  Tensor source;
  Tensor padValue;  // rank 0; empty (no elements) when nothing is padded
  std::vector<int64_t> low, high, interior;  // per source dim, when padded
  std::vector<int64_t> permutation;
  TensorType type;  // the view's: the deferred op's result type

  bool padded() const { return padValue.numElements() > 0; }
  // Whether the pad inserts no element on source dim `d` and drops none.
  bool padsNothingOn(int64_t d) const;
  // Whether the pad value is +0 or -0 (false for NaN).
  bool padsWithZero() const;
  // What the deferred ops compute (the kernels of pad and transpose).
  Tensor materialize() const;
};

// `transpose(operand, permutation)` deferred; `operand` may itself be deferred.
DeferredOperand deferTranspose(DeferredOperand operand, const std::vector<int64_t>& permutation,
                               const TensorType& resultType);
// `pad(operand, value, ...)` deferred: composed with a deferred transpose
// below it; a deferred pad below it is materialized first.
DeferredOperand deferPad(DeferredOperand operand, Tensor value, const std::vector<int64_t>& low,
                         const std::vector<int64_t>& high, const std::vector<int64_t>& interior,
                         const TensorType& resultType);
// A tensor as the identity view of itself.
DeferredOperand undeferred(Tensor t);

class OpContext;

// The deferred pad or transpose `ctx` holds (see deferredOps). One that its
// kernel would reject is run instead, so the kernel reports the error.
DeferredOperand deferOp(OpContext& ctx);

// For each op of `block`, whether it is deferred: a pad or transpose whose
// result's one use is a top-level op of the block that reads through it (a
// convolution; a dot_general for a chain of transposes; another deferred op).
std::vector<bool> deferredOps(const Block& block);

}  // namespace partir
