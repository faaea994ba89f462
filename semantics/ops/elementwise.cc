// Type rules and tile-mapping entries of the elementwise family (StableHLO
// spec, one section per op).
#include <algorithm>
#include <array>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

// Unary ops whose result keeps the operand's shape (C1) and whose element
// type is the operand's, or its part type for a complex operand (C2): abs,
// real, imag.
void checkShapeKeptPartTaken(const Operation& op, unsigned kinds) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  expectElementKind(op, "operand", operand, kinds);
  expectSameShape(op, "operand", operand, "result", result, "C1");
  if (result.element != complexPartType(operand.element))
    failOp(op, "result element type {} must be {} (C2)", elementTypeName(result.element),
           elementTypeName(complexPartType(operand.element)));
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

// The PARTIR_UNARY / PARTIR_BINARY rows of semantics/op_table.def: StableHLO
// spec, each op's (C1): the operands and the result have one type, of the
// row's element kinds; "Elementwise operations": every dim is pointwise.
#define PARTIR_SAME_TYPE_OP(Enum, arity, kinds)                                  \
  void check##Enum(const Operation& op) { checkElementwise(op, arity, kinds); } \
  OpTileMappings tmr##Enum(const Operation& op) { return pointwise(op); }       \
  Denotation denote##Enum(const SymView& v) { return pointwiseDenotation(v); }
#define PARTIR_OP(Enum, mnemonic, family)
#define PARTIR_UNARY(Enum, mnemonic, kinds, kernel) PARTIR_SAME_TYPE_OP(Enum, 1, kinds)
#define PARTIR_BINARY(Enum, mnemonic, kinds, kernel) PARTIR_SAME_TYPE_OP(Enum, 2, kinds)
#include "semantics/op_table.def"
#undef PARTIR_BINARY
#undef PARTIR_UNARY
#undef PARTIR_OP
#undef PARTIR_SAME_TYPE_OP


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
    d.require(out[e] == in[e], "bitcast_convert C1");
  if (to < from) d.require(out.back() == from / to, "bitcast_convert C1");
  if (to > from) d.require(in.back() == to / from, "bitcast_convert C1");
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

// StableHLO spec "abs" (C1), (C2): signed integer, float or complex; a
// complex operand's result is its part type.
void checkAbs(const Operation& op) { checkShapeKeptPartTaken(op, kSignedKind | kFloatOrComplex); }
OpTileMappings tmrAbs(const Operation& op) { return pointwise(op); }
Denotation denoteAbs(const SymView& v) { return pointwiseDenotation(v); }

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
  if (isComplex(lhs.element) && direction != "EQ" && direction != "NE")
    failOp(op, "comparison_direction {} does not order complex numbers: EQ or NE (C3)", direction);
}

// StableHLO spec "compare": pointwise.
OpTileMappings tmrCompare(const Operation& op) { return pointwise(op); }
Denotation denoteCompare(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "complex" (C1)-(C3): lhs and rhs of one type, f32 or f64;
// the result the complex type of that part type, of their shape.
void checkComplex(const Operation& op) {
  expectArity(op, 2, 1);
  const TensorType& lhs = tensorOperand(op, 0);
  const TensorType& rhs = tensorOperand(op, 1);
  const TensorType& result = tensorResult(op, 0);
  expectSameType(op, "lhs", lhs, "rhs", rhs, "C1");
  expectSameShape(op, "lhs", lhs, "result", result, "C2");
  const std::optional<ElementType> complex = complexOf(lhs.element);
  if (!complex) failOp(op, "lhs element type {} must be f32 or f64 (C1)", elementTypeName(lhs.element));
  if (result.element != *complex)
    failOp(op, "result element type {} must be {} (C3)", elementTypeName(result.element), elementTypeName(*complex));
}

// StableHLO spec "complex": pointwise.
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

// StableHLO spec "imag" (C1), (C2): the part type of a complex operand; a
// real operand's imaginary part is zero.
void checkImag(const Operation& op) { checkShapeKeptPartTaken(op, kFloatOrComplex); }
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

// StableHLO spec "real" (C1), (C2): for a floating-point operand, same type.
void checkReal(const Operation& op) { checkShapeKeptPartTaken(op, kFloatOrComplex); }
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


}  // namespace partir
