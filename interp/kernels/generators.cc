#include "interp/kernels/generators.h"

#include "interp/quantization.h"

#include <algorithm>
#include <bit>
#include <vector>

#include <fmt/ranges.h>

#include "interp/index_space.h"
#include "interp/kernels.h"

namespace partir {

// ---- iota ----------------------------------------------------------------------

Tensor iota(const TensorType& type, int64_t iotaDimension) {
  if (iotaDimension < 0 || iotaDimension >= type.rank())
    failInvalidArgument("iota_dimension {} is outside [0, {}) (C1)", iotaDimension, type.rank());
  if (isBoolean(type.element))
    failInvalidArgument("iota output must have an integer or floating-point element type, not i1");
  Tensor result = Tensor::uninitialized(type);
  if (result.numElements() == 0) return result;
  const std::vector<int64_t> strides = rowMajorStrides(type.shape);
  const int64_t n = type.shape[iotaDimension], inner = strides[iotaDimension];
  const int64_t outer = result.numElements() / (n * inner);
  dispatchElementType(type.element, [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* out = result.data<T>();
    for (int64_t i = 0; i < n; ++i) {
      const T value = std::is_integral_v<T> ? static_cast<T>(i) : T(static_cast<double>(i));
      for (int64_t o = 0; o < outer; ++o) std::fill_n(out + (o * n + i) * inner, inner, value);
    }
  });
  return result;
}

// ---- bit generators ------------------------------------------------------------------

std::array<uint32_t, 2> threeFry2x32(std::array<uint32_t, 2> key,
                                     std::array<uint32_t, 2> counter) {
  constexpr int kRotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  const uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = counter[0] + ks[0], x1 = counter[1] + ks[1];
  // 5 groups of 4 rounds, each followed by a key injection.
  for (int group = 0; group < 5; ++group) {
    for (int r = 0; r < 4; ++r) {
      x0 += x1;
      x1 = std::rotl(x1, kRotations[(group % 2) * 4 + r]) ^ x0;
    }
    x0 += ks[(group + 1) % 3];
    x1 += ks[(group + 2) % 3] + static_cast<uint32_t>(group + 1);
  }
  return {x0, x1};
}

std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key,
                                   std::array<uint32_t, 4> x) {
  for (int round = 0; round < 10; ++round) {
    const uint64_t p0 = uint64_t{0xD2511F53u} * x[0];
    const uint64_t p1 = uint64_t{0xCD9E8D57u} * x[2];
    x = {static_cast<uint32_t>(p1 >> 32) ^ x[1] ^ key[0], static_cast<uint32_t>(p1),
         static_cast<uint32_t>(p0 >> 32) ^ x[3] ^ key[1], static_cast<uint32_t>(p0)};
    key[0] += 0x9E3779B9u;
    key[1] += 0xBB67AE85u;
  }
  return x;
}

namespace {

std::array<uint32_t, 2> words(uint64_t v) {
  return {static_cast<uint32_t>(v), static_cast<uint32_t>(v >> 32)};
}

uint64_t join(uint32_t lo, uint32_t hi) { return uint64_t{lo} | uint64_t{hi} << 32; }

// A 128-bit Philox counter, low 64 bits first (XLA's U128 as two U64s).
struct Counter128 {
  uint64_t low = 0, high = 0;
  Counter128 plus(uint64_t n) const {
    const uint64_t sum = low + n;
    return {sum, high + (sum < low ? 1 : 0)};
  }
  std::array<uint32_t, 4> words() const {
    return {static_cast<uint32_t>(low), static_cast<uint32_t>(low >> 32),
            static_cast<uint32_t>(high), static_cast<uint32_t>(high >> 32)};
  }
};

// Stores `bits` into element i of `out`, keeping its low byteWidth bytes.
void storeBits(Tensor& out, int64_t i, uint64_t bits) {
  const int width = byteWidth(out.elementType());
  switch (width) {
    case 1: out.rawData()[i] = static_cast<uint8_t>(bits); break;
    case 2: reinterpret_cast<uint16_t*>(out.rawData())[i] = static_cast<uint16_t>(bits); break;
    case 4: reinterpret_cast<uint32_t*>(out.rawData())[i] = static_cast<uint32_t>(bits); break;
    default: reinterpret_cast<uint64_t*>(out.rawData())[i] = bits; break;
  }
}

// XLA SplitShapeIntoHalves: the first even dimension, else the first largest.
int64_t splitDimension(const Shape& shape) {
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] % 2 == 0) return static_cast<int64_t>(d);
  int64_t best = 0;
  for (size_t d = 1; d < shape.size(); ++d)
    if (shape[d] > shape[best]) best = static_cast<int64_t>(d);
  return best;
}

