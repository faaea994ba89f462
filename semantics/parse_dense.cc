// Dense literals (MLIR LangRef "DenseElementsAttr"): `dense<[[1, 2], [3, 4]]>`,
// splats `dense<0.0>`, hex blobs `dense<"0x0000803F">` (raw little-endian
// element bytes; one element's worth is a splat), `dense<>` for no elements.
// Elements are converted straight to the element type: std::from_chars to
// float for f32 (no double rounding), Half/BFloat16::fromDouble for 16-bit
// floats, hex integers in a float list are bit patterns (`0x7FC00000`).
// Storage is written little-endian, i.e. this assumes a little-endian host.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "semantics/float16.h"
#include "semantics/parser_impl.h"

namespace partir::detail {

namespace {

std::string shapeString(const Shape& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

// Parses `text` as T, correctly rounded; overflow gives infinity and
// underflow a subnormal or zero (strtod semantics).
template <class T>
T parseDecimal(std::string_view text) {
  T value{};
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc::result_out_of_range) {
    std::string copy(text);
    if constexpr (std::is_same_v<T, float>) return std::strtof(copy.c_str(), nullptr);
    else return std::strtod(copy.c_str(), nullptr);
  }
  return value;
}

// The value of a hexadecimal digit, or -1.
int hexDigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  const char lower = static_cast<char>(c | 0x20);
  return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
}

template <class T>
T specialValue(std::string_view word) {
  return word == "inf" ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::quiet_NaN();
}

}  // namespace

void normalizeSplat(DenseElements& d, int64_t count) {
  const size_t width = static_cast<size_t>(byteWidth(d.type.element));
  if (count == 0) {
    d.splat = false;
    d.bytes.clear();
    return;
  }
  if (d.splat) return;
  for (size_t off = width; off < d.bytes.size(); off += width) {
    if (std::memcmp(d.bytes.data(), d.bytes.data() + off, width) != 0) return;
  }
  d.splat = true;
  d.bytes.resize(width);
}

DenseScalar Parser::parseDenseScalar() {
  DenseScalar s;
  const Token at = tok_;
  if (consumeIf(TokKind::kLParen)) {  // a complex number: (re, im)
    DenseScalar real = parseDenseScalar();
    expect(TokKind::kComma, "between the parts of a complex literal");
    const DenseScalar imag = parseDenseScalar();
    expect(TokKind::kRParen, "to end a complex literal");
    if (real.complex || imag.complex) errorAt(at, "a complex literal's parts are real numbers");
    real.complex = true;
    real.imagTok = imag.tok;
    real.imagNegative = imag.negative;
    return real;
  }
  s.negative = consumeIf(TokKind::kMinus);
  if (tok_.is(TokKind::kInteger) || tok_.is(TokKind::kFloat)) {
    s.tok = consume();
    return s;
  }
  const bool word = tok_.isKeyword("true") || tok_.isKeyword("false") ||
                    tok_.isKeyword("inf") || tok_.isKeyword("nan");
  if (!word) errorAt(tok_, "expected a number, found '{}'", tok_.text);
  if (s.negative && (tok_.isKeyword("true") || tok_.isKeyword("false"))) {
    errorAt(at, "'-' before '{}'", tok_.text);
  }
  s.tok = consume();
  return s;
}

