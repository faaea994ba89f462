#include "semantics/quantized_ops.h"

namespace partir {

namespace {

bool passesValuesAlong(OpCode code) {
  switch (code) {
    case OpCode::kUniformQuantize: case OpCode::kUniformDequantize: case OpCode::kBitcastConvert:
    case OpCode::kCall: case OpCode::kFuncReturn: case OpCode::kReturn: case OpCode::kWhile:
    case OpCode::kCase: case OpCode::kIf: case OpCode::kTuple: case OpCode::kGetTupleElement:
    case OpCode::kOptimizationBarrier: case OpCode::kCustomCall: case OpCode::kComposite:
      return true;
    default: {
      const OpFamily f = opFamily(code);
      return f == OpFamily::kChecks || f == OpFamily::kCore || f == OpFamily::kHlo || f == OpFamily::kShardy ||
             f == OpFamily::kNone;
    }
  }
}

}  // namespace

bool hasQuantizedType(const Operation& op) {
  for (size_t i = 0; i < op.numOperands(); ++i)
    if (isQuantized(op.operandType(i))) return true;
  for (size_t i = 0; i < op.numResults(); ++i)
    if (isQuantized(op.resultType(i))) return true;
  for (size_t r = 0; r < op.numRegions(); ++r)
    for (size_t b = 0; b < op.region(r).numBlocks(); ++b)
      for (size_t i = 0; i < op.region(r).block(b).numArguments(); ++i)
        if (isQuantized(op.region(r).block(b).argument(i)->type())) return true;
  return false;
}

bool computesDequantized(const Operation& op) { return !passesValuesAlong(op.code()) && hasQuantizedType(op); }

ExpressedOp expressedCopy(const Operation& op) {
  ExpressedOp e;
  e.scratch = std::make_unique<Region>();
  Block& block = e.scratch->addBlock();
  ValueMap map;
  for (size_t i = 0; i < op.numOperands(); ++i) map[op.operand(i)] = block.addArgument(expressedType(op.operandType(i)));
  e.op = cloneOp(op, map);
  for (size_t i = 0; i < e.op->numResults(); ++i) e.op->result(i)->setType(expressedType(e.op->resultType(i)));
  walk(*e.op, [](Operation& nested) {
    for (size_t i = 0; i < nested.numResults(); ++i) nested.result(i)->setType(expressedType(nested.resultType(i)));
    for (size_t r = 0; r < nested.numRegions(); ++r)
      for (size_t b = 0; b < nested.region(r).numBlocks(); ++b)
        for (size_t i = 0; i < nested.region(r).block(b).numArguments(); ++i) {
          Value* arg = nested.region(r).block(b).argument(i);
          arg->setType(expressedType(arg->type()));
        }
  });
  return e;
}

}  // namespace partir
