// Helpers for the verify/ tests: the op under test is the op whose result
// @main returns (the op before the return), so a test file may define the
// op's operands (constants, init values) before it.
#pragma once

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "semantics/tmr.h"
#include "tests/parse_helpers.h"
#include "verify/entry_proof.h"

namespace partir::verify::testing {

inline const Operation& opUnderTest(const Module& m) {
  const auto& ops = m.lookup("main")->body.front().ops();
  return *ops[ops.size() - 2];
}

// A report with its failed obligations and counterexamples, for messages.
inline std::string describe(const EntryReport& r) {
  std::string out = r.op + " " + r.entry + ": " + std::string(verdictName(r.verdict)) +
                    " (precondition " + r.precondition + ")\n";
  for (const ObligationResult& f : r.failures)
    out += "  " + f.name + ": " + std::string(verdictName(f.verdict)) + " " + f.counterexample +
           f.reason + "\n";
  return out;
}

// Every entry of the op under test is proved; returns how many there are.
inline size_t expectAllProved(const std::string& text) {
  auto m = partir::testing::parseVerified(text);
  if (!m) return 0;
  const std::vector<EntryReport> reports = proveOp(opUnderTest(*m));
  for (const EntryReport& r : reports) EXPECT_EQ(r.verdict, Verdict::kProved) << describe(r);
  return reports.size();
}

// The verdict on `entry` (not necessarily one the registry lists).
inline EntryReport proveOne(const std::string& text, const TmrEntry& entry) {
  auto m = partir::testing::parseVerified(text);
  if (!m) return {};
  return proveEntry(opUnderTest(*m), entry);
}

}  // namespace partir::verify::testing
