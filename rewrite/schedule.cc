#include "rewrite/schedule.h"

#include <charconv>
#include <map>

#include <fmt/format.h>

#include "semantics/line_text.h"
#include "semantics/file_io.h"

namespace partir {

namespace {

constexpr std::string_view kChoiceHint = "a non-negative integer, replicated, first_divisible or unknown";

// A blank-separated word of a line and its 1-based column.
struct Word {
  std::string_view text;
  int col = 0;
};


bool isIdentifier(std::string_view s) {
  auto head = [](char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  auto tail = [&](char c) { return head(c) || (c >= '0' && c <= '9'); };
  if (s.empty() || !head(s[0])) return false;
  for (char c : s)
    if (!tail(c)) return false;
  return true;
}

std::vector<Word> splitWords(std::string_view line, size_t from) {
  std::vector<Word> words;
  size_t i = from;
  while (i < line.size()) {
    while (i < line.size() && isBlank(line[i])) ++i;
    size_t start = i;
    while (i < line.size() && !isBlank(line[i])) ++i;
    if (i > start) words.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return words;
}

// True when `line` has an '=' outside a double-quoted span.
bool hasEquals(std::string_view line) {
  bool quoted = false;
  for (char c : line) {
    if (c == '"') quoted = !quoted;
    if (c == '=' && !quoted) return true;
  }
  return false;
}

bool needsQuotes(std::string_view target) {
  if (target.empty() || target.front() == '#') return true;
  for (char c : target)
    if (isBlank(c) || c == '=') return true;
  return target == "mesh" || target == "tactic";
}

class ScheduleParser {
 public:
  explicit ScheduleParser(std::string_view path) : path_(path) {}

  Schedule parse(std::string_view text) {
    forEachLine(text, [&](int lineNo, std::string_view line) {
      lineNo_ = lineNo;
      parseLine(stripComment(line));
    });
    return std::move(schedule_);
  }

 private:
  Location at(int col) const { return Location{path_, lineNo_, col}; }

  template <class... Args>
  [[noreturn]] void errorAt(int col, fmt::format_string<Args...> f, Args&&... args) const {
    fail(ErrorKind::kInvalidInput, at(col), f, std::forward<Args>(args)...);
  }

  void parseLine(std::string_view line);
  void parseMesh(const std::vector<Word>& words, int endCol);
  void parseTactic(const std::vector<Word>& words, int endCol);
  void parseAxisOption(Tactic& tactic, const Word& word, int& axesCol);
  std::string parseAlgorithm(const Word& word) const;
  void parseSearchOption(Tactic& tactic, const Word& word) const;
  std::string parseAxisName(std::string_view name, int col, const Tactic& tactic);
  std::string_view parseTarget(std::string_view line, size_t first, size_t& pos) const;
  void parseAssignment(std::string_view line, size_t first);
  DimChoice parseChoice(const Word& word) const;

  std::string path_;
  int lineNo_ = 0;
  Schedule schedule_;
  int meshLine_ = 0;
  std::map<std::string, int, std::less<>> tacticLines_;
  std::map<std::string, int, std::less<>> targetLines_;  // of the current tactic
};

void ScheduleParser::parseLine(std::string_view line) {
  std::vector<Word> words = splitWords(line, 0);
  if (words.empty()) return;
  const int endCol = words.back().col + static_cast<int>(words.back().text.size());
  if (words[0].text == "mesh") return parseMesh(words, endCol);
  if (words[0].text == "tactic") return parseTactic(words, endCol);
  if (words[0].text.starts_with('"') || hasEquals(line)) return parseAssignment(line, static_cast<size_t>(words[0].col - 1));
  errorAt(words[0].col, "unknown keyword '{}' (expected 'mesh', 'tactic' or 'TARGET = CHOICE')",
          words[0].text);
}

// `mesh AXIS=SIZE ...`; each word (the CLI form `a=4,b=2` too) is read by
// parseMesh (semantics/mesh.h), which checks names and sizes.
void ScheduleParser::parseMesh(const std::vector<Word>& words, int endCol) {
  if (meshLine_) errorAt(words[0].col, "duplicate mesh line (first at line {})", meshLine_);
  if (!schedule_.tactics.empty()) errorAt(words[0].col, "the mesh line must come before the first tactic");
  if (words.size() == 1) errorAt(endCol, "expected AXIS=SIZE after 'mesh'");
  std::vector<MeshAxis> axes;
  for (size_t i = 1; i < words.size(); ++i) {
    Result<Mesh> part = partir::parseMesh(words[i].text);
    if (!part.ok()) errorAt(words[i].col, "{}", part.error().message);
    for (const MeshAxis& axis : part->axes()) {
      for (const MeshAxis& seen : axes)
        if (seen.name == axis.name) errorAt(words[i].col, "duplicate mesh axis '{}'", axis.name);
      axes.push_back(axis);
    }
    // Each word is a valid mesh; together their device count may not fit.
    if (std::string problem = meshProblem(axes); !problem.empty()) errorAt(words[i].col, "{}", problem);
  }
  meshLine_ = lineNo_;
  schedule_.mesh = Mesh(std::move(axes));
}

// `tactic NAME axis=AXIS | axes=AXIS,... [auto[=ALGORITHM] OPTION...]`
// (seed 000 §3: ManualPartition and AutomaticPartition).
void ScheduleParser::parseTactic(const std::vector<Word>& words, int endCol) {
  if (words.size() == 1) errorAt(endCol, "expected a tactic name after 'tactic'");
  const Word& name = words[1];
  if (!isIdentifier(name.text))
    errorAt(name.col, "bad tactic name '{}': expected letters, digits and '_', not starting with a digit",
            name.text);
  if (auto it = tacticLines_.find(name.text); it != tacticLines_.end())
    errorAt(name.col, "duplicate tactic name '{}' (first at line {})", name.text, it->second);
  Tactic tactic;
  tactic.name = std::string(name.text);
  tactic.loc = at(words[0].col);
  int axesCol = 0, autoCol = 0;
  std::vector<const Word*> searchWords;
  for (size_t i = 2; i < words.size(); ++i) {
    const Word& w = words[i];
    if (w.text == "auto" || w.text.starts_with("auto=")) {
      if (autoCol) errorAt(w.col, "duplicate 'auto'");
      autoCol = w.col;
      if (w.text != "auto") tactic.search.algorithm = parseAlgorithm(w);
    } else if (w.text.starts_with("axis=") || w.text.starts_with("axes=")) {
      parseAxisOption(tactic, w, axesCol);
    } else {
      searchWords.push_back(&w);
    }
  }
  if (autoCol) tactic.kind = Tactic::Kind::kAutomatic;
  for (const Word* w : searchWords) parseSearchOption(tactic, *w);
  if (tactic.axes.empty())
    errorAt(endCol, "tactic '{}' needs {}", tactic.name, autoCol ? "axis=AXIS or axes=AXIS,..." : "axis=AXIS");
  if (!autoCol && tactic.axes.size() != 1)
    errorAt(axesCol, "manual tactic '{}' takes exactly one axis (an 'auto' tactic may take several)",
            tactic.name);
  tacticLines_.emplace(tactic.name, lineNo_);
  targetLines_.clear();
  schedule_.tactics.push_back(std::move(tactic));
}

// `auto=ALGORITHM`: one of kSearchAlgorithms.
std::string ScheduleParser::parseAlgorithm(const Word& word) const {
  const std::string_view algorithm = word.text.substr(5);
  for (std::string_view known : kSearchAlgorithms)
    if (algorithm == known) return std::string(algorithm);
  errorAt(word.col + 5, "unknown search algorithm '{}' (expected mcts, greedy, beam or exhaustive)", algorithm);
}

// `budget=SECONDS`, `evaluations=N` or `seed=N`, after `auto` only.
void ScheduleParser::parseSearchOption(Tactic& tactic, const Word& word) const {
  const size_t eq = word.text.find('=');
  const std::string_view key = word.text.substr(0, eq), value = eq == std::string_view::npos ? "" : word.text.substr(eq + 1);
  const bool known = key == "budget" || key == "evaluations" || key == "seed";
  if (!known || eq == std::string_view::npos)
    errorAt(word.col, "unknown tactic option '{}' (expected axis=AXIS, axes=AXIS,..., auto[=ALGORITHM], "
            "budget=SECONDS, evaluations=N or seed=N)", word.text);
  if (tactic.kind != Tactic::Kind::kAutomatic)
    errorAt(word.col, "'{}=' is an option of automatic tactics: add 'auto'", key);
  const int valueCol = word.col + static_cast<int>(eq) + 1;
  if (key == "budget") {
    double seconds = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seconds);
    if (ec != std::errc() || end != value.data() + value.size() || !(seconds > 0) || seconds > 1e6)
      errorAt(valueCol, "bad budget '{}': expected seconds, more than 0 and at most 1e6", value);
    tactic.search.budgetSeconds = seconds;
    return;
  }
  uint64_t n = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || end != value.data() + value.size() || value.empty() || value[0] == '-')
    errorAt(valueCol, "bad {} '{}': expected a non-negative integer", key, value);
  if (key == "seed") {
    tactic.search.seed = n;
  } else {
    if (n == 0 || n > 10'000'000) errorAt(valueCol, "bad evaluations '{}': expected 1 to 10000000", value);
    tactic.search.evaluations = static_cast<int64_t>(n);
  }
}

// `axis=AXIS` or `axes=AXIS,AXIS,...`; `axesCol` records where it was.
void ScheduleParser::parseAxisOption(Tactic& tactic, const Word& word, int& axesCol) {
  const bool one = word.text.starts_with("axis=");
  if (axesCol) errorAt(word.col, "duplicate axis option '{}'", word.text);
  axesCol = word.col;
  size_t pos = 5;  // after "axis=" / "axes="
  while (true) {
    size_t comma = word.text.find(',', pos);
    size_t end = comma == std::string_view::npos ? word.text.size() : comma;
    const int col = word.col + static_cast<int>(pos);
    if (one && comma != std::string_view::npos)
      errorAt(word.col + static_cast<int>(comma), "'axis=' takes one axis; use 'axes=' for several");
    tactic.axes.push_back(parseAxisName(word.text.substr(pos, end - pos), col, tactic));
    if (comma == std::string_view::npos) break;
    pos = comma + 1;
  }
}

// An axis name (a mesh axis name, semantics/mesh.h); with a mesh line, one
// of its axes. Without the name check a name like "a\r" would not survive
// formatSchedule (a trailing '\r' ends the line).
std::string ScheduleParser::parseAxisName(std::string_view name, int col, const Tactic& tactic) {
  if (name.empty()) errorAt(col, "expected an axis name");
  if (std::string problem = meshProblem({{std::string(name), 1}}); !problem.empty()) errorAt(col, "{}", problem);
  for (const std::string& seen : tactic.axes)
    if (seen == name) errorAt(col, "duplicate axis '{}'", name);
  if (schedule_.mesh && !schedule_.mesh->axisSize(name))
    errorAt(col, "axis '{}' is not in the mesh {}", name, schedule_.mesh->str());
  return std::string(name);
}

// TARGET or "TARGET" starting at `first`; `pos` ends past it.
std::string_view ScheduleParser::parseTarget(std::string_view line, size_t first, size_t& pos) const {
  const int col = static_cast<int>(first) + 1;
  if (line[first] == '"') {
    size_t close = line.find('"', first + 1);
    if (close == std::string_view::npos) errorAt(col, "unterminated quoted target");
    if (close == first + 1) errorAt(col, "empty target");
    pos = close + 1;
    return line.substr(first + 1, close - first - 1);
  }
  pos = first;
  while (pos < line.size() && !isBlank(line[pos]) && line[pos] != '=') ++pos;
  std::string_view target = line.substr(first, pos - first);
  if (target.empty()) errorAt(col, "expected a target before '='");
  if (size_t quote = target.find('"'); quote != std::string_view::npos)
    errorAt(col + static_cast<int>(quote), "unexpected '\"' inside target '{}'", target);
  return target;
}

// `TARGET = CHOICE`; `first` is where TARGET starts.
void ScheduleParser::parseAssignment(std::string_view line, size_t first) {
  const int targetCol = static_cast<int>(first) + 1;
  size_t pos = first;
  const std::string_view target = parseTarget(line, first, pos);
  while (pos < line.size() && isBlank(line[pos])) ++pos;
  if (pos >= line.size()) errorAt(static_cast<int>(pos) + 1, "expected '=' after target '{}'", target);
  if (line[pos] != '=')
    errorAt(static_cast<int>(pos) + 1, "unexpected '{}' after target '{}' (quote a target that has blanks)",
            splitWords(line, pos).front().text, target);
  std::vector<Word> rest = splitWords(line, pos + 1);
  if (rest.empty()) errorAt(static_cast<int>(pos) + 2, "expected {} after '='", kChoiceHint);
  const DimChoice choice = parseChoice(rest[0]);
  if (rest.size() > 1) errorAt(rest[1].col, "unexpected '{}' after the dim choice", rest[1].text);
  if (schedule_.tactics.empty()) errorAt(targetCol, "assignment before any tactic");
  Tactic& tactic = schedule_.tactics.back();
  if (tactic.kind == Tactic::Kind::kAutomatic)
    errorAt(targetCol, "automatic tactic '{}' takes no assignments", tactic.name);
  if (auto it = targetLines_.find(target); it != targetLines_.end())
    errorAt(targetCol, "duplicate target '{}' in tactic '{}' (first at line {})", target, tactic.name,
            it->second);
  targetLines_.emplace(std::string(target), lineNo_);
  tactic.assignments.push_back({std::string(target), choice, at(targetCol)});
}

// Seed 000 Appendix A: a dim, REPLICATED, FIRST_DIVISIBLE_DIM or UNKNOWN.
DimChoice ScheduleParser::parseChoice(const Word& word) const {
  std::string_view s = word.text;
  if (s == "replicated") return {DimChoice::Kind::kReplicated, 0};
  if (s == "first_divisible") return {DimChoice::Kind::kFirstDivisible, 0};
  if (s == "unknown") return {DimChoice::Kind::kUnknown, 0};
  int64_t dim = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), dim);
  const bool digits = !s.empty() && s[0] >= '0' && s[0] <= '9';
  if (!digits || end != s.data() + s.size()) errorAt(word.col, "bad dim '{}': expected {}", s, kChoiceHint);
  if (ec != std::errc()) errorAt(word.col, "bad dim '{}': out of range", s);
  return {DimChoice::Kind::kDim, dim};
}

}  // namespace

