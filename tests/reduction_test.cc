// The reduction kernels (map, reduce, reduce_window, select_and_scatter,
// sort, top_k): each op's StableHLO spec example, the native and general
// paths of ScalarBody agreeing bit for bit (NaN, signed zeros, f16/bf16
// rounding after every step, integer wrap-around), windows with padding and
// dilations against a brute-force pad-then-slice, sort stability, and top_k
// against its CHLO decomposition (ties, NaNs, every element type class).
#include "interp/kernels/reduction.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <limits>
#include <random>
#include <string>

#include "interp/interpreter.h"
#include "interp/kernels/reducer.h"
#include "interp/numerics.h"
#include "tests/tensor_builders.h"
#include "semantics/parser.h"

namespace partir {
namespace {

using testing::makeTensor;
using testing::tensorValues;

constexpr ElementType kF32 = ElementType::kF32, kF16 = ElementType::kF16,
                      kBF16 = ElementType::kBF16, kI1 = ElementType::kI1, kI8 = ElementType::kI8,
                      kI32 = ElementType::kI32, kI64 = ElementType::kI64, kUI8 = ElementType::kUI8;

Tensor scalar(ElementType e, double v) { return makeTensor(e, {}, {v}); }

// Random values of `e`: small integers, plus NaN, infinities and signed zeros
// for float types when `specials`.
Tensor random(ElementType e, Shape shape, std::mt19937& rng, bool specials = false) {
  Tensor t = Tensor::uninitialized(TensorType{std::move(shape), e});
  std::uniform_int_distribution<int> pick(-20, 20);
  std::vector<double> v;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const int r = pick(rng);
    if (specials && isFloat(e) && r == 20)
      v.push_back(std::nan(""));
    else if (specials && isFloat(e) && r == 19)
      v.push_back(-0.0);
    else if (specials && isFloat(e) && r == -20)
      v.push_back(-INFINITY);
    else if (isFloat(e))
      v.push_back(r * 0.37);
    else
      v.push_back(r * 13);
  }
  return makeTensor(e, t.shape(), v);
}

// A parsed module whose @main holds one op with regions; bodies of that op
// run through the interpreter on the general path.
class Program {
 public:
  explicit Program(const std::string& text) {
    Result<SourceFile> file = parseSource(text, "test.mlir");
    if (!file.ok())
      ADD_FAILURE() << file.error().str();
    else
      module_ = std::move(file->modules[0]);
    if (module_) interpreter_ = std::make_unique<Interpreter>(*module_);
  }

  Result<Values> run(const std::vector<Tensor>& args) {
    return interpreter_->run("main", Values(args.begin(), args.end()));
  }

  // Region `i` of the first op of @main that has regions.
  const Region& region(size_t i) const {
    for (const auto& op : module_->lookup("main")->entry().ops())
      if (op->numRegions() > i) return op->region(i);
    throw std::runtime_error("no region");
  }

  ScalarBody body(size_t i = 0) {
    const Region& r = region(i);
    return ScalarBody::fromRegion(r, [this, &r](std::vector<Tensor> args) {
      Values out = interpreter_->runRegion(r, Values(args.begin(), args.end()));
      std::vector<Tensor> results;
      for (InterpreterValue& v : out) results.push_back(v.tensor());
      return results;
    });
  }

 private:
  std::unique_ptr<Module> module_;
  std::unique_ptr<Interpreter> interpreter_;
};

// A reduce over tensor<4xE> whose body is `op %a, %b` (or `op %b, %a`).
std::string binaryBody(const std::string& e, const std::string& op, bool swapped = false) {
  const char* args = swapped ? "%b, %a" : "%a, %b";
  return fmt::format(R"(func.func @main(%x: tensor<4x{0}>, %i: tensor<{0}>) -> tensor<{0}> {{
  %r = "stablehlo.reduce"(%x, %i) ({{
    ^bb0(%a: tensor<{0}>, %b: tensor<{0}>):
      %0 = {1} {2} : tensor<{0}>
      stablehlo.return %0 : tensor<{0}>
  }}) {{dimensions = array<i64: 0>}} : (tensor<4x{0}>, tensor<{0}>) -> tensor<{0}>
  return %r : tensor<{0}>
}})",
                     e, op, args);
}

// A select body: compare `direction` %a, %b.
std::string compareBody(const std::string& e, const std::string& direction,
                        const std::string& type = "") {
  return fmt::format(R"(func.func @main(%x: tensor<{0}>) -> tensor<i1> {{
  %r = "stablehlo.map"(%x, %x) ({{
    ^bb0(%a: tensor<{0}>, %b: tensor<{0}>):
      %0 = stablehlo.compare {1}, %a, %b{2} : (tensor<{0}>, tensor<{0}>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }}) {{dimensions = array<i64>}} : (tensor<{0}>, tensor<{0}>) -> tensor<i1>
  return %r : tensor<i1>
}})",
                     e, direction, type.empty() ? "" : ", " + type);
}

// A variadic argmax over dim 0 of tensor<SHAPExf32> (values) and
// tensor<SHAPExi32> (indices): keep the larger value, the smaller index on ties.
std::string argmaxProgram(const std::string& shape) {
  return fmt::format(R"(func.func @main(%x: tensor<{0}xf32>, %i: tensor<{0}xi32>, %x0: tensor<f32>, %i0: tensor<i32>) -> (tensor<f32>, tensor<i32>) {{
  %r:2 = "stablehlo.reduce"(%x, %i, %x0, %i0) ({{
    ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
      %gt = stablehlo.compare GT, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lt = stablehlo.compare LT, %ai, %bi : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lt : tensor<i1>
      %keep = stablehlo.or %gt, %tie : tensor<i1>
      %v = stablehlo.select %keep, %av, %bv : tensor<i1>, tensor<f32>
      %j = stablehlo.select %keep, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }}) {{dimensions = array<i64: 0>}} : (tensor<{0}xf32>, tensor<{0}xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  return %r#0, %r#1 : tensor<f32>, tensor<i32>
}})",
                     shape);
}

