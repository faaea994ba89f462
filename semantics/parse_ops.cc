// Pretty (custom) op forms: the assembly formats of StableHLO's
// StablehloOps.td / AssemblyFormat.cpp, ChloOps.td's top_k, func, and the
// interpreter's check and interpreter dialects, normalised to the attributes
// of the generic form (e.g. `dims = [1, 0]` on transpose becomes
// `permutation = array<i64: 1, 0>`).
#include <unordered_map>

#include "semantics/parser_impl.h"

namespace partir::detail {

namespace {

using CustomFn = std::vector<Type> (Parser::*)(Operation&);

struct PrettyForm {
  CustomFn custom = nullptr;
  TypeStyle style = TypeStyle::kSameType;
};

// Ops whose custom form is not `operands (, keyword = value)* attr-dict : T`
// with SameOperandsAndResultType types.
const std::unordered_map<std::string_view, PrettyForm>& prettyForms() {
  static const auto* forms = new std::unordered_map<std::string_view, PrettyForm>{
      {"stablehlo.compare", {&Parser::parseCompare}},
      {"stablehlo.slice", {&Parser::parseSlice}},
      {"stablehlo.get_tuple_element", {&Parser::parseGetTupleElement}},
      {"stablehlo.constant", {&Parser::parseConstant}},
      {"stablehlo.custom_call", {&Parser::parseCallLike}},
      {"stablehlo.composite", {&Parser::parseComposite}},
      {"chlo.top_k", {&Parser::parseTopK}},
      {"chlo.scan", {&Parser::parseScan}},
      {"stablehlo.return", {&Parser::parseReturn}},
      {"stablehlo.reduce", {&Parser::parseReduce}},
      {"stablehlo.while", {&Parser::parseWhile}},
      {"stablehlo.convolution", {&Parser::parseConvolution}},
      {"func.call", {&Parser::parseCallLike}},
      {"func.return", {&Parser::parseReturn}},
      {"check.expect_eq_const", {&Parser::parseCheckConst}},
      {"check.expect_almost_eq_const", {&Parser::parseCheckConst}},
      {"stablehlo.select", {nullptr, TypeStyle::kSelect}},
      {"stablehlo.tuple", {nullptr, TypeStyle::kTuple}},
      {"stablehlo.complex", {nullptr, TypeStyle::kComplexParts}},
      {"stablehlo.optimization_barrier", {nullptr, TypeStyle::kPairwise}},
      {"check.expect_eq", {nullptr, TypeStyle::kOperandsOnly}},
      {"check.expect_almost_eq", {nullptr, TypeStyle::kOperandsOnly}},
      {"check.expect_close", {nullptr, TypeStyle::kOperandsOnly}},
      {"check.expect_serialized_eq", {nullptr, TypeStyle::kOperandsOnly}},
      {"interpreter.print", {nullptr, TypeStyle::kOperandsOnly}},
      {"partir.all_gather", {&Parser::parsePartirSliceLike}},
      {"partir.all_reduce", {&Parser::parsePartirAllReduce}},
      {"partir.all_slice", {&Parser::parsePartirSliceLike}},
      {"partir.all_to_all", {&Parser::parsePartirAllToAll}},
      {"partir.loop", {&Parser::parsePartirLoop}},
      {"partir.reduce_scatter", {&Parser::parsePartirReduceScatter}},
      {"partir.slice", {&Parser::parsePartirSlice}},
      {"partir.tag", {&Parser::parsePartirTag}},
      {"partir.yield", {&Parser::parseReturn}},
      {"sdy.manual_computation", {&Parser::parseSdyManualComputation}},
      {"sdy.return", {&Parser::parseReturn}},
  };
  return *forms;
}

enum class KeywordKind : uint8_t {
  kI64Array, kI64, kF64, kString, kBool, kEnum, kExpMant, kDotDims, kPrecision, kDotAlgorithm
};

struct KeywordSpec {
  std::string_view op, keyword;
  KeywordKind kind;
  std::string_view attr;  // the generic attribute name (enum name for kEnum)
};

// `, keyword = value` items of custom forms and the attributes they become.
constexpr KeywordSpec kKeywords[] = {
    {"stablehlo.broadcast_in_dim", "dims", KeywordKind::kI64Array, "broadcast_dimensions"},
    {"stablehlo.dynamic_broadcast_in_dim", "dims", KeywordKind::kI64Array, "broadcast_dimensions"},
    {"stablehlo.transpose", "dims", KeywordKind::kI64Array, "permutation"},
    {"stablehlo.reverse", "dims", KeywordKind::kI64Array, "dimensions"},
    {"stablehlo.concatenate", "dim", KeywordKind::kI64, "dimension"},
    {"stablehlo.iota", "dim", KeywordKind::kI64, "iota_dimension"},
    {"stablehlo.dynamic_iota", "dim", KeywordKind::kI64, "iota_dimension"},
    {"stablehlo.get_dimension_size", "dim", KeywordKind::kI64, "dimension"},
    {"stablehlo.pad", "low", KeywordKind::kI64Array, "edge_padding_low"},
    {"stablehlo.pad", "high", KeywordKind::kI64Array, "edge_padding_high"},
    {"stablehlo.pad", "interior", KeywordKind::kI64Array, "interior_padding"},
    {"stablehlo.dynamic_slice", "sizes", KeywordKind::kI64Array, "slice_sizes"},
    {"stablehlo.reduce_precision", "format", KeywordKind::kExpMant, ""},
    {"stablehlo.rng_bit_generator", "algorithm", KeywordKind::kEnum, "rng_algorithm"},
    {"stablehlo.rng", "distribution", KeywordKind::kEnum, "rng_distribution"},
    {"stablehlo.fft", "type", KeywordKind::kEnum, "fft_type"},
    {"stablehlo.fft", "length", KeywordKind::kI64Array, "fft_length"},
    {"stablehlo.dot", "precision", KeywordKind::kPrecision, "precision_config"},
    {"stablehlo.dot_general", "batching_dims", KeywordKind::kDotDims, "batching"},
    {"stablehlo.dot_general", "contracting_dims", KeywordKind::kDotDims, "contracting"},
    {"stablehlo.dot_general", "precision", KeywordKind::kPrecision, "precision_config"},
    {"stablehlo.dot_general", "algorithm", KeywordKind::kDotAlgorithm, "algorithm"},
    {"stablehlo.cholesky", "lower", KeywordKind::kBool, "lower"},
    {"check.expect_almost_eq", "tolerance", KeywordKind::kF64, "tolerance"},
    {"check.expect_close", "max_ulp_difference", KeywordKind::kI64, "max_ulp_difference"},
    {"check.expect_close", "min_ulp_difference", KeywordKind::kI64, "min_ulp_difference"},
    {"check.expect_serialized_eq", "probe_id", KeywordKind::kString, "probe_id"},
    {"check.expect_serialized_eq", "iter", KeywordKind::kI64, "iteration"},
    {"interpreter.probe", "probe_id", KeywordKind::kString, "probe_id"},
};

// Names the printer of another dialect version uses for the same op.
std::string canonicalOpName(std::string_view name) {
  if (name == "return") return "func.return";
  if (name == "call") return "func.call";
  if (name == "sdy.constant") return "stablehlo.constant";  // a non-foldable constant
  return std::string(name);
}

}  // namespace

std::unique_ptr<Operation> Parser::parsePrettyOp(const Token& first) {
  const Token nameTok = consume();
  const std::string name = canonicalOpName(nameTok.text);
  if (name == "sdy.mesh") return parseSdyMesh(first);
  const OpCode code = lookupOpCode(name);
  if (code == OpCode::kUnknown) {
    unsupportedAt(nameTok, "unsupported operation '{}' in custom form", nameTok.text);
  }
  auto op = std::make_unique<Operation>(code, name, locOf(first));
  auto it = prettyForms().find(name);
  const PrettyForm form = it == prettyForms().end() ? PrettyForm{} : it->second;
  std::vector<Type> results = form.custom ? (this->*form.custom)(*op) : parseSimpleOp(*op, form.style);
  for (Type& t : results) op->addResult(std::move(t));
  if (code == OpCode::kDotGeneral && !op->attr("dot_dimension_numbers")) {
    op->attrs().set("dot_dimension_numbers", Attribute::structure("stablehlo.dot", {}));
  }
  return op;
}

// `sdy.mesh @name = <["x"=2, ...]>` (Shardy): kept as an op we do not run,
// with `sym_name` and the mesh text as `#sdy.mesh<...>`, its generic spelling.
std::unique_ptr<Operation> Parser::parseSdyMesh(const Token& first) {
  auto op = std::make_unique<Operation>(OpCode::kUnknown, "sdy.mesh", locOf(first));
  op->attrs().set("sym_name", Attribute::string(decodeSymbol(expect(TokKind::kSymbol, "as the mesh name"))));
  expect(TokKind::kEqual, "after the mesh name");
  if (!tok_.is(TokKind::kLess)) errorAt(tok_, "expected '<' to start the mesh, found '{}'", tok_.text);
  std::string mesh = flattenOpaque("#sdy.mesh" + std::string(lex_.scanBalanced(tok_)));
  tok_ = lex_.next();
  op->attrs().set("mesh", Attribute::opaque(std::move(mesh)));
  return op;
}

std::vector<Type> Parser::parseSimpleOp(Operation& op, TypeStyle style) {
  parseOperandsAndKeywords(op);
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, fmt::format("before the type of '{}'", op.name()));
  return applyTypeSig(op, parseTypeSig(), style);
}