Result<Schedule> parseSchedule(std::string_view text, std::string_view path) {
  try {
    return ScheduleParser(path).parse(text);
  } catch (DiagnosticError& e) {
    return std::move(e.diag);
  }
}

std::string formatDimChoice(const DimChoice& choice) {
  switch (choice.kind) {
    case DimChoice::Kind::kDim: return std::to_string(choice.dim);
    case DimChoice::Kind::kReplicated: return "replicated";
    case DimChoice::Kind::kFirstDivisible: return "first_divisible";
    case DimChoice::Kind::kUnknown: return "unknown";
  }
  return "unknown";
}

std::string formatSchedule(const Schedule& schedule) {
  std::string out;
  if (schedule.mesh) {
    out += "mesh";
    for (const MeshAxis& axis : schedule.mesh->axes()) out += fmt::format(" {}={}", axis.name, axis.size);
    out += "\n";
  }
  for (const Tactic& tactic : schedule.tactics) {
    if (tactic.kind == Tactic::Kind::kManual) {
      out += fmt::format("tactic {} axis={}\n", tactic.name, tactic.axes.at(0));
    } else {
      const SearchOptions& o = tactic.search;
      out += fmt::format("tactic {} axes={} auto={} budget={} evaluations={} seed={}\n", tactic.name,
                         fmt::join(tactic.axes, ","), o.algorithm, o.budgetSeconds, o.evaluations, o.seed);
    }
    for (const Assignment& a : tactic.assignments) {
      std::string target = needsQuotes(a.target) ? "\"" + a.target + "\"" : a.target;
      out += fmt::format("  {} = {}\n", target, formatDimChoice(a.choice));
    }
  }
  return out;
}

Result<Schedule> loadScheduleFile(const std::string& path) {
  Result<std::string> text = readInputFile(path, "the schedule", kMaxTextFileBytes);
  if (!text.ok()) return text.error();
  return parseSchedule(*text, path);
}

}  // namespace partir
