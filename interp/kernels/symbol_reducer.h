// The reduction named by a symbol: #partir.sum<@f> (PartIR:Core loops) and
// partir.all_reduce <@f> (PartIR:HLO), or plain stablehlo.add. @f is a
// module function (tensor<E>, tensor<E>) -> tensor<E> applied elementwise.
// When its body is one binary op of its two arguments (add, multiply,
// maximum, minimum, and, or, xor) the op's tensor kernel runs on whole
// tensors; otherwise @f is called per element.
//
// Given @f = maximum on f32, apply(ctx, [1, 5], [3, 2]) returns [3, 5].
#pragma once

#include <string>

#include "interp/kernels/elementwise.h"
#include "interp/op_context.h"
#include "interp/tensor.h"

namespace partir {

// f applied elementwise: apply(acc, v) = f(acc, v).
class SymbolReducer {
 public:
  // Plain sum: stablehlo.add.
  SymbolReducer() : kernel_(add) {}
  SymbolReducer(OpContext& ctx, const std::string& name, ElementType e);

  Tensor apply(OpContext& ctx, Tensor acc, const Tensor& v) const;

 private:
  Tensor applyGeneral(OpContext& ctx, Tensor acc, const Tensor& v) const;

  const Function* f_ = nullptr;
  // When f's body is one op of elementwiseBinaryKernel (elementwise.h) on
  // its two arguments: that op's kernel on whole tensors (the same
  // elementwise semantics, no call per element), and whether f(a, b) = op(b, a).
  BinaryKernel kernel_ = nullptr;
  bool swapped_ = false;
};

}  // namespace partir