void Parser::parseOperandsAndKeywords(Operation& op) {
  if (!tok_.is(TokKind::kValueId) && !tok_.is(TokKind::kBareId)) return;
  do {
    if (tok_.is(TokKind::kValueId)) {
      op.addOperand(parseOperand());
    } else if (tok_.is(TokKind::kBareId)) {
      parseKeyword(op, consume());
    } else {
      errorAt(tok_, "expected an operand or a keyword, found '{}'", tok_.text);
    }
  } while (consumeIf(TokKind::kComma));
}

void Parser::parseKeyword(Operation& op, const Token& keyword) {
  const KeywordSpec* spec = nullptr;
  for (const KeywordSpec& k : kKeywords) {
    if (k.op == op.name() && k.keyword == keyword.text) spec = &k;
  }
  if (!spec) errorAt(keyword, "unexpected '{}' in '{}'", keyword.text, op.name());
  expect(TokKind::kEqual, fmt::format("after '{}'", keyword.text));
  const std::string attr(spec->attr);
  switch (spec->kind) {
    case KeywordKind::kI64Array:
      return op.attrs().set(attr, Attribute::denseArray(parseIntList("in a dimension list")));
    case KeywordKind::kI64: return op.attrs().set(attr, Attribute::integer(parseInt64("as a value")));
    case KeywordKind::kF64: {
      DenseScalar scalar = parseDenseScalar();
      double v = 0;
      storeScalar(scalar, ElementType::kF64, reinterpret_cast<uint8_t*>(&v));
      return op.attrs().set(attr, Attribute::floating(v, ElementType::kF64));
    }
    case KeywordKind::kString:
      return op.attrs().set(attr, Attribute::string(decodeString(expect(TokKind::kString, "as a value").text)));
    case KeywordKind::kBool: {
      const Token value = expect(TokKind::kBareId, "as true or false");
      if (value.text != "true" && value.text != "false") errorAt(value, "expected true or false");
      return op.attrs().set(attr, Attribute::boolean(value.text == "true"));
    }
    case KeywordKind::kEnum: return op.attrs().set(attr, parseEnumKeyword(attr));
    case KeywordKind::kExpMant: return parseExponentMantissa(op);
    case KeywordKind::kDotDims: return parseDotDims(op, attr);
    case KeywordKind::kPrecision: return op.attrs().set(attr, parsePrecisionList());
    case KeywordKind::kDotAlgorithm:
      expect(TokKind::kLess, "to start the dot algorithm");
      return op.attrs().set(attr, parseStructBody("stablehlo.dot_algorithm"));
  }
}

