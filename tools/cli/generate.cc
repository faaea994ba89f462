// `partir generate`: options (tools/generate_command.h); an option of the
// other model is refused rather than ignored.
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "tools/cli/checks.h"
#include "tools/cli/subcommand.h"
#include "tools/generate_command.h"

namespace partir {

namespace {

// An option of the other model given to `generate`: it would be ignored.
std::string unusedOption(const std::vector<const CLI::Option*>& options, const std::string& model) {
  for (const CLI::Option* option : options)
    if (option->count()) return fmt::format("{} does not apply to the {} model", option->get_name(), model);
  return "";
}

}  // namespace

Subcommand addGenerateCommand(CLI::App& partir) {
  auto o = std::make_shared<GenerateCommandOptions>();
  CLI::App* generate = partir.add_subcommand("generate", "Print a StableHLO training step (docs/training-steps.md)");
  training::TransformerConfig& transformer = o->transformer;
  generate->add_option("model", o->model, "mlp or transformer")->required();
  const std::vector<const CLI::Option*> transformerOnly = {
      generate->add_option("--layers", transformer.layers, "Transformer layers"),
      generate->add_option("--d-model", transformer.dModel, "Transformer model width"),
      generate->add_option("--heads", transformer.heads, "Attention heads (d_head = d_model / heads)"),
      generate->add_option("--d-ff", transformer.dFf, "Transformer MLP width (default 4 * d_model)"),
      generate->add_option("--vocab", transformer.vocab, "Transformer vocabulary size"),
      generate->add_option("--seq", transformer.seqLen, "Transformer sequence length")};
  const std::vector<const CLI::Option*> mlpOnly = {
      generate->add_option("--widths", o->mlp.widths, "MLP widths: input,hidden...,classes")->delimiter(',')};
  generate->add_option("--batch", o->batch, "Batch size");
  generate->add_option("--dtype", o->dtype, "f32 (default) or f64");
  generate->add_option("--mode", o->mode, "train (Adam step, default), grads or loss");
  generate->add_option("--lr", o->learningRate, "Adam learning rate (default 1e-3)")->check(nonNegativeReal());
  generate->add_option("-o,--output", o->output, "Write the module here");
  return {generate, [o, transformerOnly, mlpOnly] {
            const std::string problem = unusedOption(o->model == "mlp" ? transformerOnly : mlpOnly, o->model);
            return problem.empty() ? runGenerateCommand(*o) : usageError(problem);
          }};
}

}  // namespace partir
