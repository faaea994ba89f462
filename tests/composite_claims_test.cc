// Composite claims written from scratch (tests/composite_claims/claims.spec),
// each with the verdict it must get in a `# expect V` comment: every wrong
// claim refuted with a difference the interpreter reproduces (or the
// verifier's complaint when F cannot run on a chunk at all), every correct
// one proved by Z3, and no proof contradicted by execution.
#include <fstream>
#include <map>
#include <string>

#include <gtest/gtest.h>

#include "verify/composite/spec_check.h"

namespace partir {
namespace {

const std::string kClaims = std::string(PARTIR_SOURCE_DIR) + "/tests/composite_claims/claims.spec";

// The expected verdict of the entry on each line: "proved", "refuted", "unknown".
std::map<int, std::string> expectations(const std::string& path) {
  std::ifstream in(path);
  std::map<int, std::string> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const size_t at = line.find("# expect ");
    if (at == std::string::npos || line.find("entry") == std::string::npos) continue;
    const std::string rest = line.substr(at + 9);
    out[n] = rest.substr(0, rest.find_first_of(": "));
  }
  return out;
}

TEST(CompositeClaims, EachGetsItsVerdict) {
  Result<SpecFile> spec = loadSpecFile(kClaims);
  ASSERT_TRUE(spec.ok()) << spec.error().str();
  const std::map<int, std::string> expected = expectations(kClaims);
  const std::vector<ClaimReport> reports = checkSpec(*spec);
  ASSERT_EQ(reports.size(), expected.size());
  for (const ClaimReport& r : reports) {
    SCOPED_TRACE(r.loc.str() + " " + r.composite + " " + r.entry);
    ASSERT_TRUE(expected.count(r.loc.line));
    EXPECT_EQ(claimVerdictName(r.verdict), expected.at(r.loc.line)) << r.reason << " | " << r.proofCounterexample;
    EXPECT_FALSE(r.inconsistent) << (r.counterexample ? r.counterexample->str() : "");
    EXPECT_FALSE(r.runError) << r.runError->str();
    if (r.verdict == ClaimVerdict::kRefuted) {
      EXPECT_TRUE(r.counterexample || !r.chunkTypeError.empty()) << "a refutation the interpreter did not replay";
    }
    if (r.verdict == ClaimVerdict::kProved) {
      EXPECT_FALSE(r.counterexample) << r.counterexample->str();
    }
  }
}

}  // namespace
}  // namespace partir
