#include "interp/kernels/reducer.h"

#include "semantics/binary_body.h"

namespace partir {

namespace {

bool isScalarOf(const Type& t, ElementType e) {
  return t.isTensor() && t.tensor().rank() == 0 && t.tensor().element == e;
}

std::optional<ScalarBody::Kind> arithmeticKind(OpCode code, ElementType e) {
  const bool bitwise = isBoolean(e) || isInteger(e);
  switch (code) {
    case OpCode::kAdd:
      return ScalarBody::Kind::kAdd;
    case OpCode::kMultiply:
      return ScalarBody::Kind::kMultiply;
    case OpCode::kMaximum:
      return ScalarBody::Kind::kMaximum;
    case OpCode::kMinimum:
      return ScalarBody::Kind::kMinimum;
    case OpCode::kAnd:
      if (bitwise) return ScalarBody::Kind::kAnd;
      break;
    case OpCode::kOr:
      if (bitwise) return ScalarBody::Kind::kOr;
      break;
    case OpCode::kXor:
      if (bitwise) return ScalarBody::Kind::kXor;
      break;
    default:
      break;
  }
  return std::nullopt;
}

// StableHLO spec "compare" (C3): the compare_type of `op` (absent means the
// one `e` requires), if legal for `e`.
std::optional<CompareType> compareTypeOf(const Operation& op, ElementType e) {
  const Attribute* attr = op.attr("compare_type");
  if (!attr) return defaultCompareType(e);
  if (attr->kind() != Attribute::Kind::kEnum) return std::nullopt;
  std::optional<CompareType> type = parseCompareType(attr->getString());
  if (!type) return std::nullopt;
  const bool legal = isFloat(e) ? *type == CompareType::kFloat || *type == CompareType::kTotalOrder
                                : *type == defaultCompareType(e);
  return legal ? type : std::nullopt;
}

std::optional<ComparisonDirection> directionOf(const Operation& op) {
  const Attribute* attr = op.attr("comparison_direction");
  if (!attr || attr->kind() != Attribute::Kind::kEnum) return std::nullopt;
  return parseComparisonDirection(attr->getString());
}

}  // namespace

ScalarBody ScalarBody::fromRegion(const Region& region, RegionFn fn) {
  ScalarBody body(std::move(fn));
  body.lanes_ = LaneBody::compile(region);
  if (region.numBlocks() != 1) return body;
  const std::optional<BinaryBody> match = matchBinaryBody(region.front());
  if (!match) return body;
  const Operation& op = *match->op;
  const Type& lhsType = op.operandType(0);
  if (!lhsType.isTensor()) return body;
  const ElementType e = lhsType.tensor().element;
  if (!isScalarOf(lhsType, e) || !isScalarOf(op.operandType(1), e)) return body;
  if (op.code() == OpCode::kCompare) {
    std::optional<ComparisonDirection> d = directionOf(op);
    std::optional<CompareType> type = compareTypeOf(op, e);
    if (!d || !type || !isScalarOf(op.resultType(0), ElementType::kI1)) return body;
    body.kind_ = Kind::kCompare;
    body.direction_ = *d;
    body.compareType_ = *type;
  } else {
    std::optional<Kind> kind = arithmeticKind(op.code(), e);
    if (!kind || !isScalarOf(op.resultType(0), e)) return body;
    body.kind_ = *kind;
  }
  body.element_ = e;
  body.lhsArg_ = match->lhsArg;
  body.rhsArg_ = match->rhsArg;
  return body;
}

ScalarBody ScalarBody::comparator(ElementType e, ComparisonDirection direction,
                                  CompareType type) {
  ScalarBody body([=](std::vector<Tensor> args) {
    return std::vector<Tensor>{partir::compare(args.at(0), args.at(1), direction, type)};
  });
  body.kind_ = Kind::kCompare;
  body.element_ = e;
  body.direction_ = direction;
  body.compareType_ = type;
  return body;
}

}  // namespace partir
