// The generated training steps (examples/training, docs/training-steps.md):
// the modules parse and verify; @main's signature follows JAX's conventions
// (pytree names, donation aliasing); the dataflow keeps the structural rules
// the partitioner relies on; every hand-derived gradient matches central
// differences of the loss; and Adam steps make the loss go down.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "examples/training/mlp_step.h"
#include "examples/training/transformer_step.h"
#include "interp/interpreter.h"
#include "parse_helpers.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using training::Element;
using training::MlpConfig;
using training::OutputMode;
using training::TransformerConfig;

// The configurations of the gradient check (f64) and of the training runs.
TransformerConfig tinyTransformer(OutputMode mode, Element element = Element::kF64) {
  return {.layers = 2, .dModel = 8, .heads = 2, .dFf = 16, .vocab = 11, .seqLen = 4, .batch = 2,
          .element = element, .mode = mode};
}

MlpConfig tinyMlp(OutputMode mode, Element element = Element::kF64) {
  return {.widths = {5, 7, 3}, .batch = 4, .element = element, .mode = mode};
}

std::string stringAttr(const NamedAttrs& attrs, std::string_view name) {
  const Attribute* a = attrs.find(name);
  return a && a->kind() == Attribute::Kind::kString ? a->getString() : "<none>";
}

std::string argName(const Function& f, size_t i) { return stringAttr(f.argAttrs.at(i), "jax.arg_info"); }
std::string resultName(const Function& f, size_t i) {
  return stringAttr(f.resultAttrs.at(i), "jax.result_info");
}

// tf.aliasing_output of argument i, or -1.
int64_t aliasOf(const Function& f, size_t i) {
  const Attribute* a = f.argAttrs.at(i).find("tf.aliasing_output");
  return a ? a->getInt() : -1;
}

// ---- parse and verify ----------------------------------------------------------

TEST(TrainingModules, TransformersParseAndVerify) {
  std::vector<TransformerConfig> configs = {
      tinyTransformer(OutputMode::kTrainStep, Element::kF32),
      tinyTransformer(OutputMode::kLossAndGradients),
      tinyTransformer(OutputMode::kLoss),
      {.layers = 1, .dModel = 12, .heads = 3, .vocab = 7, .seqLen = 5, .batch = 3},
      {.layers = 3, .dModel = 8, .heads = 1, .dHead = 5, .vocab = 4, .seqLen = 1, .batch = 1},
      {.layers = 1, .dModel = 16, .heads = 4, .dFf = 24, .vocab = 32, .seqLen = 8, .batch = 2,
       .element = Element::kF64},
  };
  for (const TransformerConfig& c : configs) {
    SCOPED_TRACE(fmt::format("L={} D={} H={} mode={}", c.layers, c.dModel, c.heads,
                             static_cast<int>(c.mode)));
    ASSERT_TRUE(testing::parseVerified(training::transformerTrainStep(c)));
  }
}

TEST(TrainingModules, MlpsParseAndVerify) {
  for (MlpConfig c : {tinyMlp(OutputMode::kTrainStep, Element::kF32), tinyMlp(OutputMode::kLossAndGradients),
                      tinyMlp(OutputMode::kLoss), MlpConfig{}, MlpConfig{.widths = {3, 2}, .batch = 1}}) {
    SCOPED_TRACE(fmt::format("widths={} mode={}", fmt::join(c.widths, ","), static_cast<int>(c.mode)));
    ASSERT_TRUE(testing::parseVerified(training::mlpTrainStep(c)));
  }
}

TEST(TrainingModules, BadConfigurationsAreRefused) {
  EXPECT_EQ(configError(TransformerConfig{.dModel = 10, .heads = 4}),
            "d_model (10) must be divisible by heads (4)");
  EXPECT_EQ(configError(TransformerConfig{.layers = 0}), "layers must be positive, not 0");
  EXPECT_EQ(configError(TransformerConfig{.heads = 0}), "heads must be positive, not 0");
  EXPECT_EQ(configError(TransformerConfig{.dFf = -3}), "d_ff must be positive, not -3");
  EXPECT_EQ(configError(MlpConfig{.widths = {4}}), "an MLP needs at least two widths (inputs and classes)");
  EXPECT_EQ(configError(MlpConfig{.widths = {4, 1 << 25}}),
            "a layer width must be at most 16777216, not 33554432");
  EXPECT_EQ(configError(MlpConfig{.element = Element::kI32}), "the element type must be f32 or f64");
  EXPECT_EQ(configError(MlpConfig{.adam = {.learningRate = 0}}), "the learning rate must be positive, not 0");
  EXPECT_THROW(training::mlpTrainStep(MlpConfig{.batch = 0}), std::invalid_argument);
}

