// Line-oriented text files (schedules, rewrite/schedule.h; composite specs,
// verify/composite/spec_file.h): lines split on '\n' (a trailing '\r' dropped), '#'
// comments, blanks.
//
// Given "tile x 0 B  # batch\r\npropagate", forEachLine calls fn(1, "tile x 0
// B  # batch") then fn(2, "propagate"); stripComment of the first gives
// "tile x 0 B  ".
#pragma once

#include <string_view>

namespace partir {

inline bool isBlank(char c) { return c == ' ' || c == '\t'; }

// The line without its comment: '#' starts one at the start of the line or
// after a blank, outside a double-quoted string.
inline std::string_view stripComment(std::string_view line) {
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"') quoted = !quoted;
    if (line[i] == '#' && !quoted && (i == 0 || isBlank(line[i - 1]))) return line.substr(0, i);
  }
  return line;
}

// fn(lineNumber, line) for every line of `text`, numbered from 1.
template <class Fn>
void forEachLine(std::string_view text, Fn&& fn) {
  int lineNo = 0;
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    fn(++lineNo, line);
    start = end + 1;
  }
}

}  // namespace partir
