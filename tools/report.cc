#include "tools/report.h"

#include <fmt/format.h>

namespace partir {

int reportDiagnostic(const Diagnostic& d) {
  fmt::print(stderr, "{}\n", d.str());
  return d.kind == ErrorKind::kCheckFailed ? 1 : 2;
}

int usageError(std::string_view message) {
  fmt::print(stderr, "error: {}\n", message);
  return 2;
}

}  // namespace partir
