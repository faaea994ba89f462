// sdy.manual_computation (semantics/manual_computation.h): JAX's shard_map
// under Shardy, run on its mesh's devices; its type rule against Shardy's
// verifier (verifiers.cc); the printer's form; what the kernel refuses; and
// partitioning, which refuses it (a partition-dependent op).
#include <gtest/gtest.h>

#include "interp/mesh_interpreter.h"
#include "parse_helpers.h"
#include "rewrite/schedule.h"
#include "rewrite/tactics.h"
#include "semantics/manual_computation.h"
#include "semantics/printer.h"
#include "semantics/process_dependence.h"
#include "tensor_builders.h"

namespace partir {
namespace {

// As JAX exports
//   @partial(shard_map, mesh=Mesh(devices, ("x",)), in_specs=P("x"),
//            out_specs=(P("x"), P()))
//   def f(l): return l * (jax.lax.axis_index("x") + 1), jax.lax.psum(l.sum(0), "x")
// without mhlo.num_partitions: it runs on the mesh's 4 devices.
constexpr const char* kShardMap = R"(module @jit_f {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x2xf32>, tensor<2xf32>) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}]>] manual_axes={"x"} (%arg1: tensor<2x2xf32>) {
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.convert %1 : (tensor<ui32>) -> tensor<f32>
      %3 = stablehlo.constant dense<1.0> : tensor<f32>
      %4 = stablehlo.add %2, %3 : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %6 = stablehlo.multiply %arg1, %5 : tensor<2x2xf32>
      %7 = stablehlo.constant dense<0.0> : tensor<f32>
      %8 = stablehlo.reduce(%arg1 init: %7) applies stablehlo.add across dimensions = [0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
      %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2xf32>) -> tensor<2xf32>
      sdy.return %6, %9 : tensor<2x2xf32>, tensor<2xf32>
    } : (tensor<8x2xf32>) -> (tensor<8x2xf32>, tensor<2xf32>)
    return %0#0, %0#1 : tensor<8x2xf32>, tensor<2xf32>
  }
}
)";

// x[i][j] = 2i + j: device d holds rows 2d and 2d + 1 and scales them by
// d + 1; the psum adds every device's column sums, 0 + 2 + ... + 14 = 56 and
// 1 + 3 + ... + 15 = 64.
TEST(ManualComputation, RunsAShardMapOnTheMeshDevices) {
  auto m = testing::parseVerified(kShardMap);
  ASSERT_TRUE(m);
  EXPECT_EQ(numPartitions(*m), 4);
  std::vector<double> x;
  for (int i = 0; i < 16; ++i) x.push_back(i);
  Result<Values> out = runAsDeclared(*m, "main", {testing::makeTensor(ElementType::kF32, {8, 2}, x)});
  ASSERT_TRUE(out.ok()) << out.error().str();
  EXPECT_EQ(testing::tensorValues(out->at(0).tensor()),
            (std::vector<double>{0, 1, 2, 3, 8, 10, 12, 14, 24, 27, 30, 33, 48, 52, 56, 60}));
  EXPECT_EQ(testing::tensorValues(out->at(1).tensor()), (std::vector<double>{56, 64}));
}

TEST(ManualComputation, PrintsShardysFormAndReadsItBack) {
  auto m = testing::parseVerified(kShardMap);
  ASSERT_TRUE(m);
  const std::string printed = printModule(*m);
  EXPECT_NE(printed.find("sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{\"x\"}, {}]>] out_shardings=[<@mesh, "
                         "[{\"x\"}, {}]>, <@mesh, [{}]>] manual_axes={\"x\"} (%arg1: tensor<2x2xf32>) {"),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("sdy.return %6, %10 : tensor<2x2xf32>, tensor<2xf32>"), std::string::npos) << printed;
  auto again = testing::parseVerified(printed);
  ASSERT_TRUE(again);
  EXPECT_EQ(printModule(*again), printed);
  const Operation& op = *again->lookup("main")->entry().ops().front();
  EXPECT_EQ(op.attr("manual_axes")->getString(), "#sdy<manual_axes{\"x\"}>");
  EXPECT_EQ(op.attr("out_shardings")->getString(), "#sdy.sharding_per_value<[<@mesh, [{\"x\"}, {}]>, <@mesh, [{}]>]>");
}

