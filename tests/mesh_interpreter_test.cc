// The simulated mesh (interp/mesh_interpreter.h): one thread per device on
// the process grid; collectives in regions; deadlocks and disagreeing
// replicated results reported as errors; a mesh program refused outside it.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include "parse_helpers.h"
#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "semantics/parser.h"
#include "semantics/verifier.h"
#include "tensor_builders.h"

namespace partir {
namespace {

using testing::parseVerified;

constexpr const char* kMesh = R"(module attributes {partir.mesh = #partir.mesh<["B"=2]>} {)";

// Device d holds the d-th pair of [1, 2, 3, 4]; device 0 takes the `then`
// branch, device 1 the `else` one.
std::string branchOnDevice(const std::string& thenOps, const std::string& elseOps) {
  return std::string(kMesh) + R"(
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> (tensor<2xf32> {partir.sharding = [["B"]]}) {
    %p = stablehlo.partition_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %first = stablehlo.compare EQ, %p, %zero, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %r = "stablehlo.if"(%first) ({
)" + thenOps + R"(
    }, {
)" + elseOps + R"(
    }) : (tensor<i1>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
})";
}

const Values kArgs = {testing::makeTensor(ElementType::kF32, {4}, {1, 2, 3, 4})};

// Twice around a while loop: each device's pair summed over "B" twice.
TEST(MeshInterpreter, CollectivesInsideRegionsMeetTheirGroup) {
  std::unique_ptr<Module> m = parseVerified(std::string(kMesh) + R"(
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> (tensor<2xf32> {partir.sharding = [["B"]]}) {
    %i0 = stablehlo.constant dense<0> : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %two = stablehlo.constant dense<2> : tensor<i64>
    %i, %r = stablehlo.while(%i1 = %i0, %v = %x) : tensor<i64>, tensor<2xf32>
    cond {
      %c = stablehlo.compare LT, %i1, %two : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %s = partir.all_reduce <"B"> %v : tensor<2xf32>
      %n = stablehlo.add %i1, %one : tensor<i64>
      stablehlo.return %n, %s : tensor<i64>, tensor<2xf32>
    }
    return %r : tensor<2xf32>
  }
})");
  ASSERT_TRUE(m);
  Result<Values> out = MeshInterpreter(*m).run("main", kArgs);
  ASSERT_TRUE(out.ok()) << out.error().str();
  // [1, 2] + [3, 4] = [4, 6]; again: [8, 12] on both devices.
  EXPECT_EQ((*out)[0].str(), "tensor<4xf32> [8, 12, 8, 12]");
}

TEST(MeshInterpreter, DevicesAtDifferentCollectivesDeadlock) {
  std::unique_ptr<Module> m = parseVerified(branchOnDevice(
      R"(      %s = partir.all_reduce <"B"> %x : tensor<2xf32>
      stablehlo.return %s : tensor<2xf32>)",
      R"(      stablehlo.return %x : tensor<2xf32>)"));
  ASSERT_TRUE(m);
  Result<Values> out = MeshInterpreter(*m).run("main", kArgs);
  ASSERT_FALSE(out.ok());
  EXPECT_NE(out.error().str().find("deadlock"), std::string::npos) << out.error().str();
  EXPECT_NE(out.error().str().find("'partir.all_reduce'"), std::string::npos) << out.error().str();
}

TEST(MeshInterpreter, AReplicatedResultMustAgreeOnEveryDevice) {
  std::unique_ptr<Module> m = parseVerified(std::string(kMesh) + R"(
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
})");
  ASSERT_TRUE(m);
  Result<Values> out = MeshInterpreter(*m).run("main", kArgs);
  ASSERT_FALSE(out.ok());
  EXPECT_NE(out.error().str().find("result #0: device 1 disagrees with device 0"), std::string::npos)
      << out.error().str();
}

