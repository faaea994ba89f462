// Type rules and tile-mapping entries of the generator family: ops that make
// values from attributes or state (StableHLO spec, one section per op).
#include <cmath>

#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

// "constant.f32.1.5", "constant.i32.-3": a splat's scalar function, named by
// its element type and value (the raw bytes in hex where the value is not
// an integer or a finite float).
std::string splatName(const DenseElements& value) {
  const ElementType e = value.type.element;
  std::string printed;
  if (isFloat(e) && std::isfinite(value.floatAt(0))) {
    printed = fmt::format("{}", value.floatAt(0));
  } else if (isInteger(e) || e == ElementType::kI1) {
    printed = std::to_string(value.intAt(0));
  } else {
    printed = "0x";
    for (uint8_t byte : value.bytes) printed += fmt::format("{:02x}", byte);
  }
  return fmt::format("constant.{}.{}", elementTypeName(e), printed);
}

}  // namespace

// StableHLO spec "constant" (C1): value and output have the same type.
void checkConstant(const Operation& op) {
  expectArity(op, 0, 1);
  const Attribute& value = requireAttr(op, "value");
  if (value.kind() != Attribute::Kind::kDenseElements)
    failOp(op, "attribute 'value' must be a dense tensor literal");
  expectSameType(op, "value type", value.getDenseElements().type, "output type",
                 op.resultType(0), "C1");
}

// StableHLO spec "constant": a splat has the same value everywhere, so every
// chunk is the splat at the chunk's shape: () ↪ tile d for every d, the local
// op's `value` retyped. A non-splat literal differs from chunk to chunk.
OpTileMappings tmrConstant(const Operation& op) {
  TmrBuilder b(op);
  const Attribute& value = requireAttr(op, "value");
  if (!value.getDenseElements().splat)
    return b.note("a non-splat literal: each chunk would need its own constant").build();
  for (int64_t d = 0; d < tensorResult(op, 0).rank(); ++d)
    b.add({}, {ResultAction::tile(d)}, retypeSplatAttr("value"));
  return b.build();
}
// StableHLO spec "constant": output = value (C1: the same type). A splat
// is one scalar everywhere, "constant.<type>.<value>" at any shape (the
// local op's literal is retyped); another literal is the function
// "constant.literal" of the index, at the literal's own shape.
Denotation denoteConstant(const SymView& v) {
  const DenseElements& value = requireAttr(v.op(), "value").getDenseElements();
  Denotation d;
  if (value.splat) {
    const Term scalar = Term::apply(splatName(value), {});
    d.element = [scalar](size_t, const std::vector<SymExpr>&) { return scalar; };
    return d;
  }
  for (size_t e = 0; e < v.result(0).size(); ++e)
    d.require(v.result(0)[e] == value.type.shape[e], "constant C1");
  d.element = [](size_t, const std::vector<SymExpr>& i) {
    std::vector<Term> index;
    for (const SymExpr& x : i) index.push_back(Term::index(x));
    return Term::apply("constant.literal", std::move(index));
  };
  return d;
}

// StableHLO spec "dynamic_iota" (C1), (C2).
void checkDynamicIota(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& shape = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  expectElementKind(op, "output_shape", shape, kIntKind);
  expectElementKind(op, "result", result, kNumericKind);
  if (shape.rank() != 1 || shape.shape[0] != result.rank())
    failOp(op, "output_shape {} must be a 1-dimensional tensor of {} elements (C2)", shape.str(),
           result.rank());
  expectInRange(op, "iota_dimension", intAttr(op, "iota_dimension"), 0, result.rank(), "C1");
}

// StableHLO spec "dynamic_iota": the shape is a runtime operand, which a
// chunk cannot shrink.
OpTileMappings tmrDynamicIota(const Operation&) {
  return replicateOnly(
      "stablehlo.dynamic_iota: output_shape is a runtime operand; rewrite it to stablehlo.iota "
      "before partitioning");
}
Denotation denoteDynamicIota(const SymView&) { return noDenotation(); }

// StableHLO spec "iota" (C1); the output is integer, floating-point or complex.
void checkIota(const Operation& op) {
  expectArity(op, 0, 1);
  const TensorType& output = tensorResult(op, 0);
  expectElementKind(op, "output", output, kNumericKind);
  expectInRange(op, "iota_dimension", intAttr(op, "iota_dimension"), 0, output.rank(), "C1");
}

// StableHLO spec "iota": output[i] = i[iota_dimension], the same in every
// chunk along any other dim: () ↪ tile d for d != iota_dimension.
OpTileMappings tmrIota(const Operation& op) {
  const int64_t iotaDim = intAttr(op, "iota_dimension");
  return TmrBuilder(op)
      .addPointwise({iotaDim})
      .note(fmt::format("dim {}: the iota_dimension; values are global indices along it", iotaDim))
      .build();
}
// StableHLO spec "iota": output[i] = i[iota_dimension], as an element
// value; C1 (iota_dimension in range) is structural.
Denotation denoteIota(const SymView& v) {
  const int64_t iotaDim = intAttr(v.op(), "iota_dimension");
  Denotation d;
  d.element = [iotaDim](size_t, const std::vector<SymExpr>& i) { return Term::index(i[iotaDim]); };
  return d;
}

