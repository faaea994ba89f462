// How a command ends on a problem (docs/cli.md, exit codes): one line on
// stderr and the exit code.
#pragma once

#include <string_view>

#include "semantics/diagnostics.h"

namespace partir {

// Prints `d` on stderr and returns its exit code: 1 for a failed check, 2
// for anything else (bad input, unsupported, a failure).
int reportDiagnostic(const Diagnostic& d);

// A usage problem the option parser cannot see (options that do not go
// together): "error: MESSAGE" on stderr, exit 2.
int usageError(std::string_view message);

}  // namespace partir