// Shards kept where they ran (--output-dir across MPI ranks): each chunk of
// each result once, with its box in the global result and its holders.
TEST(MeshInterpreter, ResultLayoutsNameEachChunkOnceWithItsHolders) {
  std::unique_ptr<Module> m = parseVerified(R"(module attributes {partir.mesh = #partir.mesh<["B"=2, "M"=2]>} {
  func.func @main(%x: tensor<2x3xf32> {partir.sharding = [["B"], []]})
      -> (tensor<2x3xf32> {partir.sharding = [["B"], []]}, tensor<2x3xf32>,
          tensor<1x3xf32> {partir.sharding = [["M", "B"], []]}) {
    %s = stablehlo.slice %x [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
    return %x, %x, %s : tensor<2x3xf32>, tensor<2x3xf32>, tensor<1x3xf32>
  }
})");
  ASSERT_TRUE(m);
  Result<std::vector<ResultLayout>> layouts = MeshInterpreter(*m).resultLayouts(*m->lookup("main"));
  ASSERT_TRUE(layouts.ok()) << layouts.error().str();
  auto text = [](const ResultLayout& l) {
    std::string out = l.global.str();
    for (const ResultChunk& c : l.chunks)
      out += fmt::format(" | {} at {} of {} on {}", fmt::join(c.index, ","), fmt::join(c.box.start, ","),
                         fmt::join(c.box.shape, "x"), fmt::join(c.devices, ","));
    return out;
  };
  // Device d = 2·b + m: "B" splits dim 0 between devices {0, 1} and {2, 3}.
  EXPECT_EQ(text((*layouts)[0]), "tensor<4x3xf32> | 0,0 at 0,0 of 2x3 on 0,1 | 1,0 at 2,0 of 2x3 on 2,3");
  EXPECT_EQ(text((*layouts)[1]), "tensor<2x3xf32> | 0,0 at 0,0 of 2x3 on 0,1,2,3");
  // ["M", "B"], M major: chunk 2·m + b.
  EXPECT_EQ(text((*layouts)[2]),
            "tensor<4x3xf32> | 0,0 at 0,0 of 1x3 on 0 | 2,0 at 2,0 of 1x3 on 1 | 1,0 at 1,0 of 1x3 on 2 | "
            "3,0 at 3,0 of 1x3 on 3");
}

TEST(MeshInterpreter, KeptShardsAreEachDevicesOwnAndMustAgree) {
  std::unique_ptr<Module> m = parseVerified(std::string(kMesh) + R"(
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> (tensor<2xf32> {partir.sharding = [["B"]]}, tensor<2xf32>) {
    %s = partir.all_reduce <"B"> %x : tensor<2xf32>
    return %x, %s : tensor<2xf32>, tensor<2xf32>
  }
})");
  ASSERT_TRUE(m);
  MeshInterpreter mesh(*m);
  Result<std::vector<Values>> kept = mesh.runKeepingShards("main", mesh.cutArguments(*m->lookup("main"), kArgs,
                                                                                     [](int64_t) { return true; }));
  ASSERT_TRUE(kept.ok()) << kept.error().str();
  EXPECT_EQ((*kept)[1][0].str(), "tensor<2xf32> [3, 4]");
  EXPECT_EQ((*kept)[1][1].str(), "tensor<2xf32> [4, 6]");

  std::unique_ptr<Module> disagree = parseVerified(std::string(kMesh) + R"(
  func.func @main(%x: tensor<2xf32> {partir.sharding = [["B"]]}) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
})");
  ASSERT_TRUE(disagree);
  MeshInterpreter replicas(*disagree);
  Result<std::vector<Values>> refused = replicas.runKeepingShards(
      "main", replicas.cutArguments(*disagree->lookup("main"), kArgs, [](int64_t) { return true; }));
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().str().find("result #0: device 1 disagrees with device 0"), std::string::npos)
      << refused.error().str();
}

TEST(MeshInterpreter, DigestsTellTypesAndSingleBitsApart) {
  const Tensor a = testing::makeTensor(ElementType::kF32, {2}, {1, 2});
  Tensor flipped = a;
  flipped.rawData()[4] ^= 1;
  const Tensor asInt = a.withElementType(ElementType::kI32);
  const std::string digest = digestOf(a).str();
  EXPECT_EQ(digestOf(testing::makeTensor(ElementType::kF32, {2}, {1, 2})).str(), digest);
  EXPECT_NE(digestOf(flipped).str(), digest);
  EXPECT_NE(digestOf(asInt).str(), digest);
  EXPECT_NE(digestOf(a.withShape({2, 1})).str(), digest);
}

TEST(MeshInterpreter, AMeshProgramNeedsTheMesh) {
  std::unique_ptr<Module> m = parseVerified(std::string(kMesh) + R"(
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %s = partir.all_reduce <"B"> %x : tensor<2xf32>
    return %s : tensor<2xf32>
  }
})");
  ASSERT_TRUE(m);
  Result<Values> out = Interpreter(*m).run("main", {testing::makeTensor(ElementType::kF32, {2}, {1, 2})});
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.error().kind, ErrorKind::kUnsupported);
  EXPECT_NE(out.error().str().find("runs on a mesh of 2 devices"), std::string::npos) << out.error().str();
}

}  // namespace
}  // namespace partir
