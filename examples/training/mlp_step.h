// A training step of a multi-layer perceptron, as StableHLO text: ReLU
// hidden layers, softmax cross-entropy on integer labels (mean over the
// batch), the backward pass written out by hand, and Adam
// (training_step.h). docs/training-steps.md has the equations.
//
// For widths {w_0, ..., w_L}, layer l < L has params['layer_l']['w']
// [w_l, w_{l+1}] and params['layer_l']['b'] [w_{l+1}]; the batch is
// batch['x'] [batch, w_0] (the model's element type) and batch['labels']
// i32 [batch] in [0, w_L):
//   h_0 = x,  z_l = h_l · W_l + b_l,  h_{l+1} = relu(z_l) (l < L - 1),  logits = z_{L-1}.
//
// mlpTrainStep({.widths = {8, 16, 4}, .batch = 32}) is a module whose @main
// takes 4 params, 4 mu, 4 nu, the count, x and labels, and returns the new
// params, mu, nu, count and the loss.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "examples/training/training_step.h"

namespace partir::training {

struct MlpConfig {
  std::vector<int64_t> widths = {8, 16, 16, 4};  // input, hidden layers..., classes
  int64_t batch = 8;
  Element element = Element::kF32;  // f32 or f64
  AdamConfig adam = {};
  OutputMode mode = OutputMode::kTrainStep;
};

// Why `config` cannot be generated ("" when it can): at least two widths,
// every size positive, a float element type, a valid Adam configuration.
std::string configError(const MlpConfig& config);

// The module text. Throws std::invalid_argument(configError(config)) when
// the configuration is not valid.
std::string mlpTrainStep(const MlpConfig& config);

}  // namespace partir::training
