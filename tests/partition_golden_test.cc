// The worked examples of the PartIR paper (seed 000 §5.1, §5.2.2, §5.2.3,
// §8, App. B.1.2) as golden tests: actions on the StableHLO program, then the
// materialized PartIR:Core module compared structurally (names and locations
// ignored) with the paper's listing, transcribed to our syntax at smaller
// sizes. Each test also runs both programs and compares the results.
#include <gtest/gtest.h>

#include "parse_helpers.h"
#include "interp/interpreter.h"
#include "rewrite/materialize.h"
#include "rewrite/partitioner.h"
#include "semantics/parser.h"
#include "semantics/printer.h"
#include "semantics/verifier.h"

namespace partir {
namespace {

using testing::argsOf;
using testing::parseVerified;

// Listing 2 at sizes x: 16x8, w1: 8x4, w2: 4x8, on the mesh {B:4, M:2}.
constexpr const char* kMatmulChain = R"(
func.func @main(%x: tensor<16x8xf32>, %w1: tensor<8x4xf32>, %w2: tensor<4x8xf32>) -> tensor<16x8xf32> {
  %x1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<16x4xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  return %x2 : tensor<16x8xf32>
}
)";

constexpr const char* kMesh = R"(module attributes {partir.mesh = #partir.mesh<["B"=4, "M"=2]>} {)";

const Value* valueNamed(const Function& f, const std::string& name) {
  const Block& entry = f.entry();
  for (size_t i = 0; i < entry.numArguments(); ++i)
    if (entry.argument(i)->name() == name) return entry.argument(i);
  for (const auto& op : entry.ops())
    for (size_t r = 0; r < op->numResults(); ++r)
      if (op->result(r)->name() == name) return op->result(r);
  ADD_FAILURE() << "no value %" << name;
  return nullptr;
}

// Runs `original` and `core` on the same inputs; the results must be equal.
void expectSameResults(const Module& original, const Module& core) {
  Values args = argsOf(*original.lookup("main"));
  Result<Values> a = Interpreter(original).run("main", args);
  Result<Values> b = Interpreter(core).run("main", args);
  ASSERT_TRUE(a.ok()) << a.error().str();
  ASSERT_TRUE(b.ok()) << b.error().str();
  ASSERT_EQ(a->size(), b->size());
  for (size_t i = 0; i < a->size(); ++i)
    EXPECT_EQ((*a)[i].str(1 << 20), (*b)[i].str(1 << 20)) << "result " << i;
}

class Golden : public ::testing::Test {
 protected:
  void load(const std::string& body, Mesh mesh = Mesh({{"B", 4}, {"M", 2}})) {
    module_ = parseVerified(body);
    ASSERT_TRUE(module_);
    partitioner_ = std::make_unique<Partitioner>(*module_, *module_->lookup("main"), mesh);
  }
  const Value* v(const std::string& name) { return valueNamed(*module_->lookup("main"), name); }
  void tile(const std::string& name, int64_t dim, const std::string& axis) {
    Status s = partitioner_->tile(v(name), dim, axis);
    ASSERT_TRUE(s.ok()) << s.error().str();
  }
  void atomic(const std::string& name, const std::string& axis) {
    Status s = partitioner_->atomic(v(name), axis);
    ASSERT_TRUE(s.ok()) << s.error().str();
  }
  // The materialized module must equal `expected` (a module text) and
  // compute what the original computes.
  void expectCore(const std::string& expected) {
    std::unique_ptr<Module> core = materializeCore(*partitioner_);
    Status verified = verifyModule(*core);
    ASSERT_TRUE(verified.ok()) << verified.error().str() << "\n" << printModule(*core);
    std::unique_ptr<Module> want = parseVerified(expected);
    ASSERT_TRUE(want);
    std::string why;
    EXPECT_TRUE(structurallyEqual(*want, *core, &why))
        << why << "\n--- got:\n" << printModule(*core) << "--- expected:\n" << printModule(*want);
    expectSameResults(*module_, *core);
  }
  std::unique_ptr<Module> module_;
  std::unique_ptr<Partitioner> partitioner_;
};

// §5.1: tile<%x, 0, "B"> replaces the uses of %x by a tiling loop.
TEST_F(Golden, ValueTiling51) {
  load(kMatmulChain);
  tile("x", 0, "B");
  expectCore(std::string(kMesh) + R"(
  func.func @main(%x: tensor<16x8xf32>, %w1: tensor<8x4xf32>, %w2: tensor<4x8xf32>) -> tensor<16x8xf32> {
    %xt = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %s = partir.slice 0 %x[%rB] : tensor<16x8xf32> -> tensor<4x8xf32>
      partir.yield %s : tensor<4x8xf32>
    } : tensor<16x8xf32>
    %x1 = stablehlo.dot_general %xt, %w1, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
    %x2 = stablehlo.dot_general %x1, %w2, contracting_dims = [1] x [0] : (tensor<16x4xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    return %x2 : tensor<16x8xf32>
  }
})");
}

