// Random inputs, deterministic in a seed (DESIGN.md "Conventions": everything
// deterministic given --seed). Two distributions:
//  - integer-valued (`partir check`, property tests): small integers, so that
//    floating-point sums are exact in any order and every path of DESIGN.md's
//    data flow must agree bit for bit;
//  - real-valued (`partir run --random-inputs`, real models): what a model
//    sees, floats spread over [-1, 1) and small non-negative integers, so
//    label and token indices land in range.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "interp/value.h"
#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/types.h"

namespace partir {

// One tensor per type: values in [-3, 3] for signed integer and float types
// ([-2, 1] for i2), [0, 3] for unsigned ones and the sign-less f8E8M0FNU,
// {0, 1} for i1 (in the narrowest floats, rounded: 3 is 4 in f8E8M0FNU).
Values randomIntegerInputs(const std::vector<TensorType>& types, uint64_t seed);

// As randomIntegerInputs, but integer elements (not i1) are drawn from the
// limits of their type and around 0: min, min + 1, -1, 0, 1, max - 1, max
// (0, 1, 2, max - 1, max unsigned), where wrapping arithmetic shows.
Values limitIntegerInputs(const std::vector<TensorType>& types, uint64_t seed);

// One tensor per type: floats uniform in [-1, 1) (multiples of 2^-23, of
// 2^-52 in f64; rounded to nearest in the narrower floats; their magnitude
// in the unsigned f8E8M0FNU), integers uniform in
// [0, 10) (wrapped to a sub-byte integer's width), i1 uniform in {0, 1}. Tensor i of `types` uses the stream seeded
// with `seed + i`, so giving one argument a file does not change the others.
// The generator is counter-based (SplitMix64 evaluated at each element's
// index): tensors fill in parallel, with the same bits for any thread count.
Values randomRealInputs(const std::vector<TensorType>& types, uint64_t seed);

// The block of shape `shape` at `start` of randomRealInputs({whole}, seed)[0],
// drawn alone: the same bits as slicing the whole tensor, without drawing
// (or holding) the rest. A device's shard of a random input so (docs/mpi.md).
Tensor randomRealBlock(const TensorType& whole, uint64_t seed, const std::vector<int64_t>& start, const Shape& shape);

// The values randomIntegerInputs (or, `atLimits`, limitIntegerInputs) draws
// for `type`, for messages: "integers in [-3, 3]", "{0, 1}", "min, min + 1,
// -1, 0, 1, max - 1, max".
std::string integerInputDistribution(ElementType type, bool atLimits);

// Gives every constant of `module` whose values the file elides
// (`dense_resource<__elided__>`, as JAX exports large weights) values drawn
// as randomRealInputs draws them: constant i (in program order, nested ones
// included) from a stream of its own, seeded by `seed` and i, apart from the
// arguments' streams. Returns how many it filled; a constant over the tensor
// size limit is an error (kOutOfResources), nothing allocated.
Result<int64_t> fillElidedConstants(Module& module, uint64_t seed);

// The distribution randomRealInputs draws `type` from, for messages and docs:
// "uniform [-1, 1)", "uniform integers [0, 10)", "uniform {0, 1}".
std::string realInputDistribution(ElementType type);

}  // namespace partir