void expectSame(const std::vector<Tensor>& a, const std::vector<Tensor>& b,
                const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t k = 0; k < a.size(); ++k)
    EXPECT_TRUE(a[k].bitwiseEqual(b[k])) << what << "\n" << a[k].str() << "\n" << b[k].str();
}

// Equal bits, except that any two NaNs match: which NaN an IEEE add or
// multiply of NaNs returns is left to the hardware and to the compiler's
// operand order, and the spec does not fix NaN payloads.
void expectSameUpToNaNBits(const std::vector<Tensor>& a, const std::vector<Tensor>& b,
                           const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t k = 0; k < a.size(); ++k) {
    const std::vector<double> x = tensorValues(a[k]), y = tensorValues(b[k]);
    ASSERT_EQ(x.size(), y.size()) << what;
    for (size_t i = 0; i < x.size(); ++i)
      EXPECT_TRUE(std::bit_cast<uint64_t>(x[i]) == std::bit_cast<uint64_t>(y[i]) ||
                  (std::isnan(x[i]) && std::isnan(y[i])))
          << what << " at " << i << ": " << x[i] << " vs " << y[i];
  }
}

// ---- ScalarBody recognition ----------------------------------------------------

TEST(ReductionReducer, RecognisesSingleOpBodies) {
  struct Case {
    std::string e, op;
    ScalarBody::Kind kind;
  } cases[] = {{"f32", "stablehlo.add", ScalarBody::Kind::kAdd},
               {"bf16", "stablehlo.multiply", ScalarBody::Kind::kMultiply},
               {"f16", "stablehlo.maximum", ScalarBody::Kind::kMaximum},
               {"i8", "stablehlo.minimum", ScalarBody::Kind::kMinimum},
               {"i1", "stablehlo.and", ScalarBody::Kind::kAnd},
               {"ui32", "stablehlo.or", ScalarBody::Kind::kOr},
               {"i64", "stablehlo.xor", ScalarBody::Kind::kXor},
               {"f32", "stablehlo.and", ScalarBody::Kind::kRegion},  // and is not defined on floats
               {"f32", "stablehlo.subtract", ScalarBody::Kind::kRegion}};
  for (const Case& c : cases) {
    Program p(binaryBody(c.e, c.op));
    EXPECT_EQ(p.body().kind(), c.kind) << c.e << " " << c.op;
  }
  Program swapped(binaryBody("f32", "stablehlo.maximum", true));
  EXPECT_EQ(swapped.body().lhsArg(), 1);
  EXPECT_EQ(swapped.body().rhsArg(), 0);
  EXPECT_EQ(Program(compareBody("f32", "GE", "FLOAT")).body().kind(), ScalarBody::Kind::kCompare);
  EXPECT_EQ(Program(compareBody("f32", "LT", "TOTALORDER")).body().kind(),
            ScalarBody::Kind::kCompare);
  EXPECT_EQ(Program(compareBody("i32", "LT")).body().kind(), ScalarBody::Kind::kCompare);
  // An illegal compare_type stays on the general path (which reports it).
  EXPECT_EQ(Program(compareBody("i32", "LT", "UNSIGNED")).body().kind(), ScalarBody::Kind::kRegion);
}

TEST(ReductionReducer, TwoOpBodiesRunTheRegion) {
  Program p(R"(func.func @main(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.reduce"(%x, %i) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.multiply %b, %b : tensor<f32>
      %1 = stablehlo.add %a, %0 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
})");
  ScalarBody body = p.body();
  EXPECT_FALSE(body.isNative());
  std::vector<Tensor> in{makeTensor(kF32, {4}, {1, 2, 3, 4})}, init{scalar(kF32, 0)};
  EXPECT_EQ(tensorValues(partir::reduce(in, init, std::vector<int64_t>{0}, body)[0]),
            (std::vector<double>{30}));
}

// ---- reduce ------------------------------------------------------------------------