// `format = e5m10` (StableHLO parseExponentMantissa).
void Parser::parseExponentMantissa(Operation& op) {
  const Token t = expect(TokKind::kBareId, "as e#m#");
  const std::string_view s = t.text;
  const size_t m = s.find('m');
  auto digits = [](std::string_view d) {
    return !d.empty() && d.size() < 10 && d.find_first_not_of("0123456789") == std::string_view::npos;
  };
  if (!s.starts_with('e') || m == std::string_view::npos || !digits(s.substr(1, m - 1)) ||
      !digits(s.substr(m + 1))) {
    errorAt(t, "expected exponent and mantissa as e#m#, found '{}'", s);
  }
  op.attrs().set("exponent_bits", Attribute::integer(std::stoll(std::string(s.substr(1, m - 1))), ElementType::kI32));
  op.attrs().set("mantissa_bits", Attribute::integer(std::stoll(std::string(s.substr(m + 1))), ElementType::kI32));
}

std::vector<Type> Parser::applyTypeSig(Operation& op, const TypeSig& sig, TypeStyle style) {
  const size_t n = op.numOperands();
  if (sig.functional) {
    if (sig.inputs.size() != n) {
      errorAt(sig.at, "'{}' has {} operands but its type lists {}", op.name(), n, sig.inputs.size());
    }
    for (size_t i = 0; i < n; ++i) checkOperandType(op, i, sig.inputs[i], sig.at);
    return sig.results;
  }
  const std::vector<Type>& list = sig.list;
  auto requireCount = [&](size_t want) {
    if (list.size() != want) {
      errorAt(sig.at, "expected {} types (or a function type) for '{}', found {}", want, op.name(), list.size());
    }
  };
  switch (style) {
    case TypeStyle::kSameType:
      requireCount(1);
      for (size_t i = 0; i < n; ++i) checkOperandType(op, i, list[0], sig.at);
      return {list[0]};
    case TypeStyle::kResultOnly: return list;
    case TypeStyle::kOperandsOnly:
      if (list.size() != 1) requireCount(n);
      for (size_t i = 0; i < n; ++i) checkOperandType(op, i, list[list.size() == 1 ? 0 : i], sig.at);
      return {};
    case TypeStyle::kPairwise:
      requireCount(n);
      for (size_t i = 0; i < n; ++i) checkOperandType(op, i, list[i], sig.at);
      return list;
    case TypeStyle::kSelect:
      requireCount(2);
      for (size_t i = 0; i < n; ++i) checkOperandType(op, i, list[i == 0 ? 0 : 1], sig.at);
      return {list[1]};
    case TypeStyle::kTuple:
      requireCount(1);
      if (!list[0].isTuple() || list[0].tupleElements().size() != n) {
        errorAt(sig.at, "expected a tuple type with {} elements, found {}", n, list[0].str());
      }
      for (size_t i = 0; i < n; ++i) checkOperandType(op, i, list[0].tupleElements()[i], sig.at);
      return list;
    case TypeStyle::kComplexParts: {  // StableHLO's ComplexOpType
      requireCount(1);
      if (!list[0].isTensor() || !isComplex(list[0].tensor().element))
        errorAt(sig.at, "'{}' needs a complex result type, found {}", op.name(), list[0].str());
      const Type part = Type::tensor(list[0].tensor().shape, complexPartType(list[0].tensor().element));
      for (size_t i = 0; i < n; ++i) checkOperandType(op, i, part, sig.at);
      return list;
    }
  }
  return {};
}

