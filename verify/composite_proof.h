// The proof of a tile-mapping entry claimed for a `stablehlo.composite`
// (docs/registering-an-op.md), over its decomposition function F, with the
// same obligations as a registry entry (verify/split_proof.h): type
// preservation, index maps commute, sums.
//
// F is read as one computation: its values are numbered (the arguments, then
// the results of the body's ops in order), and the element of a value is its
// op's denotation (semantics/denotation.h) with every read of an operand
// replaced by that operand's element, down to the arguments. So a claim is
// proved over the composed denotations, whether or not propagation through
// the registry can derive it.
//
// A chunk runs F on local shapes: a sliced argument dim is k times smaller,
// and every other size follows from the ops' shape rules, so an `iota` or a
// `get_dimension_size` inside F sees the chunk. `chunkTyping` finds those
// shapes on a mesh of k (Z3 over the ops' shape rules, each local dim the
// whole's or the whole's divided by k); which dims are divided is read off
// the smallest k and carried to the symbolic proof.
//
// `proveClaim` tries two readings:
//   symbolic  every dim and size attribute a variable, constrained by the
//             ops' shape rules (each dim ≥ 1 where F's is), k ≥ 1 symbolic;
//             proved here means proved for every size;
//   pinned    F's own sizes, for each k of chunkCounts: proved means
//             proved at F's shapes; a
//             refutation has concrete sizes, k and the chunk r, which the
//             caller replays through the interpreter (verify/composite/spec_check.h).
// Element values and scalar functions are uninterpreted (verify/z3_encode.h),
// so a refutation says the two sides read different elements or apply
// different functions, which only the replay confirms; reducer laws are
// proved over the element type, floats as reals (verify/algebra.h).
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
#include "verify/input_model.h"
#include "verify/obligation.h"

namespace partir::verify {

// F's values, numbered: its arguments, every result of its body's ops, then
// the values inside their regions (block arguments, nested results).
std::vector<const Value*> programValues(const Function& f);
// F's ops, numbered: its body's (the return left out), then those inside
// their regions (returns left out), in program order.
std::vector<const Operation*> programOps(const Function& f);

// The local shape of every value of F (by number) on a mesh axis of size k,
// and the size-like attributes that change with it (a gather's slice_sizes
// on a chunk of its operand), by op number (F's body, in order) and name.
struct ChunkTyping {
  int64_t k = 0;
  std::vector<Shape> shapes;
  std::map<std::pair<size_t, std::string>, std::vector<int64_t>> attributes;
};

// The shapes a chunk runs F at, for the claim's argument slicing: every dim
// and size-like attribute either F's or F's divided by k, as the ops' shape
// rules require, dividing as few as they allow, with the results the claim
// says where possible (else the shapes the chunk does compute). An error
// saying why when the shape rules admit none (a literal that cannot shrink,
// a reshape the chunk cannot make).
Result<ChunkTyping> chunkTyping(const Function& f, const TmrEntry& claim, int64_t k,
                                const CheckOptions& options = {});

// The gcd of every dim the claim splits: its sliced argument dims and tiled
// result dims (the partitioner applies an entry only where k divides them
// all; DESIGN.md "partir.slice"); 0 when it splits none.
int64_t splitDimsGcd(const Function& f, const TmrEntry& claim);

// The chunk counts k a claim is proved (pinned) and run on: every k ≥ 2 that
// divides every dim it splits, up to 64 (each chunk is a thread of the
// simulated mesh); when there are more than 8, the 7 smallest and the
// largest. 2, 3, 4 when it splits none; empty when no k divides them.
// Given sliced dims 6 and 12: 2, 3, 6.
std::vector<int64_t> chunkCounts(const Function& f, const TmrEntry& claim);

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