TEST(ReductionReduce, SpecExample) {
  Program p(R"(func.func @main(%input: tensor<1x6xi32>, %init: tensor<i32>) -> tensor<1xi32> {
  %result = "stablehlo.reduce"(%input, %init) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (tensor<1x6xi32>, tensor<i32>) -> tensor<1xi32>
  return %result : tensor<1xi32>
})");
  const Tensor input = makeTensor(kI32, {1, 6}, {0, 1, 2, 3, 4, 5});
  Result<Values> r = p.run({input, scalar(kI32, 0)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(tensorValues(r.value()[0].tensor()), (std::vector<double>{15}));
  // The same through the general path.
  std::vector<Tensor> in{input}, init{scalar(kI32, 0)};
  EXPECT_EQ(tensorValues(partir::reduce(in, init, std::vector<int64_t>{1}, p.body().general())[0]),
            (std::vector<double>{15}));
}

TEST(ReductionReduce, NativeAndGeneralPathsAgree) {
  std::mt19937 rng(7);
  const char* ops[] = {"stablehlo.add", "stablehlo.multiply", "stablehlo.maximum",
                       "stablehlo.minimum"};
  const std::pair<ElementType, const char*> types[] = {
      {kF32, "f32"}, {kF16, "f16"}, {kBF16, "bf16"}, {kI8, "i8"}, {kUI8, "ui8"}, {kI1, "i1"}};
  for (const auto& [e, name] : types) {
    for (const char* op : ops) {
      for (bool swapped : {false, true}) {
        Program p(binaryBody(name, op, swapped));
        ScalarBody body = p.body();
        ASSERT_TRUE(body.isNative()) << name << " " << op;
        std::vector<Tensor> in{random(e, {3, 4, 5}, rng, true)}, init{random(e, {}, rng)};
        for (std::vector<int64_t> dims : {std::vector<int64_t>{1}, {0, 2}, {}, {2, 1, 0}})
          expectSame(partir::reduce(in, init, dims, body),
                     partir::reduce(in, init, dims, body.general()),
                     fmt::format("{} {} swapped={}", name, op, swapped));
      }
    }
  }
}

// Shapes large enough for the SIMD rows, the eight-chain blocks and several
// thread chunks of the native path, with NaN and signed zeros.
TEST(ReductionReduce, NativeRowsAndBlocksAgreeWithGeneralOnLargeShapes) {
  std::mt19937 rng(13);
  const char* ops[] = {"stablehlo.add", "stablehlo.maximum", "stablehlo.minimum",
                       "stablehlo.multiply"};
  const std::pair<ElementType, const char*> types[] = {
      {kF32, "f32"}, {ElementType::kF64, "f64"}, {kI32, "i32"}};
  for (const auto& [e, name] : types) {
    for (const char* op : ops) {
      for (bool swapped : {false, true}) {
        Program p(binaryBody(name, op, swapped));
        ScalarBody body = p.body();
        std::vector<Tensor> in{random(e, {7, 1, 37, 300}, rng, true)}, init{random(e, {}, rng)};
        const bool arithmetic = std::string(op) == "stablehlo.add" ||
                                std::string(op) == "stablehlo.multiply";
        for (std::vector<int64_t> dims :
             {std::vector<int64_t>{3}, {0}, {0, 2}, {1, 3}, {0, 1, 2, 3}, {2}, {}}) {
          const std::vector<Tensor> native = partir::reduce(in, init, dims, body),
                                    general = partir::reduce(in, init, dims, body.general());
          const std::string what = fmt::format("{} {} swapped={}", name, op, swapped);
          if (arithmetic)
            expectSameUpToNaNBits(native, general, what);
          else
            expectSame(native, general, what);
        }
      }
    }
  }
}

TEST(ReductionReduce, F16RoundsAfterEveryStep) {
  // 2048 + 1 rounds back to 2048 in f16 (spacing 2), so a sequential f16
  // fold stays at 2048 where a float accumulator would reach 2052.
  for (bool general : {false, true}) {
    Program p(binaryBody("f16", "stablehlo.add"));
    ScalarBody body = general ? p.body().general() : p.body();
    std::vector<Tensor> in{makeTensor(kF16, {5}, {2048, 1, 1, 1, 1})}, init{scalar(kF16, 0)};
    EXPECT_EQ(tensorValues(partir::reduce(in, init, std::vector<int64_t>{0}, body)[0]),
              (std::vector<double>{2048}));
  }
}

TEST(ReductionReduce, MaximumPropagatesNaNAndOrdersSignedZeros) {
  Program p(binaryBody("f32", "stablehlo.maximum"));
  for (bool general : {false, true}) {
    ScalarBody body = general ? p.body().general() : p.body();
    std::vector<Tensor> in{makeTensor(kF32, {2, 3}, {1, std::nan(""), 3, -0.0, 0.0, -0.0})};
    std::vector<Tensor> init{scalar(kF32, -INFINITY)};
    const std::vector<double> r =
        tensorValues(partir::reduce(in, init, std::vector<int64_t>{1}, body)[0]);
    EXPECT_TRUE(std::isnan(r[0]));
    EXPECT_EQ(r[1], 0.0);
    EXPECT_FALSE(std::signbit(r[1]));
  }
}

TEST(ReductionReduce, VariadicArgmax) {
  Program p(argmaxProgram("5"));
  Result<Values> r = p.run({makeTensor(kF32, {5}, {1, 7, 3, 7, 2}), makeTensor(kI32, {5}, {0, 1, 2, 3, 4}),
                            scalar(kF32, -INFINITY), scalar(kI32, 0)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(tensorValues(r.value()[0].tensor()), (std::vector<double>{7}));
  EXPECT_EQ(tensorValues(r.value()[1].tensor()), (std::vector<double>{1}));
}

// Bodies of several elementwise ops run on all outputs at once (LaneBody);
// every dims choice must give the general path's results bit for bit.
TEST(ReductionReduce, LanePathAgreesWithTheRegion) {
  Program argmax(argmaxProgram("3x4x5"));
  // The `any` reduction torch-xla writes: or, then select(or, true, false).
  Program any(R"(func.func @main(%x: tensor<3x4x5xi1>, %i: tensor<i1>) -> tensor<i1> {
  %r = "stablehlo.reduce"(%x, %i) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %t = stablehlo.constant dense<true> : tensor<i1>
      %f = stablehlo.constant dense<false> : tensor<i1>
      %o = stablehlo.or %a, %b : tensor<i1>
      %s = stablehlo.select %o, %t, %f : tensor<i1>, tensor<i1>
      stablehlo.return %s : tensor<i1>
  }) {dimensions = array<i64: 0>} : (tensor<3x4x5xi1>, tensor<i1>) -> tensor<i1>
  return %r : tensor<i1>
})");
  ASSERT_NE(argmax.body().lanes(), nullptr);
  ASSERT_NE(any.body().lanes(), nullptr);
  std::mt19937 rng(11);
  const std::vector<Tensor> pairs{random(kF32, {3, 4, 5}, rng, true), random(kI32, {3, 4, 5}, rng)};
  const std::vector<Tensor> pairInits{scalar(kF32, -INFINITY), scalar(kI32, 0)};
  const std::vector<Tensor> bits{random(kI1, {3, 4, 5}, rng)}, bitInit{scalar(kI1, 0)};
  for (std::vector<int64_t> dims : {std::vector<int64_t>{0}, {2}, {1, 0}, {}, {0, 1, 2}}) {
    expectSame(partir::reduce(pairs, pairInits, dims, argmax.body()),
               partir::reduce(pairs, pairInits, dims, argmax.body().general()),
               fmt::format("argmax over {}", fmt::join(dims, ",")));
    expectSame(partir::reduce(bits, bitInit, dims, any.body()),
               partir::reduce(bits, bitInit, dims, any.body().general()),
               fmt::format("any over {}", fmt::join(dims, ",")));
  }
}

