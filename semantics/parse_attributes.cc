// Attributes (MLIR LangRef "Attributes", StableHLO attribute syntax): numbers,
// strings, arrays, dictionaries, array<...>, symbols, types, StableHLO enums
// and structs; other dialect attributes are kept verbatim (kOpaque).
#include <algorithm>
#include <cctype>
#include <limits>

#include "semantics/parser_impl.h"

namespace partir::detail {

namespace {

struct EnumSpec {
  std::string_view name;
  std::vector<std::string_view> values;
};

// StableHLO spec enums (StablehloEnums.td) whose values we validate.
const std::vector<EnumSpec>& knownEnums() {
  static const std::vector<EnumSpec> enums = {
      {"comparison_direction", {"EQ", "NE", "GE", "GT", "LE", "LT"}},
      {"comparison_type", {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"}},
      {"precision", {"DEFAULT", "HIGH", "HIGHEST"}},
      {"rng_algorithm", {"DEFAULT", "THREE_FRY", "PHILOX"}},
      {"rng_distribution", {"UNIFORM", "NORMAL"}},
      {"fft_type", {"FFT", "IFFT", "RFFT", "IRFFT"}},
      {"transpose", {"TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}},
  };
  return enums;
}

// `#stablehlo.<name><key = value, ...>` attributes parsed field by field.
bool isStructName(std::string_view name) {
  static const std::vector<std::string_view> names = {
      "stablehlo.gather", "stablehlo.scatter", "stablehlo.dot", "stablehlo.conv",
      "stablehlo.channel_handle", "stablehlo.dot_algorithm", "stablehlo.output_operand_alias",
      "chlo.ragged_dot"};
  return std::find(names.begin(), names.end(), name) != names.end();
}

bool isEmptyArray(const Attribute& a) {
  return a.kind() == Attribute::Kind::kArray && a.getArray().empty();
}

}  // namespace

std::string flattenOpaque(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {  // copy a string literal unchanged
      const size_t start = i++;
      while (i < text.size() && text[i] != '"') i += text[i] == '\\' ? 2 : 1;
      out += text.substr(start, std::min(i, text.size() - 1) - start + 1);
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      while (i < text.size() && text[i] != '\n') ++i;
      out += ' ';
    } else {
      out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
  }
  return out;
}

std::string decodeSymbol(const Token& symbol) {
  std::string_view name = symbol.text.substr(1);
  return name.starts_with('"') ? decodeString(name) : std::string(name);
}

uint64_t Parser::parseMagnitude(const Token& t) {
  std::string_view s = t.text;
  const bool hex = s.starts_with("0x");
  if (hex) s.remove_prefix(2);
  const uint64_t base = hex ? 16 : 10;
  uint64_t value = 0;
  for (char c : s) {
    uint64_t digit = (c >= '0' && c <= '9') ? c - '0' : (std::tolower(c) - 'a') + 10;
    if (value > (std::numeric_limits<uint64_t>::max() - digit) / base) {
      errorAt(t, "integer literal {} does not fit in 64 bits", t.text);
    }
    value = value * base + digit;
  }
  return value;
}

int64_t Parser::parseIntegerToken(const Token& t) {
  uint64_t magnitude = parseMagnitude(t);
  if (!t.text.starts_with("0x") && magnitude > static_cast<uint64_t>(INT64_MAX)) {
    errorAt(t, "integer {} is too large", t.text);
  }
  return static_cast<int64_t>(magnitude);
}

int64_t Parser::parseInt64(std::string_view context) {
  const Token at = tok_;
  const bool negative = consumeIf(TokKind::kMinus);
  const Token number = expect(TokKind::kInteger, context);
  uint64_t magnitude = parseMagnitude(number);
  if (negative) {
    if (magnitude > uint64_t{1} << 63) errorAt(at, "integer -{} is too small", number.text);
    return static_cast<int64_t>(0 - magnitude);
  }
  return parseIntegerToken(number);
}

std::vector<int64_t> Parser::parseIntList(std::string_view context) {
  expect(TokKind::kLSquare, context);
  std::vector<int64_t> values;
  if (consumeIf(TokKind::kRSquare)) return values;
  do {
    values.push_back(parseInt64(context));
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kRSquare, context);
  return values;
}

// ---- dictionaries ------------------------------------------------------------

NamedAttrs Parser::parseAttrDict() {
  const Token open = expect(TokKind::kLBrace, "to start an attribute dictionary");
  Nest nest(*this, open);
  NamedAttrs attrs;
  if (consumeIf(TokKind::kRBrace)) return attrs;
  do {
    std::string name;
    if (tok_.is(TokKind::kString)) {
      name = decodeString(consume().text);
    } else {
      name = std::string(expect(TokKind::kBareId, "as an attribute name").text);
    }
    attrs.set(std::move(name), consumeIf(TokKind::kEqual) ? parseAttribute() : Attribute::unit());
  } while (consumeIf(TokKind::kComma));
  expect(TokKind::kRBrace, "to end the attribute dictionary");
  return attrs;
}

void Parser::parseOptionalAttrDict(NamedAttrs& into) {
  if (!tok_.is(TokKind::kLBrace)) return;
  const NamedAttrs parsed = parseAttrDict();
  for (const auto& [name, value] : parsed.entries()) into.set(name, value);
}

// ---- attribute values -----------------------------------------------------------

Attribute Parser::parseAttribute() {
  Nest nest(*this, tok_);
  switch (tok_.kind) {
    case TokKind::kLBrace: return Attribute::dictionary(parseAttrDict());
    case TokKind::kLSquare: return parseArrayAttribute();
    case TokKind::kString: return Attribute::string(decodeString(consume().text));
    case TokKind::kSymbol: return parseSymbolAttribute();
    case TokKind::kHashId: return parseHashAttribute();
    case TokKind::kInteger: case TokKind::kFloat: case TokKind::kMinus:
      return parseNumberAttribute();
    case TokKind::kBangId: return parseTypeAttribute();
    case TokKind::kBareId: return parseKeywordAttribute();
    default: errorAt(tok_, "expected an attribute value, found '{}'", tok_.text);
  }
}

Attribute Parser::parseArrayAttribute() {
  consume();
  std::vector<Attribute> elements;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      elements.push_back(parseAttribute());
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end the array attribute");
  return Attribute::array(std::move(elements));
}

Attribute Parser::parseSymbolAttribute() {
  Token sym = consume();
  if (tok_.is(TokKind::kColon) && lex_.source().substr(tok_.offset, 2) == "::") {
    unsupportedAt(sym, "unsupported nested symbol reference");
  }
  return Attribute::symbolRef(decodeSymbol(sym));
}

Attribute Parser::parseKeywordAttribute() {
  const std::string_view word = tok_.text;
  if (word == "true" || word == "false") {
    consume();
    return Attribute::boolean(word == "true");
  }
  if (word == "unit") {
    consume();
    return Attribute::unit();
  }
  if (word == "dense") return parseDenseAttribute(/*opaqueOnUnsupported=*/true);
  if (word == "array") return parseDenseArrayAttribute();
  if (word == "tensor" || word == "tuple") return parseTypeAttribute();
  if (atType()) return Attribute::opaque(flattenOpaque(skipTypeText()));  // f32, tf32 in structs
  if (word == "dense_resource" || word == "sparse" || word == "affine_map") {
    unsupportedAt(tok_, "unsupported attribute '{}'", word);
  }
  errorAt(tok_, "expected an attribute value, found '{}'", word);
}

// A type used as a value; a type we do not support stays verbatim.
Attribute Parser::parseTypeAttribute() {
  const Token start = tok_;
  try {
    return Attribute::type(parseType());
  } catch (const DiagnosticError& e) {
    if (e.diag.kind != ErrorKind::kUnsupported) throw;
  }
  lex_.resetTo(start);
  tok_ = lex_.next();
  return Attribute::opaque(flattenOpaque(skipTypeText()));
}

// `42`, `-1 : i32`, `1.5 : f32`, `0x7FC00000 : f32`, `true : i1` is a bool.
Attribute Parser::parseNumberAttribute() {
  DenseScalar scalar = parseDenseScalar();
  const bool isFloatLiteral = scalar.tok.is(TokKind::kFloat);
  ElementType type = isFloatLiteral ? ElementType::kF64 : ElementType::kI64;
  if (consumeIf(TokKind::kColon)) {
    if (tok_.isKeyword("index")) {
      consume();
    } else {
      type = parseElementTypeName();
    }
  }
  if (isFloatLiteral && !isFloat(type)) {
    errorAt(scalar.tok, "float literal {} used with integer type {}", scalar.tok.text,
            elementTypeName(type));
  }
  uint8_t storage[8] = {};
  storeScalar(scalar, type, storage);
  DenseElements one{TensorType{{}, type}, true, std::vector<uint8_t>(storage, storage + 8), ""};
  if (isBoolean(type)) return Attribute::boolean(one.intAt(0) != 0);
  if (isFloat(type)) return Attribute::floating(one.floatAt(0), type);
  return Attribute::integer(one.intAt(0), type);
}

// `array<i64: 1, 2>`, `array<i64>`, `array<i1: true, false>` (MLIR
// DenseArrayAttr).
Attribute Parser::parseDenseArrayAttribute() {
  consume();
  expect(TokKind::kLess, "after 'array'");
  const Token typeTok = tok_;
  ElementType type = parseElementTypeName();
  if (isFloat(type)) unsupportedAt(typeTok, "unsupported float dense array");
  std::vector<int64_t> values;
  if (consumeIf(TokKind::kColon)) {
    do {
      DenseScalar scalar = parseDenseScalar();
      uint8_t storage[8] = {};
      storeScalar(scalar, type, storage);
      DenseElements one{TensorType{{}, type}, true, std::vector<uint8_t>(storage, storage + 8), ""};
      values.push_back(one.intAt(0));
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kGreater, "to end the dense array");
  return Attribute::denseArray(std::move(values), type);
}

// ---- '#' attributes ------------------------------------------------------------

// #stablehlo<enum_name VALUE>, #stablehlo.gather<...> and friends, and
// any other dialect attribute kept verbatim.
Attribute Parser::parseHashAttribute() {
  const Token hash = consume();
  const std::string name(hash.text.substr(1));
  if (name.starts_with("partir.")) return parsePartirAttribute(hash, name);
  if (!tok_.is(TokKind::kLess) || tok_.offset != hash.offset + hash.text.size()) {
    errorAt(hash, "undefined attribute alias '{}'", hash.text);
  }
  const Token open = tok_;
  if (name == "stablehlo" || name == "chlo") {
    consume();
    if (tok_.is(TokKind::kBareId)) {
      const Token enumName = consume();
      if (tok_.is(TokKind::kBareId)) {
        const Token value = consume();
        if (consumeIf(TokKind::kGreater)) {
          checkEnum(value, enumName.text, value.text);
          return Attribute::enumValue(name, std::string(enumName.text), std::string(value.text));
        }
      }
    }
  } else if (isStructName(name)) {
    consume();
    if (name == "stablehlo.conv" && tok_.is(TokKind::kLSquare)) {
      Attribute dims = parseConvDimensionNumbers();
      expect(TokKind::kGreater, "to end '#stablehlo.conv'");
      return dims;
    }
    return parseStructBody(name);
  }
  std::string_view body = lex_.scanBalanced(open);
  tok_ = lex_.next();
  return Attribute::opaque(flattenOpaque(std::string(hash.text) + std::string(body)));
}

// `key = value, ...>` after the '<' of a struct; empty lists are dropped
// (an absent list field means empty).
Attribute Parser::parseStructBody(const std::string& name) {
  NamedAttrs fields;
  if (!consumeIf(TokKind::kGreater)) {
    do {
      const Token key = expect(TokKind::kBareId, "as a field name");
      expect(TokKind::kEqual, "after the field name");
      Attribute value = parseAttribute();
      if (!isEmptyArray(value)) fields.set(std::string(key.text), std::move(value));
    } while (consumeIf(TokKind::kComma));
    expect(TokKind::kGreater, "to end the attribute");
  }
  return Attribute::structure(name, std::move(fields));
}

void Parser::checkEnum(const Token& at, std::string_view enumName, std::string_view value) {
  for (const EnumSpec& spec : knownEnums()) {
    if (spec.name != enumName) continue;
    if (std::find(spec.values.begin(), spec.values.end(), value) == spec.values.end()) {
      errorAt(at, "unknown {} '{}'", enumName, value);
    }
  }
}

Attribute Parser::parseEnumKeyword(std::string_view enumName) {
  const Token value = expect(TokKind::kBareId, fmt::format("as a {}", enumName));
  checkEnum(value, enumName, value.text);
  return Attribute::enumValue("stablehlo", std::string(enumName), std::string(value.text));
}

}  // namespace partir::detail