void Parser::storeScalar(const DenseScalar& s, ElementType type, uint8_t* dst) {
  const Token& t = s.tok;
  if (s.complex && !isComplex(type)) errorAt(t, "a complex literal (re, im) for {}", elementTypeName(type));
  if (!s.complex && isComplex(type)) errorAt(t, "{} needs a complex literal (re, im)", elementTypeName(type));
  if (s.complex) {  // the real part, then the imaginary part
    const ElementType part = complexPartType(type);
    storeFloat(s, part, dst);
    DenseScalar imag;
    imag.tok = s.imagTok;
    imag.negative = s.imagNegative;
    return storeFloat(imag, part, dst + byteWidth(part));
  }
  if (isFloat(type)) return storeFloat(s, type, dst);
  if (isBoolean(type) && (t.isKeyword("true") || t.isKeyword("false"))) {
    dst[0] = t.text == "true";
    return;
  }
  if (!t.is(TokKind::kInteger)) {
    errorAt(t, "expected an integer for {}, found '{}'", elementTypeName(type), t.text);
  }
  const uint64_t magnitude = parseMagnitude(t);
  const int bits = bitWidth(type);
  const uint64_t maxUnsigned = bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
  bool inRange;
  if (isBoolean(type)) {
    inRange = !s.negative && magnitude <= 1;
  } else if (s.negative) {
    inRange = isSignedInteger(type) && magnitude <= (uint64_t{1} << (bits - 1));
  } else {
    inRange = magnitude <= maxUnsigned;  // signless, as MLIR accepts 255 : i8
  }
  if (!inRange) {
    errorAt(t, "integer {}{} is out of range for {}", s.negative ? "-" : "", t.text,
            elementTypeName(type));
  }
  uint64_t value = s.negative ? 0 - magnitude : magnitude;
  if (isSubByteInteger(type))  // a byte holding the value (element_type.h): 15 : i4 is -1
    value = static_cast<uint64_t>(wrapInteger(static_cast<int64_t>(value), type));
  std::memcpy(dst, &value, static_cast<size_t>(byteWidth(type)));
}

void Parser::storeFloat(const DenseScalar& s, ElementType type, uint8_t* dst) {
  const Token& t = s.tok;
  const size_t width = static_cast<size_t>(byteWidth(type));
  if (t.is(TokKind::kInteger) && t.text.starts_with("0x")) {
    const uint64_t bits = parseMagnitude(t);
    if (s.negative || (width < 8 && (bits >> bitWidth(type)) != 0)) {
      errorAt(t, "hex literal {} is not a {} bit pattern", t.text, elementTypeName(type));
    }
    std::memcpy(dst, &bits, width);
    return;
  }
  if (t.isKeyword("true") || t.isKeyword("false")) {
    errorAt(t, "expected a number for {}, found '{}'", elementTypeName(type), t.text);
  }
  const bool special = t.is(TokKind::kBareId);
  // A decimal beyond the type's range is an error, as in MLIR (inf is spelled
  // `inf` or as a hex bit pattern).
  const auto expectFinite = [&](double rounded) {
    if (!special && std::isinf(rounded)) errorAt(t, "{} is out of range for {}", t.text, elementTypeName(type));
  };
  if (type == ElementType::kF32) {
    float v = special ? specialValue<float>(t.text) : parseDecimal<float>(t.text);
    expectFinite(v);
    v = s.negative ? -v : v;
    std::memcpy(dst, &v, width);
    return;
  }
  double v = special ? specialValue<double>(t.text) : parseDecimal<double>(t.text);
  expectFinite(v);
  v = s.negative ? -v : v;
  if (type == ElementType::kF64) {
    std::memcpy(dst, &v, width);
    return;
  }
  const uint16_t bits = narrowFloatBits(type, v);
  const double rounded = narrowFloatValue(type, bits);
  if (!special && std::isnan(rounded)) errorAt(t, "{} is out of range for {}", t.text, elementTypeName(type));
  expectFinite(rounded);
  std::memcpy(dst, &bits, width);  // little-endian: a small float's byte first
}

DenseLiteral Parser::parseDenseLiteral(const Token& denseKeyword) {
  DenseLiteral lit;
  lit.start = denseKeyword;
  expect(TokKind::kLess, "after 'dense'");
  if (tok_.is(TokKind::kGreater)) {
    lit.empty = true;
  } else if (tok_.is(TokKind::kString)) {
    lit.hex = true;
    lit.hexTok = consume();
  } else if (tok_.is(TokKind::kLSquare)) {
    std::vector<int64_t> sizes;
    int leafDepth = -1;
    parseDenseList(lit, 0, sizes, leafDepth);
    if (leafDepth >= 0 && sizes.size() != static_cast<size_t>(leafDepth)) {
      errorAt(denseKeyword, "dense literal mixes numbers and lists at one level");
    }
    lit.shape.assign(sizes.begin(), sizes.end());
  } else {
    lit.scalar = true;
    lit.elements.push_back(parseDenseScalar());
  }
  expect(TokKind::kGreater, "to end the dense literal");
  return lit;
}