TEST(ReductionReduce, RejectsBadDimensionsWithoutCrashing) {
  std::vector<Tensor> in{makeTensor(kF32, {2, 3}, {1, 2, 3, 4, 5, 6})}, init{scalar(kF32, 0)};
  EXPECT_TRUE(checkReduce(in, init, std::vector<int64_t>{2}).has_value());
  EXPECT_TRUE(checkReduce(in, init, std::vector<int64_t>{-1}).has_value());
  EXPECT_TRUE(checkReduce(in, init, std::vector<int64_t>{0, 0}).has_value());
  std::vector<Tensor> wrongInit{scalar(kI32, 0)};
  EXPECT_TRUE(checkReduce(in, wrongInit, std::vector<int64_t>{0}).has_value());
  Program p(R"(func.func @main(%x: tensor<2x3xf32>, %i: tensor<f32>) -> tensor<2xf32> {
  %r = "stablehlo.reduce"(%x, %i) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {dimensions = array<i64: 5>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
})");
  Result<Values> r = p.run({in[0], init[0]});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, ErrorKind::kInvalidInput);
  EXPECT_NE(r.error().message.find("stablehlo.reduce"), std::string::npos) << r.error().message;
}

// ---- reduce_window ----------------------------------------------------------------------

TEST(ReductionReduceWindow, SpecExample) {
  WindowConfig w = defaultWindow({2, 1});
  w.strides = {4, 1};
  w.baseDilations = {2, 1};
  w.windowDilations = {3, 1};
  w.paddingLow = {2, 0};
  w.paddingHigh = {1, 0};
  Shape shape;
  ASSERT_FALSE(checkWindow({3, 2}, w, &shape).has_value());
  EXPECT_EQ(shape, (Shape{2, 2}));
  Program p(binaryBody("i32", "stablehlo.add"));
  std::vector<Tensor> in{makeTensor(kI32, {3, 2}, {1, 2, 3, 4, 5, 6})}, init{scalar(kI32, 0)};
  for (bool general : {false, true})
    EXPECT_EQ(tensorValues(reduceWindow(in, init, w, general ? p.body().general() : p.body())[0]),
              (std::vector<double>{0, 0, 3, 4}));
}

// reduce_window by the spec's letter: pad (with base dilation) using the
// init value, then fold each strided, dilated window sequentially.
std::vector<double> bruteForceWindowSum(const Tensor& input, double init, const WindowConfig& w) {
  const Shape& s = input.shape();  // rank 2
  const std::vector<double> x = tensorValues(input);
  std::vector<std::vector<double>> padded;
  const int64_t rows = w.paddingLow[0] + (s[0] - 1) * w.baseDilations[0] + 1 + w.paddingHigh[0];
  const int64_t cols = w.paddingLow[1] + (s[1] - 1) * w.baseDilations[1] + 1 + w.paddingHigh[1];
  padded.assign(rows, std::vector<double>(cols, init));
  for (int64_t i = 0; i < s[0]; ++i)
    for (int64_t j = 0; j < s[1]; ++j) {
      const int64_t pi = w.paddingLow[0] + i * w.baseDilations[0];
      const int64_t pj = w.paddingLow[1] + j * w.baseDilations[1];
      if (pi >= 0 && pi < rows && pj >= 0 && pj < cols) padded[pi][pj] = x[i * s[1] + j];
    }
  Shape out;
  EXPECT_FALSE(checkWindow(s, w, &out).has_value());
  std::vector<double> result;
  for (int64_t oi = 0; oi < out[0]; ++oi)
    for (int64_t oj = 0; oj < out[1]; ++oj) {
      double acc = init;
      for (int64_t a = 0; a < w.dimensions[0]; ++a)
        for (int64_t b = 0; b < w.dimensions[1]; ++b)
          acc += padded[oi * w.strides[0] + a * w.windowDilations[0]]
                       [oj * w.strides[1] + b * w.windowDilations[1]];
      result.push_back(acc);
    }
  return result;
}

TEST(ReductionReduceWindow, PaddingAndDilationsMatchPadThenSlice) {
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> small(1, 3), pad(-1, 2);
  Program p(binaryBody("i64", "stablehlo.add"));
  for (int trial = 0; trial < 60; ++trial) {
    WindowConfig w = defaultWindow({small(rng), small(rng)});
    w.strides = {small(rng), small(rng)};
    w.baseDilations = {small(rng), small(rng)};
    w.windowDilations = {small(rng), small(rng)};
    w.paddingLow = {pad(rng), pad(rng)};
    w.paddingHigh = {pad(rng), pad(rng)};
    std::vector<Tensor> in{random(kI64, {small(rng) + 2, small(rng) + 1}, rng)};
    std::vector<Tensor> init{scalar(kI64, 5)};
    const std::vector<double> expected = bruteForceWindowSum(in[0], 5, w);
    EXPECT_EQ(tensorValues(reduceWindow(in, init, w, p.body())[0]), expected) << "trial " << trial;
    EXPECT_EQ(tensorValues(reduceWindow(in, init, w, p.body().general())[0]), expected)
        << "trial " << trial;
  }
}