// ---- signature ---------------------------------------------------------------------

// Arguments and results of a train step with P parameters and the given batch.
void expectTrainStepSignature(const Function& f, const std::vector<std::string>& params,
                              const std::vector<std::string>& batch) {
  const size_t n = params.size();
  ASSERT_EQ(f.argTypes.size(), 3 * n + 1 + batch.size());
  ASSERT_EQ(f.resultTypes.size(), 3 * n + 2);
  for (size_t i = 0; i < n; ++i) {
    EXPECT_EQ(argName(f, i), "params" + params[i]);
    EXPECT_EQ(argName(f, n + i), "opt_state['mu']" + params[i]);
    EXPECT_EQ(argName(f, 2 * n + i), "opt_state['nu']" + params[i]);
  }
  EXPECT_EQ(argName(f, 3 * n), "opt_state['count']");
  EXPECT_EQ(f.argTypes[3 * n].str(), "tensor<f32>");
  for (size_t i = 0; i <= 3 * n; ++i) {
    EXPECT_EQ(aliasOf(f, i), static_cast<int64_t>(i)) << argName(f, i);
    EXPECT_EQ(resultName(f, i), argName(f, i));
    EXPECT_EQ(f.resultTypes[i].str(), f.argTypes[i].str()) << argName(f, i);
  }
  for (size_t i = 0; i < batch.size(); ++i) {
    EXPECT_EQ(argName(f, 3 * n + 1 + i), "batch" + batch[i]);
    EXPECT_EQ(aliasOf(f, 3 * n + 1 + i), -1);
  }
  EXPECT_EQ(resultName(f, 3 * n + 1), "loss");
  EXPECT_EQ(f.resultTypes[3 * n + 1].str(), Type::tensor({}, f.argTypes[0].tensor().element).str());
}

TEST(TrainingSignature, TransformerTrainStep) {
  auto module = testing::parseVerified(
      training::transformerTrainStep(tinyTransformer(OutputMode::kTrainStep, Element::kF32)));
  ASSERT_TRUE(module);
  std::vector<std::string> params = {"['embed']", "['pos_embed']"};
  for (int layer = 0; layer < 2; ++layer)
    for (const char* p : {"['ln1']['scale']", "['attn']['wqkv']", "['attn']['wo']", "['ln2']['scale']",
                          "['mlp']['w1']", "['mlp']['b1']", "['mlp']['w2']", "['mlp']['b2']"})
      params.push_back(fmt::format("['layer_{}']{}", layer, p));
  params.insert(params.end(), {"['final_norm']['scale']", "['unembed']"});
  const Function& f = *module->lookup("main");
  expectTrainStepSignature(f, params, {"['tokens']", "['targets']"});
  EXPECT_EQ(f.argTypes[3].str(), "tensor<8x3x2x4xf32>");  // wqkv [D, 3, H, K]
  EXPECT_EQ(f.argTypes[4].str(), "tensor<2x4x8xf32>");     // wo [H, K, D]
  EXPECT_EQ(f.argTypes.back().str(), "tensor<2x4xi32>");   // targets [B, S]
  EXPECT_EQ(module->functions.size(), 1u);
  EXPECT_EQ(f.visibility, "public");
}

TEST(TrainingSignature, MlpTrainStep) {
  auto module = testing::parseVerified(training::mlpTrainStep(tinyMlp(OutputMode::kTrainStep)));
  ASSERT_TRUE(module);
  const Function& f = *module->lookup("main");
  const std::vector<std::string> params = {"['layer_0']['w']", "['layer_0']['b']", "['layer_1']['w']",
                                           "['layer_1']['b']"};
  expectTrainStepSignature(f, params, {"['x']", "['labels']"});
  EXPECT_EQ(f.argTypes[13].str(), "tensor<4x5xf64>");  // x [batch, in]
  EXPECT_EQ(f.argTypes[14].str(), "tensor<4xi32>");    // labels [batch]
}