// Listing 8: the fused loop.
constexpr const char* kListing8 = R"(
  func.func @main(%x: tensor<16x8xf32>, %w1: tensor<8x4xf32>, %w2: tensor<4x8xf32>) -> tensor<16x8xf32> {
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %xs = partir.slice 0 %x[%rB] : tensor<16x8xf32> -> tensor<4x8xf32>
      %x1s = stablehlo.dot_general %xs, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
      %x2s = stablehlo.dot_general %x1s, %w2, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      partir.yield %x2s : tensor<4x8xf32>
    } : tensor<16x8xf32>
    return %r : tensor<16x8xf32>
  }
})";

// §5.2.2 forward propagation from a tiled input gives Listing 8.
TEST_F(Golden, ForwardPropagationListing8) {
  load(kMatmulChain);
  tile("x", 0, "B");
  EXPECT_EQ(partitioner_->propagate(), 2);
  EXPECT_TRUE(partitioner_->conflicts().empty());
  expectCore(std::string(kMesh) + kListing8);
}

// §5.2.2: tiling the intermediate %x1 propagates backward into the first
// matmul and forward into the second: the same Listing 8.
TEST_F(Golden, ForwardAndBackwardPropagationListing8) {
  load(kMatmulChain);
  tile("x1", 0, "B");
  EXPECT_EQ(partitioner_->propagate(), 2);
  expectCore(std::string(kMesh) + kListing8);
}

// §5.2.2 inference: tiling %w2 on "M" after Listing 8 makes the second
// matmul a partial match of (tile 1, tile 0) ↪ sum; the first matmul follows
// backward, giving tile B { sum M { ... } }.
TEST_F(Golden, InferenceTileSum) {
  load(kMatmulChain);
  tile("x", 0, "B");
  partitioner_->propagate();
  tile("w2", 0, "M");
  EXPECT_EQ(partitioner_->propagate(), 2);
  EXPECT_TRUE(partitioner_->conflicts().empty());
  expectCore(std::string(kMesh) + R"(
  func.func @main(%x: tensor<16x8xf32>, %w1: tensor<8x4xf32>, %w2: tensor<4x8xf32>) -> tensor<16x8xf32> {
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %s = partir.loop "M" [#partir.sum] (%rM: !partir.range<2>) {
        %xs = partir.slice 0 %x[%rB] : tensor<16x8xf32> -> tensor<4x8xf32>
        %w1s = partir.slice 1 %w1[%rM] : tensor<8x4xf32> -> tensor<8x2xf32>
        %x1ss = stablehlo.dot_general %xs, %w1s, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
        %w2s = partir.slice 0 %w2[%rM] : tensor<4x8xf32> -> tensor<2x8xf32>
        %x2ss = stablehlo.dot_general %x1ss, %w2s, contracting_dims = [1] x [0] : (tensor<4x2xf32>, tensor<2x8xf32>) -> tensor<4x8xf32>
        partir.yield %x2ss : tensor<4x8xf32>
      } : tensor<4x8xf32>
      partir.yield %s : tensor<4x8xf32>
    } : tensor<16x8xf32>
    return %r : tensor<16x8xf32>
  }
})");
}

