#include "semantics/core_ops.h"

#include "semantics/ops/type_rule_helpers.h"

namespace partir {

namespace {

constexpr const char* kTile = "partir.tile";
constexpr const char* kSum = "partir.sum";
constexpr const char* kAny = "partir.any";

[[noreturn]] void failAction(const Operation& op, std::string_view why) {
  failOp(op, "{}; a loop action is #partir.tile<d>, #partir.sum, #partir.sum<@f> or #partir.any",
         why);
}

}  // namespace

Attribute loopActionAttr(const LoopAction& action) {
  NamedAttrs fields;
  switch (action.kind) {
    case ResultAction::Kind::kTile:
      fields.set("dim", Attribute::integer(action.dim));
      return Attribute::structure(kTile, std::move(fields));
    case ResultAction::Kind::kSum:
      if (!action.reducer.empty()) fields.set("reducer", Attribute::symbolRef(action.reducer));
      return Attribute::structure(kSum, std::move(fields));
    case ResultAction::Kind::kAny: break;
  }
  return Attribute::structure(kAny, {});
}

LoopAction loopActionOf(const Operation& op, const Attribute& attr) {
  if (attr.kind() != Attribute::Kind::kStruct) failAction(op, "expected a loop action");
  const NamedAttrs& fields = attr.getDictionary();
  const std::string& name = attr.getString();
  if (name == kTile) {
    const Attribute* dim = fields.find("dim");
    if (fields.size() != 1 || !dim || dim->kind() != Attribute::Kind::kInteger)
      failAction(op, "#partir.tile needs exactly one integer dim");
    return LoopAction{ResultAction::Kind::kTile, dim->getInt(), ""};
  }
  if (name == kSum) {
    const Attribute* reducer = fields.find("reducer");
    if (fields.size() > (reducer ? 1u : 0u) ||
        (reducer && reducer->kind() != Attribute::Kind::kSymbolRef))
      failAction(op, "#partir.sum takes at most a reducer function @f");
    return LoopAction{ResultAction::Kind::kSum, -1, reducer ? reducer->getString() : ""};
  }
  if (name == kAny) {
    if (!fields.empty()) failAction(op, "#partir.any takes no parameters");
    return LoopAction{};
  }
  failAction(op, fmt::format("unknown loop action #{}", name));
}

const std::string& loopAxis(const Operation& loop) { return stringAttr(loop, "axis"); }

std::vector<LoopAction> loopActions(const Operation& loop) {
  const Attribute& actions = requireAttr(loop, "actions");
  if (actions.kind() != Attribute::Kind::kArray)
    failOp(loop, "attribute 'actions' must be an array of loop actions");
  std::vector<LoopAction> out;
  for (const Attribute& a : actions.getArray()) out.push_back(loopActionOf(loop, a));
  return out;
}

int64_t loopRangeSize(const Operation& loop) {
  if (loop.numRegions() != 1 || loop.region(0).numBlocks() != 1 ||
      loop.region(0).front().numArguments() != 1 ||
      !loop.region(0).front().argument(0)->type().isRange())
    failOp(loop, "body must be one block with one argument of type !partir.range<k>");
  return loop.region(0).front().argument(0)->type().rangeSize();
}

int64_t sliceDim(const Operation& slice) { return intAttr(slice, "dim"); }

const std::string& tagName(const Operation& tag) { return stringAttr(tag, "name"); }

TensorType slicedType(const TensorType& type, int64_t dim, int64_t k) {
  TensorType out = type;
  if (dim >= 0 && dim < out.rank() && k > 0) out.shape[dim] /= k;
  return out;
}

TensorType loopResultType(const TensorType& local, const LoopAction& action, int64_t k) {
  TensorType out = local;
  if (action.kind == ResultAction::Kind::kTile && action.dim >= 0 && action.dim < out.rank())
    out.shape[action.dim] *= k;
  return out;
}

int64_t countLoops(const Module& m) {
  int64_t loops = 0;
  for (const auto& f : m.functions)
    walk(f->body, [&](const Operation& op) { loops += op.code() == OpCode::kPartirLoop; });
  return loops;
}


bool hasFloatSum(const Module& m) {
  bool found = false;
  for (const auto& f : m.functions)
    walk(f->body, [&](const Operation& op) {
      if (op.code() != OpCode::kPartirLoop) return;
      const std::vector<LoopAction> actions = loopActions(op);
      for (size_t i = 0; i < actions.size(); ++i)
        found |= actions[i].kind == ResultAction::Kind::kSum && isFloat(op.resultType(i).tensor().element);
    });
  return found;
}

}  // namespace partir
