#include "semantics/lexer.h"

#include <cctype>

namespace partir {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isHexDigit(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
// Characters of a suffix id (`%0`, `%arg-1`, `^bb0`): MLIR LangRef suffix-id.
bool isSuffixIdChar(char c) { return isBareIdChar(c) || c == '-'; }

int hexValue(char c) {
  if (isDigit(c)) return c - '0';
  return (std::tolower(static_cast<unsigned char>(c)) - 'a') + 10;
}

}  // namespace

bool isBareIdChar(char c) { return isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.'; }

std::string_view tokKindName(TokKind kind) {
  switch (kind) {
    case TokKind::kEof: return "end of input";
    case TokKind::kBareId: return "identifier";
    case TokKind::kValueId: return "SSA value";
    case TokKind::kSymbol: return "symbol";
    case TokKind::kCaretId: return "block label";
    case TokKind::kHashId: return "'#' attribute";
    case TokKind::kBangId: return "'!' type";
    case TokKind::kInteger: return "integer";
    case TokKind::kFloat: return "float";
    case TokKind::kString: return "string";
    case TokKind::kLParen: return "'('";
    case TokKind::kRParen: return "')'";
    case TokKind::kLBrace: return "'{'";
    case TokKind::kRBrace: return "'}'";
    case TokKind::kLSquare: return "'['";
    case TokKind::kRSquare: return "']'";
    case TokKind::kLess: return "'<'";
    case TokKind::kGreater: return "'>'";
    case TokKind::kComma: return "','";
    case TokKind::kColon: return "':'";
    case TokKind::kEqual: return "'='";
    case TokKind::kArrow: return "'->'";
    case TokKind::kMinus: return "'-'";
    case TokKind::kPlus: return "'+'";
    case TokKind::kStar: return "'*'";
    case TokKind::kQuestion: return "'?'";
    case TokKind::kVBar: return "'|'";
  }
  return "token";
}

Lexer::Lexer(std::string_view source, std::string file, int firstLine)
    : src_(source), file_(std::move(file)), line_(firstLine) {}

char Lexer::peekChar(size_t ahead) const {
  return pos_ + ahead < src_.size() ? src_[pos_ + ahead] : '\0';
}

void Lexer::advance(size_t n) {
  for (size_t i = 0; i < n && pos_ < src_.size(); ++i) {
    if (src_[pos_++] == '\n') {
      ++line_;
      lineStart_ = pos_;
    }
  }
}

void Lexer::skipTrivia() {
  while (pos_ < src_.size()) {
    char c = src_[pos_];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      advance(1);
    } else if (c == '/' && peekChar(1) == '/') {
      while (pos_ < src_.size() && src_[pos_] != '\n') ++pos_;
    } else {
      return;
    }
  }
}

void Lexer::failAt(int line, int col, std::string_view message) const {
  fail(ErrorKind::kInvalidInput, Location{file_, line, col}, "{}", message);
}

Token Lexer::make(TokKind kind, size_t start, int line, int col) const {
  return Token{kind, src_.substr(start, pos_ - start), start, line, col};
}

void Lexer::resetTo(const Token& tok) {
  pos_ = tok.offset;
  line_ = tok.line;
  lineStart_ = tok.offset - static_cast<size_t>(tok.col - 1);
}

namespace {

// The kind of a one-character punctuation token, or kEof for none.
TokKind punctuation(char c) {
  switch (c) {
    case '(': return TokKind::kLParen;
    case ')': return TokKind::kRParen;
    case '{': return TokKind::kLBrace;
    case '}': return TokKind::kRBrace;
    case '[': return TokKind::kLSquare;
    case ']': return TokKind::kRSquare;
    case '<': return TokKind::kLess;
    case '>': return TokKind::kGreater;
    case ',': return TokKind::kComma;
    case ':': return TokKind::kColon;
    case '=': return TokKind::kEqual;
    case '+': return TokKind::kPlus;
    case '*': return TokKind::kStar;
    case '?': return TokKind::kQuestion;
    case '|': return TokKind::kVBar;
    case '-': return TokKind::kMinus;
    default: return TokKind::kEof;
  }
}

// The kind of a `%name`-like token introduced by `c`, or kEof for none.
TokKind prefixed(char c) {
  switch (c) {
    case '%': return TokKind::kValueId;
    case '@': return TokKind::kSymbol;
    case '^': return TokKind::kCaretId;
    case '#': return TokKind::kHashId;
    case '!': return TokKind::kBangId;
    default: return TokKind::kEof;
  }
}

}  // namespace

Token Lexer::next() {
  skipTrivia();
  const size_t start = pos_;
  const int line = line_;
  const int col = static_cast<int>(pos_ - lineStart_) + 1;
  if (pos_ >= src_.size()) return make(TokKind::kEof, start, line, col);
  const char c = src_[pos_];
  if (c == '-' && peekChar(1) == '>') {
    advance(2);
    return make(TokKind::kArrow, start, line, col);
  }
  if (TokKind k = punctuation(c); k != TokKind::kEof) {
    advance(1);
    return make(k, start, line, col);
  }
  if (TokKind k = prefixed(c); k != TokKind::kEof) return lexPrefixed(k, start, line, col);
  if (c == '"') return lexString(start, line, col);
  if (isDigit(c)) return lexNumber(start, line, col);
  if (isLetter(c) || c == '_') {
    while (pos_ < src_.size() && isBareIdChar(src_[pos_])) ++pos_;
    return make(TokKind::kBareId, start, line, col);
  }
  const auto u = static_cast<unsigned char>(c);
  failAt(line, col, fmt::format("unexpected character '{}'",
                                std::isprint(u) ? std::string(1, c) : fmt::format("\\x{:02X}", u)));
}

// MLIR LangRef: integer-literal ::= [0-9]+ | 0x[0-9a-fA-F]+;
// float-literal ::= [0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
Token Lexer::lexNumber(size_t start, int line, int col) {
  if (src_[pos_] == '0' && peekChar(1) == 'x' && isHexDigit(peekChar(2))) {
    pos_ += 2;
    while (pos_ < src_.size() && isHexDigit(src_[pos_])) ++pos_;
    return make(TokKind::kInteger, start, line, col);
  }
  while (pos_ < src_.size() && isDigit(src_[pos_])) ++pos_;
  if (peekChar() != '.') return make(TokKind::kInteger, start, line, col);
  ++pos_;
  while (pos_ < src_.size() && isDigit(src_[pos_])) ++pos_;
  if ((peekChar() == 'e' || peekChar() == 'E') &&
      (isDigit(peekChar(1)) ||
       ((peekChar(1) == '-' || peekChar(1) == '+') && isDigit(peekChar(2))))) {
    pos_ += 2;
    while (pos_ < src_.size() && isDigit(src_[pos_])) ++pos_;
  }
  return make(TokKind::kFloat, start, line, col);
}

Token Lexer::lexString(size_t start, int line, int col) {
  ++pos_;
  while (pos_ < src_.size()) {
    char c = src_[pos_];
    if (c == '"') {
      ++pos_;
      return make(TokKind::kString, start, line, col);
    }
    if (c == '\n') break;
    pos_ += (c == '\\' && pos_ + 1 < src_.size()) ? 2 : 1;
  }
  failAt(line, col, "unterminated string literal");
}

// %name, @name, ^name, #name, !name; `@"..."` takes a string; `%0#1` keeps
// its result number.
Token Lexer::lexPrefixed(TokKind kind, size_t start, int line, int col) {
  ++pos_;
  if (kind == TokKind::kSymbol && peekChar() == '"') {
    lexString(pos_, line, col + 1);
    return make(kind, start, line, col);
  }
  const size_t nameStart = pos_;
  while (pos_ < src_.size() && isSuffixIdChar(src_[pos_])) ++pos_;
  if (pos_ == nameStart) {
    failAt(line, col, fmt::format("expected a name after '{}'", src_[start]));
  }
  if (kind == TokKind::kValueId && peekChar() == '#' && isDigit(peekChar(1))) {
    ++pos_;
    while (pos_ < src_.size() && isDigit(src_[pos_])) ++pos_;
  }
  return make(kind, start, line, col);
}

std::optional<Token> Lexer::lexDimension() {
  skipTrivia();
  const size_t start = pos_;
  const int line = line_;
  const int col = static_cast<int>(pos_ - lineStart_) + 1;
  size_t end = pos_;
  TokKind kind = TokKind::kInteger;
  if (peekChar() == '?' || peekChar() == '*') {
    kind = peekChar() == '?' ? TokKind::kQuestion : TokKind::kStar;
    end = pos_ + 1;
  } else {
    while (end < src_.size() && isDigit(src_[end])) ++end;
  }
  if (end == start || end >= src_.size() || src_[end] != 'x') return std::nullopt;
  Token tok{kind, src_.substr(start, end - start), start, line, col};
  pos_ = end + 1;
  return tok;
}

std::string_view Lexer::scanBalanced(const Token& open) {
  resetTo(open);
  int depth = 0;
  while (pos_ < src_.size()) {
    char c = src_[pos_];
    if (c == '"') {
      const int col = static_cast<int>(pos_ - lineStart_) + 1;
      lexString(pos_, line_, col);
      continue;
    }
    if (c == '-' && peekChar(1) == '>') {
      advance(2);
      continue;
    }
    if (c == '/' && peekChar(1) == '/') {
      while (pos_ < src_.size() && src_[pos_] != '\n') ++pos_;
      continue;
    }
    advance(1);
    if (c == '<' || c == '(' || c == '[' || c == '{') ++depth;
    if (c == '>' || c == ')' || c == ']' || c == '}') --depth;
    if (depth == 0) return src_.substr(open.offset, pos_ - open.offset);
  }
  failAt(open.line, open.col, fmt::format("unbalanced '{}'", open.text));
}

std::string decodeString(std::string_view quoted) {
  std::string out;
  std::string_view body = quoted.substr(1, quoted.size() >= 2 ? quoted.size() - 2 : 0);
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 >= body.size()) {
      out += c;
      continue;
    }
    char e = body[++i];
    if (e == 'n') out += '\n';
    else if (e == 't') out += '\t';
    else if (isHexDigit(e) && i + 1 < body.size() && isHexDigit(body[i + 1])) {
      out += static_cast<char>(hexValue(e) * 16 + hexValue(body[i + 1]));
      ++i;
    } else {
      out += e;
    }
  }
  return out;
}

}  // namespace partir
