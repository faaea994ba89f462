#include "interp/kernels/symbol_reducer.h"

#include <cstring>

#include "interp/index_space.h"
#include "interp/interpreter.h"
#include "interp/kernels/elementwise.h"
#include "semantics/binary_body.h"

namespace partir {

SymbolReducer::SymbolReducer(OpContext& ctx, const std::string& name, ElementType e) {
  f_ = ctx.interpreter().module().lookup(name);
  if (!f_ || f_->isDeclaration()) ctx.fail("no reducer function @{} in the module", name);
  const Type scalar = Type::tensor({}, e);
  if (f_->argTypes != std::vector<Type>{scalar, scalar} || f_->resultTypes != std::vector<Type>{scalar})
    ctx.fail("reducer @{} must have type ({}, {}) -> {}", name, scalar.str(), scalar.str(), scalar.str());
  const std::optional<BinaryBody> match = matchBinaryBody(f_->entry());
  if (!match || match->lhsArg == match->rhsArg) return;
  kernel_ = elementwiseBinaryKernel(match->code());
  swapped_ = match->lhsArg == 1;
}

Tensor SymbolReducer::apply(OpContext& ctx, Tensor acc, const Tensor& v) const {
  if (!kernel_) return applyGeneral(ctx, std::move(acc), v);
  if (!swapped_) return atOp(ctx, [&] { return kernel_(std::move(acc), v); });
  return atOp(ctx, [&] { return kernel_(v, acc); });
}

// Calls f on each pair of elements (as rank-0 tensors).
Tensor SymbolReducer::applyGeneral(OpContext& ctx, Tensor acc, const Tensor& v) const {
  const TensorType scalar{{}, acc.elementType()};
  const int64_t width = byteWidth(scalar.element);
  uint8_t* out = acc.rawData();
  const uint8_t* in = v.rawData();
  for (int64_t i = 0; i < acc.numElements(); ++i) {
    Tensor a = Tensor::uninitialized(scalar), b = Tensor::uninitialized(scalar);
    std::memcpy(a.rawData(), out + i * width, width);
    std::memcpy(b.rawData(), in + i * width, width);
    Values r = ctx.interpreter().callFunction(*f_, {a, b});
    if (r.size() != 1 || !r[0].isTensor() || !(r[0].tensor().type() == scalar))
      ctx.fail("reducer @{} must return one {}", f_->name, Type(scalar).str());
    std::memcpy(out + i * width, r.at(0).tensor().rawData(), width);
  }
  return acc;
}

}  // namespace partir
