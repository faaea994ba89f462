#include "semantics/diagnostics.h"

namespace partir {

std::string Location::str() const {
  if (!known()) return file.empty() ? "<unknown>" : file;
  return fmt::format("{}:{}:{}", file, line, col);
}

std::string Diagnostic::str() const {
  if (loc.known() || !loc.file.empty()) return fmt::format("{}: error: {}", loc.str(), message);
  return fmt::format("error: {}", message);
}

}  // namespace partir
