// Type rules and tile-mapping entries of the elementwise family (StableHLO
// spec, one section per op). Complex element types never reach these rules
// (the parser refuses them); ops that only make sense on complex numbers are
// refused as unsupported, but their entries are the pointwise ones anyway.
#include <algorithm>
#include <array>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

// Unary ops whose result keeps the operand's shape (C1) and element type (C2),
// e.g. abs, real, imag on real-valued tensors.
void checkShapeAndElementKept(const Operation& op, unsigned kinds) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  expectElementKind(op, "operand", operand, kinds);
  expectSameShape(op, "operand", operand, "result", result, "C1");
  expectSameElement(op, "operand", operand, "result", result, "C2");
}

// StableHLO spec "compare" (C3): the compare_type allowed for each element type.
void checkCompareType(const Operation& op, ElementType e, const std::string& type) {
  const bool ok = isSignedInteger(e)                      ? type == "SIGNED"
                  : isUnsignedInteger(e) || isBoolean(e) ? type == "UNSIGNED"
                                                          : type == "FLOAT" || type == "TOTALORDER";
  if (!ok)
    failOp(op, "compare_type {} is not allowed for element type {} (C3)", type,
           elementTypeName(e));
}

// StableHLO spec "Elementwise operations": result[i] depends on operand[i]
// only, so operands and result tile along the same d, for every d; a rank-0
// operand (clamp's min / max, select's pred) is used whole in every chunk.
OpTileMappings pointwise(const Operation& op) { return TmrBuilder(op).addPointwise().build(); }

}  // namespace

