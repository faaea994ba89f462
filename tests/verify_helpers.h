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

// An entry from its parts (TmrEntry's aggregate form, shorter in tests).
inline TmrEntry entry(std::vector<std::optional<int64_t>> operands,
                      std::vector<ResultAction> results, std::vector<AttrDivision> localize = {}) {
  return TmrEntry{std::move(operands), std::move(results), std::move(localize)};
}

// `entry` is refuted, its first failure with a counterexample; returns the report.
inline EntryReport expectRefuted(const std::string& text, const TmrEntry& entry) {
  const EntryReport r = proveOne(text, entry);
  EXPECT_EQ(r.verdict, Verdict::kRefuted) << describe(r);
  EXPECT_TRUE(!r.failures.empty() && !r.failures[0].counterexample.empty()) << describe(r);
  return r;
}

}  // namespace partir::verify::testing
