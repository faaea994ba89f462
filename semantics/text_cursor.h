// A cursor over one short text: an attribute string (XLA's HloSharding text,
// semantics/gspmd_sharding.cc; Shardy's attributes, semantics/sdy_attrs.cc)
// or one line of a text file (verify/composite/spec_file.cc). The parsers built on it
// keep their grammar; the cursor gives them blanks, tokens, integers and
// errors that say where.
//
// An error throws DiagnosticError (kInvalidInput) with the message after a
// fixed prefix, at `at` (file, line, the text's first column) shifted to the
// current column when `at` is known, else without a location. Given the
// text "{devices=[2,x]}" and prefix "invalid sharding \"...\": ", after
// eat("{devices=[2,"), expected("an integer") throws "invalid sharding
// \"...\": expected an integer at column 13".
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "semantics/diagnostics.h"

namespace partir {

class TextCursor {
 public:
  // Which characters are blanks: any white space (and, with
  // kSpaceAndComments, `/* ... */` comments), or only ' ' and '\t' (a line).
  enum class Blanks { kSpace, kSpaceAndComments, kLine };

  TextCursor(std::string_view text, std::string errorPrefix, Blanks blanks = Blanks::kSpace,
             Location at = Location{})
      : text_(text), prefix_(std::move(errorPrefix)), blanks_(blanks), at_(std::move(at)) {}

  std::string_view text() const { return text_; }
  // The unread text, blanks included.
  std::string_view rest() const { return text_.substr(pos_); }
  // The current character, or '\0' at the end.
  char current() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  // The column of the current character: from `at.col` when `at` is known,
  // else 1-based.
  int column() const { return (at_.known() ? at_.col : 1) + static_cast<int>(pos_); }
  void advance(size_t n) { pos_ = std::min(pos_ + n, text_.size()); }

  void skipBlanks();
  // After the blanks: whether the text ends / starts with `token` (consumed by eat).
  bool atEnd();
  bool peek(std::string_view token);
  bool eat(std::string_view token);
  // eat(token) or "expected '<token>' at column N".
  void expect(std::string_view token);
  // The longest run of characters satisfying `pred` from here (no blanks skipped).
  template <class Pred>
  std::string_view take(Pred&& pred) {
    const size_t start = pos_;
    while (pos_ < text_.size() && pred(text_[pos_])) ++pos_;
    return text_.substr(start, pos_ - start);
  }
  // After the blanks, a decimal integer (with an optional '-') or
  // "expected an integer at column N"; integers() a comma-separated list.
  int64_t integer();
  std::vector<int64_t> integers();

  template <class... Args>
  [[noreturn]] void error(fmt::format_string<Args...> f, Args&&... args) const {
    fail(ErrorKind::kInvalidInput, location(), "{}{}", prefix_,
         fmt::format(f, std::forward<Args>(args)...));
  }
  // "expected <what> at column N".
  [[noreturn]] void expected(std::string_view what) const;

 private:
  Location location() const;
  bool isBlank(char c) const;

  std::string_view text_;
  std::string prefix_;
  Blanks blanks_;
  Location at_;
  size_t pos_ = 0;
};

}  // namespace partir
