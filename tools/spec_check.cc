#include "tools/spec_check.h"

#include <chrono>
#include <map>
#include <numeric>
#include <random>

#include <fmt/format.h>

#include "tools/spec_derivation.h"

namespace partir {

namespace {

// The largest chunk count tried when no k in 2..4 divides the sliced dims
// (every chunk is a thread of the simulated mesh).
constexpr int64_t kLargestFallbackSize = 16;

// What the trials found, before it becomes a verdict.
struct Findings {
  bool derivableEverywhere = true;
  std::string obstacle;  // the first obstacle met, with its k
  std::string failure;   // a program that failed to run
};

std::string unknownReason(const Findings& f, int64_t trialsRun) {
  if (!f.failure.empty()) return f.failure;
  const std::string execution =
      trialsRun > 0
          ? fmt::format("execution found no counterexample in {} trial{}", trialsRun,
                        trialsRun == 1 ? "" : "s")
          : "the chunks cannot run the decomposition without communication, so execution cannot look for a "
            "counterexample";
  return fmt::format("not derivable by propagation: {}; {}", f.obstacle, execution);
}

// Trial t: the derivation on its k (computed once per k), then one run.
void runOneTrial(const SpecFile& spec, const Decomposition& c, const ClaimedEntry& e, int64_t k, int64_t t,
                 std::map<int64_t, Derivation>& derivations, Findings& f, ClaimReport& report) {
  if (!derivations.count(k)) {
    Result<Derivation> d = deriveClaim(*c.module, *c.function, e.entry, k);
    if (!d.ok()) {
      f.failure = fmt::format("{} chunks: propagation failed: {}", k, d.error().str());
      return;
    }
    derivations.emplace(k, std::move(d.value()));
    report.meshSizes.push_back(k);
  }
  const Derivation& d = derivations.at(k);
  if (!d.derivable && f.obstacle.empty()) f.obstacle = fmt::format("{} chunks: {}", k, d.obstacle);
  f.derivableEverywhere = f.derivableEverywhere && d.derivable;
  if (!d.chunkProgram) return;
  Result<std::optional<Counterexample>> r =
      runTrial(*c.module, *c.function, *d.chunkProgram, e.entry, k, t, spec.seed + static_cast<uint64_t>(t));
  if (!r.ok()) {
    f.failure = fmt::format("trial {} on {} chunks could not run: {}", t, k, r.error().str());
    report.runError = r.error();
    return;
  }
  ++report.trialsRun;
  report.counterexample = r.value();
}

}  // namespace

const char* claimVerdictName(ClaimVerdict v) {
  switch (v) {
    case ClaimVerdict::kAccepted:
      return "accepted";
    case ClaimVerdict::kRefuted:
      return "refuted";
    case ClaimVerdict::kUnknown:
      return "unknown";
  }
  return "?";
}

// DESIGN.md "partir.slice": a dim splits into k equal chunks only when k divides it.
std::vector<int64_t> meshSizesFor(const Function& f, const TmrEntry& claim) {
  int64_t g = 0;
  for (size_t i = 0; i < claim.operands.size(); ++i)
    if (claim.operands[i]) g = std::gcd(g, f.argTypes[i].tensor().shape[*claim.operands[i]]);
  if (g == 0) return {2, 3, 4};
  std::vector<int64_t> sizes;
  for (int64_t k = 2; k <= 4; ++k)
    if (g % k == 0) sizes.push_back(k);
  for (int64_t k = 5; sizes.empty() && k <= kLargestFallbackSize; ++k)
    if (g % k == 0) sizes.push_back(k);
  return sizes;
}

// The verdict rules of the file comment (docs/registering-an-op.md, "What a
// claim means, and how it is checked").
ClaimReport checkClaim(const SpecFile& spec, const CompositeSpec& c, const Decomposition& d,
                       const ClaimedEntry& e) {
  const auto start = std::chrono::steady_clock::now();
  ClaimReport report;
  report.composite = c.name;
  report.entry = entryStr(e.entry);
  report.decomposition = d.function->name;
  report.loc = e.loc;
  const std::vector<int64_t> sizes = meshSizesFor(*d.function, e.entry);
  Findings f;
  if (sizes.empty())
    f.failure = fmt::format("no mesh size k in 2..{} divides every sliced dim", kLargestFallbackSize);
  std::mt19937_64 rng(spec.seed);
  const size_t offset = sizes.empty() ? 0 : rng() % sizes.size();
  std::map<int64_t, Derivation> derivations;
  for (int64_t t = 0; t < spec.trials && f.failure.empty() && !report.counterexample; ++t)
    runOneTrial(spec, d, e, sizes[(offset + t) % sizes.size()], t, derivations, f, report);
  report.derivable = f.failure.empty() && f.derivableEverywhere;
  if (report.counterexample)
    report.verdict = ClaimVerdict::kRefuted;
  else if (report.derivable && report.trialsRun == spec.trials)
    report.verdict = ClaimVerdict::kAccepted;
  if (report.verdict == ClaimVerdict::kRefuted && !f.obstacle.empty())
    report.reason = "not derivable by propagation: " + f.obstacle;
  if (report.verdict == ClaimVerdict::kUnknown) report.reason = unknownReason(f, report.trialsRun);
  report.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return report;
}

std::vector<ClaimReport> checkSpec(const SpecFile& spec) {
  std::vector<ClaimReport> reports;
  for (const CompositeSpec& c : spec.composites)
    for (const ClaimedEntry& e : c.entries)
      for (const Decomposition& d : c.decompositions) reports.push_back(checkClaim(spec, c, d, e));
  return reports;
}

}  // namespace partir
