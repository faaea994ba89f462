#include "semantics/binary_body.h"

namespace partir {

std::optional<BinaryBody> binaryOfArguments(const Operation& op, const Block& block) {
  if (op.numOperands() != 2 || op.numResults() != 1 || op.numRegions() != 0) return std::nullopt;
  const Value* lhs = op.operand(0);
  const Value* rhs = op.operand(1);
  if (lhs->ownerBlock() != &block || rhs->ownerBlock() != &block) return std::nullopt;
  return BinaryBody{&op, lhs->argIndex(), rhs->argIndex()};
}

std::optional<BinaryBody> matchBinaryBody(const Block& block) {
  if (block.ops().size() != 2) return std::nullopt;
  const Operation& op = *block.ops()[0];
  const Operation& ret = *block.ops()[1];
  const bool isReturn = ret.code() == OpCode::kReturn || ret.code() == OpCode::kFuncReturn;
  if (!isReturn || ret.numOperands() != 1 || op.numResults() != 1 || ret.operand(0) != op.result(0))
    return std::nullopt;
  return binaryOfArguments(op, block);
}

}  // namespace partir
