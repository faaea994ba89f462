// Data-movement kernels (interp/kernels/data_movement.h, gather_scatter.h):
// the StableHLO spec examples with their exact values, edge cases (empty and
// rank-0 tensors, negative padding, clamped and out-of-bounds indices,
// batching dimensions, variadic scatter), malformed attributes, the scatter
// fast path against the region path, and the speed of big moves.
#include <chrono>
#include <limits>
#include <algorithm>
#include <numeric>
#include <random>

#include <gtest/gtest.h>

#include "interp/numerics.h"
#include "interp/interpreter.h"
#include "interp/kernels/data_movement.h"
#include "tests/tensor_builders.h"

namespace partir {
namespace {

using testing::errorOf;

using I64s = std::vector<int64_t>;

Tensor ints(Shape shape, const I64s& values, ElementType type = ElementType::kI64) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), type});
  EXPECT_EQ(t.numElements(), static_cast<int64_t>(values.size()));
  dispatchElementType(type, [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (size_t i = 0; i < values.size(); ++i) t.set<T>(i, static_cast<T>(values[i]));
  });
  return t;
}

// 1, 2, ..., n in `shape`.
Tensor counting(Shape shape, ElementType type = ElementType::kI64) {
  I64s v(elementCount(shape).value());
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int64_t>(i) + 1;
  return ints(std::move(shape), v, type);
}

I64s values(const Tensor& t) {
  I64s out;
  dispatchElementType(t.elementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    for (int64_t i = 0; i < t.numElements(); ++i) out.push_back(static_cast<int64_t>(convertElement<double>(t.get<T>(i))));
  });
  return out;
}

void expectTensor(const Tensor& t, const Shape& shape, const I64s& expected) {
  EXPECT_EQ(t.shape(), shape);
  EXPECT_EQ(values(t), expected);
}

// ---- a one-op module, to run kernels through the interpreter -----------------

Type scalarType(ElementType e) { return TensorType{{}, e}; }

struct OneOp {
  Module module;
  Operation* op = nullptr;

  OneOp(OpCode code, const std::vector<Tensor>& args, std::vector<Type> results) {
    auto f = std::make_unique<Function>();
    f->name = "main";
    for (const Tensor& a : args) f->argTypes.push_back(a.type());
    f->resultTypes = results;
    Block& body = f->body.addBlock();
    auto o = std::make_unique<Operation>(code, std::string(opMnemonic(code)), Location{});
    for (const Tensor& a : args) o->addOperand(body.addArgument(a.type()));
    for (const Type& t : results) o->addResult(t);
    op = body.append(std::move(o));
    auto ret = std::make_unique<Operation>(OpCode::kFuncReturn, "func.return", Location{});
    for (size_t i = 0; i < results.size(); ++i) ret->addOperand(op->result(i));
    body.append(std::move(ret));
    module.functions.push_back(std::move(f));
  }
  void set(const std::string& name, Attribute a) { op->attrs().set(name, std::move(a)); }
  Result<Values> run(const std::vector<Tensor>& args) {
    return Interpreter(module).run("main", Values(args.begin(), args.end()));
  }
};

// Appends `code`(operands) with one result of `type` to `b`.
Operation* append(Block& b, OpCode code, std::vector<Value*> operands, std::optional<Type> type) {
  auto o = std::make_unique<Operation>(code, std::string(opMnemonic(code)), Location{});
  for (Value* v : operands) o->addOperand(v);
  if (type) o->addResult(*type);
  return b.append(std::move(o));
}

// A scatter body on tensor<e>: `return op(cur, upd)` for op in `ops` applied
// in sequence (`cur` replaced by each result), or `return upd` for no ops;
// `reshapeAfter` adds an identity reshape (keeping the fast path from matching).
void addBody(Operation& scatterOp, ElementType e, std::vector<OpCode> ops, bool reshapeAfter,
             int numInputs = 1) {
  Block& b = scatterOp.addRegion().addBlock();
  for (int i = 0; i < 2 * numInputs; ++i) b.addArgument(scalarType(e));
  std::vector<Value*> rets;
  for (int i = 0; i < numInputs; ++i) {
    Value* v = ops.empty() ? b.argument(numInputs + i) : b.argument(i);
    for (OpCode code : ops) v = append(b, code, {v, b.argument(numInputs + i)}, scalarType(e))->result(0);
    if (reshapeAfter) v = append(b, OpCode::kReshape, {v}, scalarType(e))->result(0);
    rets.push_back(v);
  }
  append(b, OpCode::kReturn, rets, std::nullopt);
}

Attribute scatterDimsAttr(const ScatterDimensionNumbers& s) {
  NamedAttrs f;
  f.set("update_window_dims", Attribute::denseArray(s.updateWindowDims));
  f.set("inserted_window_dims", Attribute::denseArray(s.insertedWindowDims));
  f.set("input_batching_dims", Attribute::denseArray(s.inputBatchingDims));
  f.set("scatter_indices_batching_dims", Attribute::denseArray(s.scatterIndicesBatchingDims));
  f.set("scatter_dims_to_operand_dims", Attribute::denseArray(s.scatterDimsToOperandDims));
  f.set("index_vector_dim", Attribute::integer(s.indexVectorDim));
  return Attribute::structure("stablehlo.scatter", std::move(f));
}

// ---- broadcast_in_dim, concatenate, pad, reshape, reverse, slice, transpose ---

TEST(DataMovement, BroadcastInDimSpecExample) {
  // StableHLO spec "broadcast_in_dim" example.
  Tensor r = broadcastInDim(ints({1, 3}, {1, 2, 3}), I64s{2, 1}, {2, 3, 2});
  expectTensor(r, {2, 3, 2}, {1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3});
  // interpret/dynamic_broadcast_in_dim.mlir's shapes, through broadcast_in_dim.
  expectTensor(broadcastInDim(ints({3, 1}, {1, 2, 3}), I64s{0, 2}, {3, 2, 2}), {3, 2, 2},
               {1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3});
}

TEST(DataMovement, BroadcastScalarAndEmpty) {
  expectTensor(broadcastInDim(ints({}, {7}), I64s{}, {2, 2}), {2, 2}, {7, 7, 7, 7});
  expectTensor(broadcastInDim(ints({0}, {}), I64s{1}, {3, 0}), {3, 0}, {});
}

