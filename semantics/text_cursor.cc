#include "semantics/text_cursor.h"

#include <cctype>
#include <charconv>

#include "semantics/line_text.h"

namespace partir {

bool TextCursor::isBlank(char c) const {
  if (blanks_ == Blanks::kLine) return partir::isBlank(c);
  return std::isspace(static_cast<unsigned char>(c)) != 0;
}

// XLA prints `/*index=5*/` comments in long tuples.
void TextCursor::skipBlanks() {
  while (pos_ < text_.size()) {
    if (isBlank(text_[pos_])) {
      ++pos_;
    } else if (blanks_ == Blanks::kSpaceAndComments && rest().starts_with("/*")) {
      const size_t end = text_.find("*/", pos_ + 2);
      if (end == std::string_view::npos) expected("'*/' to close the comment");
      pos_ = end + 2;
    } else {
      return;
    }
  }
}

bool TextCursor::atEnd() {
  skipBlanks();
  return pos_ == text_.size();
}

bool TextCursor::peek(std::string_view token) {
  skipBlanks();
  return rest().starts_with(token);
}

bool TextCursor::eat(std::string_view token) {
  if (!peek(token)) return false;
  pos_ += token.size();
  return true;
}

void TextCursor::expect(std::string_view token) {
  if (!eat(token)) expected(fmt::format("'{}'", token));
}

int64_t TextCursor::integer() {
  skipBlanks();
  int64_t v = 0;
  auto [end, ec] = std::from_chars(text_.data() + pos_, text_.data() + text_.size(), v);
  if (ec != std::errc()) expected("an integer");
  pos_ = static_cast<size_t>(end - text_.data());
  return v;
}

std::vector<int64_t> TextCursor::integers() {
  std::vector<int64_t> v{integer()};
  while (eat(",")) v.push_back(integer());
  return v;
}

void TextCursor::expected(std::string_view what) const {
  error("expected {} at column {}", what, column());
}

Location TextCursor::location() const {
  if (!at_.known()) return Location{};
  return Location{at_.file, at_.line, column()};
}

}  // namespace partir
