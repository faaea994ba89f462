// Types: tensor<2x3xf32>, tuple<...>, !stablehlo.token, !partir.range<k>,
// function types; unsupported forms are refused by name (parser.h).
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "semantics/parser_impl.h"

namespace partir::detail {

namespace {

bool allDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// Element type spellings of the MLIR builtin dialect that we recognise only to
// refuse: i3, si8, ui7, f8E4M3FN, f4E2M1FN, tf32, complex<...>, index.
bool isKnownUnsupportedElement(std::string_view name) {
  if (name == "index" || name == "complex" || name == "tf32" || name == "none") return true;
  for (std::string_view prefix : {"si", "ui", "i"}) {
    if (name.starts_with(prefix) && allDigits(name.substr(prefix.size()))) return true;
  }
  return name.size() > 1 && name[0] == 'f' && std::isdigit(static_cast<unsigned char>(name[1]));
}

}  // namespace

bool Parser::atType() const {
  if (tok_.is(TokKind::kBangId)) return true;
  if (!tok_.is(TokKind::kBareId)) return false;
  return tok_.text == "tensor" || tok_.text == "tuple" || parseElementType(tok_.text) ||
         isKnownUnsupportedElement(tok_.text);
}

std::string_view Parser::skipTypeText() {
  const Token start = consume();
  size_t end = start.offset + start.text.size();
  if (tok_.is(TokKind::kLess) && tok_.offset == end) {
    std::string_view body = lex_.scanBalanced(tok_);
    end = tok_.offset + body.size();
    tok_ = lex_.next();
  }
  return lex_.source().substr(start.offset, end - start.offset);
}

Type Parser::parseType() {
  Nest nest(*this, tok_);
  if (tok_.is(TokKind::kBangId)) {
    if (tok_.text == "!stablehlo.token") {
      consume();
      return Type::token();
    }
    if (tok_.text == "!partir.range") {
      consume();
      expect(TokKind::kLess, "after '!partir.range'");
      const Token size = tok_;
      int64_t k = parseInt64("as the range size");
      if (k < 1) errorAt(size, "range size must be positive, found {}", k);
      expect(TokKind::kGreater, "to end the range type");
      return Type::range(k);
    }
    const Token at = tok_;
    unsupportedAt(at, "unsupported type '{}'", skipTypeText());
  }
  if (tok_.isKeyword("tensor")) return parseTensorType();
  if (tok_.isKeyword("tuple")) {
    consume();
    expect(TokKind::kLess, "after 'tuple'");
    std::vector<Type> elements;
    if (!tok_.is(TokKind::kGreater)) elements = parseTypeList();
    expect(TokKind::kGreater, "to end the tuple type");
    return Type::tuple(std::move(elements));
  }
  if (tok_.is(TokKind::kBareId) && (parseElementType(tok_.text) || isKnownUnsupportedElement(tok_.text))) {
    const Token at = tok_;
    unsupportedAt(at, "unsupported type '{}' (values must be tensors, tuples or tokens)",
                  skipTypeText());
  }
  errorAt(tok_, "expected a type, found '{}'", tok_.text);
}

// tensor-type ::= `tensor` `<` (dim `x`)* element-type `>` (MLIR builtin).
Type Parser::parseTensorType() {
  const Token at = consume();
  if (!tok_.is(TokKind::kLess)) errorAt(tok_, "expected '<' after 'tensor'");
  Shape shape;
  while (std::optional<Token> dim = lex_.lexDimension()) {
    if (dim->is(TokKind::kStar)) unsupportedAt(*dim, "unsupported unranked tensor type");
    if (dim->is(TokKind::kQuestion)) {  // refined before it runs (interp/shape_refinement.h)
      shape.push_back(kDynamicSize);
      continue;
    }
    int64_t d = parseIntegerToken(*dim);
    if (d < 0) errorAt(*dim, "dimension {} is too large", dim->text);
    shape.push_back(d);
  }
  tok_ = lex_.next();
  Shape staticDims;
  std::copy_if(shape.begin(), shape.end(), std::back_inserter(staticDims), [](int64_t d) { return d != kDynamicSize; });
  if (!elementCount(staticDims)) unsupportedAt(at, "tensor type with more elements than int64 can count");
  if (tok_.is(TokKind::kBangId) && tok_.text == "!quant.uniform") {
    const Token quantAt = tok_;
    std::shared_ptr<const QuantizedType> quant = parseQuantizedType(quantAt, skipTypeText(), shape);
    expect(TokKind::kGreater, "to end the tensor type");
    TensorType t{std::move(shape), quant->storage, quant};
    return t;
  }
  ElementType element = parseElementTypeName();
  if (tok_.is(TokKind::kComma)) unsupportedAt(tok_, "unsupported tensor encoding");
  expect(TokKind::kGreater, "to end the tensor type");
  return Type::tensor(std::move(shape), element);
}

namespace {

// A cursor over the text of one `!quant.uniform<...>` type.
struct QuantText {
  std::string_view text;
  size_t at = 0;

