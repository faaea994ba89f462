// The PartIR paper's device-local programs as golden tests of the lowering
// (rewrite/lower.h): Listings 3, 4 and 5 (seed 000 §2.3: BP, BP+MP,
// BP+MP+Z3 on the matmul chain of Listing 2, through schedules) and §6.1's
// worked example (a hand-written PartIR:Core module). Each lowered module is
// compared structurally (names ignored) with the listing, transcribed to our
// syntax, and run on the simulated mesh against the reference interpreter.
#include <gtest/gtest.h>

#include "parse_helpers.h"
#include "interp/interpreter.h"
#include "interp/mesh_interpreter.h"
#include "rewrite/lower.h"
#include "rewrite/tactics.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

using testing::argsOf;
using testing::parseVerified;

// Listing 2 at the paper's sizes.
constexpr const char* kChain = R"(
func.func @main(%x: tensor<256x8xf32> loc("x"), %w1: tensor<8x16xf32> loc("w1"),
                %w2: tensor<16x8xf32> loc("w2")) -> tensor<256x8xf32> {
  %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x8xf32>, tensor<8x16xf32>) -> tensor<256x16xf32>
  %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<256x16xf32>, tensor<16x8xf32>) -> tensor<256x8xf32>
  return %x2 : tensor<256x8xf32>
}
)";

constexpr const char* kMesh = R"(module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {)";

// `hlo` equals `expected` and computes on the mesh what `original` computes.
void expectLowered(const Module& original, const Module& hlo, const std::string& expected) {
  std::unique_ptr<Module> want = parseVerified(expected);
  ASSERT_TRUE(want);
  std::string why;
  EXPECT_TRUE(structurallyEqual(*want, hlo, &why))
      << why << "\n--- got:\n" << printModule(hlo) << "\n--- expected:\n" << printModule(*want);
  const Values args = argsOf(*original.lookup("main"));
  Result<Values> reference = Interpreter(original).run("main", args);
  Result<Values> mesh = MeshInterpreter(hlo).run("main", args);
  ASSERT_TRUE(reference.ok()) << reference.error().str();
  ASSERT_TRUE(mesh.ok()) << mesh.error().str();
  ASSERT_EQ(reference->size(), mesh->size());
  for (size_t i = 0; i < mesh->size(); ++i) EXPECT_EQ((*reference)[i].str(1 << 20), (*mesh)[i].str(1 << 20));
}

// The hand-written PartIR:Core module `core` lowers to `expected`.
void expectCoreLowered(const std::string& core, const std::string& expected) {
  std::unique_ptr<Module> m = parseVerified(core);
  ASSERT_TRUE(m);
  Result<std::unique_ptr<Module>> hlo = lowerModule(*m);
  ASSERT_TRUE(hlo.ok()) << hlo.error().str();
  expectLowered(*m, **hlo, expected);
}

std::unique_ptr<Module> partitionAndLower(const Module& m, const std::string& schedule) {
  Result<Schedule> s = parseSchedule(schedule, "s.sched");
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().str());
  if (!s.ok()) return nullptr;
  Result<PartitionResult> core = partitionModule(m, s.value(), {});
  EXPECT_TRUE(core.ok()) << (core.ok() ? "" : core.error().str());
  if (!core.ok()) return nullptr;
  Result<std::unique_ptr<Module>> hlo = lowerModule(*core->core);
  EXPECT_TRUE(hlo.ok()) << (hlo.ok() ? "" : hlo.error().str());
  return hlo.ok() ? std::move(hlo.value()) : nullptr;
}

constexpr const char* kBP = "mesh B=4 M=2\ntactic BP axis=B\n  x = 0\n";
constexpr const char* kMP = "tactic MP axis=M\n  w1 = 1\n";
constexpr const char* kZ3 = "tactic Z3 axis=B\n  w1 = 0\n  w2 = 1\n";

// Listing 3: data parallelism; the parameters stay whole on every device.
TEST(LowerGolden, Listing3BatchParallel) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  std::unique_ptr<Module> hlo = partitionAndLower(*m, kBP);
  ASSERT_TRUE(hlo);
  expectLowered(*m, *hlo, std::string(kMesh) + R"(
  func.func @main(%x: tensor<64x8xf32> {partir.sharding = [["B"], []]} loc("x"), %w1: tensor<8x16xf32> loc("w1"),
                  %w2: tensor<16x8xf32> loc("w2")) -> (tensor<64x8xf32> {partir.sharding = [["B"], []]}) {
    %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x8xf32>) -> tensor<64x8xf32>
    return %x2 : tensor<64x8xf32>
  }
})");
}

