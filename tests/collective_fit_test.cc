// interp/collective_fit.h: a program whose collectives need more replicas or
// partitions than its run has is refused before it runs, at the op, saying
// what the op needs and how to run it; the programs of an
// interpreter.run_parallel are checked against its own grid.
#include <gtest/gtest.h>

#include "interp/collective_fit.h"
#include "tests/parse_helpers.h"

namespace partir {
namespace {

using testing::parseVerified;

// @main sums %x over replica_groups GROUPS (channel CHANNEL).
std::string allReduceProgram(const std::string& groups, const std::string& attrs = "") {
  return R"(module )" + attrs + R"( {
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<)" + groups + R"(>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
}
)";
}

Status fit(const Module& m, const std::string& entry = "main") {
  return checkCollectivesFit(m, *m.lookup(entry), declaredGrid(m), "partir run runs @main as");
}

TEST(CollectiveFit, CrossReplicaGroupsOfTwoNeedTwoReplicas) {
  auto m = parseVerified(allReduceProgram("[[0, 1]]> : tensor<1x2xi64"), "spmd.mlir");
  ASSERT_TRUE(m);
  const Status s = fit(*m);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().kind, ErrorKind::kUnsupported);
  EXPECT_EQ(s.error().str(),
            "spmd.mlir:3:3: error: 'stablehlo.all_reduce': its replica_groups [[0, 1]] need 2 replicas "
            "(cross_replica), but partir run runs @main as 1 replica x 1 partition; run it with `partir run` inside "
            "interpreter.run_parallel on 2 replicas x 1 partition (docs/cli.md, \"Parallel programs and "
            "collectives\")");
}

TEST(CollectiveFit, OneReplicaGroupFitsOneProcess) {
  auto m = parseVerified(allReduceProgram("[[0]]> : tensor<1x1xi64"));
  ASSERT_TRUE(m);
  EXPECT_TRUE(fit(*m).ok());
}

// mhlo.num_replicas does not add replicas: `partir run` runs one.
TEST(CollectiveFit, DeclaredReplicasAreNotRun) {
  auto m = parseVerified(allReduceProgram("[[0, 1]]> : tensor<1x2xi64", "attributes {mhlo.num_replicas = 2 : i32}"));
  ASSERT_TRUE(m);
  EXPECT_EQ(declaredGrid(*m).replicas, 1);
  EXPECT_FALSE(fit(*m).ok());
}

// Flattened ids over mhlo.num_partitions = 4 partitions fit their grid.
TEST(CollectiveFit, FlattenedIdsFitTheDeclaredPartitions) {
  const std::string program = R"(module attributes {mhlo.num_partitions = 4 : i32} {
func.func @main(%x: tensor<2xf32>) -> tensor<8xf32> {
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
       channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<2xf32>) -> tensor<8xf32>
  return %g : tensor<8xf32>
}
}
)";
  auto m = parseVerified(program);
  ASSERT_TRUE(m);
  EXPECT_EQ(declaredGrid(*m).partitions, 4);
  EXPECT_TRUE(fit(*m).ok());
  const Status one = checkCollectivesFit(*m, *m->lookup("main"), {1, 1}, "partir run runs @main as");
  ASSERT_FALSE(one.ok());
  EXPECT_NE(one.error().message.find("need 4 processes (flattened_ids)"), std::string::npos) << one.error().str();
  EXPECT_NE(one.error().message.find("run it with `partir run` on 4 partitions (mhlo.num_partitions = 4) or inside "
                                     "interpreter.run_parallel on 1 replica x 4 partitions"),
            std::string::npos)
      << one.error().str();
}

// A permute's pairs need their largest partition id, not a covering group.
TEST(CollectiveFit, PermutePairsNeedTheirLargestId) {
  const std::string program = R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 2]]> : tensor<1x2xi64>,
       channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";
  auto m = parseVerified(program);
  ASSERT_TRUE(m);
  const Status s = fit(*m);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("its source_target_pairs [[0, 2]] need at least 3 partitions (cross_partition)"),
            std::string::npos)
      << s.error().str();
  EXPECT_TRUE(checkCollectivesFit(*m, *m->lookup("main"), {1, 3}, "x").ok());
}

// A called function runs on its caller's grid; run_parallel's programs on
// the grid of `programs`.
TEST(CollectiveFit, CallsKeepTheGridAndRunParallelGivesItsOwn) {
  const std::string body = R"(
func.func @sum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";
  auto parallel = parseVerified(body + R"(
func.func @main(%x0: tensor<4xf32>, %x1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = "interpreter.run_parallel"(%x0, %x1) {programs = [[@sum], [@sum]]} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
)");
  ASSERT_TRUE(parallel);
  EXPECT_TRUE(fit(*parallel).ok());
  auto called = parseVerified(body + R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @sum(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)");
  ASSERT_TRUE(called);
  const Status s = fit(*called);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().loc.line, 3);  // the all_reduce in @sum
}

}  // namespace
}  // namespace partir