TEST(DataMovement, BroadcastRejectsBadDimensions) {
  EXPECT_NE(errorOf([] { broadcastInDim(ints({3}, {1, 2, 3}), I64s{1}, {3, 2}); }).find("(C5)"),
            std::string::npos);
  EXPECT_NE(errorOf([] { broadcastInDim(ints({3}, {1, 2, 3}), I64s{}, {3}); })
                .find("broadcast_dimensions"),
            std::string::npos);
  EXPECT_NE(errorOf([] { broadcastInDim(ints({3}, {1, 2, 3}), I64s{5}, {3}); }).find("outside"),
            std::string::npos);
}

TEST(DataMovement, ConcatenateSpecExample) {
  std::vector<Tensor> in = {ints({3, 2}, {1, 2, 3, 4, 5, 6}), ints({1, 2}, {7, 8})};
  expectTensor(concatenate(in, 0), {4, 2}, {1, 2, 3, 4, 5, 6, 7, 8});
}

TEST(DataMovement, ConcatenateInnerDimensionAndEmptyInput) {
  std::vector<Tensor> in = {ints({2, 1}, {1, 2}), ints({2, 0}, {}), ints({2, 2}, {3, 4, 5, 6})};
  expectTensor(concatenate(in, 1), {2, 3}, {1, 3, 4, 2, 5, 6});
  std::vector<Tensor> bad = {ints({2, 1}, {1, 2}), ints({3, 1}, {1, 2, 3})};
  EXPECT_NE(errorOf([&] { concatenate(bad, 1); }).find("(C2)"), std::string::npos);
  EXPECT_NE(errorOf([&] { concatenate(bad, 2); }).find("dimension 2"), std::string::npos);
}

TEST(DataMovement, PadSpecExample) {
  Tensor r = pad(ints({2, 3}, {1, 2, 3, 4, 5, 6}), ints({}, {0}), I64s{0, 1}, I64s{2, 1},
                 I64s{1, 2});
  expectTensor(r, {5, 9},
               {0, 1, 0, 0, 2, 0, 0, 3, 0,  //
                0, 0, 0, 0, 0, 0, 0, 0, 0,  //
                0, 4, 0, 0, 5, 0, 0, 6, 0,  //
                0, 0, 0, 0, 0, 0, 0, 0, 0,  //
                0, 0, 0, 0, 0, 0, 0, 0, 0});
}

TEST(DataMovement, PadNegativeEdgesCutTheInteriorPaddedOperand) {
  // [1, 2, 3, 4, 5] interior-padded is [1 p 2 p 3 p 4 p 5]; low = high = -1
  // drops its ends.
  expectTensor(pad(ints({5}, {1, 2, 3, 4, 5}), ints({}, {-1}), I64s{-1}, I64s{-1}, I64s{1}), {7},
               {-1, 2, -1, 3, -1, 4, -1});
  // Cutting more than the operand on one side, padding on the other.
  expectTensor(pad(ints({3}, {1, 2, 3}), ints({}, {9}), I64s{-4}, I64s{3}, I64s{0}), {2}, {9, 9});
  expectTensor(pad(ints({2, 2}, {1, 2, 3, 4}), ints({}, {0}), I64s{-1, 1}, I64s{0, -2},
                   I64s{0, 0}),
               {1, 1}, {0});
  // Interior padding of a dimension of one element is moot, however large.
  expectTensor(pad(ints({1}, {7}), ints({}, {0}), I64s{1}, I64s{0},
                   I64s{std::numeric_limits<int64_t>::max()}),
               {2}, {0, 7});
  // Rank 0 and empty operands.
  expectTensor(pad(ints({}, {5}), ints({}, {0}), I64s{}, I64s{}, I64s{}), {}, {5});
  expectTensor(pad(ints({0}, {}), ints({}, {4}), I64s{1}, I64s{1}, I64s{3}), {2}, {4, 4});
}

TEST(DataMovement, PadRejectsMalformedAttributes) {
  Tensor x = ints({2}, {1, 2});
  EXPECT_NE(errorOf([&] { pad(x, ints({}, {0}), I64s{0}, I64s{0}, I64s{-1}); }).find("(C3)"),
            std::string::npos);
  EXPECT_NE(errorOf([&] { pad(x, ints({}, {0}), I64s{-3}, I64s{0}, I64s{0}); }).find("(C4)"),
            std::string::npos);
  EXPECT_NE(errorOf([&] { pad(x, ints({}, {0}), I64s{0, 0}, I64s{0}, I64s{0}); })
                .find("edge_padding_low"),
            std::string::npos);
  EXPECT_NE(errorOf([&] { pad(x, ints({1}, {0}), I64s{0}, I64s{0}, I64s{0}); })
                .find("padding_value"),
            std::string::npos);
  EXPECT_NE(errorOf([&] { pad(x, ints({}, {0}), I64s{0}, I64s{0}, I64s{std::numeric_limits<int64_t>::max()}); })
                .find("beyond int64"),
            std::string::npos);
}

TEST(DataMovement, ReshapeSpecExample) {
  expectTensor(reshape(ints({2, 3}, {1, 2, 3, 4, 5, 6}), {3, 2}), {3, 2}, {1, 2, 3, 4, 5, 6});
  EXPECT_NE(errorOf([] { reshape(ints({2}, {1, 2}), {3}); }).find("(C2)"), std::string::npos);
}

TEST(DataMovement, ReverseSpecExample) {
  expectTensor(reverse(ints({3, 2}, {1, 2, 3, 4, 5, 6}), I64s{1}), {3, 2}, {2, 1, 4, 3, 6, 5});
  expectTensor(reverse(ints({3, 2}, {1, 2, 3, 4, 5, 6}), I64s{1, 0}), {3, 2}, {6, 5, 4, 3, 2, 1});
  expectTensor(reverse(ints({0, 2}, {}), I64s{0}), {0, 2}, {});
  EXPECT_NE(errorOf([] { reverse(ints({2}, {1, 2}), I64s{0, 0}); }).find("repeats"),
            std::string::npos);
}

