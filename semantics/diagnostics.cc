#include "semantics/diagnostics.h"

namespace partir {

std::string Location::str() const {
  if (!known()) return file.empty() ? "<unknown>" : file;
  return fmt::format("{}:{}:{}", file, line, col);
}

namespace {

// Control characters (a NUL or an ESC from a garbage file, a newline in a
// file name) shown as \xNN, so a diagnostic is one printable line.
std::string printable(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7f) out += fmt::format("\\x{:02x}", u);
    else out += c;
  }
  return out;
}

}  // namespace

std::string Diagnostic::str() const {
  if (loc.known() || !loc.file.empty()) return printable(fmt::format("{}: error: {}", loc.str(), message));
  return printable(fmt::format("error: {}", message));
}

}  // namespace partir
