#include "tools/generate_command.h"

#include <fmt/format.h>

#include "semantics/file_io.h"

namespace partir {

namespace {

using training::Element;
using training::OutputMode;

int fail(const std::string& message) {
  fmt::print(stderr, "error: {}\n", message);
  return 2;
}

std::optional<Element> elementNamed(const std::string& dtype) {
  if (dtype == "f32") return Element::kF32;
  if (dtype == "f64") return Element::kF64;
  return std::nullopt;
}

std::optional<OutputMode> modeNamed(const std::string& mode) {
  if (mode == "train") return OutputMode::kTrainStep;
  if (mode == "grads") return OutputMode::kLossAndGradients;
  if (mode == "loss") return OutputMode::kLoss;
  return std::nullopt;
}

std::string generate(const training::MlpConfig& c) { return training::mlpTrainStep(c); }
std::string generate(const training::TransformerConfig& c) { return training::transformerTrainStep(c); }

// `config` with the options both models share applied.
template <class Config>
Config withSharedOptions(Config config, const GenerateCommandOptions& o, Element element, OutputMode mode) {
  config.element = element;
  config.mode = mode;
  if (o.batch) config.batch = *o.batch;
  if (o.learningRate) config.adam.learningRate = *o.learningRate;
  return config;
}

template <class Config>
int printModule(const Config& config, const std::string& output) {
  if (const std::string error = configError(config); !error.empty()) return fail(error);
  const std::string text = generate(config);
  if (output.empty()) {
    fmt::print("{}", text);
    return 0;
  }
  const Status written = writeOutputFile(output, text, "the module");
  if (!written.ok()) fmt::print(stderr, "{}\n", written.error().str());
  return written.ok() ? 0 : 2;
}

}  // namespace

int runGenerateCommand(const GenerateCommandOptions& o) {
  if (o.model != "mlp" && o.model != "transformer")
    return fail(fmt::format("unknown model '{}': 'mlp' or 'transformer'", o.model));
  const std::optional<Element> element = elementNamed(o.dtype);
  if (!element) return fail(fmt::format("--dtype {}: 'f32' or 'f64'", o.dtype));
  const std::optional<OutputMode> mode = modeNamed(o.mode);
  if (!mode) return fail(fmt::format("--mode {}: 'train', 'grads' or 'loss'", o.mode));
  if (o.model == "mlp") return printModule(withSharedOptions(o.mlp, o, *element, *mode), o.output);
  return printModule(withSharedOptions(o.transformer, o, *element, *mode), o.output);
}

}  // namespace partir