TEST(DataMovement, SliceSpecExample) {
  Tensor x = ints({3, 4}, {0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1});
  expectTensor(slice(x, I64s{1, 2}, I64s{3, 4}, I64s{1, 1}), {2, 2}, {1, 1, 1, 1});
}

TEST(DataMovement, SliceWithStrides) {
  expectTensor(slice(counting({10}), I64s{1}, I64s{8}, I64s{3}), {3}, {2, 5, 8});
  expectTensor(slice(counting({3, 4}), I64s{0, 1}, I64s{3, 4}, I64s{2, 2}), {2, 2}, {2, 4, 10, 12});
  expectTensor(slice(counting({3}), I64s{2}, I64s{2}, I64s{1}), {0}, {});
  expectTensor(slice(counting({3, 2}), I64s{1, 0}, I64s{3, 2},
                     I64s{std::numeric_limits<int64_t>::max(), 1}),
               {1, 2}, {3, 4});
  EXPECT_NE(errorOf([] { slice(counting({3}), I64s{2}, I64s{4}, I64s{1}); }).find("(C3)"),
            std::string::npos);
  EXPECT_NE(errorOf([] { slice(counting({3}), I64s{0}, I64s{3}, I64s{0}); }).find("(C4)"),
            std::string::npos);
}

TEST(DataMovement, TransposeSpecExample) {
  Tensor r = transpose(counting({2, 3, 2}), I64s{1, 0, 2});
  expectTensor(r, {3, 2, 2}, {1, 2, 7, 8, 3, 4, 9, 10, 5, 6, 11, 12});
  expectTensor(transpose(counting({2, 3}), I64s{1, 0}), {3, 2}, {1, 4, 2, 5, 3, 6});
  EXPECT_NE(errorOf([] { transpose(counting({2, 3}), I64s{0, 0}); }).find("permutation"),
            std::string::npos);
  EXPECT_NE(errorOf([] { transpose(counting({2, 3}), I64s{0}); }).find("permutation"),
            std::string::npos);
}

// Transposes large enough to be copied in tiles, with ragged edges, against
// the spec's index formula.
TEST(DataMovement, TiledTransposeMatchesTheIndexFormula) {
  for (auto [shape, perm] : {std::pair<Shape, I64s>{{19, 13}, {1, 0}},
                             {{9, 5, 17}, {2, 0, 1}},
                             {{3, 11, 2, 10}, {3, 2, 1, 0}}}) {
    Tensor x = counting(shape, ElementType::kI16);
    Tensor t = transpose(x, perm);
    const std::vector<int64_t> xStrides = x.strides();
    for (IndexIterator it(t.shape()); !it.done(); it.next()) {
      int64_t source = 0;  // result[i] = operand[j] with j[perm[d]] = i[d]
      for (size_t d = 0; d < perm.size(); ++d) source += it.index()[d] * xStrides[perm[d]];
      ASSERT_EQ(t.get<int16_t>(it.linear()), x.get<int16_t>(source));
    }
  }
}

TEST(DataMovement, MovesBytesOfEveryWidth) {
  Tensor b = ints({2, 2}, {1, 0, 0, 1}, ElementType::kI1);
  Tensor tb = transpose(b, I64s{1, 0});
  EXPECT_EQ(tb.elementType(), ElementType::kI1);
  EXPECT_EQ(values(tb), (I64s{1, 0, 0, 1}));
  Tensor h = ints({2, 3}, {1, 2, 3, 4, 5, 6}, ElementType::kF16);
  expectTensor(transpose(h, I64s{1, 0}), {3, 2}, {1, 4, 2, 5, 3, 6});
  Tensor u = ints({2, 3}, {1, 2, 3, 4, 5, 6}, ElementType::kUI8);
  expectTensor(reverse(u, I64s{0, 1}), {2, 3}, {6, 5, 4, 3, 2, 1});
}

// Their speed is measured by tests/benchmarks, not here.
TEST(DataMovement, BigTransposeAndBroadcastPlaceEveryElement) {
  Tensor x = Tensor::zeros(TensorType{{2048, 2048}, ElementType::kF32});
  x.set<float>(1, 3.0f);
  x.set<float>(2048 * 2047 + 5, 4.0f);
  Tensor t = transpose(x, I64s{1, 0});
  Tensor b = broadcastInDim(Tensor::scalar(ElementType::kF32, 2.0f), I64s{}, {2048, 2048});
  EXPECT_EQ(t.get<float>(2048), 3.0f);
  EXPECT_EQ(t.get<float>(5 * 2048 + 2047), 4.0f);
  EXPECT_EQ(t.get<float>(0), 0.0f);
  EXPECT_EQ(b.get<float>(0), 2.0f);
  EXPECT_EQ(b.get<float>(4194303), 2.0f);
}

// ---- dynamic_slice, dynamic_update_slice, get_dimension_size ------------------

TEST(DataMovement, DynamicSliceSpecExampleClampsStart) {
  Tensor x = ints({4, 4}, {0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0});
  expectTensor(dynamicSlice(x, I64s{-1, 3}, I64s{2, 2}), {2, 2}, {1, 1, 1, 1});
  expectTensor(dynamicSlice(counting({3, 3}), I64s{3, 3}, I64s{3, 3}), {3, 3},
               {1, 2, 3, 4, 5, 6, 7, 8, 9});
  EXPECT_NE(errorOf([&] { dynamicSlice(x, I64s{0, 0}, I64s{5, 1}); }).find("slice_sizes"),
            std::string::npos);
}

TEST(DataMovement, DynamicUpdateSliceSpecExampleClampsStart) {
  Tensor x = ints({4, 4}, {1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1});
  expectTensor(dynamicUpdateSlice(x, ints({2, 2}, {1, 1, 1, 1}), I64s{-1, 3}), {4, 4},
               I64s(16, 1));
  expectTensor(dynamicUpdateSlice(counting({2, 3}), ints({1, 2}, {0, 0}), I64s{1, 1}), {2, 3},
               {1, 2, 3, 4, 0, 0});
  EXPECT_NE(errorOf([&] { dynamicUpdateSlice(x, counting({5, 1}), I64s{0, 0}); }).find("(C6)"),
            std::string::npos);
}