TEST(TrainingSignature, GradientsAndLossModes) {
  auto grads = testing::parseVerified(training::mlpTrainStep(tinyMlp(OutputMode::kLossAndGradients)));
  auto loss = testing::parseVerified(training::mlpTrainStep(tinyMlp(OutputMode::kLoss)));
  ASSERT_TRUE(grads && loss);
  const Function& g = *grads->lookup("main");
  ASSERT_EQ(g.argTypes.size(), 6u);
  ASSERT_EQ(g.resultTypes.size(), 5u);
  EXPECT_EQ(resultName(g, 0), "loss");
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(resultName(g, i + 1), "grads" + argName(g, i).substr(std::string("params").size()));
    EXPECT_EQ(g.resultTypes[i + 1].str(), g.argTypes[i].str());
    EXPECT_EQ(aliasOf(g, i), -1);
  }
  const Function& l = *loss->lookup("main");
  EXPECT_EQ(l.argTypes, g.argTypes);
  ASSERT_EQ(l.resultTypes.size(), 1u);
  EXPECT_EQ(resultName(l, 0), "loss");
}

// ---- structural rules ----------------------------------------------------------

std::vector<const Operation*> usersOf(const Function& f, const Value* v) {
  std::vector<const Operation*> users;
  walk(f.body, [&](const Operation& op) {
    if (std::ranges::count(op.operands(), v)) users.push_back(&op);
  });
  return users;
}

bool definedBy(const Value* v, OpCode code) { return v->definingOp() && v->definingOp()->code() == code; }

// The first of a dot_general's dimension list `field`, or -1.
int64_t firstDotDim(const Operation& op, std::string_view field) {
  const Attribute* a = op.attr("dot_dimension_numbers")->getDictionary().find(field);
  if (!a) return -1;
  const std::vector<int64_t> dims = a->asInt64s().value_or(std::vector<int64_t>{});
  return dims.empty() ? -1 : dims.front();
}

// Each parameter feeds exactly one forward op; each gradient is one
// dot_general contracting the batch dim (0) of both operands, or one reduce
// over it; the loss is one multiply of one reduce.
void expectStructuralRules(const std::string& lossText, const std::string& gradsText, size_t numParams) {
  auto loss = testing::parseVerified(lossText);
  auto grads = testing::parseVerified(gradsText);
  ASSERT_TRUE(loss && grads);
  const Function& l = *loss->lookup("main");
  for (size_t i = 0; i < numParams; ++i)
    EXPECT_EQ(usersOf(l, l.entry().argument(i)).size(), 1u) << argName(l, i);
  const Function& g = *grads->lookup("main");
  const Operation* ret = g.entry().terminator();
  ASSERT_TRUE(definedBy(ret->operand(0), OpCode::kMultiply));
  const Operation* lossOp = ret->operand(0)->definingOp();
  EXPECT_TRUE(definedBy(lossOp->operand(0), OpCode::kReduce) ||
              definedBy(lossOp->operand(1), OpCode::kReduce));
  for (size_t i = 0; i < numParams; ++i) {
    SCOPED_TRACE(resultName(g, i + 1));
    const Operation* op = ret->operand(i + 1)->definingOp();
    ASSERT_TRUE(op);
    if (op->code() == OpCode::kDotGeneral) {
      EXPECT_EQ(firstDotDim(*op, "lhs_contracting_dimensions"), 0);
      EXPECT_EQ(firstDotDim(*op, "rhs_contracting_dimensions"), 0);
      EXPECT_EQ(firstDotDim(*op, "lhs_batching_dimensions"), -1);
    } else {
      ASSERT_EQ(op->code(), OpCode::kReduce);
      EXPECT_EQ(op->attr("dimensions")->asInt64s().value_or(std::vector<int64_t>{-1}).at(0), 0);
    }
  }
}

TEST(TrainingStructure, TransformerDataflowIsClean) {
  expectStructuralRules(training::transformerTrainStep(tinyTransformer(OutputMode::kLoss)),
                        training::transformerTrainStep(tinyTransformer(OutputMode::kLossAndGradients)), 20);
}

TEST(TrainingStructure, MlpDataflowIsClean) {
  expectStructuralRules(training::mlpTrainStep(tinyMlp(OutputMode::kLoss)),
                        training::mlpTrainStep(tinyMlp(OutputMode::kLossAndGradients)), 4);
}

// ---- running ---------------------------------------------------------------------

// Normal(0, stddev) floats, integers uniform in [0, classes).
Tensor randomTensor(const TensorType& type, std::mt19937_64& rng, double stddev, int64_t classes) {
  std::vector<double> values(static_cast<size_t>(type.numElements()));
  std::normal_distribution<double> normal(0, stddev);
  std::uniform_int_distribution<int64_t> label(0, classes - 1);
  for (double& v : values) v = isFloat(type.element) ? normal(rng) : static_cast<double>(label(rng));
  return testing::makeTensor(type.element, type.shape, values);
}