TEST(ReductionReduceWindow, MaxPoolNativeMatchesGeneral) {
  std::mt19937 rng(3);
  Program p(binaryBody("bf16", "stablehlo.maximum"));
  WindowConfig w = defaultWindow({1, 2, 2, 1});
  w.strides = {1, 2, 2, 1};
  w.paddingHigh = {0, 1, 1, 0};
  std::vector<Tensor> in{random(kBF16, {2, 5, 5, 3}, rng, true)}, init{scalar(kBF16, -INFINITY)};
  expectSame(reduceWindow(in, init, w, p.body()), reduceWindow(in, init, w, p.body().general()),
             "maxpool");
}

// Pooling windows of every common kind (and odd ones) on the row fast path:
// same bits as the general path, NaN and signed zeros included.
TEST(ReductionReduceWindow, RowPathAgreesWithGeneral) {
  std::mt19937 rng(17);
  std::uniform_int_distribution<int> small(1, 3), pad(0, 2), dil(1, 2);
  for (const char* op : {"stablehlo.maximum", "stablehlo.add", "stablehlo.minimum"}) {
    for (bool swapped : {false, true}) {
      Program p(binaryBody("f32", op, swapped));
      for (int trial = 0; trial < 20; ++trial) {
        WindowConfig w = defaultWindow({1, small(rng), small(rng), small(rng)});
        w.strides = {1, small(rng), small(rng), small(rng)};
        w.windowDilations = {1, dil(rng), 1, dil(rng)};
        w.paddingLow = {0, pad(rng), pad(rng), pad(rng)};
        w.paddingHigh = {0, pad(rng), pad(rng), pad(rng)};
        std::vector<Tensor> in{random(kF32, {2, 9, 8, 21}, rng, true)};
        std::vector<Tensor> init{random(kF32, {}, rng, true)};
        Shape out;
        if (checkWindow(in[0].shape(), w, &out)) continue;
        expectSame(reduceWindow(in, init, w, p.body()),
                   reduceWindow(in, init, w, p.body().general()),
                   fmt::format("{} trial {}", op, trial));
      }
    }
  }
}

TEST(ReductionReduceWindow, RejectsMalformedWindows) {
  Shape out;
  WindowConfig w = defaultWindow({2});
  EXPECT_TRUE(checkWindow({3, 3}, w, &out).has_value());  // one entry for rank 2
  w = defaultWindow({2, 0});
  EXPECT_TRUE(checkWindow({3, 3}, w, &out).has_value());  // C5
  w = defaultWindow({2, 2});
  w.strides = {1, 0};
  EXPECT_TRUE(checkWindow({3, 3}, w, &out).has_value());  // C7
  w = defaultWindow({2, 3});
  w.windowDilations = {1, int64_t{1} << 62};
  EXPECT_TRUE(checkWindow({3, 3}, w, &out).has_value());  // overflow
}

// ---- select_and_scatter ----------------------------------------------------------------------

const char* kSelectAndScatter =
    R"(func.func @main(%operand: tensor<4x2xi32>, %source: tensor<2x2xi32>, %init: tensor<i32>) -> tensor<4x2xi32> {
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    window_dimensions = dense<[3, 1]> : tensor<2xi64>,
    window_strides = dense<[2, 1]> : tensor<2xi64>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
  return %result : tensor<4x2xi32>
})";

TEST(ReductionSelectAndScatter, SpecExample) {
  Program p(kSelectAndScatter);
  const Tensor operand = makeTensor(kI32, {4, 2}, {1, 5, 2, 5, 3, 6, 4, 4});
  const Tensor source = makeTensor(kI32, {2, 2}, {5, 6, 7, 8});
  const std::vector<double> expected{0, 0, 0, 0, 5, 14, 7, 0};
  Result<Values> r = p.run({operand, source, scalar(kI32, 0)});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(tensorValues(r.value()[0].tensor()), expected);
  WindowConfig w = defaultWindow({3, 1});
  w.strides = {2, 1};
  w.paddingHigh = {1, 0};
  ASSERT_FALSE(checkSelectAndScatter(operand, source, scalar(kI32, 0), w).has_value());
  ScalarBody select = p.body(0), scatter = p.body(1);
  ASSERT_TRUE(select.isNative());
  ASSERT_TRUE(scatter.isNative());
  EXPECT_EQ(tensorValues(selectAndScatter(operand, source, scalar(kI32, 0), w, select, scatter)),
            expected);
  EXPECT_EQ(tensorValues(selectAndScatter(operand, source, scalar(kI32, 0), w, select.general(),
                                    scatter.general())),
            expected);
}

