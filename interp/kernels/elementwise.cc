// Kernels of the `elementwise` family (semantics/op_table.def): thin adapters
// that decode operands and attributes and call the pure functions of
// interp/kernels/elementwise.h.
#include "interp/kernels/elementwise.h"

#include "interp/kernels.h"

namespace partir {

namespace {


// The op's single result type.
const TensorType& declaredResult(const OpContext& ctx) {
  if (ctx.op().numResults() != 1) ctx.fail("expects 1 result, got {}", ctx.op().numResults());
  return ctx.resultType(0);
}

// Runs a pure kernel (which must not touch `ctx`: its errors have no location)
// and checks its result against the op's declared result type; errors get the
// op's name and location.
template <class Kernel>
Values run(OpContext& ctx, Kernel&& kernel) {
  const TensorType& declared = declaredResult(ctx);
  Tensor result;
  try {
    result = kernel();
  } catch (const DiagnosticError& e) {
    if (e.diag.kind == ErrorKind::kUnsupported) ctx.failUnsupported("{}", e.diag.message);
    ctx.fail("{}", e.diag.message);
  }
  if (!(result.type() == declared))
    ctx.fail("computes {} but the op declares {}", result.type().str(), declared.str());
  return {std::move(result)};
}

Values unary(OpContext& ctx, Tensor (*kernel)(Tensor)) {
  ctx.expectOperands(1);
  Tensor operand = ctx.takeTensor(0);
  return run(ctx, [&] { return kernel(std::move(operand)); });
}

Values binary(OpContext& ctx, Tensor (*kernel)(Tensor, const Tensor&)) {
  ctx.expectOperands(2);
  Tensor lhs = ctx.takeTensor(0);
  const Tensor& rhs = ctx.tensor(1);
  return run(ctx, [&] { return kernel(std::move(lhs), rhs); });
}

}  // namespace

// eval<Enum> of the PARTIR_UNARY / PARTIR_BINARY rows (semantics/op_table.def).
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) \
  Values eval##Enum(OpContext& ctx) { return unary(ctx, kernel); }
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) \
  Values eval##Enum(OpContext& ctx) { return binary(ctx, kernel); }
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP


// StableHLO spec "real", "imag", "abs" (complex operands give their part type).
Values evalReal(OpContext& ctx) { return unary(ctx, real); }
Values evalImag(OpContext& ctx) { return unary(ctx, imag); }
Values evalAbs(OpContext& ctx) { return unary(ctx, abs); }

// StableHLO spec "complex".
Values evalComplex(OpContext& ctx) {
  ctx.expectOperands(2);
  const Tensor& lhs = ctx.tensor(0);
  const Tensor& rhs = ctx.tensor(1);
  return run(ctx, [&] { return complex(lhs, rhs); });
}

Values evalIsFinite(OpContext& ctx) {
  ctx.expectOperands(1);
  const Tensor& operand = ctx.tensor(0);
  return run(ctx, [&] { return isFinite(operand); });
}

// StableHLO spec "compare": `compare_type` defaults to the one C3 requires.
Values evalCompare(OpContext& ctx) {
  ctx.expectOperands(2);
  const Tensor& lhs = ctx.tensor(0);
  const Tensor& rhs = ctx.tensor(1);
  const std::string& directionName = ctx.enumAttr("comparison_direction");
  std::optional<ComparisonDirection> direction = parseComparisonDirection(directionName);
  if (!direction) ctx.fail("unknown comparison_direction {}", directionName);
  CompareType type = defaultCompareType(lhs.elementType());
  if (ctx.optionalAttr("compare_type")) {
    const std::string& typeName = ctx.enumAttr("compare_type");
    std::optional<CompareType> parsed = parseCompareType(typeName);
    if (!parsed) ctx.fail("unknown compare_type {}", typeName);
    type = *parsed;
  }
  return run(ctx, [&] { return compare(lhs, rhs, *direction, type); });
}

Values evalSelect(OpContext& ctx) {
  ctx.expectOperands(3);
  const Tensor& pred = ctx.tensor(0);
  Tensor onTrue = ctx.takeTensor(1);
  const Tensor& onFalse = ctx.tensor(2);
  return run(ctx, [&] { return select(pred, std::move(onTrue), onFalse); });
}

Values evalClamp(OpContext& ctx) {
  ctx.expectOperands(3);
  const Tensor& min = ctx.tensor(0);
  Tensor operand = ctx.takeTensor(1);
  const Tensor& max = ctx.tensor(2);
  return run(ctx, [&] { return clamp(min, std::move(operand), max); });
}

// StableHLO spec "convert": the target element type is the result's.
Values evalConvert(OpContext& ctx) {
  ctx.expectOperands(1);
  const Tensor& operand = ctx.tensor(0);
  const ElementType to = declaredResult(ctx).element;
  return run(ctx, [&] { return convert(operand, to); });
}

Values evalBitcastConvert(OpContext& ctx) {
  ctx.expectOperands(1);
  const Tensor& operand = ctx.tensor(0);
  const TensorType& resultType = declaredResult(ctx);
  return run(ctx, [&] { return bitcastConvert(operand, resultType); });
}

Values evalReducePrecision(OpContext& ctx) {
  ctx.expectOperands(1);
  const int64_t exponentBits = ctx.intAttr("exponent_bits");
  const int64_t mantissaBits = ctx.intAttr("mantissa_bits");
  Tensor operand = ctx.takeTensor(0);
  return run(ctx, [&] { return reducePrecision(std::move(operand), exponentBits, mantissaBits); });
}

UnaryKernel elementwiseUnaryKernel(OpCode code) {
  switch (code) {
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) \
  case OpCode::k##Enum: return kernel;
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel)
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP
    default: return nullptr;
  }
}

BinaryKernel elementwiseBinaryKernel(OpCode code) {
  switch (code) {
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel)
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) \
  case OpCode::k##Enum: return kernel;
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP
    default: return nullptr;
  }
}

}  // namespace partir
