// A training step of a decoder-only, pre-norm (GPT-style) Transformer, as
// StableHLO text: forward pass, a hand-written backward pass, softmax
// cross-entropy on next tokens, and Adam (training_step.h). The equations,
// every adjoint, and the structural rules the dataflow keeps for the
// partitioner are in docs/training-steps.md.
//
// Shapes: B batch, S seq_len, D d_model, H heads, K d_head, F d_ff, V vocab.
// Parameters, in argument order (pytree paths under params):
//   ['embed'] [V, D], ['pos_embed'] [S, D],
//   per layer i: ['layer_i']['ln1']['scale'] [D], ['layer_i']['attn']['wqkv'] [D, 3, H, K],
//     ['layer_i']['attn']['wo'] [H, K, D], ['layer_i']['ln2']['scale'] [D],
//     ['layer_i']['mlp']['w1'] [D, F], ['b1'] [F], ['w2'] [F, D], ['b2'] [D],
//   ['final_norm']['scale'] [D], ['unembed'] [D, V];
// the batch: batch['tokens'] and batch['targets'], i32 [B, S], in [0, V).
// Their number is P(L) = 2VD + SD + D + L (3D + 4DHK + 2DF + F), i.e.
// 2VD + SD + D + L (12D² + 7D) with the defaults HK = D and F = 4D.
//
// transformerTrainStep({.layers = 2, .dModel = 8, .heads = 2, .vocab = 11,
// .seqLen = 4, .batch = 2}) is a module whose @main takes 20 params, 20 mu,
// 20 nu, the count, tokens and targets.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "examples/training/training_step.h"

namespace partir::training {

struct TransformerConfig {
  int64_t layers = 2;
  int64_t dModel = 64;
  int64_t heads = 4;
  std::optional<int64_t> dHead = std::nullopt;  // default dModel / heads
  std::optional<int64_t> dFf = std::nullopt;    // default 4 * dModel
  int64_t vocab = 256;
  int64_t seqLen = 32;
  int64_t batch = 8;
  Element element = Element::kF32;  // f32 or f64
  AdamConfig adam = {};
  OutputMode mode = OutputMode::kTrainStep;

  int64_t headDim() const { return dHead.value_or(heads > 0 ? dModel / heads : 0); }
  int64_t ffDim() const { return dFf.value_or(4 * dModel); }
};

// Why `config` cannot be generated ("" when it can): every size positive,
// dModel divisible by heads when dHead is defaulted, a float element type, a
// valid Adam configuration.
std::string configError(const TransformerConfig& config);

// The module text. Throws std::invalid_argument(configError(config)) when
// the configuration is not valid.
std::string transformerTrainStep(const TransformerConfig& config);

}  // namespace partir::training
