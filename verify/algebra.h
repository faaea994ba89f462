// Laws of reduction functions (seed 000 §5.2.1: sum<@f> needs an associative
// @f; DESIGN.md "Verification" (3)), proved over the element type's scalar
// theory: integers as bit-vectors of their width (signed or unsigned order),
// i1 as one bit (add = or, multiply = and, as the StableHLO spec defines them
// on booleans), floating-point types as reals. The reals are an abstraction:
// IEEE addition is not associative, which is why the differential tests feed
// integer-valued floats (DESIGN.md "Property-based differential tests").
//
// A reducer body is translated op by op (add, subtract, multiply, maximum,
// minimum, and, or, xor, negate); any other op makes the law unknown.
//
// Given the body `%0 = stablehlo.maximum %a, %b; return %0` on f32,
// kAssociative, kCommutative and kInitAbsorbed (whatever the init) are
// proved; for `subtract`, kAssociative is refuted (x = 0, y = 0, z = 1).
#pragma once

#include <z3++.h>

#include "verify/obligation.h"

namespace partir::verify {

// A formula satisfiable exactly when `o.law` fails; throws std::runtime_error
// naming what cannot be encoded.
z3::expr lawViolation(z3::context& ctx, const Obligation& o);

ObligationResult checkLaw(const Obligation& o, const CheckOptions& options);

}  // namespace partir::verify
