// The verdict on one claimed composite entry (docs/registering-an-op.md,
// "Registering a composite without recompiling"): derivation by propagation
// (tools/spec_derivation.h) and randomized execution (tools/spec_execution.h)
// on meshes of k chunks.
//
// The mesh sizes k are those in 2..4 that divide every dim the claim slices
// (else the smallest one in 5..16 that does; 2..4 when nothing is sliced);
// trial t uses the sizes in turn from a seeded offset, and the inputs of trial
// t are seeded with `seed + t`. The verdict:
//   accepted  propagation derives the claim for every k tried, and every
//             trial ran with the chunks combined equal to the reference;
//   refuted   a trial found a difference (the counterexample);
//   unknown   no trial found a difference, but propagation cannot derive the
//             claim (the obstacle says where): it may rely on an entry the
//             registry does not have, so it is not refuted; nor is it accepted.
//             Also when no mesh size in 2..16 divides the sliced dims, or a
//             program fails to run.
//
// Given GELU on tensor<6x8xf32> and (tile 0) ↪ tile 0, k ∈ {2, 3}: accepted.
// Given softmax on tensor<4x8xf32> and (tile 1) ↪ tile 1 (the reduced dim):
// refuted at trial 0, with the obstacle "'stablehlo.broadcast_in_dim' (…)
// reads the sum<maximum> of 'stablehlo.reduce' (…) across the chunks whole".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tools/spec_execution.h"
#include "tools/spec_file.h"

namespace partir {

enum class ClaimVerdict { kAccepted, kRefuted, kUnknown };

// "accepted", "refuted", "unknown".
const char* claimVerdictName(ClaimVerdict v);

struct ClaimReport {
  std::string composite;      // "example.gelu"
  std::string entry;          // entryStr notation
  std::string decomposition;  // the function it was checked on, "gelu"
  Location loc;               // where the entry is claimed
  ClaimVerdict verdict = ClaimVerdict::kUnknown;
  double ms = 0;
  bool derivable = false;
  std::vector<int64_t> meshSizes;  // the k tried, in order of first use
  int64_t trialsRun = 0;
  std::optional<Counterexample> counterexample;
  // Why propagation cannot derive the claim ("2 chunks: …"), or why the
  // check could not run; empty when accepted.
  std::string reason;
  // The decomposition could not run (a size limit, an unsupported op): the
  // input's fault, not a verdict on the claim, so the command exits 2.
  std::optional<Diagnostic> runError;
};

// The mesh sizes a claim is checked on (see the file comment); empty when no
// size in 2..16 divides every sliced dim.
std::vector<int64_t> meshSizesFor(const Function& f, const TmrEntry& claim);

ClaimReport checkClaim(const SpecFile& spec, const CompositeSpec& composite,
                       const Decomposition& decomposition, const ClaimedEntry& claim);

// Every claim of every composite on each of its decompositions, in file order.
std::vector<ClaimReport> checkSpec(const SpecFile& spec);

}  // namespace partir