TEST(DataMovement, GetDimensionSizeSpecExample) {
  Tensor r = getDimensionSize(counting({2, 3}), 1);
  EXPECT_EQ(r.type(), (TensorType{{}, ElementType::kI32}));
  EXPECT_EQ(r.get<int32_t>(0), 3);
  EXPECT_NE(errorOf([] { getDimensionSize(counting({2}), 1); }).find("(C1)"), std::string::npos);
}

// ---- gather --------------------------------------------------------------------

TEST(Gather, SpecExample) {
  GatherDimensionNumbers g{{2, 3}, {0}, {}, {}, {1, 0}, 2};
  Tensor indices = ints({2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 2});
  Tensor r = gather(counting({3, 4, 2}), indices, g, I64s{1, 2, 2},
                    TensorType{{2, 3, 2, 2}, ElementType::kI64});
  expectTensor(r, {2, 3, 2, 2},
               {1, 2, 3, 4, 3, 4, 5, 6, 13, 14, 15, 16,  //
                9, 10, 11, 12, 11, 12, 13, 14, 17, 18, 19, 20});
}

TEST(Gather, BatchingDimsSpecExample) {
  // StableHLO spec "gather" example with operand_batching_dims; [0, 9] clamps.
  GatherDimensionNumbers g{{3, 4}, {1}, {0}, {1}, {2, 1}, 3};
  Tensor indices = ints({2, 2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9,
                                       0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0});
  Tensor r = gather(counting({2, 3, 4, 2}), indices, g, I64s{1, 1, 2, 2},
                    TensorType{{2, 2, 3, 2, 2}, ElementType::kI64});
  expectTensor(r, {2, 2, 3, 2, 2},
               {1, 2, 3, 4,     3, 4, 5, 6,     13, 14, 15, 16,  //
                33, 34, 35, 36, 35, 36, 37, 38, 41, 42, 43, 44,  //
                1, 2, 3, 4,     13, 14, 15, 16, 21, 22, 23, 24,  //
                43, 44, 45, 46, 33, 34, 35, 36, 27, 28, 29, 30});
}

TEST(Gather, ScalarIndicesWithIndexVectorDimEqualToRank) {
  // index_vector_dim = rank(indices): each index is one scalar; rows of a 3x2.
  GatherDimensionNumbers g{{1}, {0}, {}, {}, {0}, 1};
  Tensor r = gather(counting({3, 2}), ints({3}, {2, 0, 7}, ElementType::kUI8), g, I64s{1, 2},
                    TensorType{{3, 2}, ElementType::kI64});
  expectTensor(r, {3, 2}, {5, 6, 1, 2, 5, 6});  // 7 clamps to 2
}

TEST(Gather, ClampsNegativeAndHugeStarts) {
  GatherDimensionNumbers g{{1}, {}, {}, {}, {0}, 1};
  Tensor indices = ints({3, 1}, {-5, 3, 0}, ElementType::kI32);
  Tensor r = gather(counting({5}), indices, g, I64s{3}, TensorType{{3, 3}, ElementType::kI64});
  expectTensor(r, {3, 3}, {1, 2, 3, 3, 4, 5, 1, 2, 3});
  Tensor huge = ints({1, 1}, {-1}, ElementType::kUI64);  // 2^64 - 1
  expectTensor(gather(counting({5}), huge, g, I64s{2}, TensorType{{1, 2}, ElementType::kI64}),
               {1, 2}, {4, 5});
}

TEST(Gather, EmptyIndicesAndRank0Operand) {
  GatherDimensionNumbers g{{1}, {}, {}, {}, {0}, 1};
  expectTensor(gather(counting({4}), ints({0, 1}, {}), g, I64s{2},
                      TensorType{{0, 2}, ElementType::kI64}),
               {0, 2}, {});
  GatherDimensionNumbers none{{}, {}, {}, {}, {}, 1};
  expectTensor(gather(ints({}, {9}), ints({2, 0}, {}), none, I64s{},
                      TensorType{{2}, ElementType::kI64}),
               {2}, {9, 9});
}

TEST(Gather, RejectsMalformedDimensionNumbers) {
  Tensor operand = counting({3, 4, 2});
  Tensor indices = ints({2, 3, 2}, I64s(12, 0));
  const TensorType type{{2, 3, 2, 2}, ElementType::kI64};
  auto err = [&](GatherDimensionNumbers g, I64s sizes, TensorType t) {
    return errorOf([&] { gather(operand, indices, g, sizes, t); });
  };
  EXPECT_NE(err({{2, 3}, {0}, {}, {}, {1, 0}, 2}, {1, 2}, type).find("(C20)"), std::string::npos);
  EXPECT_NE(err({{2, 3}, {0}, {}, {}, {1, 0}, 2}, {2, 2, 2}, type).find("(C9)"),
            std::string::npos);
  EXPECT_NE(err({{2, 3}, {0}, {}, {}, {1}, 2}, {1, 2, 2}, type).find("(C3)"), std::string::npos);
  EXPECT_NE(err({{2, 3}, {0}, {}, {}, {1, 0}, 4}, {1, 2, 2}, type).find("(C2)"), std::string::npos);
  EXPECT_NE(err({{3, 2}, {0}, {}, {}, {1, 0}, 2}, {1, 2, 2}, type).find("(C4)"), std::string::npos);
  EXPECT_NE(err({{2, 3}, {0}, {}, {}, {1, 3}, 2}, {1, 2, 2}, type).find("(C19)"), std::string::npos);
  EXPECT_NE(err({{2, 3}, {0}, {}, {}, {1, 0}, 2}, {1, 2, 2},
                TensorType{{2, 3, 2, 3}, ElementType::kI64}).find("(C22"),
            std::string::npos);
  EXPECT_NE(err({{2, 4}, {0}, {}, {}, {1, 0}, 2}, {1, 2, 2},
                TensorType{{2, 3, 2, 2, 1}, ElementType::kI64}).find("(C22)"),
            std::string::npos);
  EXPECT_NE(errorOf([&] {
              gather(operand, ints({2, 3, 2}, I64s(12, 0), ElementType::kF32),
                     {{2, 3}, {0}, {}, {}, {1, 0}, 2}, I64s{1, 2, 2}, type);
            }).find("integer"),
            std::string::npos);
}

// ---- scatter ---------------------------------------------------------------------

const ScatterDimensionNumbers kRowScatter{{1}, {0}, {}, {}, {0}, 1};

