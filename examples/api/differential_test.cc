// A user's own differential test of partitioning and lowering, through the
// C++ API of the differential engine (verify/differential/differential.h):
// the same four paths as `partir check` (reference, temporal, mesh,
// stablehlo) on random inputs. docs/cli.md ("partir check", "From C++")
// shows it; CMake builds and runs it (ctest -R ApiExample).
#include <gtest/gtest.h>

#include "rewrite/schedule.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "verify/differential/differential.h"

namespace {

// Seed 000 Listing 1: x2 = (x @ w1) @ w2.
constexpr const char* kChain = R"(
func.func @main(%x: tensor<16x8xf32> loc("x"), %w1: tensor<8x4xf32> loc("w1"),
                %w2: tensor<4x8xf32> loc("w2")) -> tensor<16x8xf32> {
  %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<16x4xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %x2 : tensor<16x8xf32>
}
)";

// Batch parallelism on B, Megatron's model parallelism on M (seed 000 Listing 6).
constexpr const char* kSchedule = R"(mesh B=2 M=2
tactic BP axis=B
  x = 0
tactic MP axis=M
  w1 = 1
)";

TEST(ApiExample, TheFourPathsAgreeOnTheChain) {
  partir::Result<partir::SourceFile> file = partir::parseSource(kChain, "chain.mlir");
  ASSERT_TRUE(file.ok()) << file.error().str();
  ASSERT_TRUE(partir::verifyModule(*file->modules[0]).ok());
  partir::Result<partir::Schedule> schedule = partir::parseSchedule(kSchedule, "chain.schedule");
  ASSERT_TRUE(schedule.ok()) << schedule.error().str();
  partir::DifferentialOptions options;
  options.trials = 2;
  partir::Result<partir::DifferentialFindings> findings = partir::checkPaths(*file->modules[0], *schedule, options);
  ASSERT_TRUE(findings.ok()) << findings.error().str();
  EXPECT_TRUE(findings->agree());
  EXPECT_EQ(findings->trials, 2);
  EXPECT_EQ(findings->verdicts.size(), 3u);  // temporal, mesh, stablehlo against the reference
  EXPECT_GT(findings->collectives.at("all_reduce"), 0);  // MP's partial sums
}

TEST(ApiExample, ABadScheduleIsAnErrorNotAMismatch) {
  partir::Result<partir::SourceFile> file = partir::parseSource(kChain, "chain.mlir");
  ASSERT_TRUE(file.ok());
  partir::Result<partir::Schedule> schedule = partir::parseSchedule("mesh B=3\ntactic BP axis=B\n  x = 0\n", "s");
  ASSERT_TRUE(schedule.ok());
  partir::Result<partir::DifferentialFindings> findings = partir::checkPaths(*file->modules[0], *schedule);
  EXPECT_FALSE(findings.ok());  // 16 rows do not split 3 ways: refused, not run
}

}  // namespace