  void skipBlanks() {
    while (at < text.size() && (text[at] == ' ' || text[at] == '\n' || text[at] == '\t')) ++at;
  }
  bool take(char c) {
    skipBlanks();
    if (at < text.size() && text[at] == c) return ++at, true;
    return false;
  }
  // The next run of identifier, number or sign characters.
  std::string_view word() {
    skipBlanks();
    const size_t start = at;
    while (at < text.size() && (std::isalnum(static_cast<unsigned char>(text[at])) || text[at] == '.' ||
                                text[at] == '-' || text[at] == '+' || text[at] == '_'))
      ++at;
    return text.substr(start, at - start);
  }
};

std::optional<int64_t> integerWord(std::string_view w) {
  int64_t v = 0;
  const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || end != w.data() + w.size()) return std::nullopt;
  return v;
}

std::optional<double> scaleWord(std::string_view w) {
  const std::string copy(w);
  char* end = nullptr;
  const double v = std::strtod(copy.c_str(), &end);
  if (copy.empty() || end != copy.c_str() + copy.size()) return std::nullopt;
  return v;
}

}  // namespace

// !quant.uniform<STORAGE[<MIN:MAX>]:EXPRESSED[:AXIS], PARAMS> (StableHLO spec
// "Quantized element types", QuantizationParameters), PARAMS one SCALE[:ZP]
// or {SCALE[:ZP], ...} per index of AXIS, checked against (C1)-(C13).
std::shared_ptr<const QuantizedType> Parser::parseQuantizedType(const Token& at, std::string_view spelled,
                                                                const Shape& shape) {
  QuantText q{spelled, std::string_view("!quant.uniform").size()};
  auto fail = [&](std::string_view why) -> void {
    errorAt(at, "malformed quantized type '{}': {}", spelled, why);
  };
  if (!q.take('<')) fail("expected '<'");
  auto quant = std::make_shared<QuantizedType>();
  const std::optional<ElementType> storage = parseElementType(q.word());
  if (!storage || !isInteger(*storage)) fail("the storage type must be an integer type");
  quant->storage = *storage;
  std::tie(quant->storageMin, quant->storageMax) = integerRange(*storage);
  if (q.take('<')) {
    const std::optional<int64_t> lo = integerWord(q.word());
    if (!q.take(':')) fail("expected ':' in the storage range");
    const std::optional<int64_t> hi = integerWord(q.word());
    if (!lo || !hi || !q.take('>')) fail("expected <MIN:MAX> after the storage type");
    if (*lo < quant->storageMin || *lo >= *hi || *hi > quant->storageMax) fail("storage range out of order or out of the storage type (C4)");
    quant->storageMin = *lo;
    quant->storageMax = *hi;
  }
  if (!q.take(':')) fail("expected ':' after the storage type");
  const std::optional<ElementType> expressed = parseElementType(q.word());
  if (!expressed || !isFloat(*expressed)) fail("the expressed type must be a float type");
  quant->expressed = *expressed;
  // (C1) once asked for a storage type narrower than the expressed one; the
  // StableHLO verifier accepts i32 storage for f32 (accumulators), as JAX exports.
  if (bitWidth(quant->storage) > bitWidth(quant->expressed)) fail("the storage type must not be wider than the expressed type");
  if (q.take(':')) {
    quant->axis = integerWord(q.word());
    if (!quant->axis || *quant->axis < 0) fail("the quantization dimension must be a non-negative integer (C12)");
  }
  if (!q.take(',')) fail("expected ',' before the scales");
  const bool list = q.take('{');
  do {
    const std::optional<double> scale = scaleWord(q.word());
    if (!scale || !(*scale > 0) || !std::isfinite(*scale)) fail("scales must be positive finite numbers (C6, C7)");
    std::optional<int64_t> zeroPoint = 0;
    if (q.take(':')) zeroPoint = integerWord(q.word());
    if (!zeroPoint || *zeroPoint < quant->storageMin || *zeroPoint > quant->storageMax)
      fail("zero points must be integers in the storage range (C8)");
    quant->scales.push_back(*scale);
    quant->zeroPoints.push_back(*zeroPoint);
  } while (list && q.take(','));
  if ((list && !q.take('}')) || !q.take('>')) fail("expected the end of the scales");
  q.skipBlanks();
  if (q.at != spelled.size()) fail("trailing text");
  if (list != quant->axis.has_value()) fail("per-axis quantization takes a dimension and a {...} list (C11)");
  if (quant->axis && (*quant->axis >= static_cast<int64_t>(shape.size()) ||
                      (shape[*quant->axis] != kDynamicSize &&
                       static_cast<int64_t>(quant->scales.size()) != shape[*quant->axis])))
    fail("per-axis quantization needs one scale per index of its dimension (C12, C13)");
  return quant;
}