// select_and_scatter's row fast path (native select) against the general
// path: overlapping and padded windows, GE and GT selects (ties pick the first
// or the last), NaNs.
TEST(ReductionSelectAndScatter, RowPathAgreesWithGeneral) {
  std::mt19937 rng(19);
  std::uniform_int_distribution<int> small(1, 3), pad(0, 1);
  for (const char* direction : {"GE", "GT", "LT"}) {
    Program select(compareBody("f32", direction));
    Program scatter(binaryBody("f32", "stablehlo.add"));
    for (int trial = 0; trial < 20; ++trial) {
      WindowConfig w = defaultWindow({small(rng), small(rng), small(rng)});
      w.strides = {small(rng), small(rng), small(rng)};
      w.paddingLow = {pad(rng), pad(rng), pad(rng)};
      w.paddingHigh = {pad(rng), pad(rng), pad(rng)};
      const Tensor operand = random(kF32, {3, 8, 11}, rng, true);
      Shape windows;
      if (checkWindow(operand.shape(), w, &windows)) continue;
      const Tensor source = random(kF32, windows, rng);
      const Tensor init = scalar(kF32, 0.5);
      ASSERT_TRUE(select.body().isNative());
      EXPECT_TRUE(selectAndScatter(operand, source, init, w, select.body(), scatter.body())
                      .bitwiseEqual(selectAndScatter(operand, source, init, w,
                                                     select.body().general(),
                                                     scatter.body().general())))
          << direction << " trial " << trial;
    }
  }
}

TEST(ReductionSelectAndScatter, RejectsASourceOfTheWrongShape) {
  WindowConfig w = defaultWindow({3, 1});
  const Tensor operand = makeTensor(kI32, {4, 2}, {1, 5, 2, 5, 3, 6, 4, 4});
  EXPECT_TRUE(
      checkSelectAndScatter(operand, makeTensor(kI32, {3, 2}, {1, 2, 3, 4, 5, 6}), scalar(kI32, 0), w)
          .has_value());
}

// ---- sort ------------------------------------------------------------------------------------

const char* kSortSpec =
    R"(func.func @main(%input0: tensor<2x3xi64>, %input1: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  return %result0, %result1 : tensor<2x3xi64>, tensor<2x3xi64>
})";

TEST(ReductionSort, SpecExample) {
  Program p(kSortSpec);
  const Tensor a = makeTensor(kI64, {2, 3}, {1, 2, 3, 3, 2, 1}),
               b = makeTensor(kI64, {2, 3}, {3, 2, 1, 1, 2, 3});
  Result<Values> r = p.run({a, b});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(tensorValues(r.value()[0].tensor()), (std::vector<double>{3, 2, 3, 1, 2, 1}));
  EXPECT_EQ(tensorValues(r.value()[1].tensor()), (std::vector<double>{1, 2, 1, 3, 2, 3}));
  std::vector<Tensor> in{a, b};
  ASSERT_TRUE(p.body().isNative());
  expectSame(partir::sort(in, 0, p.body()), partir::sort(in, 0, p.body().general()),
             "spec example");
  expectSame(partir::sort(in, 0, p.body()), partir::sort(in, -2, p.body()), "negative dimension");
}

TEST(ReductionSort, IsStable) {
  // Keys with many ties, values = original positions: within equal keys the
  // positions must stay increasing.
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> key(0, 3);
  std::vector<double> keys, positions;
  for (int i = 0; i < 200; ++i) {
    keys.push_back(key(rng));
    positions.push_back(i);
  }
  Program p(kSortSpec);  // GT on the keys: descending, stable
  std::vector<Tensor> in{makeTensor(kI64, {200}, keys), makeTensor(kI64, {200}, positions)};
  for (bool general : {false, true}) {
    std::vector<Tensor> out = partir::sort(in, 0, general ? p.body().general() : p.body());
    const std::vector<double> k = tensorValues(out[0]), pos = tensorValues(out[1]);
    for (size_t i = 1; i < k.size(); ++i) {
      ASSERT_GE(k[i - 1], k[i]);
      if (k[i - 1] == k[i]) {
        ASSERT_LT(pos[i - 1], pos[i]) << "unstable at " << i;
      }
    }
  }
}

TEST(ReductionSort, ComparatorOnTheSecondInputAndOtherDims) {
  // compare LT, %arg3, %arg2: orders by input 1, descending.
  Program p(
      R"(func.func @main(%a: tensor<3x4xf32>, %b: tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>) {
  %r:2 = "stablehlo.sort"(%a, %b) ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>):
      %0 = stablehlo.compare LT, %arg3, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<3x4xf32>, tensor<3x4xi32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
  return %r#0, %r#1 : tensor<3x4xf32>, tensor<3x4xi32>
})");
  std::mt19937 rng(9);
  std::vector<Tensor> in{random(kF32, {3, 4}, rng), random(kI32, {3, 4}, rng)};
  ASSERT_TRUE(p.body().isNative());
  std::vector<Tensor> native = partir::sort(in, 1, p.body());
  expectSame(native, partir::sort(in, 1, p.body().general()), "second input");
  const std::vector<double> keys = tensorValues(native[1]);
  for (int r = 0; r < 3; ++r)
    for (int c = 1; c < 4; ++c) EXPECT_GE(keys[r * 4 + c - 1], keys[r * 4 + c]);
}

TEST(ReductionSort, InconsistentComparatorGivesAPermutation) {
  // NE holds both ways for any two distinct values: no strict weak order,
  // yet the sort finishes with a permutation of its input.
  Program p(compareBody("f32", "NE"));
  std::vector<Tensor> in{makeTensor(kF32, {6}, {3, std::nan(""), 1, std::nan(""), 2, 0})};
  std::vector<double> sorted = tensorValues(partir::sort(in, 0, p.body())[0]);
  EXPECT_EQ(std::count_if(sorted.begin(), sorted.end(), [](double v) { return std::isnan(v); }), 2);
  std::vector<double> finite;
  for (double v : sorted)
    if (!std::isnan(v)) finite.push_back(v);
  std::sort(finite.begin(), finite.end());
  EXPECT_EQ(finite, (std::vector<double>{0, 1, 2, 3}));
}

