// Composite claims written from scratch, each with the verdict it must get in
// a `# expect V: why` comment: every wrong claim refuted with a difference
// the interpreter reproduces (or the verifier's complaint when F cannot run
// on a chunk at all), every correct one proved by Z3, and no proof
// contradicted by execution. Each file gets the same check:
//   tests/composite_claims/claims.spec    scans, pooling, attention, ...
//   tests/composite_claims/families.spec  a composite over every op family
//   tests/composite_claims/probes.spec    pads, crops, halos, iota masks and
//                                         bit tricks, thresholds, CLS rows,
//                                         causal masks, norms
// An `unknown` whose decomposition the interpreter cannot run (stablehlo.rng,
// an unknown custom_call target) says so: `# expect unknown (no run): why`.
#include <fstream>
#include <map>
#include <string>

#include <gtest/gtest.h>

#include "verify/composite/spec_check.h"

namespace partir {
namespace {

std::string specPath(const std::string& name) {
  return std::string(PARTIR_SOURCE_DIR) + "/tests/composite_claims/" + name;
}

struct Expectation {
  std::string verdict;  // "proved", "refuted", "unknown"
  bool runs = true;     // false: "(no run)", the interpreter cannot run F
};

// The expectation of the entry on each line.
std::map<int, Expectation> expectations(const std::string& path) {
  std::ifstream in(path);
  std::map<int, Expectation> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const size_t at = line.find("# expect ");
    if (at == std::string::npos || line.find("entry") == std::string::npos) continue;
    const std::string rest = line.substr(at + 9);
    out[n] = {rest.substr(0, rest.find_first_of(": ")), rest.find("(no run)") == std::string::npos};
  }
  return out;
}

void checkEachGetsItsVerdict(const std::string& name) {
  const std::string path = specPath(name);
  Result<SpecFile> spec = loadSpecFile(path);
  ASSERT_TRUE(spec.ok()) << spec.error().str();
  const std::map<int, Expectation> expected = expectations(path);
  const std::vector<ClaimReport> reports = checkSpec(*spec);
  ASSERT_EQ(reports.size(), expected.size());
  for (const ClaimReport& r : reports) {
    SCOPED_TRACE(r.loc.str() + " " + r.composite + " " + r.entry);
    ASSERT_TRUE(expected.count(r.loc.line));
    const Expectation& e = expected.at(r.loc.line);
    EXPECT_EQ(claimVerdictName(r.verdict), e.verdict) << r.reason << " | " << r.proofCounterexample;
    EXPECT_FALSE(r.inconsistent) << (r.counterexample ? r.counterexample->str() : "");
    if (e.runs) {
      EXPECT_FALSE(r.runError) << r.runError->str();
    } else {
      EXPECT_TRUE(r.runError) << "expected the interpreter to refuse the decomposition";
    }
    if (r.verdict == ClaimVerdict::kRefuted) {
      EXPECT_TRUE(r.counterexample || !r.chunkTypeError.empty()) << "a refutation the interpreter did not replay";
    }
    if (r.verdict == ClaimVerdict::kProved) {
      EXPECT_FALSE(r.counterexample) << r.counterexample->str();
    }
  }
}

TEST(CompositeClaims, EachGetsItsVerdict) { checkEachGetsItsVerdict("claims.spec"); }

TEST(CompositeClaims, EveryOpFamily) { checkEachGetsItsVerdict("families.spec"); }

TEST(CompositeClaims, Probes) { checkEachGetsItsVerdict("probes.spec"); }

}  // namespace
}  // namespace partir
