// The printer: MLIR text that `parseSource` reads back to a structurally
// equal module (ops in generic form where that is the only unambiguous
// spelling; dense literals exact, floats round-tripping bit for bit).
#pragma once

#include <string>

#include "semantics/ir.h"

namespace partir {

std::string printModule(const Module& module);
// Modules joined by `// -----` lines.
std::string printSourceFile(const SourceFile& file);

// Structural equality of two modules, ignoring source locations and value
// names. On a difference returns false and, if `why` is given, describes the
// first one.
bool structurallyEqual(const Module& a, const Module& b, std::string* why = nullptr);

}  // namespace partir
