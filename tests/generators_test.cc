// Generator kernels (interp/kernels/generators.h): iota on every element type,
// the Threefry / Philox known-answer vectors, rng_bit_generator against the
// StableHLO spec example and the JAX-exported corpus bit for bit, and the ops
// we refuse (rng, uniform_(de)quantize).
#include <cstring>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "corpus.h"
#include "interp/interpreter.h"
#include "interp/kernels/generators.h"
#include "tests/tensor_builders.h"

namespace partir {
namespace {

using testing::errorOf;

template <class T>
std::vector<T> elements(const Tensor& t) {
  return std::vector<T>(t.data<T>(), t.data<T>() + t.numElements());
}

Tensor u64s(std::vector<uint64_t> v) {
  Tensor t = Tensor::uninitialized(TensorType{{static_cast<int64_t>(v.size())}, ElementType::kUI64});
  std::copy(v.begin(), v.end(), t.data<uint64_t>());
  return t;
}

// ---- iota -------------------------------------------------------------------

TEST(Iota, SpecExamples) {
  Tensor d0 = iota(TensorType{{4, 5}, ElementType::kI32}, 0);
  Tensor d1 = iota(TensorType{{4, 5}, ElementType::kI32}, 1);
  std::vector<int32_t> e0, e1;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j) {
      e0.push_back(i);
      e1.push_back(j);
    }
  EXPECT_EQ(elements<int32_t>(d0), e0);
  EXPECT_EQ(elements<int32_t>(d1), e1);
}

TEST(Iota, FloatAndUnsignedTypes) {
  Tensor h = iota(TensorType{{3, 2}, ElementType::kF16}, 0);
  std::vector<uint16_t> bits;
  for (const Half& x : elements<Half>(h)) bits.push_back(x.bits);
  EXPECT_EQ(bits, (std::vector<uint16_t>{0, 0, 0x3C00, 0x3C00, 0x4000, 0x4000}));
  Tensor b = iota(TensorType{{3}, ElementType::kBF16}, 0);
  EXPECT_EQ(b.get<BFloat16>(2).bits, 0x4000);
  EXPECT_EQ(elements<double>(iota(TensorType{{2, 3}, ElementType::kF64}, 1)),
            (std::vector<double>{0, 1, 2, 0, 1, 2}));
  // Integers wrap: 300 in ui8 is 44.
  EXPECT_EQ(iota(TensorType{{301}, ElementType::kUI8}, 0).get<uint8_t>(300), 44);
  // bf16 rounds to nearest even: 257 is a tie between 256 and 258.
  EXPECT_EQ(iota(TensorType{{258}, ElementType::kBF16}, 0).get<BFloat16>(257).toDouble(), 256.0);
  EXPECT_EQ(iota(TensorType{{0, 3}, ElementType::kI64}, 1).numElements(), 0);
  EXPECT_EQ(iota(TensorType{{3, 0}, ElementType::kI64}, 0).numElements(), 0);
}

TEST(Iota, RejectsBadDimensionAndBoolean) {
  EXPECT_NE(errorOf([] { iota(TensorType{{2}, ElementType::kI32}, 1); }).find("(C1)"),
            std::string::npos);
  EXPECT_NE(errorOf([] { iota(TensorType{{}, ElementType::kI32}, 0); }).find("(C1)"),
            std::string::npos);
  EXPECT_NE(errorOf([] { iota(TensorType{{2}, ElementType::kI1}, 0); }).find("i1"),
            std::string::npos);
}

// ---- the bit generators -------------------------------------------------------

TEST(RngBitGenerator, ThreeFryKnownAnswers) {
  // Random123 known-answer vectors for threefry2x32 with 20 rounds.
  EXPECT_EQ(threeFry2x32({0, 0}, {0, 0}), (std::array<uint32_t, 2>{0x6b200159, 0x99ba4efe}));
  EXPECT_EQ(threeFry2x32({0xffffffff, 0xffffffff}, {0xffffffff, 0xffffffff}),
            (std::array<uint32_t, 2>{0x1cb996fc, 0xbb002be7}));
  EXPECT_EQ(threeFry2x32({0x13198a2e, 0x03707344}, {0x243f6a88, 0x85a308d3}),
            (std::array<uint32_t, 2>{0xc4923a9c, 0x483df7a0}));
}

TEST(RngBitGenerator, PhiloxKnownAnswers) {
  // Random123 known-answer vectors for philox4x32 with 10 rounds.
  EXPECT_EQ(philox4x32({0, 0}, {0, 0, 0, 0}),
            (std::array<uint32_t, 4>{0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8}));
  EXPECT_EQ(philox4x32({0xa4093822, 0x299f31d0}, {0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344}),
            (std::array<uint32_t, 4>{0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1}));
}

TEST(RngBitGenerator, SpecExample) {
  RngBitGeneratorResult r = rngBitGenerator(RngAlgorithm::kThreeFry, u64s({1, 2}),
                                            TensorType{{2, 2}, ElementType::kUI64});
  EXPECT_EQ(elements<uint64_t>(r.outputState), (std::vector<uint64_t>{1, 6}));
  EXPECT_EQ(elements<uint64_t>(r.output),
            (std::vector<uint64_t>{9236835810183407956u, 16087790271692313299u,
                                   18212823393184779219u, 2658481902456610144u}));
}

TEST(RngBitGenerator, CorpusScalarCase) {
  // Expected values from stablehlo/testdata/rng_bit_generator_uint64_2.mlir.
  RngBitGeneratorResult r = rngBitGenerator(RngAlgorithm::kThreeFry, u64s({3, 3}),
                                            TensorType{{}, ElementType::kUI64});
  EXPECT_EQ(elements<uint64_t>(r.outputState), (std::vector<uint64_t>{3, 4}));
  EXPECT_EQ(r.output.get<uint64_t>(0), 3349939604322698703u);
}

// The bytes of the first `dense<"0x...">` literal after `after` in `text`.
std::vector<uint8_t> hexLiteral(const std::string& text, const std::string& after) {
  size_t at = text.find("dense<\"0x", text.find(after));
  std::vector<uint8_t> bytes;
  if (at == std::string::npos) return bytes;
  for (size_t i = at + 9; i + 1 < text.size() && text[i] != '"'; i += 2)
    bytes.push_back(static_cast<uint8_t>(std::stoi(text.substr(i, 2), nullptr, 16)));
  return bytes;
}

TEST(RngBitGenerator, MatchesCorpusBitForBit) {
  PARTIR_REQUIRE_CORPUS("stablehlo/testdata");
  // rng_bit_generator_uint32_4.mlir: the state [1, 4, 0, 1] as ui32 pairs is
  // [4 << 32 | 1, 1 << 32 | 0] as ui64; the output is 100x100 ui64.
  std::ifstream in(testing::corpusRoot() / "stablehlo/testdata/rng_bit_generator_uint32_4.mlir");
  std::stringstream text;
  text << in.rdbuf();
  std::vector<uint8_t> expected = hexLiteral(text.str(), "func.func private @expected");
  ASSERT_EQ(expected.size(), 10000u * 8);
  RngBitGeneratorResult r = rngBitGenerator(RngAlgorithm::kThreeFry,
                                            u64s({uint64_t{4} << 32 | 1, uint64_t{1} << 32}),
                                            TensorType{{100, 100}, ElementType::kUI64});
  EXPECT_EQ(elements<uint64_t>(r.outputState),
            (std::vector<uint64_t>{uint64_t{4} << 32 | 1, uint64_t{1} << 32 | 10000}));
  EXPECT_EQ(std::memcmp(r.output.rawData(), expected.data(), expected.size()), 0);
}

TEST(RngBitGenerator, ThreeFry32BitSplitsTheFirstEvenDimension) {
  // 2x3 ui32: dimension 0 is split; block i of the 1x3 half gives [0][i], [1][i].
  RngBitGeneratorResult r = rngBitGenerator(RngAlgorithm::kThreeFry, u64s({7, 100}),
                                            TensorType{{2, 3}, ElementType::kUI32});
  std::vector<uint32_t> expected(6);
  for (int i = 0; i < 3; ++i) {
    std::array<uint32_t, 2> w = threeFry2x32({7, 0}, {100u + i, 0});
    expected[i] = w[0];
    expected[3 + i] = w[1];
  }
  EXPECT_EQ(elements<uint32_t>(r.output), expected);
  EXPECT_EQ(elements<uint64_t>(r.outputState), (std::vector<uint64_t>{7, 103}));

  // Odd 3-element f32: split on the largest dimension into 2 blocks; the
  // last block's second word is dropped. Floats hold the raw bits.
  RngBitGeneratorResult f = rngBitGenerator(RngAlgorithm::kThreeFry, u64s({7, 100}),
                                            TensorType{{3}, ElementType::kF32});
  std::array<uint32_t, 2> b0 = threeFry2x32({7, 0}, {100, 0}), b1 = threeFry2x32({7, 0}, {101, 0});
  const uint32_t* bits = reinterpret_cast<const uint32_t*>(f.output.rawData());
  EXPECT_EQ((std::vector<uint32_t>{bits[0], bits[1], bits[2]}),
            (std::vector<uint32_t>{b0[0], b0[1], b1[0]}));
  EXPECT_EQ(elements<uint64_t>(f.outputState), (std::vector<uint64_t>{7, 102}));

  // An empty output leaves the counter alone.
  RngBitGeneratorResult e = rngBitGenerator(RngAlgorithm::kThreeFry, u64s({7, 100}),
                                            TensorType{{3, 0}, ElementType::kUI16});
  EXPECT_EQ(elements<uint64_t>(e.outputState), (std::vector<uint64_t>{7, 100}));

  // ui8 keeps the low byte of each word.
  RngBitGeneratorResult n = rngBitGenerator(RngAlgorithm::kThreeFry, u64s({7, 100}),
                                            TensorType{{2}, ElementType::kUI8});
  EXPECT_EQ(elements<uint8_t>(n.output),
            (std::vector<uint8_t>{static_cast<uint8_t>(b0[0]), static_cast<uint8_t>(b0[1])}));
}

TEST(RngBitGenerator, PhiloxBlocksAndStates) {
  // 3-element state: counter = (state[1], state[2]); 5 ui32 use 2 blocks.
  RngBitGeneratorResult r = rngBitGenerator(RngAlgorithm::kPhilox,
                                            u64s({uint64_t{9} << 32 | 5, ~uint64_t{0}, 1}),
                                            TensorType{{5}, ElementType::kUI32});
  std::array<uint32_t, 4> b0 = philox4x32({5, 9}, {0xffffffff, 0xffffffff, 1, 0});
  std::array<uint32_t, 4> b1 = philox4x32({5, 9}, {0, 0, 2, 0});  // the carry into the high half
  EXPECT_EQ(elements<uint32_t>(r.output), (std::vector<uint32_t>{b0[0], b0[1], b0[2], b0[3], b1[0]}));
  EXPECT_EQ(elements<uint64_t>(r.outputState),
            (std::vector<uint64_t>{uint64_t{9} << 32 | 5, 1, 2}));

  // 2-element state: the counter's high half is the key; 3 ui64 use 2 blocks.
  RngBitGeneratorResult w = rngBitGenerator(RngAlgorithm::kPhilox, u64s({5, 40}),
                                            TensorType{{3}, ElementType::kI64});
  std::array<uint32_t, 4> c0 = philox4x32({5, 0}, {40, 0, 5, 0});
  std::array<uint32_t, 4> c1 = philox4x32({5, 0}, {41, 0, 5, 0});
  auto join = [](uint32_t lo, uint32_t hi) { return int64_t(uint64_t{lo} | uint64_t{hi} << 32); };
  EXPECT_EQ(elements<int64_t>(w.output),
            (std::vector<int64_t>{join(c0[0], c0[1]), join(c0[2], c0[3]), join(c1[0], c1[1])}));
  EXPECT_EQ(elements<uint64_t>(w.outputState), (std::vector<uint64_t>{5, 42}));
}

TEST(RngBitGenerator, RejectsBadStates) {
  TensorType out{{2}, ElementType::kUI32};
  EXPECT_NE(errorOf([&] { rngBitGenerator(RngAlgorithm::kThreeFry, u64s({1, 2, 3}), out); })
                .find("(C2)"),
            std::string::npos);
  EXPECT_NE(errorOf([&] { rngBitGenerator(RngAlgorithm::kPhilox, u64s({1}), out); }).find("(C2)"),
            std::string::npos);
  Tensor i64 = Tensor::zeros(TensorType{{2}, ElementType::kI64});
  EXPECT_NE(errorOf([&] { rngBitGenerator(RngAlgorithm::kThreeFry, i64, out); }).find("ui64"),
            std::string::npos);
  EXPECT_NE(errorOf([&] {
              rngBitGenerator(RngAlgorithm::kThreeFry, u64s({1, 2}), TensorType{{2}, ElementType::kI1});
            }).find("i1"),
            std::string::npos);
}

// ---- kernels ------------------------------------------------------------------

// Runs a module whose @main is `code`() with `attrs` and `results`.
Result<Values> runGenerator(OpCode code, std::vector<std::pair<std::string, Attribute>> attrs,
                            std::vector<Type> results, const std::vector<Tensor>& args = {}) {
  Module module;
  auto f = std::make_unique<Function>();
  f->name = "main";
  f->resultTypes = results;
  Block& body = f->body.addBlock();
  auto op = std::make_unique<Operation>(code, std::string(opMnemonic(code)), Location{});
  for (const Tensor& a : args) {
    f->argTypes.push_back(a.type());
    op->addOperand(body.addArgument(a.type()));
  }
  for (auto& [name, value] : attrs) op->attrs().set(name, value);
  for (const Type& t : results) op->addResult(t);
  Operation* o = body.append(std::move(op));
  auto ret = std::make_unique<Operation>(OpCode::kFuncReturn, "func.return", Location{});
  for (size_t i = 0; i < results.size(); ++i) ret->addOperand(o->result(i));
  body.append(std::move(ret));
  module.functions.push_back(std::move(f));
  return Interpreter(module).run("main", Values(args.begin(), args.end()));
}

TEST(GeneratorKernels, ConstantAndIota) {
  DenseElements dense{TensorType{{2}, ElementType::kI32}, false, {1, 0, 0, 0, 2, 0, 0, 0}, ""};
  TensorType type{{2}, ElementType::kI32};
  Result<Values> c = runGenerator(OpCode::kConstant, {{"value", Attribute::denseElements(dense)}}, {type});
  ASSERT_TRUE(c.ok()) << c.error().str();
  EXPECT_EQ(elements<int32_t>(c.value()[0].tensor()), (std::vector<int32_t>{1, 2}));
  Result<Values> wrong = runGenerator(OpCode::kConstant, {{"value", Attribute::denseElements(dense)}},
                                      {Type(TensorType{{3}, ElementType::kI32})});
  EXPECT_FALSE(wrong.ok());

  Result<Values> i = runGenerator(OpCode::kIota, {{"iota_dimension", Attribute::integer(1)}},
                                  {Type(TensorType{{2, 2}, ElementType::kI32})});
  ASSERT_TRUE(i.ok()) << i.error().str();
  EXPECT_EQ(elements<int32_t>(i.value()[0].tensor()), (std::vector<int32_t>{0, 1, 0, 1}));
  Result<Values> bad = runGenerator(OpCode::kIota, {{"iota_dimension", Attribute::integer(2)}},
                                    {Type(TensorType{{2, 2}, ElementType::kI32})});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("'stablehlo.iota': iota_dimension"), std::string::npos);
}

