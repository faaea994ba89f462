// "The body is one binary op": reducer regions (StableHLO spec "reduce",
// "reduce_window", "scatter" update_computation, ...) and reduction
// functions (#partir.sum<@f>) that apply one op to two of their arguments,
// recognised in one place for the tile mappings (semantics/tmr.h) and the
// interpreter's native paths (interp/kernels/reducer.h, symbol_reducer.h,
// gather_scatter.h).
//
// Given the block
//   ^bb0(%a: tensor<f32>, %b: tensor<f32>):
//     %0 = stablehlo.maximum %b, %a : tensor<f32>
//     stablehlo.return %0 : tensor<f32>
// matchBinaryBody returns the maximum with lhsArg 1 and rhsArg 0.
#pragma once

#include <optional>

#include "semantics/ir.h"

namespace partir {

// An op of two operands that are arguments of its block, with one result
// and no regions.
struct BinaryBody {
  const Operation* op = nullptr;
  // The block arguments the op reads, in operand order (may be equal).
  int lhsArg = 0, rhsArg = 0;

  OpCode code() const { return op->code(); }
};

// `op` when it is a binary op of arguments of `block`; else nullopt.
std::optional<BinaryBody> binaryOfArguments(const Operation& op, const Block& block);

// The op of a block `%r = op %x, %y; return %r` (stablehlo.return or
// func.return) with %x and %y arguments of the block; else nullopt.
std::optional<BinaryBody> matchBinaryBody(const Block& block);

}  // namespace partir
