// Random inputs for differential runs (`partir check`, property tests): small
// integer values, so that floating-point sums are exact in any order and
// every path of DESIGN.md's data flow must agree bit for bit.
#pragma once

#include <cstdint>
#include <vector>

#include "interp/value.h"
#include "semantics/types.h"

namespace partir {

// One tensor per type, deterministic in `seed`: values in [-3, 3] for signed
// integer and float types, [0, 3] for unsigned ones, {0, 1} for i1.
Values randomIntegerInputs(const std::vector<TensorType>& types, uint64_t seed);

}  // namespace partir