TEST(Scatter, HeaderExampleAddsDuplicatesInOrder) {
  Tensor r = scatter(ints({2, 2}, {1, 2, 3, 4}), ints({3, 1}, {1, 1, 0}),
                     ints({3, 2}, {10, 20, 30, 40, 50, 60}), kRowScatter, ScatterCombiner::kAdd);
  expectTensor(r, {2, 2}, {51, 62, 43, 64});
  Tensor last = scatter(ints({2, 2}, {1, 2, 3, 4}), ints({3, 1}, {1, 1, 0}),
                        ints({3, 2}, {10, 20, 30, 40, 50, 60}), kRowScatter,
                        ScatterCombiner::kReplace);
  expectTensor(last, {2, 2}, {50, 60, 30, 40});
}

TEST(Scatter, BatchingDimsSpecExample) {
  // StableHLO spec "scatter" example with input_batching_dims; [0, 9] is
  // entirely out of bounds and skipped.
  ScatterDimensionNumbers s{{3, 4}, {1}, {0}, {1}, {2, 1}, 3};
  Tensor indices = ints({2, 2, 3, 2}, {0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 9,
                                       0, 0, 2, 1, 2, 2, 1, 2, 0, 1, 1, 0});
  Tensor r = scatter(counting({2, 3, 4, 2}), indices, ints({2, 2, 3, 2, 2}, I64s(48, 1)), s,
                     ScatterCombiner::kAdd);
  expectTensor(r, {2, 3, 4, 2},
               {3, 4, 6, 7, 6, 7, 7, 8,  9, 10, 11, 12, 15, 16, 17, 18,
                17, 18, 19, 20, 22, 23, 24, 25,  //
                25, 26, 28, 29, 30, 31, 31, 32,  35, 36, 38, 39, 38, 39, 39, 40,
                41, 42, 44, 45, 46, 47, 47, 48});
}

TEST(Scatter, SkipsOutOfBoundsElementsNotWholeWindows) {
  // A window of 3 starting at 3 in a dimension of 5: only positions 3 and 4
  // are in bounds (StableHLO spec "scatter": each result_index is checked).
  ScatterDimensionNumbers s{{1}, {}, {}, {}, {0}, 1};
  Tensor r = scatter(ints({5}, I64s(5, 0)), ints({2, 1}, {3, -1}, ElementType::kI8),
                     ints({2, 3}, {1, 2, 3, 10, 20, 30}), s, ScatterCombiner::kAdd);
  expectTensor(r, {5}, {20, 30, 0, 1, 2});
  Tensor far = ints({1, 1}, {int64_t{1} << 62}, ElementType::kI64);
  expectTensor(scatter(ints({5}, I64s(5, 0)), far, ints({1, 3}, {1, 2, 3}), s,
                       ScatterCombiner::kAdd),
               {5}, I64s(5, 0));
}

TEST(Scatter, VariadicRunsTheComputationOnAllInputs) {
  // Two inputs updated together: (a, b) <- (a + u, max(b, v)).
  ScatterComputation body = [](std::vector<Tensor> args) {
    EXPECT_EQ(args.size(), 4u);
    const int64_t a = args[0].get<int64_t>(0), u = args[2].get<int64_t>(0);
    const float b = args[1].get<float>(0), v = args[3].get<float>(0);
    return std::vector<Tensor>{Tensor::scalar(ElementType::kI64, a + u),
                               Tensor::scalar(ElementType::kF32, std::max(b, v))};
  };
  std::vector<Tensor> inputs = {ints({3}, {1, 2, 3}), ints({3}, {0, 0, 0}, ElementType::kF32)};
  std::vector<Tensor> updates = {ints({2}, {10, 20}), ints({2}, {-1, 5}, ElementType::kF32)};
  ScatterDimensionNumbers s{{}, {0}, {}, {}, {0}, 1};
  std::vector<Tensor> r = scatter(inputs, ints({2}, {2, 2}), updates, s, body);
  ASSERT_EQ(r.size(), 2u);
  expectTensor(r[0], {3}, {1, 2, 33});
  expectTensor(r[1], {3}, {0, 0, 5});
  EXPECT_EQ(r[1].elementType(), ElementType::kF32);
}

TEST(Scatter, RejectsMalformedDimensionNumbers) {
  auto err = [](ScatterDimensionNumbers s, Tensor updates) {
    return errorOf([&] {
      scatter(ints({2, 2}, {1, 2, 3, 4}), ints({3, 1}, {1, 1, 0}), updates, s,
              ScatterCombiner::kAdd);
    });
  };
  Tensor updates = ints({3, 2}, I64s(6, 1));
  EXPECT_NE(err({{1}, {}, {}, {}, {0}, 1}, updates).find("(C2)"), std::string::npos);
  EXPECT_NE(err({{1}, {0}, {}, {}, {0, 1}, 1}, updates).find("(C19)"), std::string::npos);
  EXPECT_NE(err({{1}, {0}, {}, {}, {0}, 3}, updates).find("(C22)"), std::string::npos);
  EXPECT_NE(err(kRowScatter, ints({3, 3}, I64s(9, 1))).find("(C4)"), std::string::npos);
  EXPECT_NE(err(kRowScatter, ints({2, 2}, I64s(4, 1))).find("(C4)"), std::string::npos);
  EXPECT_NE(err({{1}, {0}, {}, {}, {2}, 1}, updates).find("(C21)"), std::string::npos);
}

// The fast path (a known combiner applied in place) and the general path (a
// computation on rank-0 tensors) agree bit for bit, duplicates included.
template <class T>
void expectFastEqualsGeneral(ElementType type, ScatterCombiner combiner, T (*op)(T, T)) {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> dist(-20, 20);
  Tensor input = Tensor::uninitialized(TensorType{{6, 3}, type});
  Tensor updates = Tensor::uninitialized(TensorType{{10, 3}, type});
  auto draw = [&] {
    if constexpr (std::is_floating_point_v<T>) return static_cast<T>(dist(rng) / 4.0);
    else return static_cast<T>(dist(rng));
  };
  for (int64_t i = 0; i < input.numElements(); ++i) input.set<T>(i, draw());
  for (int64_t i = 0; i < updates.numElements(); ++i) updates.set<T>(i, draw());
  I64s rows(10);
  for (int64_t& r : rows) r = dist(rng) % 7;  // duplicates and out-of-bounds rows
  Tensor indices = ints({10, 1}, rows, ElementType::kI32);
  ScatterComputation body = [&](std::vector<Tensor> args) {
    return std::vector<Tensor>{Tensor::scalar(type, op(args[0].get<T>(0), args[1].get<T>(0)))};
  };
  Tensor fast = scatter(input, indices, updates, kRowScatter, combiner);
  std::vector<Tensor> general = scatter({input}, indices, std::span(&updates, 1), kRowScatter, body);
  EXPECT_TRUE(fast.bitwiseEqual(general[0])) << fast.str() << " vs " << general[0].str();
}

