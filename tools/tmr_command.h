// `partir tmr FILE [--json]`: the instantiated tile-mapping entries of every
// op of a program (semantics/tmr.h), one line per op.
//
//   text: "file:3:10 stablehlo.dot_general: (tile 0, ⊥) ↪ tile 0 · (⊥, tile 1) ↪ tile 1 · ..."
//   json: {"op": "stablehlo.dot_general", "loc": "file:3:10",
//          "entries": [{"operands": [{"tile": 0}, null], "results": [{"tile": 0}]}, ...],
//          "notes": ["..."]}
// where a result action is {"tile": d}, {"sum": "add"} or "any".
#pragma once

#include <string>

namespace partir {

// Prints to stdout; returns the exit code (0, or 2 for bad input).
int runTmrCommand(const std::string& path, bool json);

}  // namespace partir
