// The simulated mesh (interp/mesh_interpreter.h): one thread per device on
// the process grid; collectives in regions; deadlocks and disagreeing
// replicated results reported as errors; a mesh program refused outside it.
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
