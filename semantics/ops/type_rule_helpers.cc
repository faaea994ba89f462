#include "semantics/ops/type_rule_helpers.h"

#include <algorithm>

#include <fmt/ranges.h>

namespace partir {

// ---- counts -----------------------------------------------------------------

namespace {

std::string plural(size_t n, std::string_view noun) {
  return fmt::format("{} {}{}", n, noun, n == 1 ? "" : "s");
}

}  // namespace

void expectOperandCount(const Operation& op, size_t n) {
  if (op.numOperands() != n)
    failOp(op, "expects {}, got {}", plural(n, "operand"), op.numOperands());
}

void expectMinOperandCount(const Operation& op, size_t n) {
  if (op.numOperands() < n)
    failOp(op, "expects at least {}, got {}", plural(n, "operand"), op.numOperands());
}

void expectResultCount(const Operation& op, size_t n) {
  if (op.numResults() != n) failOp(op, "expects {}, got {}", plural(n, "result"), op.numResults());
}

void expectRegionCount(const Operation& op, size_t n) {
  if (op.numRegions() != n) failOp(op, "expects {}, got {}", plural(n, "region"), op.numRegions());
}

void expectArity(const Operation& op, size_t operands, size_t results, size_t regions) {
  expectOperandCount(op, operands);
  expectResultCount(op, results);
  expectRegionCount(op, regions);
}

// ---- types ------------------------------------------------------------------

const TensorType& tensorOperand(const Operation& op, size_t i) {
  const Type& t = op.operandType(i);
  if (!t.isTensor()) failOp(op, "operand #{} must be a tensor, got {}", i, t.str());
  return t.tensor();
}

const TensorType& tensorResult(const Operation& op, size_t i) {
  const Type& t = op.resultType(i);
  if (!t.isTensor()) failOp(op, "result #{} must be a tensor, got {}", i, t.str());
  return t.tensor();
}

void expectToken(const Operation& op, std::string_view what, const Type& t) {
  if (!t.isToken()) failOp(op, "{} must be !stablehlo.token, got {}", what, t.str());
}

void expectTensorOrToken(const Operation& op, std::string_view what, const Type& t) {
  if (!t.isTensor() && !t.isToken())
    failOp(op, "{} must be a tensor or !stablehlo.token, got {}", what, t.str());
}

void expectValuesThenToken(const Operation& op, std::string_view countLabel,
                           std::string_view tokenLabel) {
  if (op.numResults() == 0) failOp(op, "expects at least one result ({})", countLabel);
  for (size_t i = 0; i + 1 < op.numResults(); ++i)
    expectTensorOrToken(op, fmt::format("result #{}", i), op.resultType(i));
  const Type& last = op.resultType(op.numResults() - 1);
  if (!last.isToken()) failOp(op, "last result must be !stablehlo.token, got {} ({})", last.str(), tokenLabel);
}

void expectTensorsThenTokenToToken(const Operation& op) {
  expectRegionCount(op, 0);
  expectMinOperandCount(op, 1);
  expectResultCount(op, 1);
  for (size_t i = 0; i + 1 < op.numOperands(); ++i) tensorOperand(op, i);
  expectToken(op, "last operand", op.operandType(op.numOperands() - 1));
  expectToken(op, "result", op.resultType(0));
}

bool hasKind(ElementType t, unsigned kinds) {
  if (isBoolean(t)) return kinds & kBoolKind;
  if (isSignedInteger(t)) return kinds & kSignedKind;
  if (isUnsignedInteger(t)) return kinds & kUnsignedKind;
  if (isComplex(t)) return kinds & kComplexKind;
  return kinds & kFloatKind;
}

std::string kindsName(unsigned kinds) {
  std::vector<std::string_view> names;
  if (kinds & kBoolKind) names.push_back("boolean");
  if ((kinds & kIntKind) == kIntKind) names.push_back("integer");
  else if (kinds & kSignedKind) names.push_back("signed integer");
  else if (kinds & kUnsignedKind) names.push_back("unsigned integer");
  if (kinds & kFloatKind) names.push_back("floating-point");
  if (kinds & kComplexKind) names.push_back("complex");
  std::string s;
  for (size_t i = 0; i < names.size(); ++i)
    s += fmt::format("{}{}", i == 0 ? "" : (i + 1 == names.size() ? " or " : ", "), names[i]);
  return s;
}

void expectElementKind(const Operation& op, std::string_view what, const TensorType& t,
                       unsigned kinds) {
  if (!hasKind(t.element, kinds))
    failOp(op, "{} element type {} must be {}", what, elementTypeName(t.element), kindsName(kinds));
}

void expectScalar(const Operation& op, std::string_view what, const Type& t, ElementType e) {
  if (!(t == Type::tensor({}, e)))
    failOp(op, "{} must be tensor<{}>, got {}", what, elementTypeName(e), t.str());
}

bool isPromotable(ElementType from, ElementType to) {
  const bool sameClass = (isBoolean(from) && isBoolean(to)) || (isInteger(from) && isInteger(to)) ||
                         (isFloat(from) && isFloat(to)) || (isComplex(from) && isComplex(to));
  return sameClass && bitWidth(from) <= bitWidth(to);
}

std::string typeListStr(const std::vector<Type>& types) {
  std::string s = "(";
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + types[i].str();
  return s + ")";
}

std::vector<Type> operandTypes(const Operation& op, size_t first, size_t count) {
  std::vector<Type> out;
  for (size_t i = first; i < op.numOperands() && i - first < count; ++i)
    out.push_back(op.operandType(i));
  return out;
}

std::vector<Type> resultTypes(const Operation& op) {
  std::vector<Type> out;
  for (size_t i = 0; i < op.numResults(); ++i) out.push_back(op.resultType(i));
  return out;
}

// ---- attributes -------------------------------------------------------------

const Attribute& requireAttr(const Operation& op, std::string_view name) {
  const Attribute* a = op.attr(name);
  if (!a) failOp(op, "missing attribute '{}'", name);
  return *a;
}

int64_t intAttr(const Operation& op, std::string_view name) {
  const Attribute& a = requireAttr(op, name);
  if (a.kind() != Attribute::Kind::kInteger) failOp(op, "attribute '{}' must be an integer", name);
  return a.getInt();
}

int64_t intAttrOr(const Operation& op, std::string_view name, int64_t dflt) {
  return op.attr(name) ? intAttr(op, name) : dflt;
}

bool boolAttrOr(const Operation& op, std::string_view name, bool dflt) {
  const Attribute* a = op.attr(name);
  if (!a) return dflt;
  if (a->kind() == Attribute::Kind::kUnit) return true;
  if (a->kind() != Attribute::Kind::kBool) failOp(op, "attribute '{}' must be a boolean", name);
  return a->getBool();
}

namespace {

// Dense payloads are read element by element: refuse one whose byte count
// does not match its type before reading it.
void expectWellFormedDense(const Operation& op, std::string_view name, const Attribute& a) {
  if (a.kind() != Attribute::Kind::kDenseElements) return;
  const DenseElements& d = a.getDenseElements();
  const std::optional<int64_t> n = elementCount(d.type.shape);
  const int64_t count = d.splat ? 1 : n.value_or(-1);
  if (count < 0 || static_cast<int64_t>(d.bytes.size()) / byteWidth(d.type.element) != count)
    failOp(op, "attribute '{}' has a malformed dense payload", name);
}

}  // namespace

std::vector<int64_t> intsAttr(const Operation& op, std::string_view name) {
  const Attribute& a = requireAttr(op, name);
  expectWellFormedDense(op, name, a);
  std::optional<std::vector<int64_t>> v = a.asInt64s();
  if (!v) failOp(op, "attribute '{}' must be a list of integers", name);
  return *std::move(v);
}

std::vector<int64_t> intsAttrOr(const Operation& op, std::string_view name,
                                std::vector<int64_t> dflt) {
  return op.attr(name) ? intsAttr(op, name) : std::move(dflt);
}

const std::string& enumAttr(const Operation& op, std::string_view name) {
  const Attribute& a = requireAttr(op, name);
  if (a.kind() != Attribute::Kind::kEnum) failOp(op, "attribute '{}' must be an enum", name);
  return a.getString();
}

const std::string& stringAttr(const Operation& op, std::string_view name) {
  const Attribute& a = requireAttr(op, name);
  if (a.kind() != Attribute::Kind::kString) failOp(op, "attribute '{}' must be a string", name);
  return a.getString();
}

const NamedAttrs& structAttr(const Operation& op, std::string_view name,
                             std::string_view structName) {
  const Attribute& a = requireAttr(op, name);
  if (a.kind() != Attribute::Kind::kStruct || a.getString() != structName)
    failOp(op, "attribute '{}' must be #{}<...>", name, structName);
  return a.getDictionary();
}

std::vector<int64_t> structInts(const Operation& op, const NamedAttrs& fields,
                                std::string_view field) {
  const Attribute* a = fields.find(field);
  if (!a) return {};
  std::optional<std::vector<int64_t>> v = a->asInt64s();
  if (!v) failOp(op, "field '{}' must be a list of integers", field);
  return *std::move(v);
}

int64_t structIntOr(const Operation& op, const NamedAttrs& fields, std::string_view field,
                    int64_t dflt) {
  const Attribute* a = fields.find(field);
  if (!a) return dflt;
  if (a->kind() != Attribute::Kind::kInteger) failOp(op, "field '{}' must be an integer", field);
  return a->getInt();
}

IntMatrix matrixAttr(const Operation& op, std::string_view name) {
  const Attribute& a = requireAttr(op, name);
  expectWellFormedDense(op, name, a);
  if (a.kind() != Attribute::Kind::kDenseElements || a.getDenseElements().type.rank() != 2 ||
      !a.asInt64s())
    failOp(op, "attribute '{}' must be a 2-dimensional integer tensor", name);
  const Shape& shape = a.getDenseElements().type.shape;
  return IntMatrix{shape[0], shape[1], *a.asInt64s()};
}

std::vector<std::pair<int64_t, int64_t>> paddingAttr(const Operation& op, std::string_view name,
                                                     int64_t rows, std::string_view label) {
  std::vector<std::pair<int64_t, int64_t>> out(std::max<int64_t>(rows, 0), {0, 0});
  if (!op.attr(name)) return out;
  const IntMatrix m = matrixAttr(op, name);
  if (m.rows != rows || m.cols != 2)
    failOp(op, "{} must have shape [{}, 2], got [{}, {}] ({})", name, rows, m.rows, m.cols, label);
  for (int64_t r = 0; r < rows; ++r) out[r] = {m.at(r, 0), m.at(r, 1)};
  return out;
}

// ---- labelled value checks ------------------------------------------------

void expectInRange(const Operation& op, std::string_view what, int64_t v, int64_t lo, int64_t hi,
                   std::string_view label) {
  atOperation(op, [&] { requireInRange(what, v, lo, hi, label); });
}

void expectAllInRange(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                      int64_t lo, int64_t hi, std::string_view label) {
  atOperation(op, [&] { requireAllInRange(what, v, lo, hi, label); });
}

void expectUnique(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                  std::string_view label) {
  atOperation(op, [&] { requireUnique(what, v, label); });
}

void expectSorted(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                  std::string_view label) {
  atOperation(op, [&] { requireSorted(what, v, label); });
}

void expectSize(const Operation& op, std::string_view what, size_t got, size_t want,
                std::string_view label) {
  atOperation(op, [&] { requireSize(what, got, want, label); });
}

void expectAllPositive(const Operation& op, std::string_view what, const std::vector<int64_t>& v,
                       std::string_view label) {
  atOperation(op, [&] { requireAllPositive(what, v, label); });
}

void expectSameType(const Operation& op, std::string_view a, const Type& ta, std::string_view b,
                    const Type& tb, std::string_view label) {
  if (!(ta == tb))
    failOp(op, "{} {} and {} {} differ{}", a, ta.str(), b, tb.str(),
           label.empty() ? "" : fmt::format(" ({})", label));
}

void expectSameShape(const Operation& op, std::string_view a, const TensorType& ta,
                     std::string_view b, const TensorType& tb, std::string_view label) {
  if (ta.shape != tb.shape)
    failOp(op, "{} shape {} and {} shape {} differ ({})", a, shapeStr(ta.shape), b,
           shapeStr(tb.shape), label);
}

void expectSameElement(const Operation& op, std::string_view a, const TensorType& ta,
                       std::string_view b, const TensorType& tb, std::string_view label) {
  if (ta.element != tb.element)
    failOp(op, "{} element type {} and {} element type {} differ ({})", a,
           elementTypeName(ta.element), b, elementTypeName(tb.element), label);
}

namespace {
thread_local bool tRefiningShapes = false;

// `shape` with `?` dims is `expected` where it is static.
bool refinesTo(const Shape& shape, const Shape& expected) {
  if (shape.size() != expected.size()) return false;
  for (size_t d = 0; d < shape.size(); ++d)
    if (expected[d] < 0 || (shape[d] != kDynamicSize && shape[d] != expected[d])) return false;
  return elementCount(expected).has_value();
}
}  // namespace

ResultShapeRefinement::ResultShapeRefinement() : previous_(tRefiningShapes) { tRefiningShapes = true; }
ResultShapeRefinement::~ResultShapeRefinement() { tRefiningShapes = previous_; }

void expectResultShape(const Operation& op, size_t result, const Shape& expected,
                       std::string_view label) {
  const TensorType& t = tensorResult(op, result);
  if (tRefiningShapes && !t.isStatic() && refinesTo(t.shape, expected)) {
    op.result(result)->setType(TensorType{expected, t.element, t.quant});
    return;
  }
  if (t.shape != expected)
    failOp(op, "result{} shape {} differs from expected {} ({})",
           op.numResults() > 1 ? fmt::format(" #{}", result) : "", shapeStr(t.shape),
           shapeStr(expected), label);
}

// ---- family rules ---------------------------------------------------------

void checkElementwise(const Operation& op, size_t arity, unsigned kinds, std::string_view label) {
  expectArity(op, arity, 1);
  const TensorType& result = tensorResult(op, 0);
  for (size_t i = 0; i < arity; ++i) {
    const TensorType& t = tensorOperand(op, i);
    if (i > 0 && !(t == tensorOperand(op, 0)))
      failOp(op, "operand types {} and {} differ ({})", tensorOperand(op, 0).str(), t.str(), label);
  }
  if (arity > 0 && !(result == tensorOperand(op, 0)))
    failOp(op, "result type {} differs from operand type {} ({})", result.str(),
           tensorOperand(op, 0).str(), label);
  expectElementKind(op, arity > 0 ? "operand" : "result", result, kinds);
}

int64_t numWindows(const Operation& op, int64_t input, int64_t baseDilation, int64_t padLow,
                   int64_t padHigh, int64_t window, int64_t windowDilation, int64_t stride) {
  using Wide = __int128;
  const Wide dilatedInput = input == 0 ? 0 : Wide(input - 1) * baseDilation + 1;
  const Wide padded = Wide(padLow) + dilatedInput + padHigh;
  const Wide dilatedWindow = window == 0 ? 0 : Wide(window - 1) * windowDilation + 1;
  if (padded <= 0 || dilatedWindow > padded) return 0;
  const Wide n = (padded - dilatedWindow) / stride + 1;
  if (n > INT64_MAX) failOp(op, "window arithmetic overflows");
  return static_cast<int64_t>(n);
}

// ---- regions --------------------------------------------------------------

std::string RegionSignature::str() const {
  return typeListStr(args) + " -> " + typeListStr(results);
}

RegionSignature regionSignature(const Operation& op, size_t region, std::string_view what) {
  if (region >= op.numRegions()) failOp(op, "missing region {}", what);
  const Region& r = op.region(region);
  if (r.empty() || !r.front().terminator()) failOp(op, "{} is empty", what);
  RegionSignature sig;
  const Block& entry = r.front();
  for (size_t i = 0; i < entry.numArguments(); ++i) sig.args.push_back(entry.argument(i)->type());
  sig.results = operandTypes(*entry.terminator());
  return sig;
}

void expectRegionType(const Operation& op, size_t region, std::string_view what,
                      const std::vector<Type>& args, const std::vector<Type>& results,
                      std::string_view label) {
  const RegionSignature sig = regionSignature(op, region, what);
  if (sig.args != args || sig.results != results)
    failOp(op, "{} has type {}, expected {} ({})", what, sig.str(),
           RegionSignature{args, results}.str(), label);
}

std::vector<ElementType> checkReducer(const Operation& op, size_t region, std::string_view what,
                                      const std::vector<ElementType>& inputs,
                                      std::string_view label) {
  const RegionSignature sig = regionSignature(op, region, what);
  const size_t n = inputs.size();
  const auto bad = [&] {
    failOp(op, "{} of type {} is not a reducer of {} inputs ({})", what, sig.str(), n, label);
  };
  if (sig.args.size() != 2 * n || sig.results.size() != n) bad();
  std::vector<ElementType> elems;
  for (size_t i = 0; i < n; ++i) {
    const Type& t = sig.results[i];
    if (!t.isTensor() || t.tensor().rank() != 0 || !(sig.args[i] == t) || !(sig.args[n + i] == t))
      bad();
    if (!isPromotable(inputs[i], t.tensor().element))
      failOp(op, "{} element type {} is not promotable from {} ({})", what,
             elementTypeName(t.tensor().element), elementTypeName(inputs[i]), label);
    elems.push_back(t.tensor().element);
  }
  return elems;
}

// ---- the enclosing module -------------------------------------------------

namespace {
thread_local const Module* tCurrentModule = nullptr;
}  // namespace

ModuleScope::ModuleScope(const Module& module) : previous_(tCurrentModule) {
  tCurrentModule = &module;
}

ModuleScope::~ModuleScope() { tCurrentModule = previous_; }

const Module& currentModule(const Operation& op) {
  if (!tCurrentModule) failOp(op, "cannot be checked outside its module (use verifyModule)");
  return *tCurrentModule;
}

const Function& lookupFunction(const Operation& op, std::string_view name) {
  const Function* f = currentModule(op).lookup(name);
  if (!f) failOp(op, "unknown function @{}", name);
  return *f;
}

const Function* enclosingFunction(const Operation& op) {
  const Block* block = op.parentBlock();
  const Region* region = block ? block->parentRegion() : nullptr;
  if (!region || region->parentOp()) return nullptr;
  for (const auto& f : currentModule(op).functions)
    if (&f->body == region) return f.get();
  return nullptr;
}

void expectScalarFunction(const Operation& op, std::string_view what, const std::string& name,
                          ElementType e) {
  const Function& f = lookupFunction(op, name);
  const Type scalar = Type::tensor({}, e);
  if (f.argTypes != std::vector<Type>{scalar, scalar} || f.resultTypes != std::vector<Type>{scalar})
    failOp(op, "{} @{} has type {} -> {}, expected ({}, {}) -> ({})", what, name,
           typeListStr(f.argTypes), typeListStr(f.resultTypes), scalar.str(), scalar.str(),
           scalar.str());
}

}  // namespace partir