Values randomArguments(const Function& f, std::mt19937_64& rng, int64_t classes) {
  Values args;
  for (const Type& t : f.argTypes) args.push_back(randomTensor(t.tensor(), rng, 0.3, classes));
  return args;
}

Values run(Interpreter& interpreter, const Values& args) {
  Result<Values> out = interpreter.run("main", args);
  if (!out.ok()) ADD_FAILURE() << out.error().str();
  return out.ok() ? std::move(out).value() : Values{};
}

double scalar(const InterpreterValue& v) { return testing::tensorValues(v.tensor()).at(0); }

// All elements of a small tensor, else `count` distinct random ones.
std::vector<int64_t> sampleIndices(int64_t size, std::mt19937_64& rng, int64_t count = 10) {
  std::vector<int64_t> all(static_cast<size_t>(size));
  std::iota(all.begin(), all.end(), 0);
  if (size <= 16) return all;
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(static_cast<size_t>(count));
  return all;
}

// Checks d(loss)/d(param) of the kLossAndGradients module against central
// differences (L(p + h) - L(p - h)) / 2h of the kLoss module, f64, for a
// sample of the elements of every parameter.
void expectGradientsMatchCentralDifferences(const std::string& gradsText, const std::string& lossText,
                                            int64_t classes) {
  constexpr double kStep = 1e-5, kTolerance = 1e-6, kFloor = 1e-3;
  auto gradsModule = testing::parseVerified(gradsText);
  auto lossModule = testing::parseVerified(lossText);
  ASSERT_TRUE(gradsModule && lossModule);
  const Function& f = *gradsModule->lookup("main");
  std::mt19937_64 rng(7);
  const Values args = randomArguments(f, rng, classes);
  Interpreter gradsRunner(*gradsModule), lossRunner(*lossModule);
  const Values analytic = run(gradsRunner, args);
  ASSERT_EQ(analytic.size(), f.resultTypes.size());
  auto lossAt = [&](size_t param, int64_t index, double delta) {
    Values shifted = args;
    shifted[param].tensor().data<double>()[index] += delta;
    return scalar(run(lossRunner, shifted).at(0));
  };
  int checked = 0;
  for (size_t p = 0; p + 1 < analytic.size(); ++p) {
    const std::vector<double> gradient = testing::tensorValues(analytic[p + 1].tensor());
    for (int64_t i : sampleIndices(static_cast<int64_t>(gradient.size()), rng)) {
      const double difference = (lossAt(p, i, kStep) - lossAt(p, i, -kStep)) / (2 * kStep);
      const double a = gradient[static_cast<size_t>(i)];
      const double error = std::abs(a - difference) / std::max({std::abs(a), std::abs(difference), kFloor});
      EXPECT_LT(error, kTolerance) << argName(f, p) << " element " << i << ": analytic " << a
                                   << ", central difference " << difference;
      ++checked;
    }
  }
  EXPECT_GT(checked, 5 * static_cast<int>(analytic.size() - 1));
}

TEST(TrainingGradients, TransformerMatchesCentralDifferences) {
  expectGradientsMatchCentralDifferences(
      training::transformerTrainStep(tinyTransformer(OutputMode::kLossAndGradients)),
      training::transformerTrainStep(tinyTransformer(OutputMode::kLoss)), 11);
}

TEST(TrainingGradients, MlpMatchesCentralDifferences) {
  expectGradientsMatchCentralDifferences(training::mlpTrainStep(tinyMlp(OutputMode::kLossAndGradients)),
                                         training::mlpTrainStep(tinyMlp(OutputMode::kLoss)), 3);
}

// The losses of `steps` train steps from random params (zero Adam state) on
// one fixed batch, each step's new params, mu, nu and count fed back.
std::vector<double> trainingLosses(const std::string& trainText, int64_t classes, int steps) {
  auto module = testing::parseVerified(trainText);
  if (!module) return {};
  const Function& f = *module->lookup("main");
  const size_t state = f.resultTypes.size() - 1;  // params, mu, nu and count
  const size_t numParams = (state - 1) / 3;
  std::mt19937_64 rng(11);
  Values args = randomArguments(f, rng, classes);
  for (size_t i = numParams; i < state; ++i) args[i] = Tensor::zeros(f.argTypes[i].tensor());
  Interpreter interpreter(*module);
  std::vector<double> losses;
  for (int step = 0; step < steps; ++step) {
    Values out = run(interpreter, args);
    if (out.size() != state + 1) return losses;
    losses.push_back(scalar(out.back()));
    std::move(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(state), args.begin());
  }
  return losses;
}