// THREE_FRY for outputs of at most 32 bits (XLA ThreeFryRngBit32 / Narrow).
uint64_t threeFryWords(Tensor& out, uint64_t key, uint64_t counter) {
  if (out.numElements() == 0) return counter;  // the half shape is empty too
  if (out.rank() == 0) {
    storeBits(out, 0, threeFry2x32(words(key), words(counter))[0]);
    return counter + 1;
  }
  const int64_t split = splitDimension(out.shape());
  const int64_t size = out.shape()[split], half = (size + 1) / 2;
  const int64_t inner = rowMajorStrides(out.shape())[split];
  const int64_t outer = out.numElements() / (size * inner);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j = 0; j < half; ++j)
      for (int64_t i = 0; i < inner; ++i) {
        const uint64_t block = static_cast<uint64_t>((o * half + j) * inner + i);
        const std::array<uint32_t, 2> w = threeFry2x32(words(key), words(counter + block));
        storeBits(out, (o * size + 2 * j) * inner + i, w[0]);
        if (2 * j + 1 < size) storeBits(out, (o * size + 2 * j + 1) * inner + i, w[1]);
      }
  return counter + static_cast<uint64_t>(outer * half * inner);
}

// THREE_FRY for 64-bit outputs (XLA ThreeFryRngBit64).
uint64_t threeFry64(Tensor& out, uint64_t key, uint64_t counter) {
  for (int64_t i = 0; i < out.numElements(); ++i) {
    const std::array<uint32_t, 2> w =
        threeFry2x32(words(key), words(counter + static_cast<uint64_t>(i)));
    storeBits(out, i, join(w[0], w[1]));
  }
  return counter + static_cast<uint64_t>(out.numElements());
}

// PHILOX (XLA PhiloxRngBit32 / Narrow / 64): block b gives elements
// 4b..4b+3 (one word each) or 2b, 2b+1 (two words each).
Counter128 philoxBits(Tensor& out, uint64_t key, Counter128 counter) {
  const int64_t n = out.numElements();
  const bool wide = byteWidth(out.elementType()) == 8;
  const int64_t perBlock = wide ? 2 : 4;
  const int64_t blocks = (n + perBlock - 1) / perBlock;
  for (int64_t b = 0; b < blocks; ++b) {
    const std::array<uint32_t, 4> w = philox4x32(words(key), counter.plus(b).words());
    for (int64_t k = 0; k < perBlock && b * perBlock + k < n; ++k)
      storeBits(out, b * perBlock + k, wide ? join(w[2 * k], w[2 * k + 1]) : w[k]);
  }
  return counter.plus(static_cast<uint64_t>(blocks));
}

void checkRngTypes(RngAlgorithm algorithm, const Tensor& state, const TensorType& outputType) {
  if (state.elementType() != ElementType::kUI64 || state.rank() != 1)
    failInvalidArgument("initial_state has type {}, expected a rank-1 ui64 tensor (I2)",
                        state.type().str());
  const int64_t size = state.numElements();
  if (algorithm == RngAlgorithm::kThreeFry && size != 2)
    failInvalidArgument("THREE_FRY needs an initial_state of 2 elements, got {} (C2)", size);
  if (algorithm == RngAlgorithm::kPhilox && size != 2 && size != 3)
    failInvalidArgument("PHILOX needs an initial_state of 2 or 3 elements, got {} (C2)", size);
  if (isBoolean(outputType.element))
    failInvalidArgument("output must have an integer or floating-point element type, not i1");
}

}  // namespace

