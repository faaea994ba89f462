// Composite claims on random programs (tests/random_programs.h): a random
// program is a decomposition, a random entry is claimed for it (each argument
// sliced on a random dim or passed whole, each result tiled, summed or
// `any`), and the verdict must stand up to execution: a proof is never
// contradicted by the trials, and a refutation always carries the
// interpreter's (or the verifier's) evidence. rapidcheck shrinks a failure to
// the smallest program and claim, printed as the module and the entry.
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "check_at_least.h"
#include "random_programs.h"
#include "semantics/parser.h"
#include "verify/composite/spec_check.h"

namespace partir {
namespace {

// A random claim for `f`: each operand whole half the time, else sliced on
// a random dim; each result `any` a third of the time, else tiled on a random
// dim or summed. Whole operands and `any` results are favoured so that about
// one claim in five is true: a claim drawn uniformly is true too rarely (about
// one in twenty-five) for a run of 100 to be sure to meet one.
TmrEntry randomClaim(const Function& f) {
  TmrEntry claim;
  for (const Type& t : f.argTypes) {
    const int64_t rank = t.tensor().rank();
    const bool whole = rank == 0 || *rc::gen::arbitrary<bool>();
    claim.operands.push_back(whole ? std::nullopt
                                   : std::optional<int64_t>(*rc::gen::inRange<int64_t>(0, rank)));
  }
  for (const Type& t : f.resultTypes) {
    const int64_t rank = t.tensor().rank();
    const int64_t pick = *rc::gen::inRange<int64_t>(0, 3);
    const int64_t dim = *rc::gen::inRange<int64_t>(0, rank + 1);
    claim.results.push_back(pick == 0 ? ResultAction::any()
                            : dim < rank ? ResultAction::tile(dim)
                                         : ResultAction::sum());
  }
  return claim;
}

struct Tally {
  int cases = 0, proved = 0, refuted = 0;
};

void verdictStandsUpToExecution(const testing::RandomProgram& program, Tally& tally) {
  Result<SourceFile> file = parseSource(program.text, "random.mlir");
  RC_ASSERT(file.ok());
  const Module& module = *file->modules[0];
  const Function& main = *module.lookup("main");
  const TmrEntry claim = randomClaim(main);
  RC_LOG() << "claim " << entryStr(claim) << "\n";
  SpecFile spec;
  spec.trials = 2;
  CompositeSpec composite;
  composite.name = "random.f";
  composite.decompositions.push_back({&module, &main});
  const ClaimReport r = checkClaim(spec, composite, composite.decompositions[0], {claim, {}});
  RC_LOG() << claimVerdictName(r.verdict) << ": " << r.proofCounterexample << " | " << r.reason << "\n";
  if (r.runError) RC_FAIL("the decomposition did not run: " + r.runError->str());
  if (r.inconsistent) RC_FAIL("execution contradicts the proof: " + r.counterexample->str());
  if (r.verdict == ClaimVerdict::kRefuted)
    RC_ASSERT(r.counterexample.has_value() || !r.chunkTypeError.empty());
  ++tally.cases;
  tally.proved += r.verdict == ClaimVerdict::kProved;
  tally.refuted += r.verdict == ClaimVerdict::kRefuted;
}

TEST(CompositeProperty, VerdictsStandUpToExecution) {
  Tally tally;
  testing::ProgramOptions options;
  options.maxOps = 6;
  testing::checkAtLeast([&] { verdictStandsUpToExecution(*testing::genProgram(options), tally); }, 60);
  std::cout << tally.proved << " proved, " << tally.refuted << " refuted of " << tally.cases << " random claims\n";
  EXPECT_GT(tally.proved, 0) << "some random claims must be proved";
  EXPECT_GT(tally.refuted, 0) << "some random claims must be refuted";
}

}  // namespace
}  // namespace partir
