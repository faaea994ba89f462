// The verdict on one claimed composite entry (docs/registering-an-op.md,
// "Registering a composite without recompiling"): a Z3 proof over the
// decomposition's composed denotations (verify/composite_proof.h), a replay
// of its counterexample through the reference interpreter, and randomized
// execution as a second opinion (verify/composite/spec_execution.h).
//
//   proved    Z3 proves every obligation: for every size (symbolic), or at
//             the decomposition's sizes for every k tried (pinned);
//   refuted   the chunks cannot be typed as the claim says, or a difference
//             beyond rounding is reproduced by the interpreter: the replay
//             of Z3's counterexample at its k, or a random trial;
//   unknown   neither: an op without a denotation, Z3's resource limit, or
//             a Z3 counterexample over uninterpreted scalar functions that
//             the interpreter does not reproduce.
// Execution never overrides a proof. A trial that disagrees with a proof
// means a denotation or a kernel is wrong: it is reported (`inconsistent`)
// and the command fails with exit 2.
//
// The trials run on meshes of k chunks, k of verify::chunkCounts (every k
// dividing the sliced and tiled dims, when there are few enough), at least
// one trial on each; trial t
// using the sizes in turn from a seeded offset with inputs seeded `seed + t`;
// each runs F retyped to the chunk's shapes, and, when propagation derives
// the claim (verify/composite/spec_derivation.h), the lowered device-local program too.
//
// Given GELU on tensor<6x8xf32> and (tile 0) ↪ tile 0: proved (symbolic).
// Given softmax on tensor<4x8xf32> and (tile 1) ↪ tile 1 (the reduced dim):
// refuted, pinned at k = 2, replayed: chunk 0's [0, 0] differs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "verify/composite/spec_execution.h"
#include "verify/composite/spec_file.h"

namespace partir {

enum class ClaimVerdict { kProved, kRefuted, kUnknown };

// "proved", "refuted", "unknown".
const char* claimVerdictName(ClaimVerdict v);

struct ClaimReport {
  std::string composite;      // "example.gelu"
  std::string entry;          // entryStr notation
  std::string decomposition;  // the function it was checked on, "gelu"
  std::string decompositionFile;  // the .mlir file holding it, as the spec resolves it
  Location loc;               // where the entry is claimed
  ClaimVerdict verdict = ClaimVerdict::kUnknown;
  double ms = 0;
  // The proof: "symbolic" or "pinned" when settled, its obligations and
  // Z3's counterexample (sizes, k, r, indices, the two element sources).
  std::string reading;
  std::vector<int64_t> provedSizes;  // pinned: the k proved
  // The chunk's attributes solved from its types (verify::ClaimProof).
  std::string solvedAttributes;
  size_t obligations = 0;
  std::string proofCounterexample;
  // What Z3 concluded when it did not settle the claim (refuted by
  // execution alone): why it could not decide.
  std::string proofUndecided;
  // The interpreter's run of a difference: the replay of Z3's
  // counterexample, or a random trial's.
  std::optional<Counterexample> counterexample;
  // No typing of the chunk exists: the verifier's complaint about F on the
  // chunk's arguments (verify/composite/spec_execution.h chunkArgumentsError).
  std::string chunkTypeError;
  bool derivable = false;
  std::vector<int64_t> meshSizes;  // the k of the trials, in order of first use
  int64_t trialsRun = 0;
  int64_t roundingOnly = 0;  // elements the trials found apart by rounding alone
  bool inconsistent = false;  // a trial contradicts the proof
  // Why not proved, or why propagation does not derive the claim.
  std::string reason;
  // The decomposition could not run (a size limit, an unsupported op): the
  // input's fault, not a verdict on the claim, so the command exits 2.
  std::optional<Diagnostic> runError;
};

ClaimReport checkClaim(const SpecFile& spec, const CompositeSpec& composite, const Decomposition& decomposition,
                       const ClaimedEntry& claim);

// Every claim of every composite on each of its decompositions, in file order.
std::vector<ClaimReport> checkSpec(const SpecFile& spec);

// One claim on one decomposition function, as a user's own test states it
// (docs/registering-an-op.md, "From C++"):
//   Result<ClaimReport> r = checkClaim(*module, "gelu", "(tile 0) -> tile 0");
//   EXPECT_EQ(r->verdict, ClaimVerdict::kProved);
// `module` holds the function, parsed and verified; `entry` is in the spec
// file's notation; `trials` and `seed` as a spec file's settings. An error
// when the entry does not parse or does not fit the function.
Result<ClaimReport> checkClaim(const Module& module, const std::string& function, std::string_view entry,
                               int64_t trials = 4, uint64_t seed = 0);

}  // namespace partir