RngBitGeneratorResult rngBitGenerator(RngAlgorithm algorithm, const Tensor& initialState,
                                      const TensorType& outputType) {
  checkRngTypes(algorithm, initialState, outputType);
  Tensor state = initialState;
  Tensor output = Tensor::uninitialized(outputType);
  uint64_t* s = state.data<uint64_t>();
  if (algorithm == RngAlgorithm::kThreeFry) {
    s[1] = byteWidth(outputType.element) == 8 ? threeFry64(output, s[0], s[1])
                                              : threeFryWords(output, s[0], s[1]);
  } else {
    // A 2-element state holds [key, counter_low]; its high half is the key
    // (XLA GetPhiloxStateOp reverses the state), and only the low half is
    // written back.
    const bool three = state.numElements() == 3;
    const Counter128 next = philoxBits(output, s[0], {s[1], three ? s[2] : s[0]});
    s[1] = next.low;
    if (three) s[2] = next.high;
  }
  return {std::move(state), std::move(output)};
}

// ---- kernels ------------------------------------------------------------------

// StableHLO spec "constant": the `value` literal.
Values evalConstant(OpContext& ctx) {
  const Attribute& value = ctx.attr("value");
  if (value.kind() != Attribute::Kind::kDenseElements)
    ctx.fail("attribute 'value' must be a dense literal");
  if (value.getDenseElements().type != ctx.resultType(0))
    ctx.fail("value has type {}, but the result type is {}", value.getDenseElements().type.str(),
             ctx.resultType(0).str());
  return {Tensor::fromDense(value.getDenseElements(), ctx.loc())};
}

// "dynamic_iota": iota of shape `output_shape` (operand 0), which must equal
// the static result shape.
Values evalDynamicIota(OpContext& ctx) {
  const Tensor& shape = ctx.tensor(0);
  std::optional<std::vector<int64_t>> dims = readIndices(shape);
  if (!dims || shape.rank() != 1)
    ctx.fail("output_shape must be a rank-1 tensor of integers, got {}", shape.type().str());
  if (*dims != ctx.resultType(0).shape)
    ctx.fail("output_shape is [{}], but the result type is {}", fmt::join(*dims, ", "),
             ctx.resultType(0).str());
  return evalIota(ctx);
}

// StableHLO spec "iota".
Values evalIota(OpContext& ctx) {
  const int64_t dimension = ctx.intAttr("iota_dimension");
  const TensorType& resultType = ctx.resultType(0);
  return {atOp(ctx, [&] { return iota(resultType, dimension); })};
}

// StableHLO spec "rng": the UNIFORM / NORMAL generators are implementation-defined.
Values evalRng(OpContext& ctx) {
  ctx.failUnsupported("rng is implementation-defined (StableHLO spec \"rng\") and has no "
                      "reproducible reference to match; use rng_bit_generator");
}

// StableHLO spec "rng_bit_generator"; DEFAULT is THREE_FRY (generators.h).
Values evalRngBitGenerator(OpContext& ctx) {
  const std::string& name = ctx.enumAttr("rng_algorithm");
  if (name != "DEFAULT" && name != "THREE_FRY" && name != "PHILOX")
    ctx.fail("rng_algorithm {} is not DEFAULT, THREE_FRY or PHILOX", name);
  const RngAlgorithm algorithm = name == "PHILOX" ? RngAlgorithm::kPhilox : RngAlgorithm::kThreeFry;
  const Tensor& state = ctx.tensor(0);
  const TensorType &stateType = ctx.resultType(0), &outputType = ctx.resultType(1);
  RngBitGeneratorResult r = atOp(ctx, [&] { return rngBitGenerator(algorithm, state, outputType); });
  if (r.outputState.type() != stateType)
    ctx.fail("output_state has type {}, but initial_state {} (C1)", stateType.str(),
             r.outputState.type().str());
  return {std::move(r.outputState), std::move(r.output)};
}

// StableHLO spec "uniform_dequantize".
Values evalUniformDequantize(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const TensorType& type = ctx.op().operandType(0).tensor();
  return ctx.checkedResults({atOp(ctx, [&] { return dequantize(operand, type); })});
}

// StableHLO spec "uniform_quantize": a float operand quantized; a quantized
// one requantized (dequantized first).
Values evalUniformQuantize(OpContext& ctx) {
  const Tensor& operand = ctx.tensor(0);
  const TensorType& operandType = ctx.op().operandType(0).tensor();
  const TensorType& resultType = ctx.resultType(0);
  return ctx.checkedResults({atOp(ctx, [&] {
    return quantize(operandType.isQuantized() ? dequantize(operand, operandType) : operand, resultType);
  })});
}

}  // namespace partir
