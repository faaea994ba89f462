// A rapidcheck generator of a block inside a tensor: a shape of rank 0 to 3
// (each dim 1 to 5) and a block of it, for the tests that a shard read or
// drawn alone is the slice of the whole (npy_test.cc, run_inputs_test.cc).
#pragma once

#include <rapidcheck.h>

#include <cstdint>
#include <vector>

#include "semantics/types.h"

namespace partir::testing {

struct RandomBlock {
  TensorType whole;
  std::vector<int64_t> start, limit, strides;
  Shape shape;
};

// Generated inside a property (rc::gen's operator*).
inline RandomBlock randomBlock(ElementType element) {
  const int64_t rank = *rc::gen::inRange<int64_t>(0, 4);
  RandomBlock b{TensorType{{}, element}, {}, {}, std::vector<int64_t>(static_cast<size_t>(rank), 1), {}};
  for (int64_t d = 0; d < rank; ++d) {
    b.whole.shape.push_back(*rc::gen::inRange<int64_t>(1, 6));
    b.start.push_back(*rc::gen::inRange<int64_t>(0, b.whole.shape.back()));
    b.shape.push_back(*rc::gen::inRange<int64_t>(1, b.whole.shape.back() - b.start.back() + 1));
    b.limit.push_back(b.start.back() + b.shape.back());
  }
  return b;
}

}  // namespace partir::testing