TEST(GeneratorKernels, DynamicIotaChecksItsShapeOperand) {
  Tensor shape = Tensor::uninitialized(TensorType{{2}, ElementType::kI64});
  shape.set<int64_t>(0, 3);
  shape.set<int64_t>(1, 4);
  TensorType type{{3, 4}, ElementType::kI64};
  Result<Values> r = runGenerator(OpCode::kDynamicIota, {{"iota_dimension", Attribute::integer(0)}},
                                  {type}, {shape});
  ASSERT_TRUE(r.ok()) << r.error().str();
  EXPECT_EQ(r.value()[0].tensor().get<int64_t>(11), 2);
  shape.set<int64_t>(1, 5);
  Result<Values> bad = runGenerator(OpCode::kDynamicIota, {{"iota_dimension", Attribute::integer(0)}},
                                    {type}, {shape});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("output_shape"), std::string::npos);
}

TEST(GeneratorKernels, RngBitGeneratorDefaultIsThreeFry) {
  TensorType state{{2}, ElementType::kUI64}, out{{2, 2}, ElementType::kUI64};
  auto run = [&](const char* algorithm) {
    return runGenerator(OpCode::kRngBitGenerator,
                        {{"rng_algorithm", Attribute::enumValue("stablehlo", "rng_algorithm", algorithm)}},
                        {state, out}, {u64s({1, 2})});
  };
  Result<Values> d = run("DEFAULT");
  ASSERT_TRUE(d.ok()) << d.error().str();
  EXPECT_EQ(elements<uint64_t>(d.value()[1].tensor())[0], 9236835810183407956u);
  EXPECT_EQ(elements<uint64_t>(d.value()[0].tensor()), (std::vector<uint64_t>{1, 6}));
  Result<Values> p = run("PHILOX");
  ASSERT_TRUE(p.ok()) << p.error().str();
  EXPECT_FALSE(p.value()[1].tensor().bitwiseEqual(d.value()[1].tensor()));
  EXPECT_FALSE(run("MERSENNE").ok());
}

TEST(GeneratorKernels, RefusesRng) {
  Result<Values> rng = runGenerator(OpCode::kRng, {}, {Type(TensorType{{2}, ElementType::kF32})});
  ASSERT_FALSE(rng.ok());
  EXPECT_EQ(rng.error().kind, ErrorKind::kUnsupported);
}

}  // namespace
}  // namespace partir
