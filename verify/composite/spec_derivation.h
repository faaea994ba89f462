// Deriving a claimed composite entry by propagation, and the program each
// chunk runs (docs/registering-an-op.md, "Registering a composite without
// recompiling"; seed 000 §5.2.2 propagation, §6.1 lowering).
//
// A claim (t1, …, tn) ↪ (σ1, …, σm) on the decomposition F says: on a mesh
// axis of size k, running F on the chunks of its arguments (argument i cut
// along ti into k chunks, or whole for ⊥) gives F's results under σ
// (DESIGN.md "Tile-mapping registry"). `deriveClaim` tiles each claimed
// argument of F along its dim over the axis "chunk" of size k, runs
// `propagate` (rewrite/partitioner.h) and reads the nests:
//
//   derivable  every value reaches its readers without communication: a
//              `tile d` result is read sliced on d, an `any` result or a value
//              computed whole is read whole, a claimed argument is read
//              sliced on its claimed dim and a ⊥ argument whole; every op is
//              in the loop or computes on whole values only; propagation
//              derives exactly σj for result j; and the lowered program has
//              no collective except the all_reduce of a `sum` result.
//   runnable   the same, except that a `sum` may be read whole and the
//              results may differ from σ: the lowered device-local program
//              (rewrite/lower.h) with its all_reduces removed is F re-typed
//              for the chunk shapes, each op in it localized by its TMR
//              entry, so device r computes F on chunk r ("partial" values
//              flowing where the partitioner would reduce across chunks).
//
// Given softmax on tensor<4x8xf32> and the claim (tile 1) ↪ tile 1 (dim 1 is
// the reduced dim), the max-reduce gets (tile 1, ⊥) ↪ sum<maximum> and the
// broadcast of its result reads it whole: not derivable ("… reads the
// sum<maximum> of 'stablehlo.reduce' … whole"), but runnable: device r
// computes the softmax of its 8/k columns.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/tmr.h"

namespace partir {

// The mesh axis the claims are checked on.
inline constexpr const char* kChunkAxis = "chunk";

struct Derivation {
  bool derivable = false;
  // Why the claim is not derivable (the first obstacle: an op, where it is,
  // what communication it would need); empty when derivable.
  std::string obstacle;
  // The device-local program on the mesh {chunk: k}, all_reduces removed;
  // null when the chunks cannot run F without other communication.
  std::unique_ptr<Module> chunkProgram;
};

// Derives `claim` (sized for `f`'s arguments and results) on a mesh of k
// chunks; `module` holds `f`. An error only for an internal failure.
// A copy of `module` with only `f` and what it reaches (a caller such as a
// @main using the composite would not verify once `f` is partitioned), its
// calls and nested composites inlined (rewrite/inline_calls.h).
Result<std::unique_ptr<Module>> decompositionModule(const Module& module, const std::string& f);

Result<Derivation> deriveClaim(const Module& module, const Function& f, const TmrEntry& claim, int64_t k);

// "tile 0", "sum", "sum<maximum>", "any" (the notation of semantics/tmr.h).
std::string actionStr(const ResultAction& action);

}  // namespace partir
