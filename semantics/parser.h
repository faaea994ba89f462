// The parser for MLIR text as JAX and the StableHLO test suites write it:
// modules, func.func, pretty and generic op forms, attributes, `loc(...)` and
// `#loc` aliases, dense literals, `// -----` file splitting.
//
// Errors are `file:line:col: error: ...` diagnostics; element types and type
// forms we do not support (complex, float8, i4, quantized, dynamic dims) are
// ErrorKind::kUnsupported naming the type.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/ir.h"

namespace partir {

// One `// -----` chunk of a file: either its module or why it failed.
struct ParsedChunk {
  int firstLine = 1;  // where the chunk starts in the file
  Result<std::unique_ptr<Module>> module = Diagnostic{};
};

// Splits `text` at lines that are exactly `// -----` and parses each chunk
// independently, so one bad chunk does not hide the others. Locations refer
// to lines of the whole file.
std::vector<ParsedChunk> parseChunks(std::string_view text, const std::string& path);

// Parses the whole text; fails on the first chunk that does not parse.
Result<SourceFile> parseSource(std::string_view text, const std::string& path);

// Reads and parses a file.
Result<SourceFile> parseFile(const std::string& path);

}  // namespace partir
