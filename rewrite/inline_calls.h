// Inlining of func.call before partitioning. The tile-mapping registry has
// no entries for calls (a callee may be called with differently tiled
// operands), so `partir partition` first replaces every call that takes
// operands by a copy of the callee's body. Calls without operands (the
// corpus's `call @inputs()` / `call @expected()`) are kept: they are value
// producers, and their results are the programs' targetable inputs.
//
// Given
//   func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
//     %0 = call @relu(%x) : (tensor<4xf32>) -> tensor<4xf32>
//     return %0 : tensor<4xf32> }
//   func.func private @relu(%y: tensor<4xf32>) -> tensor<4xf32> { ...max... }
// `inlineCalls(module, main)` leaves @main with the max op in place of the call.
#pragma once

#include "semantics/ir.h"

namespace partir {

// Which ops are calls: func.call, and with `Calls::kAndComposites` also
// stablehlo.composite, whose meaning is a call of its decomposition
// (StableHLO spec "composite"; the spec check of verify/composite/spec_check.h reads a
// nested composite through its decomposition).
enum class Calls { kCallsOnly, kAndComposites };

// Inlines, recursively, every call with at least one operand in the
// top-level block of `function` (calls inside regions stay). Fails on
// recursion or on a callee that is a declaration.
Status inlineCalls(const Module& module, Function& function, Calls calls = Calls::kCallsOnly);

}  // namespace partir
