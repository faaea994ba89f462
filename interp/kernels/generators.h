// Generator ops (op_table.def family `generators`): pure functions over
// tensors, named after the StableHLO spec ops. The kernels in generators.cc
// decode attributes and call these. Errors are failInvalidArgument
// (interp/index_space.h) naming the attribute and the spec constraint.
//
// Not implemented, by design (the kernels fail with ErrorKind::kUnsupported):
//   - rng: UNIFORM / NORMAL are implementation-defined with no reproducible
//     reference to match;
//   - uniform_quantize / uniform_dequantize: quantized types are unsupported
//     in this project.
#pragma once

#include <array>
#include <cstdint>

#include "interp/tensor.h"

namespace partir {

// StableHLO spec "iota": output[i] = i[iotaDimension], converted to the
// element type (integers wrap, floats round to nearest). Integer and float
// element types only (not i1: the spec's iota output is integer,
// floating-point or complex).
// Given tensor<4x5xi32> and dimension 1, every row is [0, 1, 2, 3, 4].
Tensor iota(const TensorType& type, int64_t iotaDimension);

// The bit generators of StableHLO spec "rng_bit_generator". The spec leaves
// the variants implementation-defined; we implement XLA's (the
// RngBitGeneratorExpander over xla/hlo/builder/lib/prng.cc), which is what the
// JAX-exported corpus expects bit for bit. DEFAULT is THREE_FRY here.
enum class RngAlgorithm { kThreeFry, kPhilox };

struct RngBitGeneratorResult {
  Tensor outputState;
  Tensor output;
};

// StableHLO spec "rng_bit_generator". `initialState` is a rank-1 ui64 tensor
// (THREE_FRY: [key, counter]; PHILOX: [key, counter] or
// [key, counter_low, counter_high]); the output type is any integer or float
// type but i1. The output fills with 32-bit words for types up to 32 bits
// (8- and 16-bit types keep the low bits of each word) and 64-bit values for
// 64-bit types; float outputs hold the raw bits. The counter in the returned
// state advances by the number of generator blocks used; the key is kept.
//
// THREE_FRY, 64-bit output: element i (row-major) is threeFry2x32 of key
// (lo, hi) and counter + i (lo, hi), words joined as lo | hi << 32; the counter
// advances by the element count.
// THREE_FRY, narrower output: the shape is split in half along its first even
// dimension (else its first largest); block h of the half shape yields two
// words, for the positions 2j and 2j + 1 of the split dimension; the counter
// advances by the half shape's element count. A rank-0 output takes word 0.
// PHILOX: block i (counter + i, as 128 bits) yields four words for elements
// 4i..4i+3 (32-bit) or two 64-bit values w0|w1<<32, w2|w3<<32 for elements
// 2i, 2i+1; the counter advances by the number of blocks.
// Given THREE_FRY, state [1, 2] and a tensor<2x2xui64> output (StableHLO spec
// example), returns state [1, 6] and [[9236835810183407956,
// 16087790271692313299], [18212823393184779219, 2658481902456610144]].
RngBitGeneratorResult rngBitGenerator(RngAlgorithm algorithm, const Tensor& initialState,
                                      const TensorType& outputType);

// Threefry-2x32 with 20 rounds (Salmon et al., SC 2011, "Parallel random
// numbers: as easy as 1, 2, 3"; XLA ThreeFry2x32).
// Given key [0, 0] and counter [0, 0], returns [0x6b200159, 0x99ba4efe].
std::array<uint32_t, 2> threeFry2x32(std::array<uint32_t, 2> key,
                                     std::array<uint32_t, 2> counter);

// Philox-4x32 with 10 rounds (same paper; XLA Philox4x32).
// Given key [0, 0] and counter [0, 0, 0, 0], returns
// [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8].
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 2> key,
                                   std::array<uint32_t, 4> counter);

}  // namespace partir
