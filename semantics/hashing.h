// The hashes the project shares: SplitMix64's output function (random
// inputs, the search's program digests) and 64-bit FNV-1a (lemma file names,
// the search's program digests). Neither is cryptographic.
#pragma once

#include <cstdint>
#include <string_view>

namespace partir {

// SplitMix64's output function (Steele, Lea and Flood, "Fast Splittable
// Pseudorandom Number Generators", OOPSLA 2014): a bijection of 64 bits
// whose outputs pass BigCrush for consecutive inputs.
inline uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// SplitMix64's increment: the golden ratio in 64 bits.
inline constexpr uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ull;

// 64-bit FNV-1a (Fowler, Noll and Vo) of `bytes`, from `h` (the standard
// offset basis, or an earlier call's result to continue it).
inline constexpr uint64_t kFnvOffsetBasis = 14695981039346656037ull;
inline uint64_t fnv1a(std::string_view bytes, uint64_t h = kFnvOffsetBasis) {
  for (unsigned char c : bytes) h = (h ^ c) * 1099511628211ull;
  return h;
}

}  // namespace partir