TEST(Scatter, FastPathEqualsGeneralPath) {
  expectFastEqualsGeneral<float>(ElementType::kF32, ScatterCombiner::kAdd,
                                 [](float a, float b) { return a + b; });
  expectFastEqualsGeneral<int8_t>(ElementType::kI8, ScatterCombiner::kMultiply,
                                  [](int8_t a, int8_t b) { return static_cast<int8_t>(a * b); });
  expectFastEqualsGeneral<double>(ElementType::kF64, ScatterCombiner::kMaximum,
                                  [](double a, double b) { return a < b ? b : a; });
  expectFastEqualsGeneral<uint32_t>(ElementType::kUI32, ScatterCombiner::kMinimum,
                                    [](uint32_t a, uint32_t b) { return b < a ? b : a; });
  expectFastEqualsGeneral<int64_t>(ElementType::kI64, ScatterCombiner::kReplace,
                                   [](int64_t, int64_t b) { return b; });
}

// ---- kernels through the interpreter ---------------------------------------------

TEST(DataMovementKernels, DetectsSimpleScatterBodies) {
  auto detect = [](std::vector<OpCode> ops, bool reshape) {
    OneOp m(OpCode::kScatter, {}, {});
    addBody(*m.op, ElementType::kF32, ops, reshape);
    return simpleCombiner(m.op->region(0), ElementType::kF32);
  };
  EXPECT_EQ(detect({}, false), ScatterCombiner::kReplace);
  EXPECT_EQ(detect({OpCode::kAdd}, false), ScatterCombiner::kAdd);
  EXPECT_EQ(detect({OpCode::kMaximum}, false), ScatterCombiner::kMaximum);
  EXPECT_EQ(detect({OpCode::kAdd}, true), std::nullopt);
  EXPECT_EQ(detect({OpCode::kAdd, OpCode::kAdd}, false), std::nullopt);
  EXPECT_EQ(detect({OpCode::kSubtract}, false), std::nullopt);
  OneOp other(OpCode::kScatter, {}, {});
  addBody(*other.op, ElementType::kF32, {OpCode::kAdd}, false);
  EXPECT_EQ(simpleCombiner(other.op->region(0), ElementType::kF64), std::nullopt);
  // `add %update, %current`: exact for integers only (float NaN payloads).
  for (ElementType e : {ElementType::kI32, ElementType::kF32}) {
    OneOp swapped(OpCode::kScatter, {}, {});
    Block& b = swapped.op->addRegion().addBlock();
    Value* cur = b.addArgument(scalarType(e));
    Value* upd = b.addArgument(scalarType(e));
    append(b, OpCode::kReturn, {append(b, OpCode::kAdd, {upd, cur}, scalarType(e))->result(0)},
           std::nullopt);
    EXPECT_EQ(simpleCombiner(swapped.op->region(0), e),
              isFloat(e) ? std::nullopt : std::optional(ScatterCombiner::kAdd));
  }
}

// Runs scatter of `kRowScatter` through the interpreter with a body built by addBody.
Result<Values> runScatter(const std::vector<Tensor>& args, std::vector<OpCode> ops, bool reshape,
                          int numInputs = 1) {
  std::vector<Type> results;
  for (int i = 0; i < numInputs; ++i) results.push_back(args[i].type());
  OneOp m(OpCode::kScatter, args, results);
  m.set("scatter_dimension_numbers", scatterDimsAttr(kRowScatter));
  addBody(*m.op, args[0].elementType(), ops, reshape, numInputs);
  return m.run(args);
}

TEST(DataMovementKernels, ScatterFastAndRegionPathsAgree) {
  for (ElementType type : {ElementType::kF32, ElementType::kBF16, ElementType::kI8, ElementType::kI1}) {
    std::vector<Tensor> args = {ints({3, 2}, {1, 0, 3, 4, 5, 6}, type),
                                ints({4, 1}, {2, 0, 2, 5}, ElementType::kI32),
                                ints({4, 2}, {100, 0, 30, 40, -50, 60, 70, 80}, type)};
    for (OpCode op : {OpCode::kAdd, OpCode::kMultiply, OpCode::kMaximum, OpCode::kMinimum}) {
      Result<Values> fast = runScatter(args, {op}, false);
      Result<Values> slow = runScatter(args, {op}, true);
      ASSERT_TRUE(fast.ok()) << fast.error().str();
      ASSERT_TRUE(slow.ok()) << slow.error().str();
      EXPECT_TRUE(fast.value()[0].tensor().bitwiseEqual(slow.value()[0].tensor()))
          << elementTypeName(type) << " " << opMnemonic(op) << ": "
          << fast.value()[0].tensor().str() << " vs " << slow.value()[0].tensor().str();
    }
  }
  std::vector<Tensor> args = {ints({3, 2}, {1, 2, 3, 4, 5, 6}, ElementType::kF32),
                              ints({4, 1}, {2, 0, 2, 5}, ElementType::kI32),
                              ints({4, 2}, {10, 20, 30, 40, 50, 60, 70, 80}, ElementType::kF32)};
  Result<Values> added = runScatter(args, {OpCode::kAdd}, true);
  ASSERT_TRUE(added.ok());
  expectTensor(added.value()[0].tensor(), {3, 2}, {31, 42, 3, 4, 65, 86});
}

