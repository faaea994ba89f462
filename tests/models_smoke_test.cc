// Runs every real model of the corpus (../shared/corpus/models) as `partir
// run FILE --random-inputs` does (tools/run_inputs.h: floats uniform in
// [-1, 1), integers in [0, 10) so label indexing stays in range): the
// kernels at realistic sizes, not the model's maths.
#include <cmath>

#include <gtest/gtest.h>

#include "corpus.h"
#include "interp/numerics.h"
#include "interp/interpreter.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tensor_builders.h"
#include "tools/run_command.h"

namespace partir {
namespace {

const Function* entryOf(const Module& m) {
  if (const Function* main = m.lookup("main")) return main;
  for (const auto& f : m.functions)
    if (f->visibility != "private") return f.get();
  return nullptr;
}

bool allFinite(const Tensor& t) {
  if (!isFloat(t.elementType())) return true;
  return dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_integral_v<T>) {
      return true;
    } else {
      for (int64_t i = 0; i < t.numElements(); ++i)
        if (!std::isfinite(convertElement<double>(t.get<T>(i)))) return false;
      return true;
    }
  });
}

// Every model, as `partir run FILE --random-inputs` runs it (the GSPMD
// shard_map model on its 8 partitions): it runs to the end, every result
// has its declared type, and float results are finite, except where these
// inputs make them NaN: the CIFAR step, whose batch-norm variance arguments
// come out negative (rsqrt: NaN), and the 12-layer ViT-Tiny step and BERT-base
// forward on weights uniform in [-1, 1) (NaN in the interpreter before and
// after issue 35's kernels alike).
class ModelRun : public ::testing::TestWithParam<std::string> {};

TEST_P(ModelRun, RunsWithRandomInputs) {
  PARTIR_REQUIRE_CORPUS("models");
  const std::string path = (testing::corpusRoot() / "models" / GetParam()).string();
  RunOptions options;
  options.inputs.random = true;
  options.timeoutSeconds = 120;
  const FileRun run = runFile(path, options);
  ASSERT_EQ(run.verdict(), Verdict::kPass) << run.modules.front().message;
  std::cout << "  " << GetParam() << ": " << run.seconds << " s\n";
  Result<SourceFile> file = parseFile(path);
  ASSERT_TRUE(file.ok());
  const Function* entry = entryOf(*file->modules.front());
  ASSERT_EQ(run.modules.front().results.size(), entry->resultTypes.size());
  const bool finite = GetParam().find("cifar") == std::string::npos && GetParam().find("vit") == std::string::npos &&
                      GetParam().find("bert") == std::string::npos;
  for (size_t i = 0; i < entry->resultTypes.size(); ++i) {
    const InterpreterValue& r = run.modules.front().results[i];
    EXPECT_EQ(r.type(), entry->resultTypes[i]) << "result " << i;
    if (finite && r.isTensor()) {
      EXPECT_TRUE(allFinite(r.tensor())) << "result " << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Corpus, ModelRun,
    ::testing::Values("jax_mnist_mlp_train_step.mlir", "jax_mnist_cnn_train_step.mlir",
                      "lean_cifar_cnn_bn_train_step.mlir", "jax_searchless_chess_9m_transformer_fwd.mlir",
                      "jax_mlp_loss_fsdp_gspmd.mlir", "torchxla_llama_attn_prefill_sdy.mlir",
                      "lean_resnet34_train_step.mlir", "lean_vit_tiny_train_step.mlir",
                      "lean_mobilenetv2_train_step.mlir", "torchxla2_bert_base_fwd.mlir",
                      "torchxla_llama3_2_3b_fwd_sdy.mlir"),
    [](const auto& info) { return info.param.substr(0, info.param.find('.')); });

}  // namespace
}  // namespace partir
