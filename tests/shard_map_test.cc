// A global-view SPMD program as JAX's shard_map exports it (custom_call
// @Sharding / @SPMDFullToShardShape / @SPMDShardToFullShape around explicit
// collectives; interp/kernels/shard_map.h), run by `partir run` on its
// mhlo.num_partitions partitions (tools/run_command.h).
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tensor_builders.h"
#include "tools/run_command.h"

namespace partir {
namespace {

// x is tiled by rows over 2 partitions in the order `devices`; each
// partition doubles its tile, and gathers every tile in partition order.
std::string shardMapProgram(const std::string& devices) {
  return fmt::format(R"(module attributes {{mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func @main(%x: tensor<4x2xf32> {{mhlo.sharding = "{0}"}}) -> (tensor<4x2xf32>, tensor<4x2xf32>) {{
    %0 = stablehlo.custom_call @Sharding(%x) {{mhlo.sharding = "{0}"}} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {{mhlo.sharding = "{{manual}}"}} : (tensor<4x2xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.add %1, %1 : tensor<2x2xf32>
    %3 = "stablehlo.all_gather"(%1) <{{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
    %4 = stablehlo.custom_call @Sharding(%2) {{mhlo.sharding = "{{manual}}"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %5 = stablehlo.custom_call @SPMDShardToFullShape(%4) {{mhlo.sharding = "{0}"}} : (tensor<2x2xf32>) -> tensor<4x2xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%3) {{mhlo.sharding = "{{replicated}}"}} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %5, %6 : tensor<4x2xf32>, tensor<4x2xf32>
  }}
}}
)",
                     devices);
}

// x tiled by rows over the 2 devices of its sharding, on `partitions`
// partitions; each partition doubles its tile. No collective.
std::string doubledTilesProgram(int partitions) {
  return fmt::format(R"(module attributes {{mhlo.num_partitions = {} : i32}} {{
  func.func @main(%x: tensor<4x2xf32> {{mhlo.sharding = "{{devices=[2,1]<=[2]}}"}}) -> tensor<4x2xf32> {{
    %0 = stablehlo.custom_call @Sharding(%x) {{mhlo.sharding = "{{devices=[2,1]<=[2]}}"}} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {{mhlo.sharding = "{{manual}}"}} : (tensor<4x2xf32>) -> tensor<2x2xf32>
    %2 = stablehlo.add %1, %1 : tensor<2x2xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {{mhlo.sharding = "{{manual}}"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {{mhlo.sharding = "{{devices=[2,1]<=[2]}}"}} : (tensor<2x2xf32>) -> tensor<4x2xf32>
    return %4 : tensor<4x2xf32>
  }}
}}
)",
                     partitions);
}

std::vector<double> resultValues(const ModuleRun& run, size_t i) {
  return testing::tensorValues(run.results.at(i).tensor());
}

FileRun runText(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() / name).string();
  std::ofstream(path) << text;
  RunOptions options;
  options.inputs.random = true;
  return runFile(path, options);
}

TEST(ShardMap, PartitionsGetTheirTilesAndResultsAreAssembled) {
  const FileRun inOrder = runText("shard_map_in_order.mlir", shardMapProgram("{devices=[2,1]<=[2]}"));
  ASSERT_EQ(inOrder.verdict(), Verdict::kPass) << inOrder.modules.front().message;
  const ModuleRun& a = inOrder.modules.front();
  // The random input x, read back from the replicated gather in tile order.
  const std::vector<double> x = resultValues(a, 1);
  std::vector<double> doubled;
  for (double v : x) doubled.push_back(2 * v);
  EXPECT_EQ(resultValues(a, 0), doubled);

  // Partition 0 holds tile 1: the gather (in partition order) swaps the halves.
  const FileRun swapped = runText("shard_map_swapped.mlir", shardMapProgram("{devices=[2,1]1,0}"));
  ASSERT_EQ(swapped.verdict(), Verdict::kPass) << swapped.modules.front().message;
  const ModuleRun& b = swapped.modules.front();
  EXPECT_EQ(resultValues(b, 0), doubled);
  const std::vector<double> halvesSwapped{x[4], x[5], x[6], x[7], x[0], x[1], x[2], x[3]};
  EXPECT_EQ(resultValues(b, 1), halvesSwapped);
}

TEST(ShardMap, ErrorsNameTheOpAndTheReason) {
  // Three partitions cannot run a two-device sharding.
  const FileRun run = runText("shard_map_three.mlir", doubledTilesProgram(3));
  EXPECT_NE(run.modules.front().message.find(
                "'stablehlo.custom_call': the sharding spans 2 devices but the program runs on 3 "
                "partitions (mhlo.num_partitions)"),
            std::string::npos)
      << run.modules.front().message;
  // Without partitions there is nobody to assemble from: the type rule holds,
  // the kernel refuses.
  EXPECT_NE(runText("shard_map_single.mlir", doubledTilesProgram(1)).modules.front().message.find(
                "runs on 1 partitions"),
            std::string::npos);
  // With its all_gather over 2 partitions, the program is refused before it
  // runs (interp/collective_fit.h), at the all_gather.
  std::string program = shardMapProgram("{devices=[2,1]<=[2]}");
  program.replace(program.find("num_partitions = 2"), 18, "num_partitions = 3");
  const FileRun gather = runText("shard_map_gather_three.mlir", program);
  EXPECT_NE(gather.modules.front().message.find(
                "'stablehlo.all_gather': its replica_groups [[0, 1]] need 2 processes (flattened_ids), but partir "
                "run runs @main as 1 replica x 3 partitions"),
            std::string::npos)
      << gather.modules.front().message;
  // Unknown targets are refused by name.
  const FileRun unknown = runText("custom_call_unknown.mlir", R"(func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @my.kernel(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
})");
  EXPECT_EQ(unknown.verdict(), Verdict::kUnsupported);
  EXPECT_NE(unknown.modules.front().message.find("custom_call target @my.kernel is not supported"),
            std::string::npos);
}

TEST(ShardMap, TypeRulesCheckTheShardShapes) {
  Result<SourceFile> file = parseSource(R"(func.func @main(%x: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.custom_call @SPMDFullToShardShape(%x) : (tensor<4x2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
})",
                                        "bad.mlir");
  ASSERT_TRUE(file.ok());
  Status s = verifyModule(*file->modules.front());
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.error().message.find("shard dim 0 has size 3, which does not divide the full value's 4"),
            std::string::npos)
      << s.error().message;
}

}  // namespace
}  // namespace partir