// §5.2.3: %x tiled on dim 0 and %w1 on dim 1, both along "B", before any
// propagation: two entries match the matmul; nothing happens there.
TEST_F(Golden, ConflictReported) {
  load(kMatmulChain);
  tile("x", 0, "B");
  tile("w1", 1, "B");
  EXPECT_EQ(partitioner_->propagate(), 0);
  ASSERT_EQ(partitioner_->conflicts().size(), 1u);
  const Conflict& c = partitioner_->conflicts()[0];
  EXPECT_EQ(c.op, "stablehlo.dot_general");
  EXPECT_EQ(c.axis, "B");
  EXPECT_EQ(c.loc.line, 3);
  EXPECT_EQ(c.entries, (std::vector<std::string>{"(tile 0, ⊥) ↪ tile 0", "(⊥, tile 1) ↪ tile 1"}));
}

// §5.2.3 incremental order: batch tiling first, then %w1: the matmul is
// already in a loop over "B" (reported), and %w1's tiling loop stays apart.
TEST_F(Golden, IncrementalOrderGivesBatchFirst) {
  load(kMatmulChain);
  tile("x", 0, "B");
  partitioner_->propagate();
  tile("w1", 1, "B");
  EXPECT_EQ(partitioner_->propagate(), 0);
  ASSERT_EQ(partitioner_->conflicts().size(), 1u);
  EXPECT_NE(partitioner_->conflicts()[0].reason.find("already in a loop over B"), std::string::npos);
  expectCore(std::string(kMesh) + R"(
  func.func @main(%x: tensor<16x8xf32>, %w1: tensor<8x4xf32>, %w2: tensor<4x8xf32>) -> tensor<16x8xf32> {
    %w1t = partir.loop "B" [#partir.tile<1>] (%rB: !partir.range<4>) {
      %s = partir.slice 1 %w1[%rB] : tensor<8x4xf32> -> tensor<8x1xf32>
      partir.yield %s : tensor<8x1xf32>
    } : tensor<8x4xf32>
    %r = partir.loop "B" [#partir.tile<0>] (%rB: !partir.range<4>) {
      %xs = partir.slice 0 %x[%rB] : tensor<16x8xf32> -> tensor<4x8xf32>
      %x1s = stablehlo.dot_general %xs, %w1t, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
      %x2s = stablehlo.dot_general %x1s, %w2, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      partir.yield %x2s : tensor<4x8xf32>
    } : tensor<16x8xf32>
    return %r : tensor<16x8xf32>
  }
})");
}

constexpr const char* kNegate = R"(
func.func @main(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %y = stablehlo.negate %x : tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}
)";