// StableHLO spec "abs" (C1) same shape, (C2) same element type.
void checkAbs(const Operation& op) { checkShapeAndElementKept(op, kSignedOrFloat); }
OpTileMappings tmrAbs(const Operation& op) { return pointwise(op); }
Denotation denoteAbs(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "add" (C1): lhs, rhs and result have the same type.
void checkAdd(const Operation& op) { checkElementwise(op, 2, kAnyKind); }
OpTileMappings tmrAdd(const Operation& op) { return pointwise(op); }
Denotation denoteAdd(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "and" (C1), boolean or integer.
void checkAnd(const Operation& op) { checkElementwise(op, 2, kBoolOrInt); }
OpTileMappings tmrAnd(const Operation& op) { return pointwise(op); }
Denotation denoteAnd(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "atan2" (C1), floating-point.
void checkAtan2(const Operation& op) { checkElementwise(op, 2, kFloatKind); }
OpTileMappings tmrAtan2(const Operation& op) { return pointwise(op); }
Denotation denoteAtan2(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "bitcast_convert" (C1): the shape follows the bit widths.
void checkBitcastConvert(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  const int from = bitWidth(operand.element), to = bitWidth(result.element);
  Shape expected = operand.shape;
  if (to < from) {
    expected.push_back(from / to);
  } else if (to > from) {
    if (operand.rank() == 0 || to % from != 0 || operand.shape.back() != to / from)
      failOp(op, "operand {} must end in a dimension of size {} to bitcast to {} (C1)",
             operand.str(), to / from, elementTypeName(result.element));
    expected.pop_back();
  }
  expectResultShape(op, 0, expected, "C1");
}

// StableHLO spec "bitcast_convert": with equal bit widths every dim is
// pointwise; otherwise the trailing dim of the wider-element side holds the
// bits of one element of the other side, so only the shared leading dims are.
OpTileMappings tmrBitcastConvert(const Operation& op) {
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  TmrBuilder b(op);
  for (int64_t d = 0; d < std::min(operand.rank(), result.rank()); ++d)
    b.add({sliced(d)}, {ResultAction::tile(d)});
  if (operand.rank() > result.rank())
    b.note(fmt::format("operand dim {}: its {} elements make up one result element",
                       operand.rank() - 1, operand.shape.back()));
  if (result.rank() > operand.rank())
    b.note(fmt::format("result dim {}: its {} elements are the pieces of one operand element",
                       result.rank() - 1, result.shape.back()));
  return b.build();
}
// StableHLO spec "bitcast_convert" (C1): the bits of operand[i] are those
// of result[i] (equal widths), of the lane result[i, :] (narrower result
// elements: piece i[R] of operand[i[0..R-1]]), or of the lane operand[i, :]
// (wider result elements: a function of its to/from elements). `bits` is
// implementation-defined: the scalar function "bitcast_convert.<type>".
Denotation denoteBitcastConvert(const SymView& v) {
  const std::vector<SymExpr> in = v.operand(0), out = v.result(0);
  const int from = bitWidth(v.op().operandType(0).tensor().element);
  const int to = bitWidth(v.op().resultType(0).tensor().element);
  const std::string fn = scalarFunctionName(v.op());
  const size_t shared = std::min(in.size(), out.size());
  Denotation d;
  for (size_t e = 0; e < shared; ++e)
    d.constraints.push_back({out[e] == in[e], "bitcast_convert C1"});
  if (to < from) d.constraints.push_back({out.back() == from / to, "bitcast_convert C1"});
  if (to > from) d.constraints.push_back({in.back() == to / from, "bitcast_convert C1"});
  d.element = [=](size_t, const std::vector<SymExpr>& i) {
    const std::vector<SymExpr> lead(i.begin(), i.begin() + static_cast<std::ptrdiff_t>(shared));
    if (to < from) return Term::apply(fn, {Term::read(0, lead), Term::index(i.back())});
    std::vector<Term> pieces;
    for (int b = 0; b < (to > from ? to / from : 1); ++b) {
      std::vector<SymExpr> j = lead;
      if (to > from) j.push_back(b);
      pieces.push_back(Term::read(0, j));
    }
    return Term::apply(fn, std::move(pieces));
  };
  return d;
}

// StableHLO spec "cbrt" (C1), floating-point.
void checkCbrt(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrCbrt(const Operation& op) { return pointwise(op); }
Denotation denoteCbrt(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "ceil" (C1), floating-point.
void checkCeil(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrCeil(const Operation& op) { return pointwise(op); }
Denotation denoteCeil(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "clamp" (C1)-(C4).
void checkClamp(const Operation& op) {
  expectArity(op, 3, 1);
  const TensorType& min = tensorOperand(op, 0);
  const TensorType& operand = tensorOperand(op, 1);
  const TensorType& max = tensorOperand(op, 2);
  if (min.rank() != 0 && min.shape != operand.shape)
    failOp(op, "min shape {} must be [] or the operand shape {} (C1)", shapeStr(min.shape),
           shapeStr(operand.shape));
  if (max.rank() != 0 && max.shape != operand.shape)
    failOp(op, "max shape {} must be [] or the operand shape {} (C2)", shapeStr(max.shape),
           shapeStr(operand.shape));
  expectSameElement(op, "min", min, "operand", operand, "C3");
  expectSameElement(op, "max", max, "operand", operand, "C3");
  expectSameType(op, "operand type", op.operandType(1), "result type", op.resultType(0), "C4");
}

// StableHLO spec "clamp": pointwise; a rank-0 min or max applies to every
// element, so it stays whole (⊥).
OpTileMappings tmrClamp(const Operation& op) { return pointwise(op); }
Denotation denoteClamp(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "compare" (C1)-(C3); the result is a tensor of i1.
void checkCompare(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  expectSameElement(op, "lhs", lhs, "rhs", rhs, "C1");
  expectSameShape(op, "lhs", lhs, "rhs", rhs, "C2");
  expectSameShape(op, "lhs", lhs, "result", result, "C2");
  expectElementKind(op, "result", result, kBoolKind);
  static constexpr std::array<std::string_view, 6> kDirections = {"EQ", "NE", "GE",
                                                                    "GT", "LE", "LT"};
  const std::string& direction = enumAttr(op, "comparison_direction");
  if (std::find(kDirections.begin(), kDirections.end(), direction) == kDirections.end())
    failOp(op, "comparison_direction {} must be one of EQ, NE, GE, GT, LE, LT", direction);
  if (op.attr("compare_type")) checkCompareType(op, lhs.element, enumAttr(op, "compare_type"));
}

// StableHLO spec "compare": pointwise.
OpTileMappings tmrCompare(const Operation& op) { return pointwise(op); }
Denotation denoteCompare(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "complex": its result is complex, which this project does not support.
void checkComplex(const Operation& op) {
  failOpUnsupported(op, "complex element types are not supported");
}

// StableHLO spec "complex": pointwise (the interpreter refuses complex types,
// the entries hold regardless).
OpTileMappings tmrComplex(const Operation& op) { return pointwise(op); }
Denotation denoteComplex(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "convert" (C1): same shape; any element types.
void checkConvert(const Operation& op) {
  expectArity(op, 1, 1);
  expectSameShape(op, "operand", tensorOperand(op, 0), "result", tensorResult(op, 0), "C1");
}

// StableHLO spec "convert": pointwise.
OpTileMappings tmrConvert(const Operation& op) { return pointwise(op); }
Denotation denoteConvert(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "cosine" (C1), floating-point.
void checkCosine(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrCosine(const Operation& op) { return pointwise(op); }
Denotation denoteCosine(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "count_leading_zeros" (C1), integer.
void checkCountLeadingZeros(const Operation& op) { checkElementwise(op, 1, kIntKind); }
OpTileMappings tmrCountLeadingZeros(const Operation& op) { return pointwise(op); }
Denotation denoteCountLeadingZeros(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "divide" (C1), integer or floating-point.
void checkDivide(const Operation& op) { checkElementwise(op, 2, kIntOrFloat); }
OpTileMappings tmrDivide(const Operation& op) { return pointwise(op); }
Denotation denoteDivide(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "exponential" (C1), floating-point.
void checkExponential(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrExponential(const Operation& op) { return pointwise(op); }
Denotation denoteExponential(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "exponential_minus_one" (C1), floating-point.
void checkExponentialMinusOne(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrExponentialMinusOne(const Operation& op) { return pointwise(op); }
Denotation denoteExponentialMinusOne(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "floor" (C1), floating-point.
void checkFloor(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrFloor(const Operation& op) { return pointwise(op); }
Denotation denoteFloor(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "imag" (C1), (C2): for a floating-point operand, same type.
void checkImag(const Operation& op) { checkShapeAndElementKept(op, kFloatKind); }
OpTileMappings tmrImag(const Operation& op) { return pointwise(op); }
Denotation denoteImag(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "is_finite" (C1): same shape; floating-point in, i1 out.
void checkIsFinite(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& x = tensorOperand(op, 0);
  const TensorType& y = tensorResult(op, 0);
  expectElementKind(op, "operand", x, kFloatKind);
  expectElementKind(op, "result", y, kBoolKind);
  expectSameShape(op, "operand", x, "result", y, "C1");
}

// StableHLO spec "is_finite": pointwise.
OpTileMappings tmrIsFinite(const Operation& op) { return pointwise(op); }
Denotation denoteIsFinite(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "log" (C1), floating-point.
void checkLog(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrLog(const Operation& op) { return pointwise(op); }
Denotation denoteLog(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "log_plus_one" (C1), floating-point.
void checkLogPlusOne(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrLogPlusOne(const Operation& op) { return pointwise(op); }
Denotation denoteLogPlusOne(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "logistic" (C1), floating-point.
void checkLogistic(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrLogistic(const Operation& op) { return pointwise(op); }
Denotation denoteLogistic(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "maximum" (C1).
void checkMaximum(const Operation& op) { checkElementwise(op, 2, kAnyKind); }
OpTileMappings tmrMaximum(const Operation& op) { return pointwise(op); }
Denotation denoteMaximum(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "minimum" (C1).
void checkMinimum(const Operation& op) { checkElementwise(op, 2, kAnyKind); }
OpTileMappings tmrMinimum(const Operation& op) { return pointwise(op); }
Denotation denoteMinimum(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "multiply" (C1).
void checkMultiply(const Operation& op) { checkElementwise(op, 2, kAnyKind); }
OpTileMappings tmrMultiply(const Operation& op) { return pointwise(op); }
Denotation denoteMultiply(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "negate" (C1), integer or floating-point.
void checkNegate(const Operation& op) { checkElementwise(op, 1, kIntOrFloat); }
OpTileMappings tmrNegate(const Operation& op) { return pointwise(op); }
Denotation denoteNegate(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "not" (C1), boolean or integer.
void checkNot(const Operation& op) { checkElementwise(op, 1, kBoolOrInt); }
OpTileMappings tmrNot(const Operation& op) { return pointwise(op); }
Denotation denoteNot(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "or" (C1), boolean or integer.
void checkOr(const Operation& op) { checkElementwise(op, 2, kBoolOrInt); }
OpTileMappings tmrOr(const Operation& op) { return pointwise(op); }
Denotation denoteOr(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "popcnt" (C1), integer.
void checkPopcnt(const Operation& op) { checkElementwise(op, 1, kIntKind); }
OpTileMappings tmrPopcnt(const Operation& op) { return pointwise(op); }
Denotation denotePopcnt(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "power" (C1), integer or floating-point.
void checkPower(const Operation& op) { checkElementwise(op, 2, kIntOrFloat); }
OpTileMappings tmrPower(const Operation& op) { return pointwise(op); }
Denotation denotePower(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "real" (C1), (C2): for a floating-point operand, same type.
void checkReal(const Operation& op) { checkShapeAndElementKept(op, kFloatKind); }
OpTileMappings tmrReal(const Operation& op) { return pointwise(op); }
Denotation denoteReal(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "reduce_precision" (C1)-(C3).
void checkReducePrecision(const Operation& op) {
  checkElementwise(op, 1, kFloatKind);
  const int64_t exponentBits = intAttr(op, "exponent_bits");
  if (exponentBits < 1) failOp(op, "exponent_bits {} must be at least 1 (C2)", exponentBits);
  const int64_t mantissaBits = intAttr(op, "mantissa_bits");
  if (mantissaBits < 0) failOp(op, "mantissa_bits {} must be non-negative (C3)", mantissaBits);
}

// StableHLO spec "reduce_precision": pointwise.
OpTileMappings tmrReducePrecision(const Operation& op) { return pointwise(op); }
Denotation denoteReducePrecision(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "remainder" (C1), integer or floating-point.
void checkRemainder(const Operation& op) { checkElementwise(op, 2, kIntOrFloat); }
OpTileMappings tmrRemainder(const Operation& op) { return pointwise(op); }
Denotation denoteRemainder(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "round_nearest_afz" (C1), floating-point.
void checkRoundNearestAfz(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrRoundNearestAfz(const Operation& op) { return pointwise(op); }
Denotation denoteRoundNearestAfz(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "round_nearest_even" (C1), floating-point.
void checkRoundNearestEven(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrRoundNearestEven(const Operation& op) { return pointwise(op); }
Denotation denoteRoundNearestEven(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "rsqrt" (C1), floating-point.
void checkRsqrt(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrRsqrt(const Operation& op) { return pointwise(op); }
Denotation denoteRsqrt(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "select" (C1), (C2); pred is a tensor of i1.
void checkSelect(const Operation& op) {
  expectArity(op, 3, 1);
  const TensorType& pred = tensorOperand(op, 0);
  const TensorType& onTrue = tensorOperand(op, 1);
  tensorOperand(op, 2);
  expectElementKind(op, "pred", pred, kBoolKind);
  if (pred.rank() != 0 && pred.shape != onTrue.shape)
    failOp(op, "pred shape {} must be [] or the on_true shape {} (C1)", shapeStr(pred.shape),
           shapeStr(onTrue.shape));
  expectSameType(op, "on_true type", op.operandType(1), "on_false type", op.operandType(2), "C2");
  expectSameType(op, "on_true type", op.operandType(1), "result type", op.resultType(0), "C2");
}

// StableHLO spec "select": pointwise; a rank-0 pred picks one side for every
// element, so it stays whole (⊥).
OpTileMappings tmrSelect(const Operation& op) { return pointwise(op); }
Denotation denoteSelect(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "shift_left" (C1), integer.
void checkShiftLeft(const Operation& op) { checkElementwise(op, 2, kIntKind); }
OpTileMappings tmrShiftLeft(const Operation& op) { return pointwise(op); }
Denotation denoteShiftLeft(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "shift_right_arithmetic" (C1), integer.
void checkShiftRightArithmetic(const Operation& op) { checkElementwise(op, 2, kIntKind); }
OpTileMappings tmrShiftRightArithmetic(const Operation& op) { return pointwise(op); }
Denotation denoteShiftRightArithmetic(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "shift_right_logical" (C1), integer.
void checkShiftRightLogical(const Operation& op) { checkElementwise(op, 2, kIntKind); }
OpTileMappings tmrShiftRightLogical(const Operation& op) { return pointwise(op); }
Denotation denoteShiftRightLogical(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "sign" (C1), signed integer or floating-point.
void checkSign(const Operation& op) { checkElementwise(op, 1, kSignedOrFloat); }
OpTileMappings tmrSign(const Operation& op) { return pointwise(op); }
Denotation denoteSign(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "sine" (C1), floating-point.
void checkSine(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrSine(const Operation& op) { return pointwise(op); }
Denotation denoteSine(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "sqrt" (C1), floating-point.
void checkSqrt(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrSqrt(const Operation& op) { return pointwise(op); }
Denotation denoteSqrt(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "subtract" (C1), integer or floating-point.
void checkSubtract(const Operation& op) { checkElementwise(op, 2, kIntOrFloat); }
OpTileMappings tmrSubtract(const Operation& op) { return pointwise(op); }
Denotation denoteSubtract(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "tan" (C1), floating-point.
void checkTan(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrTan(const Operation& op) { return pointwise(op); }
Denotation denoteTan(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "tanh" (C1), floating-point.
void checkTanh(const Operation& op) { checkElementwise(op, 1, kFloatKind); }
OpTileMappings tmrTanh(const Operation& op) { return pointwise(op); }
Denotation denoteTanh(const SymView& v) { return pointwiseDenotation(v); }
// StableHLO spec "xor" (C1), boolean or integer.
void checkXor(const Operation& op) { checkElementwise(op, 2, kBoolOrInt); }
OpTileMappings tmrXor(const Operation& op) { return pointwise(op); }
Denotation denoteXor(const SymView& v) { return pointwiseDenotation(v); }

}  // namespace partir
