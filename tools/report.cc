#include "tools/report.h"

#include <mutex>
#include <utility>

#include <fmt/format.h>

namespace partir {

namespace {

struct Deferred {
  std::mutex mutex;
  std::string text;
};

Deferred& deferred() {
  static Deferred d;
  return d;
}

}  // namespace

int reportDiagnostic(const Diagnostic& d) {
  fmt::print(stderr, "{}\n", d.str());
  return d.kind == ErrorKind::kCheckFailed ? 1 : 2;
}

int usageError(std::string_view message) {
  fmt::print(stderr, "error: {}\n", message);
  return 2;
}

void deferToStderr(std::string_view text) {
  std::lock_guard<std::mutex> lock(deferred().mutex);
  deferred().text += text;
}

std::string takeDeferredStderr() {
  std::lock_guard<std::mutex> lock(deferred().mutex);
  return std::exchange(deferred().text, "");
}

}  // namespace partir