// Listing 4: Megatron on top: one all_reduce over "M".
TEST(LowerGolden, Listing4BatchAndModelParallel) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  std::unique_ptr<Module> hlo = partitionAndLower(*m, std::string(kBP) + kMP);
  ASSERT_TRUE(hlo);
  expectLowered(*m, *hlo, std::string(kMesh) + R"(
  func.func @main(%x: tensor<64x8xf32> {partir.sharding = [["B"], []]} loc("x"),
                  %w1: tensor<8x8xf32> {partir.sharding = [[], ["M"]]} loc("w1"),
                  %w2: tensor<8x8xf32> {partir.sharding = [["M"], []]} loc("w2"))
      -> (tensor<64x8xf32> {partir.sharding = [["B"], []]}) {
    %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %x3 = "partir.all_reduce"(%x2) {axes = ["M"]} : (tensor<64x8xf32>) -> tensor<64x8xf32>
    return %x3 : tensor<64x8xf32>
  }
})");
}

// Listing 5: ZeRO-3 on top: the parameters sharded on "B" too, gathered
// right before each matmul.
TEST(LowerGolden, Listing5FullyShardedParameters) {
  std::unique_ptr<Module> m = parseVerified(kChain);
  std::unique_ptr<Module> hlo = partitionAndLower(*m, std::string(kBP) + kMP + kZ3);
  ASSERT_TRUE(hlo);
  expectLowered(*m, *hlo, std::string(kMesh) + R"(
  func.func @main(%x: tensor<64x8xf32> {partir.sharding = [["B"], []]} loc("x"),
                  %w1: tensor<2x8xf32> {partir.sharding = [["B"], ["M"]]} loc("w1"),
                  %w2: tensor<8x2xf32> {partir.sharding = [["M"], ["B"]]} loc("w2"))
      -> (tensor<64x8xf32> {partir.sharding = [["B"], []]}) {
    %w1g = "partir.all_gather"(%w1) {axes = [["B"], []]} : (tensor<2x8xf32>) -> tensor<8x8xf32>
    %x1 = stablehlo.dot_general %x, %w1g, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %w2g = "partir.all_gather"(%w2) {axes = [[], ["B"]]} : (tensor<8x2xf32>) -> tensor<8x8xf32>
    %x2 = stablehlo.dot_general %x1, %w2g, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %x3 = "partir.all_reduce"(%x2) {axes = ["M"]} : (tensor<64x8xf32>) -> tensor<64x8xf32>
    return %x3 : tensor<64x8xf32>
  }
})");
}

// ZeRO-3 on a parameter read twice (forward x·w, backward-like y·wᵀ): the
// all_gather is issued before each read (seed 000 §2.2: "once in forward
// and once in backward pass"), so the whole w is never live across both.
TEST(LowerGolden, ShardedArgumentsAreGatheredBeforeEachUse) {
  std::unique_ptr<Module> m = parseVerified(R"(
func.func @main(%x: tensor<256x8xf32> loc("x"), %w: tensor<8x8xf32> loc("w")) -> tensor<256x8xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x8xf32>, tensor<8x8xf32>) -> tensor<256x8xf32>
  %z = stablehlo.dot_general %y, %w, contracting_dims = [1] x [1] : (tensor<256x8xf32>, tensor<8x8xf32>) -> tensor<256x8xf32>
  return %z : tensor<256x8xf32>
})");
  ASSERT_TRUE(m);
  std::unique_ptr<Module> hlo = partitionAndLower(*m, "mesh B=4\ntactic BP axis=B\n  x = 0\ntactic Z3 axis=B\n  w = 0\n");
  ASSERT_TRUE(hlo);
  expectLowered(*m, *hlo, R"(module attributes {partir.mesh = #partir.mesh<["B"=4]>} {
  func.func @main(%x: tensor<64x8xf32> {partir.sharding = [["B"], []]} loc("x"),
                  %w: tensor<2x8xf32> {partir.sharding = [["B"], []]} loc("w"))
      -> (tensor<64x8xf32> {partir.sharding = [["B"], []]}) {
    %w0 = "partir.all_gather"(%w) {axes = [["B"], []]} : (tensor<2x8xf32>) -> tensor<8x8xf32>
    %y = stablehlo.dot_general %x, %w0, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %w1 = "partir.all_gather"(%w) {axes = [["B"], []]} : (tensor<2x8xf32>) -> tensor<8x8xf32>
    %z = stablehlo.dot_general %y, %w1, contracting_dims = [1] x [1] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    return %z : tensor<64x8xf32>
  }
})");
}

