// Sub-byte integers (i2, i4, ui2, ui4; StableHLO spec "Types": si2, si4,
// ui2, ui4): each element takes a byte holding its value, sign-extended
// (semantics/element_type.h). The interpreter wraps every sub-byte result
// to its width right after the op that computed it (Interpreter::runBlock),
// so kernels compute on the byte: addition, subtraction and multiplication
// modulo 2^8 and then 2^n are those modulo 2^n, comparisons, minimum and
// maximum see in-range values, and iota and convert wrap as the spec's
// integer arithmetic does. The ops that read bits beyond the value
// (popcnt, count_leading_zeros, the shifts) take the width (interp/numerics.h,
// lowBits).
#pragma once

#include "interp/tensor.h"

namespace partir {

// Wraps every element of a sub-byte integer tensor to its width, in place
// (wrapInteger); any other tensor is left alone. Given [7, 8, -9] : i4 it
// holds [7, -8, 7].
void wrapSubByte(Tensor& t);

}  // namespace partir