TEST(ReductionSort, TotalOrderBodyAgreesWithTheRegion) {
  Program p(compareBody("f32", "LT", "TOTALORDER"));
  std::mt19937 rng(4);
  std::vector<Tensor> in{random(kF32, {4, 9}, rng, true)};
  ASSERT_TRUE(p.body().isNative());
  expectSame(partir::sort(in, 1, p.body()), partir::sort(in, 1, p.body().general()),
             "totalorder f32");
}

// ---- top_k -------------------------------------------------------------------------------

// top_k's values and indices of `operand`, as doubles.
std::pair<std::vector<double>, std::vector<double>> topKValues(const Tensor& operand, int64_t k) {
  EXPECT_EQ(checkTopK(operand, k), std::nullopt);
  const std::vector<Tensor> r = partir::topK(operand, k);
  EXPECT_EQ(r[1].elementType(), kI32);
  return {tensorValues(r[0]), tensorValues(r[1])};
}

using Pairs = std::pair<std::vector<double>, std::vector<double>>;

TEST(ReductionTopK, HeaderExample) {
  EXPECT_EQ(topKValues(makeTensor(kI32, {2, 3}, {1, 3, 2, 5, 4, 5}), 2),
            (Pairs{{3, 2, 5, 5}, {1, 2, 0, 2}}));
}

TEST(ReductionTopK, TiesKeepTheLowerIndexFirst) {
  // ChloOps.td: "If two elements are equal, the lower-index element appears first."
  const Tensor x = makeTensor(kI32, {6}, {5, 7, 5, 8, 8, 5});
  EXPECT_EQ(topKValues(x, 3), (Pairs{{8, 8, 7}, {3, 4, 1}}));
  EXPECT_EQ(topKValues(x, 1), (Pairs{{8}, {3}}));
  EXPECT_EQ(topKValues(x, 6), (Pairs{{8, 8, 7, 5, 5, 5}, {3, 4, 1, 0, 2, 5}}));
  EXPECT_EQ(topKValues(x, 0), (Pairs{{}, {}}));
}

TEST(ReductionTopK, FloatsInTotalOrder) {
  // The decomposition compares with TOTALORDER: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN
  // (the StableHLO test generator's top_k_float32_5 expects the same order).
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = INFINITY;
  Tensor x = Tensor::uninitialized(TensorType{{7}, kF32});
  const float in[] = {inf, nan, -nan, -inf, 3, 0.0f, -0.0f};
  std::memcpy(x.rawData(), in, sizeof(in));
  const std::vector<Tensor> r = partir::topK(x, 7);
  const uint32_t want[] = {std::bit_cast<uint32_t>(nan), std::bit_cast<uint32_t>(inf),
                           std::bit_cast<uint32_t>(3.0f), 0, std::bit_cast<uint32_t>(-0.0f),
                           std::bit_cast<uint32_t>(-inf), std::bit_cast<uint32_t>(-nan)};
  for (int i = 0; i < 7; ++i)
    EXPECT_EQ(std::bit_cast<uint32_t>(r[0].get<float>(i)), want[i]) << "position " << i;
  EXPECT_EQ(tensorValues(r[1]), (std::vector<double>{1, 0, 4, 5, 6, 3, 2}));
}

TEST(ReductionTopK, IntegerTypesCompareByTheirOwnOrder) {
  EXPECT_EQ(topKValues(makeTensor(kI8, {3}, {-128, 127, 0}), 2), (Pairs{{127, 0}, {1, 2}}));
  EXPECT_EQ(topKValues(makeTensor(kUI8, {3}, {200, 3, 255}), 2), (Pairs{{255, 200}, {2, 0}}));
  EXPECT_EQ(topKValues(makeTensor(kI1, {3}, {0, 1, 1}), 2), (Pairs{{1, 1}, {1, 2}}));
  EXPECT_EQ(topKValues(makeTensor(kI64, {2, 2}, {-5, -7, 9, 9}), 1), (Pairs{{-5, 9}, {0, 0}}));
}

TEST(ReductionTopK, RefusesWhatItCannotCompute) {
  EXPECT_EQ(checkTopK(makeTensor(kF32, {}, {1}), 0), "operand must have rank at least 1");
  EXPECT_EQ(checkTopK(makeTensor(kF32, {3}, {1, 2, 3}), 4),
            "k = 4 is outside [0, 3], the operand's last dim");
  EXPECT_EQ(checkTopK(makeTensor(kF32, {3}, {1, 2, 3}), -1),
            "k = -1 is outside [0, 3], the operand's last dim");
}

TEST(ReductionTopK, ComparatorBodyPathsAgree) {
  const ScalarBody greater =
      ScalarBody::comparator(kF32, ComparisonDirection::kGT, CompareType::kTotalOrder);
  ASSERT_EQ(greater.kind(), ScalarBody::Kind::kCompare);
  std::mt19937 rng(11);
  std::vector<Tensor> in{random(kF32, {3, 9}, rng, true)};
  expectSame(partir::sort(in, 1, greater), partir::sort(in, 1, greater.general()),
             "comparator body");
}

// Values from a small set, so that rows have ties; floats with NaNs of both
// signs, infinities and both zeros.
Tensor tieHeavy(ElementType e, Shape shape, std::mt19937& rng) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const std::vector<double> floats = {-1.5, 0.0, -0.0, 2.0, 2.0, nan, -nan, INFINITY, -INFINITY, 7};
  const std::vector<double> ints = {-3, 0, 5, 5, 250, 1, 0, -3, 120, 9};
  std::uniform_int_distribution<size_t> pick(0, 9);
  std::vector<double> v;
  for (int64_t i = 0; i < product(shape); ++i) v.push_back((isFloat(e) ? floats : ints)[pick(rng)]);
  return makeTensor(e, std::move(shape), v);
}