// One `[...]` at `depth` (0 = outermost); `sizes[d]` is the length every list
// at depth d must have, `leafDepth` the depth at which numbers appear.
void Parser::parseDenseList(DenseLiteral& lit, size_t depth, std::vector<int64_t>& sizes,
                            int& leafDepth) {
  const Token open = expect(TokKind::kLSquare, "in a dense literal");
  Nest nest(*this, open);
  int64_t count = 0;
  if (!tok_.is(TokKind::kRSquare)) {
    do {
      if (tok_.is(TokKind::kLSquare)) {
        parseDenseList(lit, depth + 1, sizes, leafDepth);
      } else {
        const int here = static_cast<int>(depth) + 1;
        if (leafDepth >= 0 && leafDepth != here) {
          errorAt(tok_, "dense literal mixes numbers and lists at one level");
        }
        leafDepth = here;
        lit.elements.push_back(parseDenseScalar());
      }
      ++count;
    } while (consumeIf(TokKind::kComma));
  }
  expect(TokKind::kRSquare, "to end a dense list");
  if (sizes.size() <= depth) sizes.resize(depth + 1, -1);
  if (sizes[depth] >= 0 && sizes[depth] != count) {
    errorAt(open, "dense literal lists have different lengths ({} and {})", sizes[depth], count);
  }
  sizes[depth] = count;
}

void Parser::decodeHex(const DenseLiteral& lit, const TensorType& type, uint64_t count,
                       DenseElements& out) {
  const Token& t = lit.hexTok;
  std::string_view hex = t.text.substr(1, t.text.size() - 2);
  // A loop over the digits: find_first_not_of would search the digit set
  // once per character (a quarter of the time of a 100 MB literal).
  const bool wellFormed = hex.starts_with("0x") && hex.size() % 2 == 0 &&
                          std::all_of(hex.begin() + 2, hex.end(), [](char c) { return hexDigitValue(c) >= 0; });
  if (!wellFormed) errorAt(t, "expected a hex string \"0x...\" with whole bytes");
  const uint64_t width = static_cast<uint64_t>(byteWidth(type.element));
  const uint64_t size = (hex.size() - 2) / 2;
  // i1 blobs hold one byte per element, or bits packed LSB first.
  const bool packedBits = isBoolean(type.element) && size != count && size == (count + 7) / 8;
  out.splat = size == width && !packedBits;
  if (!out.splat && !packedBits && size != count * width) {
    errorAt(t, "hex dense literal has {} bytes but {} needs {}", size, type.str(), count * width);
  }
  std::vector<uint8_t> raw(size);
  for (uint64_t i = 0; i < size; ++i) {
    raw[i] = static_cast<uint8_t>(hexDigitValue(hex[2 + 2 * i]) * 16 + hexDigitValue(hex[3 + 2 * i]));
  }
  if (isSubByteInteger(type.element))  // a byte per element, read as its low bits (element_type.h)
    for (uint8_t& b : raw) b = static_cast<uint8_t>(wrapInteger(b, type.element));
  if (!isBoolean(type.element)) {
    out.bytes = std::move(raw);
    return;
  }
  out.bytes.resize(packedBits ? count : size);
  for (uint64_t i = 0; i < out.bytes.size(); ++i) {
    out.bytes[i] = packedBits ? (raw[i / 8] >> (i % 8)) & 1 : raw[i] != 0;
  }
}

