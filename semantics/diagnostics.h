// Diagnostics and results: how library code reports failure without aborting.
//
// Three kinds of outcome are kept apart (STYLE.md, point 11):
//   - a user error: bad or unsupported input, reported with a location
//     (`file:line:col: error: ...`) and mapped to exit code 2 by the CLI;
//   - a check failure: a program's own `check.*` op disagreeing, exit code 1;
//   - an internal error: a bug in this project.
// Public entry points (parse, verify, run, partition) return `Result<T>` /
// `Status`. Below them, type rules, kernels and deep helpers throw
// `DiagnosticError` (see `fail` below), which the entry point catches and
// returns; nothing calls abort() and no exception escapes the library.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <variant>

#include <fmt/format.h>

namespace partir {

// A position in a source file; `line` and `col` are 1-based, 0 when unknown.
struct Location {
  std::string file;
  int line = 0;
  int col = 0;

  bool known() const { return line > 0; }
  // "file:line:col", or "<unknown>" when there is no position.
  std::string str() const;
};

enum class ErrorKind {
  kInvalidInput,   // malformed text, ill-typed program, bad argument: exit 2
  kUnsupported,    // well-formed but outside what we implement: exit 2
  kCheckFailed,    // a check.* op in the program failed: exit 1
  kOutOfResources, // memory or a thread the machine refused (what was asked for is in the message): exit 2
  kInternal,       // a bug in this project
};

struct Diagnostic {
  ErrorKind kind = ErrorKind::kInvalidInput;
  Location loc;
  std::string message;

  // "file:line:col: error: message" (the location part only when known).
  std::string str() const;
};

// A value or a diagnostic. Deliberately tiny: `ok()`, `value()`, `error()`.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}
  Result(Diagnostic diag) : state_(std::move(diag)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() & { return std::get<0>(state_); }
  const T& value() const& { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() { return value(); }
  const Diagnostic& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Diagnostic> state_;
};

// Success, or a diagnostic.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Diagnostic diag) : diag_(std::move(diag)) {}
  static Status success() { return Status(); }

  bool ok() const { return !diag_.has_value(); }
  explicit operator bool() const { return ok(); }
  const Diagnostic& error() const { return *diag_; }

 private:
  std::optional<Diagnostic> diag_;
};

template <class... Args>
Diagnostic makeError(ErrorKind kind, Location loc, fmt::format_string<Args...> f,
                     Args&&... args) {
  return Diagnostic{kind, std::move(loc), fmt::format(f, std::forward<Args>(args)...)};
}
template <class... Args>
Diagnostic invalid(const Location& loc, fmt::format_string<Args...> f, Args&&... args) {
  return makeError(ErrorKind::kInvalidInput, loc, f, std::forward<Args>(args)...);
}
template <class... Args>
Diagnostic unsupported(const Location& loc, fmt::format_string<Args...> f, Args&&... args) {
  return makeError(ErrorKind::kUnsupported, loc, f, std::forward<Args>(args)...);
}

// The exception kernels and deep helpers throw; public entry points
// (parseModules, verifyModule, Interpreter::run) catch it and return it as a
// Diagnostic. It never escapes the library.
struct DiagnosticError {
  Diagnostic diag;
};

template <class... Args>
[[noreturn]] void fail(ErrorKind kind, const Location& loc, fmt::format_string<Args...> f,
                       Args&&... args) {
  throw DiagnosticError{makeError(kind, loc, f, std::forward<Args>(args)...)};
}

// Propagate a failed Status/Result from the current function.
#define PARTIR_RETURN_IF_ERROR(expr)                       \
  do {                                                     \
    auto&& partir_status_ = (expr);                        \
    if (!partir_status_.ok()) return partir_status_.error(); \
  } while (0)

}  // namespace partir
