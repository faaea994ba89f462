// The composite spec file of `partir verify --spec FILE`
// (docs/registering-an-op.md, "Registering a composite without recompiling"):
// a user claims tile-mapping entries (semantics/tmr.h; seed 000 §5.2.1) for a
// `stablehlo.composite` (StableHLO spec "composite") by naming the composite
// and its decomposition function, without recompiling anything.
//
//   # GELU (tanh approximation), elementwise
//   trials 8                  # optional, before the first composite (default 4)
//   seed 1                    # optional, before the first composite (default 0)
//   composite "example.gelu" decomposition "gelu.mlir" @gelu
//     entry (tile 0) -> tile 0
//     entry (tile 1) ↪ tile 1
//
// Grammar (one statement per line; '#' starts a comment at the start of a
// line or after a blank, outside a quoted string):
//   statement := 'composite' STRING 'decomposition' STRING ('@'NAME)+
//             |  'entry' '(' [operand (',' operand)*] ')' ('->' | '↪') results
//             |  'trials' INT | 'seed' INT
//   operand   := 'tile' INT | '⊥' | '_' | 'none'
//   results   := action | '(' action (',' action)* ')'
//   action    := 'tile' INT | 'sum' | 'sum<' REDUCER '>' | 'any'
//   REDUCER   := add | multiply | maximum | minimum | and | or | xor
// `entryStr`'s notation ("(tile 0, ⊥) ↪ tile 0") reads back as written.
//
// The decomposition path is relative to the spec file. That .mlir file is
// parsed and verified; it holds the function (concrete types) and may hold
// callers (a @main using `stablehlo.composite "example.gelu" ...
// {decomposition = @gelu}`), which must then use the registered name. Shapes
// are the decomposition's: to check an entry at several shapes, list one
// function per shape (`@gelu_6x8 @gelu_2x3x4`); every entry is claimed for
// each of them.
// Checked here, each an error `spec:line:col: error: ...` (columns in bytes):
// the composite name is namespaced (StableHLO spec "composite" C1); the file
// reads, parses and verifies (its own diagnostics); the function exists with
// a body and tensor arguments and results, and is listed once; an entry has
// one operand per argument and one action per result of every listed
// function, each tile dim within the rank; an entry comes after a composite
// and is not repeated; every composite has one.
//
// Given the text above at "ex/gelu.spec", `parseSpec` returns one composite
// "example.gelu" with two entries, (tile 0) ↪ tile 0 at 6:3 and
// (tile 1) ↪ tile 1 at 7:3, and one decomposition, @gelu of ex/gelu.mlir.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/tmr.h"

namespace partir {

// One claimed entry; `sum<f>` actions name their reducer and carry no region.
struct ClaimedEntry {
  TmrEntry entry;
  Location loc;  // where the `entry` keyword is
};

// One decomposition function (one instance of the composite, at its shapes).
struct Decomposition {
  const Module* module = nullptr;  // the module holding the function
  const Function* function = nullptr;
};

struct CompositeSpec {
  std::string name;                           // "example.gelu"
  Location loc;                               // where the `composite` keyword is
  std::string decompositionPath;              // as resolved against the spec's folder
  std::vector<Decomposition> decompositions;  // in the order listed
  std::vector<ClaimedEntry> entries;          // each claimed for every decomposition
};

struct SpecFile {
  std::string path;
  int64_t trials = 4;
  uint64_t seed = 0;
  std::vector<CompositeSpec> composites;
  // The parsed decomposition files the composites point into.
  std::vector<std::unique_ptr<SourceFile>> decompositions;
};

// Parses a spec; `path` names it in diagnostics and is the base of relative
// decomposition paths.
Result<SpecFile> parseSpec(std::string_view text, const std::string& path);
// Reads and parses the spec file at `path` ("path: error: cannot read the
// spec file" when it cannot be read).
Result<SpecFile> loadSpecFile(const std::string& path);

// One entry in the spec notation, e.g. "(tile 0, _) -> sum<maximum>";
// `loc` is where the text starts (errors point into it).
Result<TmrEntry> parseEntryText(std::string_view text, const Location& loc);

// Whether `e` fits decomposition `f`: one slicing per argument, one action
// per result, dims in range; an error at `at` saying what does not.
Status checkEntryFits(const TmrEntry& e, const Function& f, const Location& at);

}  // namespace partir