// StableHLO spec "rng" (C1)-(C3); the shape operand's values are not checked.
void checkRng(const Operation& op) {
  expectArity(op, 3, 1);
  const TensorType& a = tensorOperand(op, 0);
  const TensorType& b = tensorOperand(op, 1);
  const TensorType& shape = tensorOperand(op, 2);
  const TensorType& result = tensorResult(op, 0);
  if (a.rank() != 0 || b.rank() != 0) failOp(op, "a and b must be 0-dimensional tensors");
  expectSameElement(op, "a", a, "result", result, "C1");
  expectSameElement(op, "b", b, "result", result, "C1");
  expectElementKind(op, "result", result, kAnyKind);
  const std::string& distribution = enumAttr(op, "rng_distribution");
  if (distribution != "UNIFORM" && distribution != "NORMAL")
    failOp(op, "rng_distribution {} must be UNIFORM or NORMAL", distribution);
  if (distribution == "NORMAL" && !isFloat(result.element))
    failOp(op, "NORMAL distribution needs a floating-point element type, got {} (C2)",
           elementTypeName(result.element));
  expectElementKind(op, "shape", shape, kIntKind);
  if (shape.rank() != 1 || shape.shape[0] != result.rank())
    failOp(op, "shape {} must be a 1-dimensional tensor of {} elements (C3)", shape.str(),
           result.rank());
}

// StableHLO spec "rng": the numbers come from an implementation-defined
// random state, which chunks cannot share or split.
OpTileMappings tmrRng(const Operation&) {
  return replicateOnly("stablehlo.rng: draws from an implementation-defined random state");
}
Denotation denoteRng(const SymView&) { return noDenotation(); }

// StableHLO spec "rng_bit_generator" (C1), (C2).
void checkRngBitGenerator(const Operation& op) {
  expectArity(op, 1, 2);
  const TensorType& state = tensorOperand(op, 0);
  if (state.rank() != 1 || state.element != ElementType::kUI64)
    failOp(op, "initial_state must be a 1-dimensional tensor of ui64, got {}", state.str());
  expectSameType(op, "initial_state type", op.operandType(0), "output_state type",
                 op.resultType(0), "C1");
  expectElementKind(op, "output", tensorResult(op, 1), kIntOrFloat);
  const std::string& algorithm = enumAttr(op, "rng_algorithm");
  const int64_t size = state.shape[0];
  if (algorithm == "THREE_FRY" && size != 2)
    failOp(op, "THREE_FRY needs an initial_state of 2 elements, got {} (C2)", size);
  if (algorithm == "PHILOX" && size != 2 && size != 3)
    failOp(op, "PHILOX needs an initial_state of 2 or 3 elements, got {} (C2)", size);
  if (algorithm != "THREE_FRY" && algorithm != "PHILOX" && algorithm != "DEFAULT")
    failOp(op, "rng_algorithm {} must be DEFAULT, THREE_FRY or PHILOX", algorithm);
}

// StableHLO spec "rng_bit_generator": output and output_state follow from the
// whole initial_state; a chunk would repeat or skip the stream.
OpTileMappings tmrRngBitGenerator(const Operation&) {
  return replicateOnly(
      "stablehlo.rng_bit_generator: the output is one stream of the random state; chunks would "
      "repeat it");
}
Denotation denoteRngBitGenerator(const SymView&) { return noDenotation(); }

// StableHLO spec "uniform_dequantize" (C1)-(C2): a quantized operand, a
// result of its shape and expressed type.
void checkUniformDequantize(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  if (!operand.isQuantized()) failOp(op, "operand {} must be quantized", operand.str());
  expectSameShape(op, "operand", operand, "result", result, "C1");
  if (result.isQuantized() || result.element != operand.quant->expressed)
    failOp(op, "result element type {} must be {}, the operand's expressed type (C2)", result.elementStr(),
           elementTypeName(operand.quant->expressed));
}

// StableHLO spec "uniform_dequantize": pointwise. A per-axis quantized
// operand's dim keeps its scales whole: splitting it would slice them.
OpTileMappings tmrUniformDequantize(const Operation& op) {
  return TmrBuilder(op).addPointwise().build();
}
// StableHLO spec "uniform_dequantize": result[i] = dequantize(operand[i]),
// the quantization parameters in the types (per-tensor: pointwise).
Denotation denoteUniformDequantize(const SymView& v) { return pointwiseDenotation(v); }

// StableHLO spec "uniform_quantize" (C1)-(C2): a float or quantized operand,
// a quantized result of its shape over the same expressed type.
void checkUniformQuantize(const Operation& op) {
  expectArity(op, 1, 1);
  const TensorType& operand = tensorOperand(op, 0);
  const TensorType& result = tensorResult(op, 0);
  if (!result.isQuantized()) failOp(op, "result {} must be quantized", result.str());
  expectSameShape(op, "operand", operand, "result", result, "C1");
  const ElementType expressed = operand.isQuantized() ? operand.quant->expressed : operand.element;
  if (!isFloat(expressed) || expressed != result.quant->expressed)
    failOp(op, "operand element type {} must be the result's expressed type {} (C2)", operand.elementStr(),
           elementTypeName(result.quant->expressed));
}

// StableHLO spec "uniform_quantize": pointwise (as uniform_dequantize).
OpTileMappings tmrUniformQuantize(const Operation& op) {
  return TmrBuilder(op).addPointwise().build();
}
// StableHLO spec "uniform_quantize": result[i] = quantize(operand[i]) (as
// uniform_dequantize).
Denotation denoteUniformQuantize(const SymView& v) { return pointwiseDenotation(v); }

}  // namespace partir
