// Rounding-sized perturbations, the second test of `partir check`'s float
// verdicts (verify/differential/float_verdict.h). Where an element's f64
// results still differ as much as its f32 ones, the program may decide that
// element by rounding at any precision (a gradient that cancels to noise,
// then normalized by RMSProp or Adam; a NaN from an f32 overflow). The
// f64 reference is then re-run twice with every rounded result, and every
// float argument, scaled by (1 + s * 2^-40 * (1 + m)): the sign s = +-1 and
// the fraction m in [0, 1) come from a seeded hash of (op, element) (m, so
// that two equal values, like two sums that cancel exactly, move apart),
// and the second run flips every sign. To
// first order (the order of every rounding error analysis) the two runs
// move an element by opposite amounts, so a decision that rounding-sized
// changes can flip flips in one of them. 2^-40 is 2^12 f64 rounding units
// (headroom for the sqrt(n) growth of reassociated sums) and still 2^-17 of
// an f32 rounding unit.
//
// Ops that round are the ones whose exact result is not in general a float
// (arithmetic, transcendentals, products, sums); data movement, max, min,
// select, compare and conversions are exact and keep their bits, so an
// equality the program tests (a max-pool's gradient) still holds.
#pragma once

#include <cstdint>

#include "interp/tensor.h"
#include "semantics/ir.h"

namespace partir {

struct RoundingPerturbation {
  uint64_t seed = 0;
  int sign = 1;  // +1, or -1 for the antithetic run
};

// Whether `op` rounds its float results (a reduce-like op: when its body
// holds an op that rounds, so a reduce of maximum does not).
bool roundsItsResult(const Operation& op);

// Scales each element of an f64 tensor by (1 + s * 2^-40 * (1 + m)), s and
// m from the hash of (p.seed, stream, element), s times p.sign. Other
// element types are left alone.
void perturbRounding(Tensor& t, const RoundingPerturbation& p, uint64_t stream);

}  // namespace partir
