#include "examples/training/training_step.h"

#include <optional>

#include <fmt/format.h>

#include "examples/training/layers.h"

namespace partir::training {

namespace {

struct OptimizerState {
  std::vector<SsaValue> mu, nu;
  SsaValue count;
};

struct AdamStep {
  std::vector<SsaValue> params;
  OptimizerState state;
};

std::string_view modeSuffix(OutputMode mode) {
  switch (mode) {
    case OutputMode::kTrainStep: return "train_step";
    case OutputMode::kLossAndGradients: return "loss_and_gradients";
    case OutputMode::kLoss: return "loss";
  }
  return "";
}

// `jax.arg_info = "params['w']"`, donated to result `alias` when given.
std::string argumentAttributes(const std::string& name, std::optional<size_t> alias) {
  std::string text = fmt::format("jax.arg_info = \"{}\"", name);
  if (alias) text += fmt::format(", tf.aliasing_output = {} : i32", *alias);
  return text;
}

std::string resultAttributes(const std::string& name) {
  return fmt::format("jax.result_info = \"{}\"", name);
}

// One argument per spec, named root + path; argument i donated to result
// firstAlias + i when firstAlias is given.
std::vector<SsaValue> declareArguments(StableHloBuilder& b, const std::string& root,
                                       const std::vector<TensorSpec>& specs,
                                       std::optional<size_t> firstAlias) {
  std::vector<SsaValue> values;
  for (size_t i = 0; i < specs.size(); ++i) {
    const std::optional<size_t> alias = firstAlias ? std::optional(*firstAlias + i) : std::nullopt;
    values.push_back(b.argument(specs[i].type, argumentAttributes(root + specs[i].path, alias)));
  }
  return values;
}

void declareResults(StableHloBuilder& b, const std::string& root, const std::vector<TensorSpec>& specs,
                    const std::vector<SsaValue>& values) {
  for (size_t i = 0; i < specs.size(); ++i) b.result(values.at(i), resultAttributes(root + specs[i].path));
}

// 1 - beta^count', in `element`.
SsaValue biasCorrection(StableHloBuilder& b, double beta, const SsaValue& newCount, Element element) {
  const SsaValue power = b.power(b.constant(beta, newCount.type), newCount);
  const SsaValue correction = b.subtract(b.constant(1.0, newCount.type), power);
  return element == newCount.type.element ? correction : b.convert(correction, element);
}

// mu' = b1 mu + (1 - b1) g;  nu' = b2 nu + (1 - b2) g².
void updateMoments(StableHloBuilder& b, const AdamConfig& c, const SsaValue& g, SsaValue& mu, SsaValue& nu) {
  const SsaValue keptMu = mulConst(b, mu, c.b1);
  mu = b.add(keptMu, mulConst(b, g, 1 - c.b1));
  const SsaValue keptNu = mulConst(b, nu, c.b2);
  nu = b.add(keptNu, mulConst(b, b.multiply(g, g), 1 - c.b2));
}

// p' = p - lr (mu' / bc1) / (sqrt(nu' / bc2) + eps), bc1 and bc2 scalars.
SsaValue updateParam(StableHloBuilder& b, const AdamConfig& c, const SsaValue& p, const SsaValue& mu,
                     const SsaValue& nu, const SsaValue& bc1, const SsaValue& bc2) {
  const SsaValue muHat = b.divide(mu, b.broadcastInDim(bc1, p.type.shape, {}));
  const SsaValue nuHat = b.divide(nu, b.broadcastInDim(bc2, p.type.shape, {}));
  const SsaValue direction = b.divide(muHat, addConst(b, b.sqrt(nuHat), c.eps));
  return b.subtract(p, mulConst(b, direction, c.learningRate));
}

AdamStep adamStep(StableHloBuilder& b, const AdamConfig& c, const std::vector<SsaValue>& params,
                  const std::vector<SsaValue>& grads, const OptimizerState& state) {
  AdamStep step{{}, state};
  step.state.count = addConst(b, state.count, 1.0);
  const Element element = params.at(0).type.element;
  const SsaValue bc1 = biasCorrection(b, c.b1, step.state.count, element);
  const SsaValue bc2 = biasCorrection(b, c.b2, step.state.count, element);
  for (size_t i = 0; i < params.size(); ++i) {
    updateMoments(b, c, grads.at(i), step.state.mu[i], step.state.nu[i]);
    step.params.push_back(updateParam(b, c, params[i], step.state.mu[i], step.state.nu[i], bc1, bc2));
  }
  return step;
}

void trainStepResults(StableHloBuilder& b, const Model& model, const AdamStep& step, const SsaValue& loss) {
  declareResults(b, "params", model.params, step.params);
  declareResults(b, "opt_state['mu']", model.params, step.state.mu);
  declareResults(b, "opt_state['nu']", model.params, step.state.nu);
  b.result(step.state.count, resultAttributes("opt_state['count']"));
  b.result(loss, resultAttributes("loss"));
}

}  // namespace

std::string sizeError(std::string_view name, int64_t size) {
  constexpr int64_t kMaxSize = int64_t{1} << 24;
  if (size <= 0) return fmt::format("{} must be positive, not {}", name, size);
  if (size > kMaxSize) return fmt::format("{} must be at most {}, not {}", name, kMaxSize, size);
  return "";
}

std::string configError(const AdamConfig& adam) {
  if (!(adam.learningRate > 0))
    return fmt::format("the learning rate must be positive, not {}", adam.learningRate);
  if (!(adam.eps > 0)) return fmt::format("Adam's eps must be positive, not {}", adam.eps);
  for (double beta : {adam.b1, adam.b2})
    if (!(beta >= 0 && beta < 1)) return fmt::format("Adam's b1 and b2 must be in [0, 1), not {}", beta);
  return "";
}

std::string trainingModule(const Model& model, OutputMode mode, const AdamConfig& adam) {
  StableHloBuilder b;
  const bool train = mode == OutputMode::kTrainStep;
  const size_t n = model.params.size();
  auto donatedFrom = [&](size_t first) { return train ? std::optional(first) : std::nullopt; };
  const std::vector<SsaValue> params = declareArguments(b, "params", model.params, donatedFrom(0));
  OptimizerState state;
  if (train) {
    state.mu = declareArguments(b, "opt_state['mu']", model.params, n);
    state.nu = declareArguments(b, "opt_state['nu']", model.params, 2 * n);
    state.count = b.argument({{}, Element::kF32}, argumentAttributes("opt_state['count']", 3 * n));
  }
  const std::vector<SsaValue> batch = declareArguments(b, "batch", model.batch, std::nullopt);
  const LossAndGradients out = model.emit(b, params, batch, mode != OutputMode::kLoss);
  switch (mode) {
    case OutputMode::kTrainStep:
      trainStepResults(b, model, adamStep(b, adam, params, out.gradients, state), out.loss);
      break;
    case OutputMode::kLossAndGradients:
      b.result(out.loss, resultAttributes("loss"));
      declareResults(b, "grads", model.params, out.gradients);
      break;
    case OutputMode::kLoss:
      b.result(out.loss, resultAttributes("loss"));
      break;
  }
  return b.module(fmt::format("{}_{}", model.name, modeSuffix(mode)));
}

}  // namespace partir::training