void Parser::checkOperandType(const Operation& op, size_t i, const Type& t, const Token& at) {
  if (op.operandType(i) == t) return;
  errorAt(at, "operand #{} of '{}' has type {} but the signature says {}", i, op.name(),
          op.operandType(i).str(), t.str());
}

// ---- ops with their own syntax ------------------------------------------------

// `stablehlo.compare GT, %a, %b (, FLOAT)? : (T, T) -> U` (StableHLO spec
// "compare": comparison_direction and optional compare_type).
std::vector<Type> Parser::parseCompare(Operation& op) {
  op.attrs().set("comparison_direction", parseEnumKeyword("comparison_direction"));
  expect(TokKind::kComma, "after the comparison direction");
  op.addOperand(parseOperand());
  expect(TokKind::kComma, "between the compared operands");
  op.addOperand(parseOperand());
  if (consumeIf(TokKind::kComma)) op.attrs().set("compare_type", parseEnumKeyword("comparison_type"));
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'stablehlo.compare'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kSameType);
}

// `stablehlo.slice %x [0:2, 1:10:3]` (StableHLO parseSliceRanges; stride 1
// when omitted).
std::vector<Type> Parser::parseSlice(Operation& op) {
  op.addOperand(parseOperand());
  expect(TokKind::kLSquare, "to start the slice ranges");
  std::vector<int64_t> starts, limits, strides;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      starts.push_back(parseInt64("as a slice start"));
      expect(TokKind::kColon, "in a slice range");
      limits.push_back(parseInt64("as a slice limit"));
      strides.push_back(consumeIf(TokKind::kColon) ? parseInt64("as a slice stride") : 1);
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the slice ranges");
  op.attrs().set("start_indices", Attribute::denseArray(std::move(starts)));
  op.attrs().set("limit_indices", Attribute::denseArray(std::move(limits)));
  op.attrs().set("strides", Attribute::denseArray(std::move(strides)));
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'stablehlo.slice'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kSameType);
}

