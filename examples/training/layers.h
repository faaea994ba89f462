// Building blocks both generated models use, on top of StableHloBuilder:
// constants folded into one op, the two broadcasts of a vector over an
// activation, one-hot encoding, the max shift of a softmax, and softmax
// cross-entropy with its gradient.
//
// Activations have the batch in dim 0 and their features (or classes) in the
// last dim: [batch, features] for the MLP, [batch, seq, d_model] for the
// Transformer.
#pragma once

#include <cstdint>

#include "examples/training/stablehlo_builder.h"

namespace partir::training {

// x * k and x + k for a constant k (a splat of x's type).
SsaValue mulConst(StableHloBuilder& b, const SsaValue& x, double k);
SsaValue addConst(StableHloBuilder& b, const SsaValue& x, double k);

// `v` as the trailing dims of `shape` (a bias [D] over [B, S, D]).
SsaValue broadcastTrailing(StableHloBuilder& b, const SsaValue& v, const Shape& shape);
// `v` as the leading dims of `shape` (a per-token statistic [B, S] over [B, S, D]).
SsaValue broadcastLeading(StableHloBuilder& b, const SsaValue& v, const Shape& shape);

// onehot[..., c] = (indices[...] == c) as `element`, c < depth: an iota over a
// new last dim compared with the broadcast indices (no gather).
SsaValue oneHot(StableHloBuilder& b, const SsaValue& indices, int64_t depth, Element element);

// x - max(x) over the last dim: softmax and log-softmax do not change, and
// exp cannot overflow. The max is a constant of the adjoint (its gradient
// contributions cancel), so backward passes ignore it.
SsaValue subtractMax(StableHloBuilder& b, const SsaValue& x);

// Softmax cross-entropy of `logits` [..., C] against integer `labels` [...],
// averaged over all N label positions:
//   loss = -(1/N) Σ onehot(labels) · log_softmax(logits)
// computed as ONE reduce over every dim and one multiply by -1/N, and, when
// `withGradient`,
//   dLogits = (softmax(logits) - onehot(labels)) / N.
struct CrossEntropy {
  SsaValue loss;     // a scalar
  SsaValue dLogits;  // empty name unless withGradient
};
CrossEntropy softmaxCrossEntropy(StableHloBuilder& b, const SsaValue& logits, const SsaValue& labels,
                                 bool withGradient);

}  // namespace partir::training
