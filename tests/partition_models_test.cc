// Real models of the corpus (../shared/corpus/models) partitioned by a
// schedule (or the model's own sharding annotations) and run by the Temporal interpreter (and, for the MLP, lowered
// and run on the simulated mesh), against the reference interpreter on the
// original, on the same synthetic inputs.
//
// Exactness: these are float programs with transcendental ops, so a `sum`
// loop (a gradient summed over the batch, a contraction split over "model")
// adds its partial results in another order than the unpartitioned op does.
// Integer results must be equal; float results may differ by that
// reassociation only, bounded here by 1e-5 relative to the largest
// magnitude of the result (f32 has 24 bits; the sums have at most a few
// thousand terms; bf16 results: see the llama case). A float dot_general or
// convolution whose rows a partition splits is not exact either: OpenBLAS
// rounds a row by its position in the call (docs/performance.md, "Order of
// accumulation"). Programs with neither must agree exactly.
#include <cmath>

#include <gtest/gtest.h>

#include "corpus.h"
#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "semantics/core_ops.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"
#include "tensor_builders.h"
#include "tools/partition_command.h"

namespace partir {
namespace {

struct ModelCase {
  std::string file, entry, schedule;  // schedule "": imported from the model's annotations
  int64_t minLoops;  // the schedule must actually partition the model
  bool onMesh;       // also lower it and run it on the simulated mesh (costs a run per device)
  double bound = 1e-5;  // largest relative difference of a float result with a sum loop
};

// The largest |temporal - reference| over max(|reference|) of a float result, or
// an exact comparison's verdict (0 or infinity) for other element types.
double relativeDifference(const Tensor& temporal, const Tensor& reference) {
  const std::vector<double> t = testing::tensorValues(temporal), r = testing::tensorValues(reference);
  if (t.size() != r.size()) return INFINITY;
  double maxDiff = 0, maxRef = 0;
  for (size_t i = 0; i < t.size(); ++i) {
    if (std::isnan(t[i]) != std::isnan(r[i])) return INFINITY;
    if (std::isnan(t[i])) continue;
    maxDiff = std::max(maxDiff, std::abs(t[i] - r[i]));
    maxRef = std::max(maxRef, std::abs(r[i]));
  }
  if (!isFloat(reference.elementType())) return maxDiff == 0 ? 0 : INFINITY;
  return maxRef == 0 ? maxDiff : maxDiff / maxRef;
}

// Whether `m` has a float dot_general or convolution: its contraction's
// rounding depends on the row's place in the BLAS call, which a chunk moves.
bool hasFloatContraction(const Module& m) {
  bool found = false;
  for (const auto& f : m.functions)
    walk(f->body, [&](const Operation& op) {
      found |= (op.code() == OpCode::kDot || op.code() == OpCode::kDotGeneral ||
                op.code() == OpCode::kConvolution) &&
               isFloat(op.resultType(0).tensor().element);
    });
  return found;
}

void PrintTo(const ModelCase& c, std::ostream* os) { *os << c.file; }

class PartitionModels : public ::testing::TestWithParam<ModelCase> {};

TEST_P(PartitionModels, TemporalMatchesReference) {
  PARTIR_REQUIRE_CORPUS("models");
  const ModelCase& c = GetParam();
  Result<SourceFile> file = parseFile((testing::corpusRoot() / "models" / c.file).string());
  ASSERT_TRUE(file.ok()) << file.error().str();
  const Module& module = *file->modules.front();
  ASSERT_TRUE(verifyModule(module).ok());
  Result<Schedule> schedule = c.schedule.empty() ? importedSchedule(module, c.entry, "")
                                                 : parseSchedule(c.schedule, "model.sched");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  PartitionOptions options;
  options.entry = c.entry;
  Result<PartitionResult> partitioned = partitionModule(module, schedule.value(), options);
  ASSERT_TRUE(partitioned.ok()) << partitioned.error().str();
  const Module& core = *partitioned->core;
  ASSERT_TRUE(verifyModule(core).ok()) << verifyModule(core).error().str();
  EXPECT_GE(countLoops(core), c.minLoops);
  for (const TacticReport& r : partitioned->reports) std::cout << "  " << r.str() << "\n";

  const Function& entry = *module.lookup(c.entry);
  Values args;
  for (const Type& t : entry.argTypes) args.push_back(testing::syntheticTensor(t.tensor()));
  Result<Values> reference = Interpreter(module).run(c.entry, args);
  Result<Values> temporal = Interpreter(core).run(c.entry, args);
  ASSERT_TRUE(reference.ok()) << reference.error().str();
  ASSERT_TRUE(temporal.ok()) << temporal.error().str();
  ASSERT_EQ(reference->size(), temporal->size());
  const double bound = hasFloatSum(core) || hasFloatContraction(core) ? c.bound : 0;
  double worst = 0;
  for (size_t i = 0; i < reference->size(); ++i) {
    const double d = relativeDifference((*temporal)[i].tensor(), (*reference)[i].tensor());
    EXPECT_LE(d, bound) << "result " << i;
    worst = std::max(worst, d);
  }
  std::cout << "  largest relative difference: " << worst << "\n";
  if (!c.onMesh) return;
  Result<std::unique_ptr<Module>> hlo = lowerModule(core, LowerOptions{.entry = c.entry});
  ASSERT_TRUE(hlo.ok()) << hlo.error().str();
  Result<Values> mesh = MeshInterpreter(**hlo).run(c.entry, args);
  ASSERT_TRUE(mesh.ok()) << mesh.error().str();
  for (size_t i = 0; i < reference->size(); ++i)
    EXPECT_LE(relativeDifference((*mesh)[i].tensor(), (*reference)[i].tensor()), bound) << "mesh, result " << i;
}

INSTANTIATE_TEST_SUITE_P(
    Corpus, PartitionModels,
    ::testing::Values(
        // Batch parallelism, then Megatron-style model parallelism on the first layer.
        ModelCase{"jax_mnist_mlp_train_step.mlir", "main",
                  "mesh batch=4 model=2\ntactic BP axis=batch\n  x = 0\n  y = 0\n"
                  "tactic MP axis=model\n  W0 = 1\n",
                  10, true},
        ModelCase{"jax_mnist_cnn_train_step.mlir", "main",
                  "mesh batch=4\ntactic BP axis=batch\n  x = 0\n  y = 0\n", 5, false},
        // Batch norm over a split batch: its statistics become sums over "batch".
        ModelCase{"lean_cifar_cnn_bn_train_step.mlir", "cifar_bn_train_step",
                  "mesh batch=4\ntactic BP axis=batch\n  %x = 0\n  %onehot = 0\n", 5, false},
        // The board batch is 33 = 3 x 11; the whole forward pass fuses into one loop.
        ModelCase{"jax_searchless_chess_9m_transformer_fwd.mlir", "main",
                  "mesh batch=3\ntactic BP axis=batch\n  %arg94 = 0\n", 1, false},
        // Its own Shardy annotations: Megatron-style tensor parallelism over
        // _axis_0=2, one all_reduce. The result is bf16: the two halves of the
        // last contraction are each rounded to bf16 before they are added, so
        // results differ by a few bf16 ulps of the largest value (2^-7 of it).
        ModelCase{"torchxla_llama_attn_prefill_sdy.mlir", "main", "", 1, true, 0x1p-7},
        // The large models of issue 35: training steps split over the batch, BERT
        // (one sequence of 7 tokens: no batch to split) over its first
        // feed-forward layer's hidden units, the Llama-3.2-3B forward over
        // its lm_head's vocabulary (one token batch). Under its own Shardy
        // annotations (Megatron over 2) its bf16 KV caches differ from the
        // reference by 1.3% of their largest value at layer 0 to 4% at the
        // last, beyond the attention block's 2^-7 above: not yet told from
        // bf16 rounding (its f64 re-run needs 26.9 GiB), so not asserted here.
        ModelCase{"lean_resnet34_train_step.mlir", "resnet34_train_step",
                  "mesh batch=2\ntactic BP axis=batch\n  %x = 0\n  %onehot = 0\n", 5, false},
        ModelCase{"lean_vit_tiny_train_step.mlir", "vit_train_step",
                  "mesh batch=2\ntactic BP axis=batch\n  %x = 0\n  %onehot = 0\n", 5, false},
        // 52 batch norms, each dividing by a variance summed over the split
        // batch, amplify the reassociation to 3.3e-5 here; `partir check` on
        // the same schedule tells it is rounding (f64 runs agree).
        ModelCase{"lean_mobilenetv2_train_step.mlir", "mobilenetv2_train_step",
                  "mesh batch=2\ntactic BP axis=batch\n  %x = 0\n  %onehot = 0\n", 5, false, 1e-4},
        ModelCase{"torchxla2_bert_base_fwd.mlir", "main",
                  "mesh model=2\ntactic MP axis=model\n  %arg15 = 0\n  %arg17 = 1\n", 1, false},
        ModelCase{"torchxla_llama3_2_3b_fwd_sdy.mlir", "main", "mesh model=2\ntactic MP axis=model\n  %arg306 = 0\n",
                  1, false, 0x1p-7}),
    [](const auto& info) { return info.param.file.substr(0, info.param.file.find('.')); });

}  // namespace
}  // namespace partir