TEST(DataMovementKernels, VariadicScatterRunsTheRegion) {
  std::vector<Tensor> args = {ints({2, 1}, {1, 2}), ints({2, 1}, {5, 6}), ints({1, 1}, {1}),
                              ints({1, 1}, {10}), ints({1, 1}, {20})};
  Result<Values> r = runScatter(args, {}, false, 2);  // return the updates
  ASSERT_TRUE(r.ok()) << r.error().str();
  expectTensor(r.value()[0].tensor(), {2, 1}, {1, 10});
  expectTensor(r.value()[1].tensor(), {2, 1}, {5, 20});
}

TEST(DataMovementKernels, ReportsBadAttributesAtTheOp) {
  OneOp m(OpCode::kTranspose, {counting({2, 3})}, {Type(TensorType{{3, 2}, ElementType::kI64})});
  m.set("permutation", Attribute::denseArray({1, 1}));
  Result<Values> r = m.run({counting({2, 3})});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, ErrorKind::kInvalidInput);
  EXPECT_NE(r.error().message.find("'stablehlo.transpose': permutation"), std::string::npos)
      << r.error().message;

  OneOp missing(OpCode::kGather, {counting({2}), ints({1}, {0})},
                {Type(TensorType{{1}, ElementType::kI64})});
  Result<Values> r1 = missing.run({counting({2}), ints({1}, {0})});
  ASSERT_FALSE(r1.ok());
  EXPECT_EQ(r1.error().message, "'stablehlo.gather': missing attribute 'dimension_numbers'");

  OneOp wrongType(OpCode::kTranspose, {counting({2, 3})},
                  {Type(TensorType{{2, 3}, ElementType::kI64})});
  wrongType.set("permutation", Attribute::denseArray({1, 0}));
  Result<Values> r2 = wrongType.run({counting({2, 3})});
  ASSERT_FALSE(r2.ok());
  EXPECT_NE(r2.error().message.find("declares"), std::string::npos);
}

TEST(DataMovementKernels, DynamicOpsCheckTheirShapeOperands) {
  OneOp m(OpCode::kDynamicReshape, {counting({1, 6}), ints({1}, {6})},
          {Type(TensorType{{6}, ElementType::kI64})});
  Result<Values> ok = m.run({counting({1, 6}), ints({1}, {6})});
  ASSERT_TRUE(ok.ok()) << ok.error().str();
  expectTensor(ok.value()[0].tensor(), {6}, {1, 2, 3, 4, 5, 6});
  Result<Values> bad = m.run({counting({1, 6}), ints({1}, {5})});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("output_shape"), std::string::npos);
}

TEST(DataMovementKernels, DynamicPadAndDynamicSliceMatchTheirStaticForms) {
  // The shapes and values of interpret/dynamic_pad.mlir's operand, with our own padding.
  std::vector<Tensor> args = {counting({2, 2}), ints({}, {-1}), ints({2}, {1, -1}),
                              ints({2}, {0, 1}), ints({2}, {0, 1})};
  OneOp pad(OpCode::kDynamicPad, args, {Type(TensorType{{3, 3}, ElementType::kI64})});
  Result<Values> r = pad.run(args);
  ASSERT_TRUE(r.ok()) << r.error().str();
  expectTensor(r.value()[0].tensor(), {3, 3}, {-1, -1, -1, -1, 2, -1, -1, 4, -1});

  std::vector<Tensor> sliceArgs = {counting({3, 3}), ints({}, {5}, ElementType::kUI32),
                                   ints({}, {1}, ElementType::kUI32)};
  OneOp ds(OpCode::kDynamicSlice, sliceArgs, {Type(TensorType{{2, 2}, ElementType::kI64})});
  ds.set("slice_sizes", Attribute::denseArray({2, 2}));
  Result<Values> s = ds.run(sliceArgs);
  ASSERT_TRUE(s.ok()) << s.error().str();
  expectTensor(s.value()[0].tensor(), {2, 2}, {5, 6, 8, 9});
}

}  // namespace
}  // namespace partir

