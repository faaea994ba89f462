// The mutants of `partir check --mutants` (rewrite/mutate.h,
// verify/differential/check_mutants.h) on a program whose lowering holds every kind of
// collective: each mutant changes the program, is found again by its site
// and description, and is caught by the trials or the verifier unless it is
// provably equivalent; no mutant claimed equivalent is told apart.
#include <set>

#include <gtest/gtest.h>

#include "rewrite/mutate.h"
#include "rewrite/schedule.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"
#include "verify/differential/check_mutants.h"
#include "verify/differential/check_paths.h"

namespace partir {
namespace {

// Lowers to two all_gathers, all_reduce (add and maximum), reduce_scatter,
// all_slice; exported, to offset tables and replica groups.
constexpr const char* kProgram = R"(
func.func @main(%x: tensor<8x8xf32> loc("x"), %w: tensor<8x8xf32> loc("w"), %v: tensor<8x8xi32> loc("v"))
    -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xi32>) {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = stablehlo.transpose %y, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = stablehlo.add %t, %x : tensor<8x8xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %m = stablehlo.reduce(%v init: %c) applies stablehlo.maximum across dimensions = [1]
      : (tensor<8x8xi32>, tensor<i32>) -> tensor<8xi32>
  return %y, %z, %m : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xi32>
}
)";

constexpr const char* kSchedule = R"(mesh a=2 b=2
tactic T1 axis=a
  x = 1
  v = 1
tactic T2 axis=b
  w = 1
  x = 0
)";

class CheckMutants : public ::testing::Test {
 protected:
  void SetUp() override {
    Result<SourceFile> file = parseSource(kProgram, "mutants.mlir");
    ASSERT_TRUE(file.ok()) << file.error().str();
    ASSERT_TRUE(verifyModule(*file->modules.front()).ok());
    module_ = std::move(file->modules.front());
    Result<Schedule> schedule = parseSchedule(kSchedule, "mutants.schedule");
    ASSERT_TRUE(schedule.ok()) << schedule.error().str();
    options_.entry = "main";
    Result<Paths> paths = buildPaths(*module_, *schedule, options_, std::nullopt);
    ASSERT_TRUE(paths.ok()) << paths.error().str();
    paths_ = std::move(paths.value());
  }

  const Module& program(MutantStage stage) const {
    return stage == MutantStage::kPartition ? *paths_.core
           : stage == MutantStage::kLowering ? *paths_.hlo
                                             : *paths_.spmd;
  }

  std::unique_ptr<Module> module_;
  DifferentialOptions options_;
  Paths paths_;
};

constexpr MutantStage kStages[] = {MutantStage::kPartition, MutantStage::kLowering, MutantStage::kExport};

TEST_F(CheckMutants, EveryMutantChangesItsProgramAndIsFoundAgain) {
  for (MutantStage stage : kStages) {
    const std::vector<Mutant> mutants = mutantsOf(program(stage), "main", stage);
    EXPECT_FALSE(mutants.empty()) << stageName(stage);
    for (const Mutant& m : mutants) {
      std::unique_ptr<Module> mutated = applyMutant(program(stage), "main", m);
      ASSERT_NE(mutated, nullptr) << m.description;
      EXPECT_FALSE(structurallyEqual(*mutated, program(stage))) << stageName(stage) << ": " << m.description;
      Mutant elsewhere = m;
      elsewhere.description += " (another)";
      EXPECT_EQ(applyMutant(program(stage), "main", elsewhere), nullptr);
    }
  }
}

TEST_F(CheckMutants, TheLoweringHasTheFaultsTheIssueNames) {
  std::set<std::string> descriptions;
  for (MutantStage stage : kStages)
    for (const Mutant& m : mutantsOf(program(stage), "main", stage)) descriptions.insert(m.description);
  for (const char* expected :
       {"partir.all_reduce dropped", "partir.all_reduce over \"b\" instead of \"a\"",
        "partir.reduce_scatter without its reduction", "partir.all_gather along dim 1 instead of 0",
        "partir.reduce_scatter over \"b\" instead of \"a\"", "chunk offsets one off",
        "stablehlo.all_gather: replica groups in reverse device order"})
    EXPECT_TRUE(descriptions.count(expected)) << expected;
}

TEST_F(CheckMutants, EveryMutantIsCaughtUnlessProvablyEquivalent) {
  std::vector<Values> inputs;
  std::vector<ReferenceRuns> references(2);
  std::vector<TensorType> types;
  for (const Type& t : module_->lookup("main")->argTypes) types.push_back(t.tensor());
  for (int64_t t = 0; t < 2; ++t) inputs.push_back(trialInputs(types, options_, t).value());
  const std::vector<MutantOutcome> outcomes = runMutants(paths_, nullptr, options_, inputs, references);
  int64_t byTrials = 0, equivalent = 0;
  for (const MutantOutcome& o : outcomes) {
    EXPECT_NE(o.kind, MutantOutcome::Kind::kSurvived) << o.mutant.description << " at " << o.mutant.loc.str();
    EXPECT_NE(o.kind, MutantOutcome::Kind::kNotRun) << o.mutant.description;
    if (!o.mutant.equivalent.empty()) {  // the claim is sound: no trial tells it apart
      EXPECT_EQ(o.kind, MutantOutcome::Kind::kEquivalent) << o.mutant.description << ": " << o.how;
      ++equivalent;
    }
    byTrials += o.kind == MutantOutcome::Kind::kCaught;
  }
  EXPECT_EQ(equivalent, 3);  // the two all_reduces' groups reversed, the maximum one applied twice
  EXPECT_GE(byTrials, 20);   // the trials, not only the verifier, catch faults
}

}  // namespace
}  // namespace partir