// `text` with the first `from` replaced by `to`.
std::string edited(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

std::string variant(const std::string& from, const std::string& to) { return edited(kShardMap, from, to); }

std::string verifyError(const std::string& text) {
  Result<SourceFile> file = parseSource(text, "t.mlir");
  if (!file.ok()) return "parse: " + file.error().str();
  Status s = verifyModule(*file->modules.at(0));
  return s.ok() ? "verifies" : s.error().str();
}

// Shardy's verifier (verifiers.cc ManualComputationOp::verify and
// verifyManualComputationValue), case by case.
TEST(ManualComputation, TypeRuleFollowsShardysVerifier) {
  const std::string in = R"(in_shardings=[<@mesh, [{"x"}, {}]>])";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {variant(in, R"(in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>])"),
       "operand shardings don't match number of values: 2 shardings vs 1 values"},
      {variant(in, R"(in_shardings=[<@mesh, [{"x"}]>])"), "operand #0: sharding doesn't match tensor rank: 1 != 2"},
      {variant(in, R"(in_shardings=[<@other, [{"x"}, {}]>])"), "unknown mesh: @other"},
      {variant(in, R"(in_shardings=[<@mesh, [{"y"}, {}]>])"), "operand #0: unknown axis name: \"y\""},
      {variant(in, R"(in_shardings=[<@mesh, [{"x"}, {"x"}]>])"), "operand #0: duplicate axis ref: \"x\""},
      {variant(in, R"(in_shardings=[<@mesh, [{"x":(1)2}, {}]>])"),
       "operand #0: cannot use a manual axis as a sub/split axis: \"x\":(1)2"},
      {variant(in, R"(in_shardings=[<@mesh, [{}, {}]>])"),
       "operand #0: global type tensor<8x2xf32>, its sharding and the body's local type must match: expected "
       "local type tensor<8x2xf32>, got tensor<2x2xf32>"},
      {variant(in, R"(in_shardings=[<@mesh, [{}, {"x"}]>])"),
       "operand #0: a dimension of tensor<8x2xf32> is not divisible by the size of its manual axes"},
      {variant(R"(manual_axes={"x"})", R"(manual_axes={"x", "z"})"), "unknown manual axis: \"z\""},
      {variant(R"(<@mesh, [{}]>])", R"(<mesh<["x"=2]>, [{}]>])"),
       "all in and out shardings must be bound to the same mesh or an empty mesh"},
      {variant("sdy.return %6, %9 : tensor<2x2xf32>, tensor<2xf32>", "sdy.return %6 : tensor<2x2xf32>"),
       "number of op results and region results must match. Op "
                                                      "has 2 op results and 1 region results"},
      {variant("%7 = stablehlo.constant",
               "%o = stablehlo.add %arg0, %arg0 : tensor<8x2xf32>\n      %7 = stablehlo.constant"),
       "operand #0 of 'stablehlo.add' (t.mlir:11:7) is defined outside the body; the op is isolated from above"},
  };
  for (const auto& [text, message] : cases)
    EXPECT_NE(verifyError(text).find("error: 'sdy.manual_computation': " + message), std::string::npos)
        << verifyError(text);
}

TEST(ManualComputation, ManualAxesAreFirstAndBoundOnce) {
  const std::string mesh = R"(<["x"=4]>)", twoAxes = R"(<["x"=2, "y"=2]>)";
  // A free axis before a manual one in a dim.
  const std::string freeFirst = edited(variant(mesh, twoAxes), R"(in_shardings=[<@mesh, [{"x"}, {}]>])",
                                      R"(in_shardings=[<@mesh, [{"y", "x"}, {}]>])");
  EXPECT_NE(verifyError(freeFirst).find("operand #0 must have all manual axes come before free axes in its "
                                        "dimension sharding at index 0. Saw manual axis \"x\" after free axis \"y\""),
            std::string::npos)
      << verifyError(freeFirst);
  // An inner manual computation on an axis its parent already made manual.
  const std::string nested = variant("sdy.return %6, %9", R"(%n = sdy.manual_computation(%6) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%i: tensor<1x2xf32>) {
        sdy.return %i : tensor<1x2xf32>
      } : (tensor<2x2xf32>) -> tensor<2x2xf32>
      sdy.return %n, %9)");
  EXPECT_NE(verifyError(nested).find("'sdy.manual_computation': operates on axis \"x\" which is already bound by "
                                     "a parent sdy.manual_computation op (t.mlir:4:5)"),
            std::string::npos)
      << verifyError(nested);
  // sdy.return ends a manual computation's body, and only that.
  EXPECT_NE(verifyError(variant("sdy.return %6, %9", "stablehlo.return %6, %9")).find("must end with sdy.return"),
            std::string::npos);
}

// Partially manual: "y" is free, so the body sees rows split over "x" and
// whole columns (`{"y"}` is only a layout hint); with nothing in the body
// that depends on the partition, every device running it is exact.
constexpr const char* kPartial = R"(module {
  sdy.mesh @mesh = <["x"=2, "y"=2]>
  func.func @main(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%l: tensor<2x2xf32>) {
      %1 = stablehlo.add %l, %l : tensor<2x2xf32>
      sdy.return %1 : tensor<2x2xf32>
    } : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0 : tensor<4x2xf32>
  }
}
)";

