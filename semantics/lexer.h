// The lexer of MLIR text (MLIR LangRef "Lexical structure"), as the parser
// (semantics/parser.h) uses it.
//
// Tokens point into the source text; each carries its 1-based line and
// column. `//` comments and whitespace are skipped. Besides `next()`, the
// lexer offers raw scans the MLIR grammar needs where tokens do not fit:
// tensor dimension lists (`2x3x` in `tensor<2x3xf32>`) and the balanced text
// of dialect attributes kept verbatim (`<@mesh, [{}, {"x"}]>`).
//
// Given `%0#1 = stablehlo.add %a, %b : tensor<2xf32> // c`, next() returns
// kValueId "%0#1", kEqual, kBareId "stablehlo.add", kValueId "%a", kComma,
// kValueId "%b", kColon, kBareId "tensor", kLess, ... (the comment is skipped).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "semantics/diagnostics.h"

namespace partir {

enum class TokKind : uint8_t {
  kEof,
  kBareId,    // func.func, stablehlo.add, f32, x3 (letters, digits, _ $ .)
  kValueId,   // %0, %arg0, %0#1 (with the result number)
  kSymbol,    // @main, @"quoted name"
  kCaretId,   // ^bb0
  kHashId,    // #loc3, #stablehlo, #stablehlo.gather
  kBangId,    // !stablehlo.token
  kInteger,   // 42, 0x7FC00000
  kFloat,     // 1.5, 2.0e-3, 5.
  kString,    // "text" (with the quotes; decode with decodeString)
  kLParen, kRParen, kLBrace, kRBrace, kLSquare, kRSquare, kLess, kGreater,
  kComma, kColon, kEqual, kArrow, kMinus, kPlus, kStar, kQuestion, kVBar,
};

struct Token {
  TokKind kind = TokKind::kEof;
  std::string_view text;
  size_t offset = 0;  // into the lexer's source
  int line = 1;
  int col = 1;

  bool is(TokKind k) const { return kind == k; }
  bool isKeyword(std::string_view kw) const { return kind == TokKind::kBareId && text == kw; }
};

// A human name for a token kind, for "expected ..." messages ("'('", "string").
std::string_view tokKindName(TokKind kind);

class Lexer {
 public:
  // `firstLine` is the line of `source`'s first character in the file.
  Lexer(std::string_view source, std::string file, int firstLine = 1);

  // The next token; malformed text (an unterminated string, a stray
  // character) throws DiagnosticError at its position.
  Token next();
  // Makes the next call to next() start at `tok` again.
  void resetTo(const Token& tok);

  // Raw scan of one `NNx` dimension of a tensor type, starting right after
  // the last token: returns the integer token (without the 'x') and moves past
  // the 'x', or nullopt (moving nothing) when the text there is not digits
  // followed by 'x'. A `?x` or `*x` is returned as a kQuestion / kStar token.
  std::optional<Token> lexDimension();
  // Raw scan of balanced text from `open` (a `<`, `(`, `[` or `{` token just
  // returned by next()) to its matching closer, skipping strings and `->`;
  // returns the whole text including both brackets and moves past it.
  std::string_view scanBalanced(const Token& open);

  std::string_view source() const { return src_; }
  const std::string& file() const { return file_; }
  Location location(const Token& tok) const { return Location{file_, tok.line, tok.col}; }
  // Offset just past the last token returned.
  size_t position() const { return pos_; }

 private:
  void skipTrivia();
  char peekChar(size_t ahead = 0) const;
  void advance(size_t n);
  Token make(TokKind kind, size_t start, int line, int col) const;
  Token lexNumber(size_t start, int line, int col);
  Token lexString(size_t start, int line, int col);
  Token lexPrefixed(TokKind kind, size_t start, int line, int col);
  [[noreturn]] void failAt(int line, int col, std::string_view message) const;

  std::string_view src_;
  std::string file_;
  size_t pos_ = 0;
  int line_ = 1;
  size_t lineStart_ = 0;
};

// Decodes the body of a string token (quotes included) with MLIR's escapes:
// \" \\ \n \t and \XX (two hex digits). Given "a\22b" (with quotes) returns a"b.
std::string decodeString(std::string_view quoted);

// True for characters MLIR allows inside a bare identifier after the first.
bool isBareIdChar(char c);

}  // namespace partir
