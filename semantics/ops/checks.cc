// Type rules of the StableHLO interpreter's test dialects (`check.*`,
// `interpreter.*`, stablehlo/tests/CheckOps.td and
// stablehlo/reference/InterpreterOps.td): compared values have one type, a
// constant to compare with has the operand's type. Their tile-mapping
// entries: none (test assertions and probes consume whole values).
#include "semantics/ops/type_rule_helpers.h"
#include "semantics/ops/type_rules.h"
#include "semantics/denotation.h"
#include "semantics/tmr.h"

namespace partir {

namespace {

// Two tensors of one type, no results (expect_eq, expect_almost_eq, expect_close).
void checkComparison(const Operation& op, unsigned kinds) {
  expectArity(op, 2, 0);
  const TensorType& actual = tensorOperand(op, 0);
  tensorOperand(op, 1);
  expectSameType(op, "actual type", op.operandType(0), "expected type", op.operandType(1),
                 "");
  expectElementKind(op, "operand", actual, kinds);
}

// One tensor compared with the `value` literal of the same type.
void checkComparisonWithConst(const Operation& op, unsigned kinds) {
  expectArity(op, 1, 0);
  expectElementKind(op, "operand", tensorOperand(op, 0), kinds);
  const Attribute& value = requireAttr(op, "value");
  if (value.kind() != Attribute::Kind::kDenseElements)
    failOp(op, "attribute 'value' must be a dense tensor literal");
  expectSameType(op, "operand type", op.operandType(0), "value type",
                 value.getDenseElements().type, "");
}

// An optional floating-point `tolerance` attribute.
void checkTolerance(const Operation& op) {
  const Attribute* t = op.attr("tolerance");
  if (t && t->kind() != Attribute::Kind::kFloat)
    failOp(op, "attribute 'tolerance' must be a floating-point number");
}

// The `programs` grid of run_parallel: a non-empty rectangle of function
// references, row-major (one row per replica, one column per partition).
std::vector<const Function*> parallelPrograms(const Operation& op) {
  const Attribute& grid = requireAttr(op, "programs");
  const auto bad = [&] {
    failOp(op, "attribute 'programs' must be a non-empty grid of @functions");
  };
  if (grid.kind() != Attribute::Kind::kArray || grid.getArray().empty()) bad();
  std::vector<const Function*> programs;
  for (const Attribute& row : grid.getArray()) {
    if (row.kind() != Attribute::Kind::kArray || row.getArray().empty() ||
        row.getArray().size() != grid.getArray()[0].getArray().size())
      bad();
    for (const Attribute& f : row.getArray()) {
      if (f.kind() != Attribute::Kind::kSymbolRef) bad();
      programs.push_back(&lookupFunction(op, f.getString()));
    }
  }
  return programs;
}

// Test ops observe whole values: a chunk compared or printed alone would
// check or show something else.
OpTileMappings wholeValues(const Operation& op) {
  return replicateOnly(fmt::format("{}: a test op; it consumes whole values", op.name()));
}

}  // namespace

// check.expect_almost_eq: two floating-point tensors of one type.
void checkCheckExpectAlmostEq(const Operation& op) {
  checkComparison(op, kFloatOrComplex);
  checkTolerance(op);
}

OpTileMappings tmrCheckExpectAlmostEq(const Operation& op) { return wholeValues(op); }
Denotation denoteCheckExpectAlmostEq(const SymView&) { return noDenotation(); }

// check.expect_almost_eq_const: a floating-point tensor and its expected literal.
void checkCheckExpectAlmostEqConst(const Operation& op) {
  checkComparisonWithConst(op, kFloatOrComplex);
  checkTolerance(op);
}

OpTileMappings tmrCheckExpectAlmostEqConst(const Operation& op) { return wholeValues(op); }
Denotation denoteCheckExpectAlmostEqConst(const SymView&) { return noDenotation(); }

// check.expect_close: two floating-point tensors of one type.
void checkCheckExpectClose(const Operation& op) {
  checkComparison(op, kFloatOrComplex);
  intAttrOr(op, "max_ulp_difference", 0);
  intAttrOr(op, "min_ulp_difference", 0);
}

OpTileMappings tmrCheckExpectClose(const Operation& op) { return wholeValues(op); }
Denotation denoteCheckExpectClose(const SymView&) { return noDenotation(); }

// check.expect_eq: two tensors of one type.
void checkCheckExpectEq(const Operation& op) { checkComparison(op, kEveryKind); }

OpTileMappings tmrCheckExpectEq(const Operation& op) { return wholeValues(op); }
Denotation denoteCheckExpectEq(const SymView&) { return noDenotation(); }

// check.expect_eq_const: a tensor and its expected literal.
void checkCheckExpectEqConst(const Operation& op) { checkComparisonWithConst(op, kEveryKind); }

OpTileMappings tmrCheckExpectEqConst(const Operation& op) { return wholeValues(op); }
Denotation denoteCheckExpectEqConst(const SymView&) { return noDenotation(); }

// check.expect_serialized_eq: a tensor and the probe id it was recorded under.
void checkCheckExpectSerializedEq(const Operation& op) {
  expectArity(op, 1, 0);
  tensorOperand(op, 0);
  stringAttr(op, "probe_id");
  intAttrOr(op, "iteration", 0);
}

OpTileMappings tmrCheckExpectSerializedEq(const Operation& op) { return wholeValues(op); }
Denotation denoteCheckExpectSerializedEq(const SymView&) { return noDenotation(); }

// interpreter.print: prints one tensor.
void checkInterpreterPrint(const Operation& op) {
  expectArity(op, 1, 0);
  tensorOperand(op, 0);
}

OpTileMappings tmrInterpreterPrint(const Operation& op) { return wholeValues(op); }
Denotation denoteInterpreterPrint(const SymView&) { return noDenotation(); }

// interpreter.probe: records its operand under probe_id and returns it.
void checkInterpreterProbe(const Operation& op) {
  expectArity(op, 1, 1);
  tensorOperand(op, 0);
  stringAttr(op, "probe_id");
  expectSameType(op, "operand type", op.operandType(0), "result type", op.resultType(0),
                 "");
}

OpTileMappings tmrInterpreterProbe(const Operation& op) { return wholeValues(op); }
Denotation denoteInterpreterProbe(const SymView&) { return noDenotation(); }

// interpreter.run_parallel: the operands are the programs' arguments and the
// results their results, concatenated in row-major order of the grid.
void checkInterpreterRunParallel(const Operation& op) {
  expectRegionCount(op, 0);
  std::vector<Type> args, results;
  for (const Function* f : parallelPrograms(op)) {
    args.insert(args.end(), f->argTypes.begin(), f->argTypes.end());
    results.insert(results.end(), f->resultTypes.begin(), f->resultTypes.end());
  }
  if (operandTypes(op) != args)
    failOp(op, "operand types {} differ from the programs' arguments {}",
           typeListStr(operandTypes(op)), typeListStr(args));
  if (resultTypes(op) != results)
    failOp(op, "result types {} differ from the programs' results {}",
           typeListStr(resultTypes(op)), typeListStr(results));
  if (const Attribute* infeed = op.attr("infeed")) {
    if (infeed->kind() != Attribute::Kind::kArray)
      failOp(op, "attribute 'infeed' must be a list of @functions");
    for (const Attribute& f : infeed->getArray()) {
      if (f.kind() != Attribute::Kind::kSymbolRef)
        failOp(op, "attribute 'infeed' must be a list of @functions");
      lookupFunction(op, f.getString());
    }
  }
}

OpTileMappings tmrInterpreterRunParallel(const Operation& op) { return wholeValues(op); }
Denotation denoteInterpreterRunParallel(const SymView&) { return noDenotation(); }

}  // namespace partir
