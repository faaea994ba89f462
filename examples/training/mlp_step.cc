#include "examples/training/mlp_step.h"

#include <stdexcept>

#include <fmt/format.h>

#include "examples/training/layers.h"

namespace partir::training {

namespace {

// What the backward pass needs of layer l: its input h_l and its
// pre-activation z_l.
struct DenseTape {
  SsaValue input, preActivation;
};

std::vector<TensorSpec> mlpParams(const MlpConfig& c) {
  std::vector<TensorSpec> params;
  for (size_t l = 0; l + 1 < c.widths.size(); ++l) {
    params.push_back({fmt::format("['layer_{}']['w']", l), {{c.widths[l], c.widths[l + 1]}, c.element}});
    params.push_back({fmt::format("['layer_{}']['b']", l), {{c.widths[l + 1]}, c.element}});
  }
  return params;
}

std::vector<TensorSpec> mlpBatch(const MlpConfig& c) {
  return {{"['x']", {{c.batch, c.widths.front()}, c.element}}, {"['labels']", {{c.batch}, Element::kI32}}};
}

// z = x · W + b
SsaValue dense(StableHloBuilder& b, const SsaValue& x, const SsaValue& w, const SsaValue& bias) {
  const SsaValue xw = b.dotGeneral(x, w, {.lhsContracting = {1}, .rhsContracting = {0}});
  return b.add(xw, broadcastTrailing(b, bias, xw.type.shape));
}

SsaValue relu(StableHloBuilder& b, const SsaValue& z) { return b.maximum(z, b.constant(0, z.type)); }

// dZ_prev = relu'(z) ⊙ (dZ · Wᵀ): d(x·W)/dx = dZ·Wᵀ, d relu(z)/dz = [z > 0].
SsaValue backThroughLayer(StableHloBuilder& b, const SsaValue& dZ, const SsaValue& w, const SsaValue& z) {
  const SsaValue dH = b.dotGeneral(dZ, w, {.lhsContracting = {1}, .rhsContracting = {1}});
  const SsaValue zero = b.constant(0, z.type);
  return b.select(b.compare(Direction::kGt, z, zero), dH, zero);
}

LossAndGradients emitMlp(StableHloBuilder& b, const std::vector<SsaValue>& params,
                         const std::vector<SsaValue>& batch, bool withGradients) {
  const size_t layers = params.size() / 2;
  std::vector<DenseTape> tapes;
  SsaValue h = batch[0];
  for (size_t l = 0; l < layers; ++l) {
    const SsaValue z = dense(b, h, params[2 * l], params[2 * l + 1]);
    tapes.push_back({h, z});
    h = l + 1 < layers ? relu(b, z) : z;
  }
  const CrossEntropy ce = softmaxCrossEntropy(b, h, batch[1], withGradients);
  if (!withGradients) return {ce.loss, {}};
  std::vector<SsaValue> grads(params.size());
  SsaValue dZ = ce.dLogits;
  for (size_t l = layers; l-- > 0;) {
    // d(x·W)/dW = xᵀ·dZ, contracting the batch
    grads[2 * l] = b.dotGeneral(tapes[l].input, dZ, {.lhsContracting = {0}, .rhsContracting = {0}});
    // d(x·W + b)/db = Σ_batch dZ
    grads[2 * l + 1] = b.reduce(dZ, Reducer::kAdd, {0});
    if (l > 0) dZ = backThroughLayer(b, dZ, params[2 * l], tapes[l - 1].preActivation);
  }
  return {ce.loss, grads};
}

}  // namespace

std::string configError(const MlpConfig& c) {
  if (c.widths.size() < 2) return "an MLP needs at least two widths (inputs and classes)";
  for (int64_t w : c.widths)
    if (std::string error = sizeError("a layer width", w); !error.empty()) return error;
  if (std::string error = sizeError("batch", c.batch); !error.empty()) return error;
  if (c.element != Element::kF32 && c.element != Element::kF64) return "the element type must be f32 or f64";
  return configError(c.adam);
}

std::string mlpTrainStep(const MlpConfig& c) {
  if (std::string error = configError(c); !error.empty()) throw std::invalid_argument(error);
  return trainingModule(Model{"mlp", mlpParams(c), mlpBatch(c), emitMlp}, c.mode, c.adam);
}

}  // namespace partir::training