// A result an argument aliases (tf.aliasing_output, JAX's donate_argnums)
// keeps the argument's sharding: %p stays whole (the transpose reads it
// whole), so its update, computed in chunks, is gathered back; %m is
// sharded, so its update stays a chunk. Without the aliases both updates
// come back as chunks.
TEST(LowerGolden, AliasedResultsKeepTheirArgumentsSharding) {
  const std::string kStep = R"(
func.func @main(%p: tensor<8x4xf32> ALIAS0 loc("p"), %m: tensor<8x4xf32> ALIAS1 loc("m"))
    -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x8xf32>) {
  %m2 = stablehlo.multiply %m, %m : tensor<8x4xf32>
  %p2 = stablehlo.subtract %p, %m2 : tensor<8x4xf32>
  %t = stablehlo.transpose %p, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  return %p2, %m2, %t : tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x8xf32>
})";
  const auto lowered = [&](bool aliased) {
    std::string text = kStep;
    text.replace(text.find("ALIAS0"), 6, aliased ? "{tf.aliasing_output = 0 : i32}" : "");
    text.replace(text.find("ALIAS1"), 6, aliased ? "{tf.aliasing_output = 1 : i32}" : "");
    std::unique_ptr<Module> m = parseVerified(text);
    std::unique_ptr<Module> hlo = m ? partitionAndLower(*m, "mesh B=4\ntactic Z2 axis=B\n  m = 0\n") : nullptr;
    if (hlo) {
      const Values args = argsOf(*m->lookup("main"));
      Result<Values> reference = Interpreter(*m).run("main", args);
      Result<Values> mesh = MeshInterpreter(*hlo).run("main", args);
      EXPECT_TRUE(reference.ok() && mesh.ok());
      for (size_t i = 0; reference.ok() && mesh.ok() && i < 3; ++i)
        EXPECT_EQ((*reference)[i].str(1 << 20), (*mesh)[i].str(1 << 20));
    }
    return hlo;
  };
  const TensorType whole{{8, 4}, ElementType::kF32}, chunk{{2, 4}, ElementType::kF32};
  std::unique_ptr<Module> aliased = lowered(true), plain = lowered(false);
  ASSERT_TRUE(aliased && plain);
  const Function& a = *aliased->lookup("main");
  EXPECT_EQ(a.resultTypes[0], Type(whole)) << printModule(*aliased);
  EXPECT_FALSE(a.resultAttrs[0].find("partir.sharding"));
  EXPECT_EQ(a.resultTypes[1], Type(chunk));
  const Function& p = *plain->lookup("main");
  EXPECT_EQ(p.resultTypes[0], Type(chunk)) << printModule(*plain);
  EXPECT_EQ(p.resultTypes[1], Type(chunk));
}

// §6.1: two loop nests; the second reads the first's result sliced as it
// was produced, so all_slice(all_gather) fuses away and the arguments and
// the result become device-local.
TEST(LowerGolden, Section61DeviceLocalProgram) {
  const std::string core = std::string(kMesh) + R"(
  func.func @main(%x: tensor<256x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x8xf32>) -> tensor<256x8xf32> {
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %x2s = partir.loop "M" [#partir.sum] (%rM: !partir.range<2>) {
        %xs = partir.slice 0 %x[%rB] : tensor<256x8xf32> -> tensor<64x8xf32>
        %w1s = partir.slice 1 %w1[%rM] : tensor<8x16xf32> -> tensor<8x8xf32>
        %x1ss = stablehlo.dot_general %xs, %w1s, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
        %w2s = partir.slice 0 %w2[%rM] : tensor<16x8xf32> -> tensor<8x8xf32>
        %x2ss = stablehlo.dot_general %x1ss, %w2s, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
        partir.yield %x2ss : tensor<64x8xf32>
      } : tensor<64x8xf32>
      partir.yield %x2s : tensor<64x8xf32>
    } : tensor<256x8xf32>
    %s = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %rs = partir.slice 0 %r[%rB] : tensor<256x8xf32> -> tensor<64x8xf32>
      %xs = partir.slice 0 %x[%rB] : tensor<256x8xf32> -> tensor<64x8xf32>
      %w = stablehlo.add %rs, %xs : tensor<64x8xf32>
      partir.yield %w : tensor<64x8xf32>
    } : tensor<256x8xf32>
    return %s : tensor<256x8xf32>
  }
})";
  expectCoreLowered(core, std::string(kMesh) + R"(
  func.func @main(%xs: tensor<64x8xf32> {partir.sharding = [["B"], []]},
                  %w1s: tensor<8x8xf32> {partir.sharding = [[], ["M"]]},
                  %w2s: tensor<8x8xf32> {partir.sharding = [["M"], []]})
      -> (tensor<64x8xf32> {partir.sharding = [["B"], []]}) {
    %x1ss = stablehlo.dot_general %xs, %w1s, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %x2ss = stablehlo.dot_general %x1ss, %w2s, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x8xf32>) -> tensor<64x8xf32>
    %x2s = "partir.all_reduce"(%x2ss) {axes = ["M"]} : (tensor<64x8xf32>) -> tensor<64x8xf32>
    %w = stablehlo.add %x2s, %xs : tensor<64x8xf32>
    return %w : tensor<64x8xf32>
  }
})");
}

