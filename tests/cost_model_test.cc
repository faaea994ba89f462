// The cost model (interp/cost_model.h): flops per op (top-k as a sort), the
// ring formulas of each collective over its group, live-range peak memory
// (donated arguments freed), the roofline time, and the device registry.
#include <cmath>

#include <gtest/gtest.h>

#include "interp/cost_model.h"
#include "parse_helpers.h"

namespace partir {
namespace {

using testing::parseVerified;

DeviceSpec a100() { return findDeviceSpec("a100").value(); }

CostReport costOf(const std::string& text) {
  std::unique_ptr<Module> m = parseVerified(text);
  EXPECT_TRUE(m);
  if (!m) return {};
  Result<CostReport> cost = estimateCost(*m, a100());
  EXPECT_TRUE(cost.ok()) << cost.error().str();
  return cost.ok() ? cost.value() : CostReport{};
}

// The header's example: a contraction then an all_reduce over M of size 2.
TEST(CostModel, DotThenAllReduce) {
  const CostReport c = costOf(R"(
module attributes {partir.mesh = #partir.mesh<["M"=2]>} {
  func.func @main(%x: tensor<64x8xf32>, %w: tensor<8x8xf32>) -> tensor<64x8xf32> {
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %z = partir.all_reduce <"M"> %y : tensor<64x8xf32>
    return %z : tensor<64x8xf32>
  }
})");
  EXPECT_EQ(c.flops, 2.0 * 64 * 8 * 8);
  EXPECT_EQ(c.collectiveCount("all_reduce"), 1);
  EXPECT_EQ(c.collectives.at("all_reduce").bytes, 2 * (1.0 / 2) * 2048);
  EXPECT_EQ(c.peakBytes, 2048 + 256 + 2048 + 2048);
  EXPECT_EQ(c.argumentBytes.at("arguments"), 2048 + 256);
  EXPECT_EQ(c.temporaryPeakBytes, 2048 + 2048);
  const DeviceSpec d = a100();
  const double dot = std::max(8192 / d.peakFlops, (2048.0 + 256 + 2048) / d.hbmBytesPerSecond);
  EXPECT_DOUBLE_EQ(c.computeSeconds, dot);
  EXPECT_DOUBLE_EQ(c.communicationSeconds, 2048 / d.linkBytesPerSecond);
  EXPECT_DOUBLE_EQ(c.estSeconds(), dot + 2048 / d.linkBytesPerSecond);
}

// Ring bytes per device over a group of n = |B|·|M| = 6: all_gather
// (n-1)/n of the result, reduce_scatter and all_to_all (n-1)/n of the
// operand, all_reduce twice that; all_slice moves nothing.
TEST(CostModel, RingFormulasOverTwoAxes) {
  const CostReport c = costOf(R"(
module attributes {partir.mesh = #partir.mesh<["B"=2, "M"=3]>} {
  func.func @main(%x: tensor<12x6xf32>) -> (tensor<72x6xf32>, tensor<2x6xf32>, tensor<12x6xf32>, tensor<2x36xf32>, tensor<2x6xf32>) {
    %g = partir.all_gather [{"B", "M"}, {}] %x : tensor<12x6xf32> -> tensor<72x6xf32>
    %rs = partir.reduce_scatter [{"B", "M"}, {}] %x : tensor<12x6xf32> -> tensor<2x6xf32>
    %ar = partir.all_reduce <"B", "M"> %x : tensor<12x6xf32>
    %a2a = partir.all_to_all {1 -> 0} <"B", "M"> %x : tensor<12x6xf32> -> tensor<2x36xf32>
    %s = partir.all_slice [{"B", "M"}, {}] %x : tensor<12x6xf32> -> tensor<2x6xf32>
    return %g, %rs, %ar, %a2a, %s : tensor<72x6xf32>, tensor<2x6xf32>, tensor<12x6xf32>, tensor<2x36xf32>, tensor<2x6xf32>
  }
})");
  const double operand = 12 * 6 * 4, share = 5.0 / 6;
  EXPECT_DOUBLE_EQ(c.collectives.at("all_gather").bytes, share * 72 * 6 * 4);
  EXPECT_DOUBLE_EQ(c.collectives.at("reduce_scatter").bytes, share * operand);
  EXPECT_DOUBLE_EQ(c.collectives.at("all_reduce").bytes, 2 * share * operand);
  EXPECT_DOUBLE_EQ(c.collectives.at("all_to_all").bytes, share * operand);
  for (const char* kind : {"all_gather", "reduce_scatter", "all_reduce", "all_to_all"})
    EXPECT_EQ(c.collectiveCount(kind), 1) << kind;
  EXPECT_EQ(c.flops, 0);
}

// Exported StableHLO collectives take their group from replica_groups.
TEST(CostModel, StableHloCollectivesUseReplicaGroups) {
  const CostReport c = costOf(R"(
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
    %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
})");
  EXPECT_EQ(c.collectiveCount("all_reduce"), 1);
  EXPECT_DOUBLE_EQ(c.collectives.at("all_reduce").bytes, 2 * 0.75 * 32);
}

// Flops of the contractions, reductions and windows, per the header.
TEST(CostModel, FlopsPerOp) {
  const CostReport c = costOf(R"(
func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x16xf32>) -> (tensor<2x3x5xf32>, tensor<2xf32>, tensor<1x6x6x16xf32>, tensor<2x2x3xf32>) {
    %d = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
    %c = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
    %w = "stablehlo.reduce_window"(%a, %zero) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {window_dimensions = array<i64: 1, 2, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x2x3xf32>
    return %d, %r, %c, %w : tensor<2x3x5xf32>, tensor<2xf32>, tensor<1x6x6x16xf32>, tensor<2x2x3xf32>
})");
  const double dot = 2.0 * (2 * 3 * 5) * 4;
  const double reduce = 2 * 3 * 4;
  const double conv = 2.0 * (6 * 6 * 16) * (3 * 3 * 3);
  const double window = (2 * 2 * 3) * 4;
  EXPECT_EQ(c.flops, dot + reduce + conv + window);
}

// A top-k, in either spelling, costs the sort its decomposition runs:
// |operand|·⌈log2 n⌉ along the last dim (n = 5: 3 comparisons an element).
TEST(CostModel, TopKCostsASortAlongTheLastDim) {
  const CostReport c = costOf(R"(
func.func @main(%a: tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %v, %i = chlo.top_k(%a, k = 2) : tensor<4x5xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  %r:2 = stablehlo.custom_call @mhlo.topk(%a) {mhlo.attributes = {k = 2 : i64}} : (tensor<4x5xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>)
  return %v, %r#1 : tensor<4x2xf32>, tensor<4x2xi32>
})");
  EXPECT_EQ(c.flops, 2 * (4 * 5) * 3);
}

// A donated argument (tf.aliasing_output) is freed after its last use; a
// kept one stays live to the end.
TEST(CostModel, DonatedArgumentsAreFreedAfterTheirLastUse) {
  const char* kProgram = R"(
func.func @main(%p: tensor<256xf32> ATTRS) -> tensor<f32> {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %big = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %t = stablehlo.reduce(%big init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    return %t : tensor<f32>
})";
  std::string kept = kProgram, donated = kProgram;
  kept.replace(kept.find("ATTRS"), 5, "");
  donated.replace(donated.find("ATTRS"), 5, "{tf.aliasing_output = 0 : i32}");
  // The peak is at %t: %zero, %big, %t and the reducer body's scalar sum,
  // plus the argument while it is kept; donated, it is freed after %s.
  EXPECT_EQ(costOf(kept).peakBytes, 1024 + 4 + 2048 + 4 + 4);
  EXPECT_EQ(costOf(donated).peakBytes, 4 + 2048 + 4 + 4);
}

// A while body counts once; an if its costliest branch.
TEST(CostModel, ControlFlow) {
  const CostReport c = costOf(R"(
func.func @main(%x: tensor<16xf32>, %p: tensor<i1>) -> (tensor<16xf32>, tensor<16xf32>) {
    %w:1 = stablehlo.while(%it = %x) : tensor<16xf32>
      cond {
        %z = stablehlo.constant dense<false> : tensor<i1>
        stablehlo.return %z : tensor<i1>
      } do {
        %n = stablehlo.add %it, %it : tensor<16xf32>
        stablehlo.return %n : tensor<16xf32>
      }
    %i = "stablehlo.if"(%p) ({
      %m = stablehlo.multiply %x, %x : tensor<16xf32>
      %m2 = stablehlo.multiply %m, %m : tensor<16xf32>
      stablehlo.return %m2 : tensor<16xf32>
    }, {
      stablehlo.return %x : tensor<16xf32>
    }) : (tensor<i1>) -> tensor<16xf32>
    return %w#0, %i : tensor<16xf32>, tensor<16xf32>
})");
  EXPECT_EQ(c.flops, 16 + 16 + 16);
}

// @main and @f1 ... @f<n-1> each call the next twice; @f<n> adds and
// all-reduces its argument: 2^n calls of @f<n> from n + 1 functions.
std::string callDiamond(int n) {
  std::string text = "module attributes {partir.mesh = #partir.mesh<[\"M\"=2]>} {\n";
  for (int i = 0; i < n; ++i)
    text += "func.func @" + (i ? "f" + std::to_string(i) : std::string("main")) +
            "(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %a = func.call @f" + std::to_string(i + 1) + "(%x) : (tensor<2xf32>) -> tensor<2xf32>\n"
            "  %b = func.call @f" + std::to_string(i + 1) + "(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
            "  return %b : tensor<2xf32>\n}\n";
  return text + "func.func @f" + std::to_string(n) + "(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
         "  %s = stablehlo.add %x, %x : tensor<2xf32>\n"
         "  %r = partir.all_reduce <\"M\"> %s : tensor<2xf32>\n"
         "  return %r : tensor<2xf32>\n}\n}\n";
}

// A call costs its callee's body; each callee is walked once, however many
// call sites reach it (2^60 here).
TEST(CostModel, CallsCostTheirCalleeEachTime) {
  const CostReport c = costOf(callDiamond(60));
  const double calls = std::ldexp(1.0, 60);
  EXPECT_EQ(c.flops, 2 * calls);
  EXPECT_EQ(c.collectiveCount("all_reduce"), int64_t{1} << 60);
  EXPECT_EQ(c.collectives.at("all_reduce").bytes, 8 * calls);
  EXPECT_EQ(c.peakBytes, 8 + 8 + 8);  // %x, %a and %b of @main
  const CostReport two = costOf(callDiamond(1));
  EXPECT_EQ(two.flops, 2 * 2);
  EXPECT_EQ(two.collectiveCount("all_reduce"), 2);
}

TEST(CostModel, TooLargeIsAnErrorNotACrash) {
  std::unique_ptr<Module> m = parseVerified(R"(
func.func @main(%x: tensor<3000000000x3000000000xf32>) -> tensor<3000000000x3000000000xf32> {
    return %x : tensor<3000000000x3000000000xf32>
})");
  ASSERT_TRUE(m);
  Result<CostReport> cost = estimateCost(*m, a100());
  ASSERT_FALSE(cost.ok());
  EXPECT_NE(cost.error().str().find("too large to estimate"), std::string::npos) << cost.error().str();
}

TEST(CostModel, ArgumentBytesByPytreeRoot) {
  const CostReport c = costOf(R"(
func.func @main(%w: tensor<4xf32> {jax.arg_info = "params['layer_0']['w']"},
                %mu: tensor<4xf32> {jax.arg_info = "opt_state['mu']['layer_0']['w']"},
                %x: tensor<2xf32> {jax.arg_info = "batch.x"}, %y: tensor<3xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
})");
  EXPECT_EQ(c.argumentBytes.at("params"), 16);
  EXPECT_EQ(c.argumentBytes.at("opt_state"), 16);
  EXPECT_EQ(c.argumentBytes.at("batch"), 8);
  EXPECT_EQ(c.argumentBytes.at("arguments"), 12);
  EXPECT_EQ(pytreeRoot("params['a']"), "params");
  EXPECT_EQ(pytreeRoot("x"), "x");
}

TEST(DeviceSpecs, RegistryHasTheIssuesDevicesWithSources) {
  for (const char* name : {"tpuv3", "a100", "h100"}) {
    Result<DeviceSpec> d = findDeviceSpec(name);
    ASSERT_TRUE(d.ok()) << name;
    EXPECT_GT(d->peakFlops, 1e14);
    EXPECT_GT(d->hbmBytesPerSecond, 1e11);
    EXPECT_GE(d->hbmBytes, int64_t{32} << 30);
    EXPECT_GT(d->linkBytesPerSecond, 1e10);
    EXPECT_FALSE(d->source.empty());
  }
  EXPECT_EQ(findDeviceSpec("h100")->hbmBytes, 80'000'000'000);
  Result<DeviceSpec> unknown = findDeviceSpec("v100");
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().str().find("devices: tpuv3, a100, h100"), std::string::npos);
}

}  // namespace
}  // namespace partir
