#include "verify/composite/spec_file.h"

#include <algorithm>
#include <filesystem>

#include <fmt/format.h>

#include "semantics/line_text.h"
#include "semantics/text_cursor.h"
#include "semantics/load.h"
#include "semantics/file_io.h"

namespace partir {

namespace {

constexpr std::string_view kArrow = "↪";
constexpr std::string_view kBottom = "⊥";
constexpr std::string_view kKeywords = "'composite', 'entry', 'trials' or 'seed'";
// The reductions a `sum<f>` may name (semantics/tmr.h associativeReducerName).
constexpr std::string_view kReducers[] = {"add", "multiply", "maximum", "minimum", "and", "or", "xor"};

struct Token {
  enum class Kind { kWord, kInt, kString, kSymbol, kPunct, kEnd };
  Kind kind = Kind::kEnd;
  std::string text;  // a string without its quotes, a symbol without '@'
  int col = 0;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isWordHead(char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isWordTail(char c) { return isWordHead(c) || isDigit(c) || c == '.'; }

template <class... Args>
[[noreturn]] void errorAt(const Location& at, int col, fmt::format_string<Args...> f, Args&&... args) {
  fail(ErrorKind::kInvalidInput, Location{at.file, at.line, col}, f, std::forward<Args>(args)...);
}

// The length of the token at the cursor (not blank, not at the end).
size_t tokenLength(const TextCursor& c, Token::Kind& kind) {
  const std::string_view s = c.rest();
  auto span = [&](size_t from, auto pred) {
    size_t i = from;
    while (i < s.size() && pred(s[i])) ++i;
    return i;
  };
  if (s[0] == '"') {
    const size_t close = s.find('"', 1);
    if (close == std::string_view::npos) c.error("unterminated string");
    kind = Token::Kind::kString;
    return close + 1;
  }
  if (s[0] == '@') {
    kind = Token::Kind::kSymbol;
    return span(1, [](char ch) { return isWordTail(ch) || ch == '$' || ch == '-'; });
  }
  if (isDigit(s[0])) {
    kind = Token::Kind::kInt;
    return span(0, isDigit);
  }
  if (isWordHead(s[0])) {
    kind = Token::Kind::kWord;
    return span(0, isWordTail);
  }
  kind = Token::Kind::kPunct;
  for (std::string_view p : {std::string_view("->"), kArrow, kBottom})
    if (s.starts_with(p)) return p.size();
  if (std::string_view("(),<>").find(s[0]) != std::string_view::npos) return 1;
  c.error("unexpected character '{}'", s.substr(0, 1));
}

// The tokens of `line`, whose first byte is at column `at.col`.
std::vector<Token> lexLine(std::string_view line, const Location& at) {
  TextCursor c(line, "", TextCursor::Blanks::kLine, at);
  std::vector<Token> tokens;
  while (!c.atEnd()) {
    const int col = c.column();
    Token::Kind kind;
    const size_t n = tokenLength(c, kind);
    std::string_view text = c.rest().substr(0, n);
    if (kind == Token::Kind::kString) text = text.substr(1, n - 2);
    if (kind == Token::Kind::kSymbol) text = text.substr(1);
    if (kind == Token::Kind::kSymbol && text.empty()) c.error("expected a function name after '@'");
    tokens.push_back({kind, std::string(text), col});
    c.advance(n);
  }
  tokens.push_back({Token::Kind::kEnd, "", c.column()});
  return tokens;
}

std::string describe(const Token& t) {
  switch (t.kind) {
    case Token::Kind::kEnd:
      return "the end of the line";
    case Token::Kind::kString:
      return fmt::format("\"{}\"", t.text);
    case Token::Kind::kSymbol:
      return "@" + t.text;
    default:
      return fmt::format("'{}'", t.text);
  }
}

// A cursor over one line's tokens.
class Cursor {
 public:
  Cursor(std::vector<Token> tokens, Location at) : tokens_(std::move(tokens)), at_(std::move(at)) {}
  const Token& peek() const { return tokens_[pos_]; }
  const Token& next() { return tokens_[pos_ == tokens_.size() - 1 ? pos_ : pos_++]; }
  bool takePunct(std::string_view p) {
    if (peek().kind != Token::Kind::kPunct || peek().text != p) return false;
    next();
    return true;
  }
  const Token& expect(Token::Kind kind, std::string_view what) {
    if (peek().kind != kind) fail(fmt::format("expected {}, found {}", what, describe(peek())));
    return next();
  }
  void expectPunct(std::string_view p) {
    if (!takePunct(p)) fail(fmt::format("expected '{}', found {}", p, describe(peek())));
  }
  int64_t integer(std::string_view what) {
    const Token& t = expect(Token::Kind::kInt, what);
    if (t.text.size() > 9) errorAt(at_, t.col, "{} is too large", t.text);
    return std::stoll(t.text);
  }
  void expectEnd() {
    if (peek().kind != Token::Kind::kEnd)
      fail(fmt::format("unexpected {} at the end of the line", describe(peek())));
  }
  [[noreturn]] void fail(const std::string& message) const { errorAt(at_, peek().col, "{}", message); }
  const Location& at() const { return at_; }

 private:
  std::vector<Token> tokens_;
  size_t pos_ = 0;
  Location at_;
};

// operand := 'tile' INT | '⊥' | '_' | 'none'
std::optional<int64_t> parseOperand(Cursor& c) {
  if (c.takePunct(kBottom)) return kWhole;
  const Token t = c.next();
  if (t.kind == Token::Kind::kWord && (t.text == "_" || t.text == "none")) return kWhole;
  if (t.kind == Token::Kind::kWord && t.text == "tile") return c.integer("a dim after 'tile'");
  errorAt(c.at(), t.col, "expected 'tile D', '⊥', '_' or 'none' for an operand, found {}", describe(t));
}

// action := 'tile' INT | 'sum' | 'sum<' REDUCER '>' | 'any' (semantics/tmr.h ResultAction).
ResultAction parseAction(Cursor& c) {
  const Token t = c.expect(Token::Kind::kWord, "a result action ('tile D', 'sum', 'sum<f>' or 'any')");
  if (t.text == "any") return ResultAction::any();
  if (t.text == "tile") return ResultAction::tile(c.integer("a dim after 'tile'"));
  if (t.text != "sum")
    errorAt(c.at(), t.col, "unknown result action '{}' (expected 'tile D', 'sum', 'sum<f>' or 'any')",
            t.text);
  ResultAction sum = ResultAction::sum();
  if (!c.takePunct("<")) return sum;
  const Token f = c.expect(Token::Kind::kWord, "a reducer name");
  if (std::find(std::begin(kReducers), std::end(kReducers), f.text) == std::end(kReducers))
    errorAt(c.at(), f.col, "unknown reducer '{}' (expected add, multiply, maximum, minimum, and, or or xor)",
            f.text);
  c.expectPunct(">");
  sum.reducerName = f.text;
  return sum;
}

// '(' [operand (',' operand)*] ')' ('->' | '↪') results
TmrEntry parseEntryTokens(Cursor& c) {
  TmrEntry entry;
  c.expectPunct("(");
  if (!c.takePunct(")")) {
    do entry.operands.push_back(parseOperand(c));
    while (c.takePunct(","));
    c.expectPunct(")");
  }
  if (!c.takePunct("->") && !c.takePunct(kArrow))
    c.fail(fmt::format("expected '->' or '↪', found {}", describe(c.peek())));
  const bool parenthesized = c.takePunct("(");
  do entry.results.push_back(parseAction(c));
  while (c.takePunct(","));
  if (parenthesized) c.expectPunct(")");
  c.expectEnd();
  return entry;
}

class SpecParser {
 public:
  explicit SpecParser(std::string path) : path_(std::move(path)) { spec_.path = path_; }

  SpecFile parse(std::string_view text) {
    forEachLine(text, [&](int lineNo, std::string_view line) {
      lineNo_ = lineNo;
      parseLine(stripComment(line));
    });
    if (!spec_.composites.empty()) requireEntries(spec_.composites.back());
    if (spec_.composites.empty()) errorAt(Location{path_, 1, 1}, 1, "no composite in the spec file");
    return std::move(spec_);
  }

 private:
  void parseLine(std::string_view line);
  void parseComposite(Cursor& c, int col);
  void parseEntry(Cursor& c, int col);
  void parseSetting(Cursor& c, const Token& keyword);
  const SourceFile& loadDecompositionFile(const Token& pathToken);
  Decomposition findFunction(const SourceFile& file, const Token& pathToken, const Token& function) const;
  void checkCallers(const SourceFile& file, const std::string& name, const Function& decomposition,
                    const Token& nameToken) const;
  void checkAgainstFunction(const TmrEntry& e, const Function& f, Cursor& c, int col) const;
  void requireEntries(const CompositeSpec& spec) const;

  std::string path_;
  int lineNo_ = 0;
  SpecFile spec_;
};

void SpecParser::parseLine(std::string_view line) {
  Cursor c(lexLine(line, Location{path_, lineNo_, 1}), Location{path_, lineNo_, 1});
  if (c.peek().kind == Token::Kind::kEnd) return;
  const Token keyword = c.next();
  if (keyword.kind == Token::Kind::kWord && keyword.text == "composite")
    return parseComposite(c, keyword.col);
  if (keyword.kind == Token::Kind::kWord && keyword.text == "entry") return parseEntry(c, keyword.col);
  if (keyword.kind == Token::Kind::kWord && (keyword.text == "trials" || keyword.text == "seed"))
    return parseSetting(c, keyword);
  errorAt(c.at(), keyword.col, "unknown keyword {} (expected {})", describe(keyword), kKeywords);
}

// `trials N` (1..1000) and `seed S`, before the first composite.
void SpecParser::parseSetting(Cursor& c, const Token& keyword) {
  if (!spec_.composites.empty())
    errorAt(c.at(), keyword.col, "'{}' must come before the first composite", keyword.text);
  const int64_t value = c.integer(fmt::format("an integer after '{}'", keyword.text));
  c.expectEnd();
  if (keyword.text == "seed") {
    spec_.seed = static_cast<uint64_t>(value);
    return;
  }
  if (value < 1 || value > 1000)
    errorAt(c.at(), keyword.col, "trials must be between 1 and 1000, not {}", value);
  spec_.trials = value;
}

// StableHLO spec "composite" (C1): the name is a namespaced op name.
void SpecParser::parseComposite(Cursor& c, int col) {
  if (!spec_.composites.empty()) requireEntries(spec_.composites.back());
  const Token name = c.expect(Token::Kind::kString, "the composite's name in double quotes");
  const size_t dot = name.text.find('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == name.text.size())
    errorAt(c.at(), name.col,
            "the composite name \"{}\" must be a namespaced op name such as \"example.gelu\" (StableHLO spec "
            "\"composite\" C1)",
            name.text);
  for (const CompositeSpec& seen : spec_.composites)
    if (seen.name == name.text)
      errorAt(c.at(), name.col, "composite \"{}\" is already declared at line {}", name.text, seen.loc.line);
  const Token keyword = c.expect(Token::Kind::kWord, "'decomposition'");
  if (keyword.text != "decomposition")
    errorAt(c.at(), keyword.col, "expected 'decomposition', found {}", describe(keyword));
  const Token path = c.expect(Token::Kind::kString, "the decomposition file in double quotes");
  std::vector<Token> functions = {c.expect(Token::Kind::kSymbol, "the decomposition function, e.g. @gelu")};
  while (c.peek().kind == Token::Kind::kSymbol) functions.push_back(c.next());
  c.expectEnd();
  CompositeSpec spec;
  spec.name = name.text;
  spec.loc = Location{path_, lineNo_, col};
  const SourceFile& file = loadDecompositionFile(path);
  spec.decompositionPath = file.path;
  for (const Token& f : functions) {
    const Decomposition d = findFunction(file, path, f);
    for (const Decomposition& seen : spec.decompositions)
      if (seen.function == d.function) errorAt(c.at(), f.col, "@{} is listed twice", f.text);
    checkCallers(file, spec.name, *d.function, name);
    spec.decompositions.push_back(d);
  }
  spec_.composites.push_back(std::move(spec));
}

// The file is read relative to the spec's folder, parsed and verified.
const SourceFile& SpecParser::loadDecompositionFile(const Token& pathToken) {
  const std::filesystem::path resolved = std::filesystem::path(pathToken.text).is_absolute()
                                             ? std::filesystem::path(pathToken.text)
                                             : std::filesystem::path(path_).parent_path() / pathToken.text;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(resolved, ec))
    errorAt(Location{path_, lineNo_, 1}, pathToken.col,
            "cannot read the decomposition file \"{}\" (looked for {})", pathToken.text, resolved.string());
  Result<SourceFile> file = loadVerifiedFile(resolved.string());
  if (!file.ok()) throw DiagnosticError{file.error()};
  spec_.decompositions.push_back(std::make_unique<SourceFile>(std::move(file.value())));
  return *spec_.decompositions.back();
}

// The function must have a body, tensor arguments and tensor results.
Decomposition SpecParser::findFunction(const SourceFile& file, const Token& pathToken,
                                       const Token& function) const {
  const Location at{path_, lineNo_, 1};
  std::vector<std::string> names;
  for (const auto& module : file.modules)
    for (const auto& f : module->functions) {
      names.push_back(f->name);
      if (f->name != function.text) continue;
      if (f->isDeclaration())
        errorAt(at, function.col, "@{} in {} is a declaration; the decomposition needs a body", f->name,
                pathToken.text);
      for (const Type& t : f->argTypes)
        if (!t.isTensor())
          errorAt(at, function.col, "@{} takes a {}; only tensor arguments can be sliced", f->name, t.str());
      for (const Type& t : f->resultTypes)
        if (!t.isTensor())
          errorAt(at, function.col, "@{} returns a {}; only tensor results are supported", f->name, t.str());
      return Decomposition{module.get(), f.get()};
    }
  errorAt(at, function.col, "no function @{} in {} (functions: {})", function.text, pathToken.text,
          fmt::join(names, ", "));
}

// StableHLO spec "composite": a caller of the decomposition in the same file
// names the composite it implements; it must be the registered one.
void SpecParser::checkCallers(const SourceFile& file, const std::string& name, const Function& decomposition,
                              const Token& nameToken) const {
  for (const auto& module : file.modules)
    for (const auto& f : module->functions)
      walk(f->body, [&](const Operation& op) {
        if (op.name() != "stablehlo.composite") return;
        const Attribute* d = op.attr("decomposition");
        const Attribute* n = op.attr("name");
        if (!d || !n || d->getString() != decomposition.name || n->getString() == name) return;
        errorAt(Location{path_, lineNo_, 1}, nameToken.col, "{} calls @{} as composite \"{}\", not \"{}\"",
                op.loc().str(), decomposition.name, n->getString(), name);
      });
}

void SpecParser::parseEntry(Cursor& c, int col) {
  if (spec_.composites.empty()) errorAt(c.at(), col, "'entry' before any 'composite'");
  CompositeSpec& spec = spec_.composites.back();
  TmrEntry entry = parseEntryTokens(c);
  for (const Decomposition& d : spec.decompositions) checkAgainstFunction(entry, *d.function, c, col);
  for (const ClaimedEntry& seen : spec.entries)
    if (entryStr(seen.entry) == entryStr(entry))
      errorAt(c.at(), col, "duplicate entry {} (first at line {})", entryStr(entry), seen.loc.line);
  spec.entries.push_back({std::move(entry), Location{path_, lineNo_, col}});
}

void SpecParser::checkAgainstFunction(const TmrEntry& e, const Function& f, Cursor& c, int col) const {
  if (Status s = checkEntryFits(e, f, Location{c.at().file, c.at().line, col}); !s.ok()) throw DiagnosticError{s.error()};
}

void SpecParser::requireEntries(const CompositeSpec& spec) const {
  if (spec.entries.empty())
    errorAt(spec.loc, spec.loc.col, "composite \"{}\" claims no entry (add 'entry (...) -> ...' lines)",
            spec.name);
}

}  // namespace

// Seed 000 §5.2.1: an entry has one slicing per operand and one action per
// result; here the operands are the decomposition's arguments.
Status checkEntryFits(const TmrEntry& e, const Function& f, const Location& at) {
  try {
    if (e.operands.size() != f.argTypes.size())
      errorAt(at, at.col, "the entry has {} operand{}; @{} takes {} argument{}", e.operands.size(),
              e.operands.size() == 1 ? "" : "s", f.name, f.argTypes.size(), f.argTypes.size() == 1 ? "" : "s");
    if (e.results.size() != f.resultTypes.size())
      errorAt(at, at.col, "the entry has {} result action{}; @{} returns {} result{}", e.results.size(),
              e.results.size() == 1 ? "" : "s", f.name, f.resultTypes.size(),
              f.resultTypes.size() == 1 ? "" : "s");
    for (size_t i = 0; i < e.operands.size(); ++i)
      if (e.operands[i] && *e.operands[i] >= f.argTypes[i].tensor().rank())
        errorAt(at, at.col, "operand #{}: tile {} is out of range for {} (rank {})", i, *e.operands[i],
                f.argTypes[i].str(), f.argTypes[i].tensor().rank());
    for (size_t r = 0; r < e.results.size(); ++r)
      if (e.results[r].kind == ResultAction::Kind::kTile && e.results[r].dim >= f.resultTypes[r].tensor().rank())
        errorAt(at, at.col, "result #{}: tile {} is out of range for {} (rank {})", r, e.results[r].dim,
                f.resultTypes[r].str(), f.resultTypes[r].tensor().rank());
    return Status::success();
  } catch (const DiagnosticError& error) {
    return error.diag;
  }
}

Result<SpecFile> parseSpec(std::string_view text, const std::string& path) {
  try {
    return SpecParser(path).parse(text);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

Result<SpecFile> loadSpecFile(const std::string& path) {
  Result<std::string> text = readInputFile(path, "the spec file", kMaxTextFileBytes);
  if (!text.ok()) return text.error();
  return parseSpec(*text, path);
}

Result<TmrEntry> parseEntryText(std::string_view text, const Location& loc) {
  try {
    Cursor c(lexLine(text, loc), loc);
    return parseEntryTokens(c);
  } catch (const DiagnosticError& e) {
    return e.diag;
  }
}

}  // namespace partir