DenseElements Parser::buildDense(const DenseLiteral& lit, const Type& type, const Token& typeTok) {
  if (!type.isTensor()) errorAt(typeTok, "a dense literal needs a tensor type, found {}", type.str());
  const TensorType& tt = type.tensor();
  if (!tt.isStatic()) errorAt(typeTok, "a dense literal needs a static type, found {}", tt.str());
  const std::optional<int64_t> count = elementCount(tt.shape);
  const uint64_t width = static_cast<uint64_t>(byteWidth(tt.element));
  // A splat stores one element whatever its type (a program can be
  // partitioned and estimated at any size; the interpreter refuses to
  // allocate an oversized tensor when it runs one); other literals store
  // every element.
  if (!count || (!lit.scalar && static_cast<uint64_t>(*count) > kMaxLiteralBytes / width)) {
    errorAt(lit.start, "dense literal of type {} is larger than the 4 GiB limit", tt.str());
  }
  DenseElements out;
  out.type = tt;
  if (lit.empty) {
    if (*count != 0) errorAt(lit.start, "empty dense literal for {} ({} elements)", tt.str(), *count);
  } else if (lit.hex) {
    decodeHex(lit, tt, static_cast<uint64_t>(*count), out);
  } else if (lit.scalar) {
    out.splat = true;
    out.bytes.resize(width);
    storeScalar(lit.elements[0], tt.element, out.bytes.data());
  } else {
    if (lit.shape != tt.shape) {
      errorAt(lit.start, "dense literal has shape {} but its type is {}", shapeString(lit.shape),
              tt.str());
    }
    out.bytes.resize(static_cast<size_t>(*count) * width);
    for (size_t i = 0; i < lit.elements.size(); ++i) {
      storeScalar(lit.elements[i], tt.element, out.bytes.data() + i * width);
    }
  }
  normalizeSplat(out, *count);
  return out;
}

// The type after the literal is read first, so that an unsupported element
// type is reported as such rather than as a literal we cannot read.
DenseElements Parser::parseDenseWithType() {
  const Token keyword = consume();
  if (!tok_.is(TokKind::kLess)) errorAt(tok_, "expected '<' after 'dense', found '{}'", tok_.text);
  const Token open = tok_;
  lex_.scanBalanced(open);
  tok_ = lex_.next();
  expect(TokKind::kColon, "after the dense literal");
  const Token typeTok = tok_;
  Type type = parseType();
  const Token after = tok_;
  lex_.resetTo(open);
  tok_ = lex_.next();
  DenseLiteral lit = parseDenseLiteral(keyword);
  lex_.resetTo(after);
  tok_ = lex_.next();
  return buildDense(lit, type, typeTok);
}

// `dense_resource<NAME> : T`: a constant whose values the file does not hold
// (DenseElements::resource).
DenseElements Parser::parseDenseResource() {
  consume();
  expect(TokKind::kLess, "after 'dense_resource'");
  if (!tok_.is(TokKind::kBareId)) errorAt(tok_, "expected a resource name, found '{}'", tok_.text);
  DenseElements out;
  out.resource = std::string(consume().text);
  expect(TokKind::kGreater, "after the resource name");
  expect(TokKind::kColon, "after dense_resource<...>");
  const Token typeTok = tok_;
  const Type type = parseType();
  if (!type.isTensor()) errorAt(typeTok, "dense_resource needs a tensor type, found {}", type.str());
  out.type = type.tensor();
  return out;
}

Attribute Parser::parseDenseAttribute(bool opaqueOnUnsupported) {
  const Token start = tok_;
  try {
    return Attribute::denseElements(parseDenseWithType());
  } catch (const DiagnosticError& e) {
    if (!opaqueOnUnsupported || e.diag.kind != ErrorKind::kUnsupported) throw;
  }
  lex_.resetTo(start);
  tok_ = lex_.next();
  consume();
  if (!tok_.is(TokKind::kLess)) errorAt(tok_, "expected '<' after 'dense'");
  lex_.scanBalanced(tok_);
  tok_ = lex_.next();
  expect(TokKind::kColon, "after the dense literal");
  std::string_view typeText = skipTypeText();
  const size_t end = static_cast<size_t>(typeText.data() + typeText.size() - lex_.source().data());
  return Attribute::opaque(flattenOpaque(lex_.source().substr(start.offset, end - start.offset)));
}

}  // namespace partir::detail