// `stablehlo.get_tuple_element %t[0] : (tuple<...>) -> T`; index is i32.
std::vector<Type> Parser::parseGetTupleElement(Operation& op) {
  op.addOperand(parseOperand());
  expect(TokKind::kLSquare, "before the tuple index");
  const int64_t index = parseInt64("as the tuple index");
  expect(TokKind::kRSquare, "after the tuple index");
  op.attrs().set("index", Attribute::integer(index, ElementType::kI32));
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'stablehlo.get_tuple_element'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kSameType);
}

// `stablehlo.constant {attrs}? dense<...> : T` (or `dense_resource<NAME> : T`):
// the literal's type is the result.
std::vector<Type> Parser::parseConstant(Operation& op) {
  parseOptionalAttrDict(op.attrs());
  const bool resource = tok_.isKeyword("dense_resource");
  if (!tok_.isKeyword("dense") && !resource) {
    if (tok_.is(TokKind::kBareId)) unsupportedAt(tok_, "unsupported constant value '{}'", tok_.text);
    errorAt(tok_, "expected a dense literal, found '{}'", tok_.text);
  }
  DenseElements value = resource ? parseDenseResource() : parseDenseWithType();
  Type type(value.type);
  op.attrs().set("value", Attribute::denseElements(std::move(value)));
  return {type};
}

// `check.expect_eq_const %x, dense<...> : T {attrs}?`.
std::vector<Type> Parser::parseCheckConst(Operation& op) {
  op.addOperand(parseOperand());
  expect(TokKind::kComma, "before the expected value");
  if (!tok_.isKeyword("dense")) errorAt(tok_, "expected a dense literal, found '{}'", tok_.text);
  op.attrs().set("value", Attribute::denseElements(parseDenseWithType()));
  parseOptionalAttrDict(op.attrs());
  return {};
}

// `func.call @f(%a) : (T) -> U` and `stablehlo.custom_call @target(%a) {...} : ...`.
std::vector<Type> Parser::parseCallLike(Operation& op) {
  const Token symbol = expect(TokKind::kSymbol, "as the callee");
  if (op.code() == OpCode::kCall) {
    op.attrs().set("callee", Attribute::symbolRef(decodeSymbol(symbol)));
  } else {
    op.attrs().set("call_target_name", Attribute::string(decodeSymbol(symbol)));
  }
  expect(TokKind::kLParen, "to start the call operands");
  for (Value* v : parseOperandList()) op.addOperand(v);
  expect(TokKind::kRParen, "to end the call operands");
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, fmt::format("before the type of '{}'", op.name()));
  TypeSig sig = parseTypeSig();
  if (!sig.functional) errorAt(sig.at, "expected a function type for '{}'", op.name());
  return applyTypeSig(op, sig, TypeStyle::kSameType);
}

// `stablehlo.composite "name" %a, %b {decomposition = @f, ...} : (T) -> U`.
std::vector<Type> Parser::parseComposite(Operation& op) {
  op.attrs().set("name", Attribute::string(decodeString(expect(TokKind::kString, "as the composite name").text)));
  for (Value* v : parseOperandList()) op.addOperand(v);
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'stablehlo.composite'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kSameType);
}

// `chlo.top_k(%x, k = 2) {attrs}? : T -> (V, I)` (ChloOps.td TopKOp's
// assembly format).
std::vector<Type> Parser::parseTopK(Operation& op) {
  expect(TokKind::kLParen, "to start the top_k operands");
  op.addOperand(parseOperand());
  expect(TokKind::kComma, "after the top_k operand");
  const Token k = expect(TokKind::kBareId, "as 'k'");
  if (k.text != "k") errorAt(k, "expected 'k', found '{}'", k.text);
  expect(TokKind::kEqual, "after 'k'");
  op.attrs().set("k", Attribute::integer(parseInt64("as k")));
  expect(TokKind::kRParen, "to end the top_k operands");
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'chlo.top_k'");
  const Token at = tok_;
  checkOperandType(op, 0, parseType(), at);
  return parseFunctionResults();
}