double mean(std::span<const double> v) { return std::accumulate(v.begin(), v.end(), 0.0) / v.size(); }

// Below 70% of the first loss after 20 steps, and lower at the end of the
// run than at its start.
void expectLossGoesDown(const std::vector<double>& losses) {
  ASSERT_EQ(losses.size(), 20u);
  const std::string all = fmt::format("losses: {}", fmt::join(losses, ", "));
  EXPECT_LT(losses.back(), 0.7 * losses.front()) << all;
  EXPECT_LT(mean(std::span(losses).last(5)), mean(std::span(losses).first(5))) << all;
  EXPECT_TRUE(std::ranges::all_of(losses, [](double l) { return std::isfinite(l); })) << all;
}

void expectClose(double actual, double expected, const std::string& what) {
  EXPECT_LE(std::abs(actual - expected), 1e-12 * std::max(1.0, std::abs(expected)))
      << what << ": " << actual << " instead of " << expected;
}

// One f64 train step against optax.adam computed here, from the gradients
// kLossAndGradients gives on the same params and batch (count 3, random mu
// and nu >= 0). The bias corrections are computed in f32, as count is.
TEST(TrainingAdam, OneStepIsOptaxAdam) {
  MlpConfig c = tinyMlp(OutputMode::kTrainStep);
  c.adam = {.learningRate = 0.05, .b1 = 0.8, .b2 = 0.95, .eps = 1e-3};
  auto train = testing::parseVerified(training::mlpTrainStep(c));
  c.mode = OutputMode::kLossAndGradients;
  auto grads = testing::parseVerified(training::mlpTrainStep(c));
  ASSERT_TRUE(train && grads);
  const Function& f = *train->lookup("main");
  const size_t n = 4;
  std::mt19937_64 rng(3);
  Values args = randomArguments(f, rng, 3);
  for (size_t i = 2 * n; i < 3 * n; ++i) {
    std::vector<double> nu = testing::tensorValues(args[i].tensor());
    for (double& v : nu) v = std::abs(v);
    args[i] = testing::makeTensor(ElementType::kF64, args[i].tensor().shape(), nu);
  }
  args[3 * n] = Tensor::scalar(ElementType::kF32, 3.0f);
  Values gradArgs(args.begin(), args.begin() + n);
  gradArgs.insert(gradArgs.end(), args.end() - 2, args.end());
  Interpreter trainRunner(*train), gradsRunner(*grads);
  const Values g = run(gradsRunner, gradArgs), out = run(trainRunner, args);
  ASSERT_EQ(out.size(), 3 * n + 2);
  ASSERT_EQ(g.size(), n + 1);
  const double bc1 = 1.0f - std::pow(0.8f, 4.0f), bc2 = 1.0f - std::pow(0.95f, 4.0f);
  for (size_t i = 0; i < n; ++i) {
    auto values = [](const InterpreterValue& v) { return testing::tensorValues(v.tensor()); };
    const std::vector<double> p = values(args[i]), mu = values(args[n + i]), nu = values(args[2 * n + i]),
                              grad = values(g[i + 1]);
    for (size_t e = 0; e < p.size(); ++e) {
      const std::string what = fmt::format("{} element {}", argName(f, i), e);
      const double newMu = 0.8 * mu[e] + (1 - 0.8) * grad[e];
      const double newNu = 0.95 * nu[e] + (1 - 0.95) * grad[e] * grad[e];
      expectClose(values(out[n + i])[e], newMu, "mu of " + what);
      expectClose(values(out[2 * n + i])[e], newNu, "nu of " + what);
      expectClose(values(out[i])[e], p[e] - 0.05 * (newMu / bc1) / (std::sqrt(newNu / bc2) + 1e-3), what);
    }
  }
  EXPECT_EQ(scalar(out[3 * n]), 4.0);
  expectClose(scalar(out.back()), scalar(g[0]), "loss");
}

TEST(TrainingAdam, TransformerLossGoesDown) {
  TransformerConfig c = tinyTransformer(OutputMode::kTrainStep, Element::kF32);
  c.adam.learningRate = 1e-2;
  expectLossGoesDown(trainingLosses(training::transformerTrainStep(c), c.vocab, 20));
}

TEST(TrainingAdam, MlpLossGoesDown) {
  MlpConfig c = tinyMlp(OutputMode::kTrainStep, Element::kF32);
  c.adam.learningRate = 1e-2;
  expectLossGoesDown(trainingLosses(training::mlpTrainStep(c), c.widths.back(), 20));
}

}  // namespace
}  // namespace partir