// The fusions of seed 000 §6 one by one, each run on the mesh against the
// unfused program: all_slice(all_reduce) -> reduce_scatter, all_slice on
// another dim of an all_gather -> all_to_all.
TEST(LowerGolden, ReduceScatterAndAllToAllFusions) {
  const std::string core = std::string(kMesh) + R"(
  func.func @main(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
    %sum = partir.loop "M" [#partir.sum] (%rM: !partir.range<2>) {
      %n = stablehlo.negate %a : tensor<8x8xf32>
      partir.yield %n : tensor<8x8xf32>
    } : tensor<8x8xf32>
    %t = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %as = partir.slice 0 %a[%rB] : tensor<8x8xf32> -> tensor<2x8xf32>
      %e = stablehlo.exponential %as : tensor<2x8xf32>
      partir.yield %e : tensor<2x8xf32>
    } : tensor<8x8xf32>
    %u = partir.loop "M" [#partir.tile<1>] (%rM: !partir.range<2>) {
      %ss = partir.slice 1 %sum[%rM] : tensor<8x8xf32> -> tensor<8x4xf32>
      partir.yield %ss : tensor<8x4xf32>
    } : tensor<8x8xf32>
    %v = partir.loop "B" [#partir.tile<1>] (%rB: !partir.range<4>) {
      %ts = partir.slice 1 %t[%rB] : tensor<8x8xf32> -> tensor<8x2xf32>
      partir.yield %ts : tensor<8x2xf32>
    } : tensor<8x8xf32>
    return %u, %v : tensor<8x8xf32>, tensor<8x8xf32>
  }
})";
  expectCoreLowered(core, std::string(kMesh) + R"(
  func.func @main(%a: tensor<8x8xf32>) -> (tensor<8x4xf32> {partir.sharding = [[], ["M"]]},
                                           tensor<8x2xf32> {partir.sharding = [[], ["B"]]}) {
    %n = stablehlo.negate %a : tensor<8x8xf32>
    %as = "partir.all_slice"(%a) {axes = [["B"], []]} : (tensor<8x8xf32>) -> tensor<2x8xf32>
    %e = stablehlo.exponential %as : tensor<2x8xf32>
    %rs = "partir.reduce_scatter"(%n) {axes = [[], ["M"]]} : (tensor<8x8xf32>) -> tensor<8x4xf32>
    %a2a = "partir.all_to_all"(%e) {axes = ["B"], src_dim = 0 : i64, dst_dim = 1 : i64} : (tensor<2x8xf32>) -> tensor<8x2xf32>
    return %rs, %a2a : tensor<8x4xf32>, tensor<8x2xf32>
  }
})");
}

// The reduce_scatter fusion keeps the order the all_reduce adds the group's
// values in (Coq's Fuse_slice_of_reduce_is_reduce_scatter): a slice over the
// reduced axes in another order stays an all_slice, so floats round alike.
TEST(LowerGolden, ReduceScatterFusionKeepsTheSummationOrder) {
  auto fused = [](const std::string& sliceAxes) {
    std::unique_ptr<Module> m = parseVerified(std::string(kMesh) + R"(
  func.func @main(%a: tensor<8x8xf32>) -> tensor<1x8xf32> {
    %r = "partir.all_reduce"(%a) {axes = ["B", "M"]} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %s = "partir.all_slice"(%r) {axes = [)" + sliceAxes + R"(, []]} : (tensor<8x8xf32>) -> tensor<1x8xf32>
    return %s : tensor<1x8xf32>
  }
})");
    EXPECT_TRUE(m);
    if (!m) return std::string();
    fuseCollectives(*m, *m->lookup("main"));
    return printModule(*m);
  };
  EXPECT_NE(fused(R"(["B", "M"])").find("partir.reduce_scatter"), std::string::npos);
  const std::string reordered = fused(R"(["M", "B"])");
  EXPECT_EQ(reordered.find("partir.reduce_scatter"), std::string::npos) << reordered;
  EXPECT_NE(reordered.find("partir.all_reduce"), std::string::npos) << reordered;
}

}  // namespace
}  // namespace partir