// App. B.1.2: tiling %x on dim 1 along "b" after it is sliced along "a"
// tiles deeply, keeping the existing slicing context.
TEST_F(Golden, DeepTiling) {
  load(kNegate, Mesh({{"a", 4}, {"b", 2}}));
  tile("x", 1, "a");
  partitioner_->propagate();
  tile("x", 1, "b");
  expectCore(R"(module attributes {partir.mesh = #partir.mesh<["a"=4, "b"=2]>} {
  func.func @main(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %xtt = partir.loop "a" [#partir.tile<1>] (%ra: !partir.range<4>) {
      %t = partir.loop "b" [#partir.tile<1>] (%rb: !partir.range<2>) {
        %xsa = partir.slice 1 %x[%ra] : tensor<4x16xf32> -> tensor<4x4xf32>
        %xsb = partir.slice 1 %xsa[%rb] : tensor<4x4xf32> -> tensor<4x2xf32>
        partir.yield %xsb : tensor<4x2xf32>
      } : tensor<4x4xf32>
      partir.yield %t : tensor<4x4xf32>
    } : tensor<4x16xf32>
    %xt = partir.loop "a" [#partir.tile<1>] (%ra: !partir.range<4>) {
      %tmp = partir.slice 1 %xtt[%ra] : tensor<4x16xf32> -> tensor<4x4xf32>
      %n = stablehlo.negate %tmp : tensor<4x4xf32>
      partir.yield %n : tensor<4x4xf32>
    } : tensor<4x16xf32>
    return %xt : tensor<4x16xf32>
  }
})");
  // Propagating afterwards moves the negate into both loops.
  partitioner_->propagate();
  expectCore(R"(module attributes {partir.mesh = #partir.mesh<["a"=4, "b"=2]>} {
  func.func @main(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %r = partir.loop "a" [#partir.tile<1>] (%ra: !partir.range<4>) {
      %t = partir.loop "b" [#partir.tile<1>] (%rb: !partir.range<2>) {
        %xsa = partir.slice 1 %x[%ra] : tensor<4x16xf32> -> tensor<4x4xf32>
        %xsb = partir.slice 1 %xsa[%rb] : tensor<4x4xf32> -> tensor<4x2xf32>
        %n = stablehlo.negate %xsb : tensor<4x2xf32>
        partir.yield %n : tensor<4x2xf32>
      } : tensor<4x4xf32>
      partir.yield %t : tensor<4x4xf32>
    } : tensor<4x16xf32>
    return %r : tensor<4x16xf32>
  }
})");
}

// §8: x times its transpose. Tiling %x on dim 0 conflicts at the matmul
// (dim 0 of %x, dim 1 of the transpose); tagging the transpose and keeping
// it atomic resolves it: the matmul is tiled on its rows only.
constexpr const char* kTransposeProduct = R"(
func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %tx = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %tag = partir.tag "transposed" %tx : tensor<8x8xf32>
  %y = stablehlo.dot_general %x, %tag, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
)";

TEST_F(Golden, TransposeConflictWithoutAtomic) {
  load(kTransposeProduct, Mesh({{"M", 2}}));
  tile("x", 0, "M");
  partitioner_->propagate();
  ASSERT_EQ(partitioner_->conflicts().size(), 1u);
  EXPECT_EQ(partitioner_->conflicts()[0].op, "stablehlo.dot_general");
}

TEST_F(Golden, AtomicAndTagResolveTranspose) {
  load(kTransposeProduct, Mesh({{"M", 2}}));
  atomic("tag", "M");
  tile("x", 0, "M");
  partitioner_->propagate();
  EXPECT_TRUE(partitioner_->conflicts().empty());
  expectCore(R"(module attributes {partir.mesh = #partir.mesh<["M"=2]>} {
  func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %t = partir.loop "M" [#partir.tile<1>] (%rM: !partir.range<2>) {
      %xs = partir.slice 0 %x[%rM] : tensor<8x8xf32> -> tensor<4x8xf32>
      %txs = stablehlo.transpose %xs, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
      %tags = partir.tag "transposed" %txs : tensor<8x4xf32>
      partir.yield %tags : tensor<8x4xf32>
    } : tensor<8x8xf32>
    %atomic = partir.loop "M" [#partir.any] (%rM: !partir.range<2>) {
      partir.yield %t : tensor<8x8xf32>
    } : tensor<8x8xf32>
    %y = partir.loop "M" [#partir.tile<0>] (%rM: !partir.range<2>) {
      %xs = partir.slice 0 %x[%rM] : tensor<8x8xf32> -> tensor<4x8xf32>
      %ys = stablehlo.dot_general %xs, %atomic, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
      partir.yield %ys : tensor<4x8xf32>
    } : tensor<8x8xf32>
    return %y : tensor<8x8xf32>
  }
})");
}

}  // namespace
}  // namespace partir
