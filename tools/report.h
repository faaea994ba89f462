// How a command ends on a problem (docs/cli.md, exit codes): one line on
// stderr and the exit code.
#pragma once

#include <string>
#include <string_view>

#include "semantics/diagnostics.h"

namespace partir {

// Prints `d` on stderr and returns its exit code: 1 for a failed check, 2
// for anything else (bad input, unsupported, a failure).
int reportDiagnostic(const Diagnostic& d);

// A usage problem the option parser cannot see (options that do not go
// together): "error: MESSAGE" on stderr, exit 2.
int usageError(std::string_view message);

// Lines for stderr that are not the error: tactic summaries, an imported
// schedule, notes, a profile. They are held, and the CLI prints them only
// when the command ran to its end (exit 0 or 1) and its output was written,
// so that a refusal (exit 2) is its one line on stderr and nothing else.
void deferToStderr(std::string_view text);
// What deferToStderr holds, emptied.
std::string takeDeferredStderr();

}  // namespace partir