// `chlo.scan(%in, ...) inits(%init, ...) dimension=D (attributes {...})?
// { body } : (T...) -> (U...)` (ChloOps.td ScanOp's assembly format); the
// two operand lists are recorded as operandSegmentSizes, as MLIR's generic
// form spells them.
std::vector<Type> Parser::parseScan(Operation& op) {
  auto operandList = [&](const char* what) {
    int64_t n = 0;
    expect(TokKind::kLParen, what);
    if (!tok_.is(TokKind::kRParen)) {
      do {
        op.addOperand(parseOperand());
        ++n;
      } while (consumeIf(TokKind::kComma));
    }
    expect(TokKind::kRParen, what);
    return n;
  };
  const int64_t inputs = operandList("around the scan inputs");
  expectKeyword("inits", "after the scan inputs");
  const int64_t inits = operandList("around the scan inits");
  op.attrs().set("operandSegmentSizes", Attribute::denseArray({inputs, inits}, ElementType::kI32));
  expectKeyword("dimension", "after the scan inits");
  expect(TokKind::kEqual, "after 'dimension'");
  op.attrs().set("dimension", Attribute::integer(parseInt64("as the scan dimension")));
  if (consumeKeyword("attributes")) parseOptionalAttrDict(op.attrs());
  parseRegion(op.addRegion(), {});
  expect(TokKind::kColon, "before the type of 'chlo.scan'");
  return applyTypeSig(op, parseTypeSig(), TypeStyle::kResultOnly);
}

// `return %a, %b : T, U` (func.return, stablehlo.return, partir.yield) or a
// bare `return`.
std::vector<Type> Parser::parseReturn(Operation& op) {
  for (Value* v : parseOperandList()) op.addOperand(v);
  parseOptionalAttrDict(op.attrs());
  if (op.numOperands() == 0) return {};
  expect(TokKind::kColon, fmt::format("before the types of '{}'", op.name()));
  TypeSig sig;
  sig.at = tok_;
  sig.list = parseTypeList();
  return applyTypeSig(op, sig, TypeStyle::kOperandsOnly);
}

// `sdy.manual_computation(%x, ...) in_shardings=[...] out_shardings=[...]
// manual_axes={...} (%l: T, ...) { ... } {attrs}? : (T, ...) -> U` (Shardy
// ops.td ManualComputationOp's assembly format); the attributes keep their
// generic spelling (semantics/manual_computation.h).
std::vector<Type> Parser::parseSdyManualComputation(Operation& op) {
  expect(TokKind::kLParen, "to start the manual_computation operands");
  for (Value* v : parseOperandList()) op.addOperand(v);
  expect(TokKind::kRParen, "to end the manual_computation operands");
  for (const char* name : {"in_shardings", "out_shardings"})
    op.attrs().set(name, Attribute::opaque("#sdy.sharding_per_value<" +
                                           parseSdyKeywordValue(name, TokKind::kLSquare) + ">"));
  op.attrs().set("manual_axes",
                 Attribute::opaque("#sdy<manual_axes" + parseSdyKeywordValue("manual_axes", TokKind::kLBrace) + ">"));
  expect(TokKind::kLParen, "before the body's arguments");
  ArgList args;
  if (!tok_.is(TokKind::kRParen)) {
    do {
      const Token name = expect(TokKind::kValueId, "as a body argument");
      expect(TokKind::kColon, "after the body argument");
      args.emplace_back(name, parseType());
      parseOptionalLoc();
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRParen, "after the body's arguments");
  parseRegion(op.addRegion(), args);
  parseOptionalAttrDict(op.attrs());
  expect(TokKind::kColon, "before the type of 'sdy.manual_computation'");
  TypeSig sig = parseTypeSig();
  if (!sig.functional) errorAt(sig.at, "expected a function type for 'sdy.manual_computation'");
  return applyTypeSig(op, sig, TypeStyle::kSameType);
}

// `keyword=` then balanced text opening with `open`, as one line.
std::string Parser::parseSdyKeywordValue(std::string_view keyword, TokKind open) {
  expectKeyword(keyword, "in 'sdy.manual_computation'");
  expect(TokKind::kEqual, fmt::format("after '{}'", keyword));
  if (!tok_.is(open))
    errorAt(tok_, "expected {} to start {}, found '{}'", tokKindName(open), keyword, tok_.text);
  std::string text = flattenOpaque(lex_.scanBalanced(tok_));
  tok_ = lex_.next();
  return text;
}

}  // namespace partir::detail
