// Ops on quantized tensors (StableHLO spec "Quantized element types"): the
// spec defines nearly every op on them by dequantize_op_quantize —
// dequantize the quantized operands to their expressed type, apply the op,
// quantize the results to their quantized types. This file says which ops
// take that path and builds the op they apply: a copy of the op with every
// quantized type replaced by its expressed type. The verifier checks that
// copy's type rule; the interpreter runs its kernel (interp/interpreter.cc).
//
// Given
//   %r = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.1:-30>>,
//        tensor<2x!quant.uniform<i8:f32, 0.5:-20>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:-20>>
// the expressed copy is `stablehlo.add : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>`.
#pragma once

#include <memory>

#include "semantics/ir.h"

namespace partir {

// An op with a quantized operand, result or region argument that the spec
// defines by dequantize_op_quantize: every op but uniform_quantize,
// uniform_dequantize and bitcast_convert (which read the storage), and ops
// that only pass values along (calls, returns, control flow, tuples,
// custom_call, the check and interpreter ops, PartIR and Shardy ops).
bool computesDequantized(const Operation& op);

// Whether an operand, result or region argument of `op` is quantized.
bool hasQuantizedType(const Operation& op);

// The expressed copy of `op`, its operands block arguments of a scratch
// region it owns.
struct ExpressedOp {
  std::unique_ptr<Region> scratch;
  std::unique_ptr<Operation> op;
};
ExpressedOp expressedCopy(const Operation& op);

}  // namespace partir
