// Reading a program for a command: parse the file (all its `// -----`
// chunks) and verify every module, stopping at the first error.
#pragma once

#include <string>

#include "semantics/parser.h"

namespace partir {

// The parsed file when it parses and every module verifies; else the first
// diagnostic ("file:line:col: error: ...").
Result<SourceFile> loadVerifiedFile(const std::string& path);

}  // namespace partir
