// The proof of a tile-mapping entry claimed for a `stablehlo.composite`
// (docs/registering-an-op.md), over its decomposition function F, with the
// same obligations as a registry entry (verify/split_proof.h): type
// preservation, index maps commute, sums.
//
// F is read as one computation (verify/program_reading.h): its values are
// numbered (the arguments, then the results of the body's ops in order), and
// the element of a value is its op's denotation (semantics/denotation.h)
// with every read of an operand replaced by that operand's element, down to
// the arguments. So a claim is proved over the composed denotations, whether
// or not propagation through the registry can derive it.
//
// A chunk runs F on local shapes: a sliced argument dim is k times smaller,
// and every other size follows from the ops' shape rules, so an `iota` or a
// `get_dimension_size` inside F sees the chunk. `chunkTyping`
// (verify/chunk_typing.h) finds those shapes on a mesh of k; which dims are
// divided is read off the smallest k and carried to the symbolic proof,
// which states only typings that keep F's sizes or divide them by k.
//
// `proveClaim` tries two readings:
//   symbolic  every dim and size attribute a variable, constrained by the
//             ops' shape rules (each dim ≥ 1 where F's is), k ≥ 1 symbolic;
//             proved here means proved for every size;
//   pinned    F's own sizes, for each k of chunkCounts: proved means
//             proved at F's shapes; a refutation has concrete sizes, k and
//             the chunk r, which the caller replays through the interpreter
//             (verify/composite/spec_check.h), on inputs solved so the
//             compared elements differ where the data matters
//             (verify/input_model.h).
// Element values and the scalar functions of data are uninterpreted
// (verify/z3_encode.h); integer ops on index-derived values are read exactly
// (verify/program_reading.h). So a refutation says the two sides read
// different elements or apply different functions, which only the replay
// confirms; reducer laws are proved over the element type, floats as reals
// (verify/algebra.h).
//
// Given softmax over dim 1 of tensor<4x8xf32> and (tile 0) ↪ tile 0: proved
// (symbolic). Given (tile 1) ↪ tile 1: refuted; pinned at k = 2, the chunk's
// reduce folds over 4 columns where the whole folds over 8.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "semantics/diagnostics.h"
#include "semantics/ir.h"
#include "semantics/tmr.h"
#include "verify/chunk_typing.h"
#include "verify/input_model.h"
#include "verify/obligation.h"

namespace partir::verify {

struct ClaimProof {
  Verdict verdict = Verdict::kUnknown;
  // How it was settled: "symbolic" (every size), "pinned" (F's sizes, the
  // k in `meshSizes`), or "" when unknown.
  std::string reading;
  std::vector<int64_t> meshSizes;  // pinned: the k proved or the k refuted
  size_t obligations = 0;
  unsigned effort = 0;
  // kRefuted: the pinned counterexample (k, sizes, the chunk r, indices and
  // the two element sources), and its k for the replay.
  std::string counterexample;
  int64_t k = 0;
  // kRefuted: argument elements under which the difference shows, when it
  // depends on the data (a select's branch; verify/input_model.h).
  std::vector<InputAssignment> inputs;
  // Why not proved: the failed obligations, or what cannot be read.
  std::string reason;
  // The attributes the chunk typing solved to sizes other than F's or F's
  // divided by k (a slice limit w/k + 1 after a chunk's pad), on the
  // smallest k: what "F at the chunk's shapes" means for this claim.
  std::string solvedAttributes;
};

ClaimProof proveClaim(const Function& f, const TmrEntry& claim, const CheckOptions& options = {});

}  // namespace partir::verify