TEST(ManualComputation, FreeAxesAndMissingShardings) {
  auto m = testing::parseVerified(kPartial);
  ASSERT_TRUE(m);
  Result<Values> out =
      runAsDeclared(*m, "main", {testing::makeTensor(ElementType::kF32, {4, 2}, {0, 1, 2, 3, 4, 5, 6, 7})});
  ASSERT_TRUE(out.ok()) << out.error().str();
  EXPECT_EQ(testing::tensorValues(out->at(0).tensor()), (std::vector<double>{0, 2, 4, 6, 8, 10, 12, 14}));
  // verifiers.cc: no shardings, so nothing can be manual around a body.
  const std::string none = R"(module {
  func.func @main() {
    sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"x"} () {
      %c = stablehlo.constant dense<0.0> : tensor<f32>
      sdy.return
    } : () -> ()
    return
  }
}
)";
  EXPECT_NE(verifyError(none).find("cannot have manual_axes when there are no in/out shardings and the body is "
                                   "not empty."),
            std::string::npos)
      << verifyError(none);
  // The generic form names every attribute; one missing is an error.
  const std::string generic = R"(module {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "sdy.manual_computation"(%x) ({
    ^bb0(%l: tensor<1xf32>):
      "sdy.return"(%l) : (tensor<1xf32>) -> ()
    }) {manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
)";
  EXPECT_NE(verifyError(generic).find("'sdy.manual_computation': missing attribute 'in_shardings'"),
            std::string::npos)
      << verifyError(generic);
}

Diagnostic runError(const std::string& text) {
  auto m = testing::parseVerified(text);
  if (!m) return {};
  Result<Values> out = runAsDeclared(*m, "main", testing::argsOf(*m->lookup("main")));
  return out.ok() ? Diagnostic{} : out.error();
}

// Well-typed, but outside what the kernel runs: each refused with the op and why.
TEST(ManualComputation, KernelRefusesWhatItDoesNotRun) {
  const Diagnostic partial =
      runError(variant(R"(sdy.mesh @mesh = <["x"=4]>)", R"(sdy.mesh @mesh = <["x"=4, "y"=2]>)"));
  EXPECT_EQ(partial.kind, ErrorKind::kUnsupported);
  EXPECT_NE(partial.message.find("'sdy.manual_computation': partially manual computations are not supported: axis "
                                 "\"y\" (size 2) is free, and 'stablehlo.partition_id' (t.mlir:5:7) in the body "
                                 "depends on the partition"),
            std::string::npos)
      << partial.str();
  const Diagnostic unreduced = runError(variant(R"(<@mesh, [{}]>])", R"(<@mesh, [{}], unreduced={"x"}>])"));
  EXPECT_EQ(unreduced.kind, ErrorKind::kUnsupported);
  EXPECT_NE(unreduced.message.find("unreduced axes (\"x\") in its shardings are not supported"), std::string::npos);
  const Diagnostic order = runError(variant(R"(<["x"=4]>)", R"(<["x"=4], device_ids=[3, 2, 1, 0]>)"));
  EXPECT_NE(order.message.find("its mesh @mesh lists device_ids: only the row-major device order is supported"),
            std::string::npos)
      << order.str();
  const Diagnostic eight =
      runError(variant("module @jit_f {", "module @jit_f attributes {mhlo.num_partitions = 8 : i32} {"));
  EXPECT_NE(eight.message.find("its mesh @mesh has 4 devices but the program runs on 8 partitions"), std::string::npos)
      << eight.str();
  // out_shardings replicate result #1 over "x", but each device returns its own sums.
  const Diagnostic differ = runError(variant("sdy.return %6, %9", "sdy.return %6, %8"));
  EXPECT_EQ(differ.kind, ErrorKind::kInvalidInput);
  EXPECT_NE(differ.message.find("'sdy.manual_computation': result #1: devices 0 and 1 hold the same tile"),
            std::string::npos)
      << differ.str();
}

// Partitioning refuses it, as every op whose value depends on the partition
// (semantics/process_dependence.h): on a mesh of more than one device, even
// one of as many devices as its own mesh, each device would hold chunks of
// the values the program's partitions hold whole.
TEST(ManualComputation, PartitioningRefusesIt) {
  auto m = testing::parseVerified(edited(kShardMap, "    %0:2 = sdy.manual_computation(%arg0)",
                                         "    %h = stablehlo.multiply %arg0, %arg0 : tensor<8x2xf32>\n"
                                         "    %0:2 = sdy.manual_computation(%h)"));
  ASSERT_TRUE(m);
  for (const char* mesh : {"m=4", "m=2"}) {
    Result<Schedule> schedule =
        parseSchedule(fmt::format("mesh {}\ntactic T axis=m\n  %arg0 = 0\n", mesh), "s.schedule");
    ASSERT_TRUE(schedule.ok());
    Result<PartitionResult> refused = partitionModule(*m, schedule.value(), PartitionOptions{});
    ASSERT_FALSE(refused.ok()) << mesh;
    EXPECT_EQ(refused.error().kind, ErrorKind::kUnsupported);
    EXPECT_NE(refused.error().message.find("sdy.manual_computation: its body runs once on each device of its "
                                           "mesh, on the device's tiles, with explicit collectives between them; "
                                           "partitioning over "),
              std::string::npos)
        << refused.error().str();
  }
}

}  // namespace
}  // namespace partir