// chlo.top_k (or custom_call @mhlo.topk) of tensor<4x9xE> with k = 4, and
// the CHLO decomposition of it (ChloLegalizeToStablehlo.cpp): iota along the
// last dim, a stable sort with compare GT (TOTALORDER for floats), a slice.
std::string topKPrograms(const std::string& e, const std::string& compareType) {
  return fmt::format(R"(func.func @chlo(%x: tensor<4x9x{0}>) -> (tensor<4x4x{0}>, tensor<4x4xi32>) {{
  %v, %i = chlo.top_k(%x, k = 4) : tensor<4x9x{0}> -> (tensor<4x4x{0}>, tensor<4x4xi32>)
  return %v, %i : tensor<4x4x{0}>, tensor<4x4xi32>
}}
func.func @mhlo(%x: tensor<4x9x{0}>) -> (tensor<4x4x{0}>, tensor<4x4xi32>) {{
  %r:2 = stablehlo.custom_call @mhlo.topk(%x) {{mhlo.attributes = {{k = 4 : i64, largest = true}}, mhlo.version = 1 : i64}} : (tensor<4x9x{0}>) -> (tensor<4x4x{0}>, tensor<4x4xi32>)
  return %r#0, %r#1 : tensor<4x4x{0}>, tensor<4x4xi32>
}}
func.func @decomposed(%x: tensor<4x9x{0}>) -> (tensor<4x4x{0}>, tensor<4x4xi32>) {{
  %iota = stablehlo.iota dim = 1 : tensor<4x9xi32>
  %s:2 = "stablehlo.sort"(%x, %iota) ({{
    ^bb0(%a: tensor<{0}>, %b: tensor<{0}>, %ia: tensor<i32>, %ib: tensor<i32>):
      %gt = stablehlo.compare GT, %a, %b{1} : (tensor<{0}>, tensor<{0}>) -> tensor<i1>
      stablehlo.return %gt : tensor<i1>
  }}) {{dimension = 1 : i64, is_stable = true}} : (tensor<4x9x{0}>, tensor<4x9xi32>) -> (tensor<4x9x{0}>, tensor<4x9xi32>)
  %v = stablehlo.slice %s#0 [0:4, 0:4] : (tensor<4x9x{0}>) -> tensor<4x4x{0}>
  %i = stablehlo.slice %s#1 [0:4, 0:4] : (tensor<4x9xi32>) -> tensor<4x4xi32>
  return %v, %i : tensor<4x4x{0}>, tensor<4x4xi32>
}})",
                     e, compareType);
}

TEST(ReductionTopK, AgreesWithTheChloDecomposition) {
  const std::pair<const char*, ElementType> types[] = {
      {"f32", kF32}, {"f64", ElementType::kF64}, {"f16", kF16}, {"bf16", kBF16}, {"i1", kI1},
      {"i8", kI8},   {"i32", kI32},              {"i64", kI64}, {"ui8", kUI8},
      {"ui64", ElementType::kUI64}};
  std::mt19937 rng(7);
  for (const auto& [name, e] : types) {
    Result<SourceFile> file =
        parseSource(topKPrograms(name, isFloat(e) ? ", TOTALORDER" : ""), "topk.mlir");
    ASSERT_TRUE(file.ok()) << file.error().str();
    Interpreter interpreter(*file->modules[0]);
    for (int trial = 0; trial < 20; ++trial) {
      const Values x = {tieHeavy(e, {4, 9}, rng)};
      Result<Values> want = interpreter.run("decomposed", x);
      ASSERT_TRUE(want.ok()) << want.error().str();
      for (const char* f : {"chlo", "mhlo"}) {
        Result<Values> got = interpreter.run(f, x);
        ASSERT_TRUE(got.ok()) << got.error().str();
        for (size_t n = 0; n < 2; ++n)
          EXPECT_TRUE(got.value()[n].tensor().bitwiseEqual(want.value()[n].tensor()))
              << name << " @" << f << " result " << n << "\n" << x[0].tensor().str();
      }
    }
  }
}

// ---- map ---------------------------------------------------------------------------------

TEST(ReductionMap, SpecExample) {
  Program p(
      R"(func.func @main(%input0: tensor<2x2xi64>, %input1: tensor<2x2xi64>) -> tensor<2x2xi64> {
  %result = "stablehlo.map"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {dimensions = dense<[0, 1]> : tensor<2xi64>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  return %result : tensor<2x2xi64>
})");
  const Tensor a = makeTensor(kI64, {2, 2}, {0, 1, 2, 3}), b = makeTensor(kI64, {2, 2}, {4, 5, 6, 7});
  Result<Values> r = p.run({a, b});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(tensorValues(r.value()[0].tensor()), (std::vector<double>{0, 5, 12, 21}));
  std::vector<Tensor> in{a, b};
  EXPECT_EQ(tensorValues(partir::map(in, kI64, p.body().general())), (std::vector<double>{0, 5, 12, 21}));
}

TEST(ReductionMap, NativeAndGeneralAgreeOnF16) {
  std::mt19937 rng(12);
  Program p(binaryBody("f16", "stablehlo.multiply"));
  std::vector<Tensor> in{random(kF16, {7, 3}, rng, true), random(kF16, {7, 3}, rng, true)};
  expectSame({partir::map(in, kF16, p.body())}, {partir::map(in, kF16, p.body().general())},
             "f16 multiply");
}

}  // namespace
}  // namespace partir
