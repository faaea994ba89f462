// `partir check FILE --schedule S --mutants`: the power of the check,
// measured. Each mutant of rewrite/mutate.h (a fault in partitioning,
// lowering or export) is applied on its own, the stages after it are
// rebuilt, and the trials of `partir check` run on the paths it affects
// (partition: temporal, mesh, stablehlo; lowering: mesh, stablehlo; export:
// stablehlo) against the unmutated reference, until one disagrees. A mutant
// is
//   caught      a trial's result differs (beyond rounding, verify/differential/float_verdict.h)
//               or a mutated path fails to run: `partir check` would not say
//               "all agree";
//   rejected    the mutated program breaks a type rule, so the verifier
//               refuses it (the check exits 2); counted as caught;
//   equivalent  provably the same function (rewrite/mutate.h), and not caught;
//   survived    none of the above: the trials did not tell it apart;
//   not run     a run of its paths reached the --timeout.
// The score is caught / (caught + survived).
#pragma once

#include <string>
#include <vector>

#include "rewrite/mutate.h"
#include "verify/differential/check_paths.h"

namespace partir {

struct MutantOutcome {
  enum class Kind { kCaught, kRejected, kEquivalent, kSurvived, kNotRun };
  Mutant mutant;
  Kind kind = Kind::kNotRun;
  std::string how;  // the first difference, the verifier's reason, or why equivalent
};

std::string_view outcomeName(MutantOutcome::Kind kind);  // "caught", "rejected", ...

// Runs every mutant of `paths` on the trials' `inputs` (one ReferenceRuns
// per trial, shared with the unmutated check). `wide` are the f64 paths, or
// null.
std::vector<MutantOutcome> runMutants(const Paths& paths, const Paths* wide, const DifferentialOptions& o,
                                      const std::vector<Values>& inputs, std::vector<ReferenceRuns>& references);

}  // namespace partir
