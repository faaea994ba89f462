// The parser for MLIR text as JAX and the StableHLO test suites write it:
// modules, func.func, pretty and generic op forms, attributes, `loc(...)` and
// `#loc` aliases, dense literals, `// -----` file splitting.
//
// Errors are `file:line:col: error: ...` diagnostics; element types and type
// forms we do not support (complex, float8, i4, quantized, dynamic dims) are
// ErrorKind::kUnsupported naming the type.
//
// What the parser normalises (so kernels and type rules see one spelling):
//   - pretty op forms get the attributes of MLIR's generic form, e.g.
//       %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
//     gives an OpCode::kTranspose op with `permutation = array<i64: 1, 0>`,
//     and `reduce ... applies stablehlo.add` builds its reducer region;
//   - struct attributes (#stablehlo.dot/gather/scatter/conv/...) keep integer
//     lists as kArray of i64 and drop empty lists (absent means empty);
//   - dense literals whose elements are all equal are stored as splats;
//   - `return`/`call` are func.return/func.call; `sdy.constant` is a
//     stablehlo.constant (it only differs in not being folded);
//   - attributes we do not interpret (#sdy..., #mhlo..., dense<...> of
//     tensor<..xindex>) are kept verbatim as kOpaque;
//   - `loc(...)` is dropped, except a function argument's `loc("name")` (or an
//     alias to one), kept in Function::argLocNames. Operation::loc() is where
//     the op starts in the parsed file.
// Values must be defined before use; functions may be called before their
// definition. Nesting deeper than 256 levels is an error.
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