namespace partir {
namespace {

// ---- gather and scatter against the spec's formulas on random programs ----------

// A random valid gather: operand dims split into batching, collapsed and kept
// (offset) dims; the indices hold free batch dims, the batching dims and the
// index vector in random positions; starts range past both ends.
struct RandomGather {
  Tensor operand, indices;
  GatherDimensionNumbers g;
  I64s sliceSizes;
  TensorType resultType;
};

RandomGather randomGather(std::mt19937& rng) {
  auto pickInt = [&](int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); };
  RandomGather c;
  Shape operandShape(pickInt(0, 4));
  for (int64_t& d : operandShape) d = pickInt(1, 4);
  I64s dims(operandShape.size());
  std::iota(dims.begin(), dims.end(), 0);
  std::shuffle(dims.begin(), dims.end(), rng);
  const size_t nb = pickInt(0, dims.size()), nc = pickInt(0, dims.size() - nb);
  c.g.operandBatchingDims.assign(dims.begin(), dims.begin() + nb);
  c.g.collapsedSliceDims.assign(dims.begin() + nb, dims.begin() + nb + nc);
  std::sort(c.g.operandBatchingDims.begin(), c.g.operandBatchingDims.end());
  std::sort(c.g.collapsedSliceDims.begin(), c.g.collapsedSliceDims.end());
  I64s mappable(dims.begin() + nb, dims.end());
  std::shuffle(mappable.begin(), mappable.end(), rng);
  c.g.startIndexMap.assign(mappable.begin(), mappable.begin() + pickInt(0, mappable.size()));
  // Index slots: -1 = a free batch dim, i >= 0 = operand batching dim i.
  std::vector<int64_t> slots(pickInt(0, 2), -1);
  for (size_t i = 0; i < nb; ++i) slots.push_back(i);
  std::shuffle(slots.begin(), slots.end(), rng);
  const bool vectorDim = c.g.startIndexMap.size() != 1 || pickInt(0, 1);
  c.g.indexVectorDim = pickInt(0, slots.size());
  Shape indicesShape;
  c.g.startIndicesBatchingDims.assign(nb, 0);
  for (size_t p = 0; p <= slots.size(); ++p) {
    if (p == static_cast<size_t>(c.g.indexVectorDim) && vectorDim)
      indicesShape.push_back(c.g.startIndexMap.size());
    if (p == slots.size()) break;
    if (slots[p] >= 0) c.g.startIndicesBatchingDims[slots[p]] = indicesShape.size();
    indicesShape.push_back(slots[p] < 0 ? pickInt(0, 3) : operandShape[c.g.operandBatchingDims[slots[p]]]);
  }
  if (!vectorDim) c.g.indexVectorDim = indicesShape.size();
  Shape batchShape;
  for (size_t d = 0; d < indicesShape.size(); ++d)
    if (static_cast<int64_t>(d) != c.g.indexVectorDim) batchShape.push_back(indicesShape[d]);
  c.sliceSizes.resize(operandShape.size());
  I64s offsetSizes;
  for (size_t d = 0; d < operandShape.size(); ++d) {
    const bool kept = std::find(dims.begin() + nb + nc, dims.end(), d) != dims.end();
    c.sliceSizes[d] = kept ? pickInt(0, operandShape[d]) : 1;
    if (kept) offsetSizes.push_back(c.sliceSizes[d]);
  }
  const size_t resultRank = batchShape.size() + offsetSizes.size();
  I64s positions(resultRank);
  std::iota(positions.begin(), positions.end(), 0);
  std::shuffle(positions.begin(), positions.end(), rng);
  c.g.offsetDims.assign(positions.begin(), positions.begin() + offsetSizes.size());
  std::sort(c.g.offsetDims.begin(), c.g.offsetDims.end());
  c.resultType = {Shape(resultRank), ElementType::kI64};
  for (size_t d = 0, b = 0, o = 0; d < resultRank; ++d)
    c.resultType.shape[d] = std::count(c.g.offsetDims.begin(), c.g.offsetDims.end(), d)
                                ? offsetSizes[o++] : batchShape[b++];
  c.operand = counting(operandShape);
  I64s starts(elementCount(indicesShape).value());
  for (int64_t& s : starts) s = pickInt(-2, 6);
  c.indices = ints(indicesShape, starts, ElementType::kI32);
  return c;
}

// StableHLO spec "gather"/"scatter": the operand index of result / update
// index `index` (batch dims = those not in windowDims), unclamped when
// `clampTo` is empty.
I64s specOperandIndex(const I64s& index, const I64s& windowDims, const Tensor& indices,
                      int64_t indexVectorDim, const I64s& indexMap, const I64s& operandBatchDims,
                      const I64s& indexBatchDims, const I64s& skippedDims, const Shape& operand,
                      const I64s& clampTo) {
  I64s batch, window;
  for (size_t d = 0; d < index.size(); ++d)
    (std::count(windowDims.begin(), windowDims.end(), d) ? window : batch).push_back(index[d]);
  I64s result(operand.size(), 0);
  for (size_t k = 0; k < indexMap.size(); ++k) {
    I64s at = batch;
    if (indexVectorDim < indices.rank()) at.insert(at.begin() + indexVectorDim, k);
    int64_t start = values(indices)[indices.linearIndex(at)];
    if (!clampTo.empty()) start = std::clamp<int64_t>(start, 0, operand[indexMap[k]] - clampTo[indexMap[k]]);
    result[indexMap[k]] += start;
  }
  for (size_t i = 0; i < operandBatchDims.size(); ++i)
    result[operandBatchDims[i]] += batch[indexBatchDims[i] - (indexBatchDims[i] < indexVectorDim ? 0 : 1)];
  for (size_t d = 0, w = 0; d < operand.size(); ++d)
    if (!std::count(skippedDims.begin(), skippedDims.end(), d)) result[d] += window[w++];
  return result;
}

TEST(Gather, RandomProgramsFollowTheSpecFormula) {
  std::mt19937 rng(2024);
  for (int trial = 0; trial < 1500; ++trial) {
    RandomGather c = randomGather(rng);
    Tensor r = gather(c.operand, c.indices, c.g, c.sliceSizes, c.resultType);
    I64s skipped = c.g.collapsedSliceDims;
    skipped.insert(skipped.end(), c.g.operandBatchingDims.begin(), c.g.operandBatchingDims.end());
    for (IndexIterator it(r.shape()); !it.done(); it.next()) {
      I64s at = specOperandIndex(it.index(), c.g.offsetDims, c.indices, c.g.indexVectorDim,
                                 c.g.startIndexMap, c.g.operandBatchingDims,
                                 c.g.startIndicesBatchingDims, skipped, c.operand.shape(), c.sliceSizes);
      ASSERT_EQ(r.get<int64_t>(it.linear()), c.operand.get<int64_t>(c.operand.linearIndex(at)))
          << "trial " << trial;
    }
  }
}

TEST(Scatter, RandomProgramsFollowTheSpecFormula) {
  std::mt19937 rng(2025);
  for (int trial = 0; trial < 1500; ++trial) {
    // The gather's shapes make a valid scatter: its result shape is the updates'.
    RandomGather c = randomGather(rng);
    ScatterDimensionNumbers s{c.g.offsetDims, c.g.collapsedSliceDims, c.g.operandBatchingDims,
                              c.g.startIndicesBatchingDims, c.g.startIndexMap, c.g.indexVectorDim};
    Tensor updates = counting(c.resultType.shape);
    Tensor r = scatter(c.operand, c.indices, updates, s, ScatterCombiner::kAdd);
    Tensor expected = c.operand;
    I64s skipped = s.insertedWindowDims;
    skipped.insert(skipped.end(), s.inputBatchingDims.begin(), s.inputBatchingDims.end());
    for (IndexIterator it(updates.shape()); !it.done(); it.next()) {
      I64s at = specOperandIndex(it.index(), s.updateWindowDims, c.indices, s.indexVectorDim,
                                 s.scatterDimsToOperandDims, s.inputBatchingDims,
                                 s.scatterIndicesBatchingDims, skipped, c.operand.shape(), {});
      bool inBounds = true;
      for (size_t d = 0; d < at.size(); ++d) inBounds = inBounds && 0 <= at[d] && at[d] < c.operand.shape()[d];
      if (!inBounds) continue;
      const int64_t linear = expected.linearIndex(at);
      expected.set<int64_t>(linear, expected.get<int64_t>(linear) + updates.get<int64_t>(it.linear()));
    }
    ASSERT_TRUE(r.bitwiseEqual(expected)) << "trial " << trial << ": " << r.str() << " vs " << expected.str();
  }
}

}  // namespace
}  // namespace partir