ElementType Parser::parseElementTypeName() {
  const Token at = tok_;
  if (at.isKeyword("complex")) {  // complex<f32>, complex<f64> (StableHLO spec "Types")
    const std::string_view spelled = skipTypeText();
    if (std::optional<ElementType> e = parseElementType(spelled)) return *e;
    unsupportedAt(at, "unsupported element type '{}'", spelled);
  }
  if (at.is(TokKind::kBareId)) {
    if (std::optional<ElementType> e = parseElementType(at.text)) {
      consume();
      return *e;
    }
    if (isKnownUnsupportedElement(at.text)) {
      unsupportedAt(at, "unsupported element type '{}'", skipTypeText());
    }
  }
  if (at.is(TokKind::kBangId)) unsupportedAt(at, "unsupported element type '{}'", skipTypeText());
  errorAt(at, "expected an element type, found '{}'", at.text);
}

std::vector<Type> Parser::parseTypeList() {
  std::vector<Type> types;
  do {
    types.push_back(parseType());
  } while (consumeIf(TokKind::kComma));
  return types;
}

TypeSig Parser::parseTypeSig() {
  TypeSig sig;
  sig.at = tok_;
  if (tok_.is(TokKind::kLParen)) {
    sig.functional = true;
    parseFunctionType(sig.inputs, sig.results);
  } else {
    sig.list = parseTypeList();
    if (tok_.is(TokKind::kArrow)) {  // `T1, T2 -> R`: CHLO's `type($operands) -> type($result)`
      sig.functional = true;
      sig.inputs = std::move(sig.list);
      sig.list.clear();
      sig.results = parseFunctionResults();
    }
  }
  return sig;
}

void Parser::parseFunctionType(std::vector<Type>& inputs, std::vector<Type>& results) {
  expect(TokKind::kLParen, "to start a function type");
  if (!tok_.is(TokKind::kRParen)) inputs = parseTypeList();
  expect(TokKind::kRParen, "to end the function type's inputs");
  results = parseFunctionResults();
}

std::vector<Type> Parser::parseFunctionResults() {
  expect(TokKind::kArrow, "in a function type");
  if (!consumeIf(TokKind::kLParen)) return {parseType()};
  std::vector<Type> results;
  if (!tok_.is(TokKind::kRParen)) results = parseTypeList();
  expect(TokKind::kRParen, "to end the function type's results");
  return results;
}

}  // namespace partir::detail
