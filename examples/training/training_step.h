// The part of a generated training step that does not depend on the model:
// the signature of @main (argument and result names in JAX's pytree
// spelling, donation aliasing), the output modes, and the Adam update.
//
// In kTrainStep mode, for a model with parameters p_0 .. p_{P-1}, @main is
//   (params['..'] x P, opt_state['mu']['..'] x P, opt_state['nu']['..'] x P,
//    opt_state['count'], batch['..'] ...)
//   -> (new params x P, new mu x P, new nu x P, new count, loss)
// where argument k < 3P + 1 carries `tf.aliasing_output = k : i32` (JAX's
// donate_argnums: argument k's buffer holds result k). kLossAndGradients
// takes params and batch and returns (loss, grads['..'] x P); kLoss takes
// params and batch and returns the loss. Each argument is named by
// `jax.arg_info`, each result by `jax.result_info`.
//
// Adam is optax.adam: with g the gradient and count' = count + 1,
//   mu' = b1 mu + (1 - b1) g          nu' = b2 nu + (1 - b2) g²
//   p'  = p - lr (mu' / (1 - b1^count')) / (sqrt(nu' / (1 - b2^count')) + eps)
// count is an f32 scalar; the bias corrections are converted to the model's
// element type.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "examples/training/stablehlo_builder.h"

namespace partir::training {

enum class OutputMode { kTrainStep, kLossAndGradients, kLoss };

struct AdamConfig {
  double learningRate = 1e-3;
  double b1 = 0.9;
  double b2 = 0.999;
  double eps = 1e-8;
};
// Why `adam` is not a valid configuration ("" when it is): lr > 0, eps > 0,
// 0 <= b1, b2 < 1.
std::string configError(const AdamConfig& adam);

// Why `size` is not a valid size for `name` ("" when it is): sizes are
// positive and at most 2^24, so products of two sizes cannot overflow.
std::string sizeError(std::string_view name, int64_t size);

// An argument of @main below its root: path "['layer_0']['w']" under root
// "params" is spelled params['layer_0']['w'].
struct TensorSpec {
  std::string path;
  ValueType type;
};

struct LossAndGradients {
  SsaValue loss;                     // a scalar
  std::vector<SsaValue> gradients;   // one per parameter, in order; empty if not asked for
};

// A model as the training step sees it: its parameters and batch inputs, and
// how to emit its loss (and, when asked, the gradient of each parameter)
// from the corresponding arguments.
struct Model {
  std::string name;  // the module is @<name>_<mode>
  std::vector<TensorSpec> params;
  std::vector<TensorSpec> batch;
  std::function<LossAndGradients(StableHloBuilder& b, const std::vector<SsaValue>& params,
                                 const std::vector<SsaValue>& batch, bool withGradients)>
      emit;
};

// The module text of `model` in `mode` (Adam is used by kTrainStep only).
std::string trainingModule(const Model& model, OutputMode mode, const AdamConfig& adam);

}  // namespace partir::training
