// `partir verify [FILE...] [--op NAME] [--emit-smt DIR] [--json] [--rlimit N]`:
// proves every tile-mapping entry of every op (verify/entry_proof.h) of the
// given StableHLO files, or of the bundled catalogue (verify/catalogue.h)
// and every rewrite rule (verify/rules.h) when no file and no --op is given.
// Entries and rules are proved on every core; the output is in program order.
//
//   text: one line per entry, "file:3:8 stablehlo.transpose (tile 1) ↪ tile 0  proved  12 ms",
//         one line per rule, "rule all_slice∘all_gather = id [{a}, {}] (seed 000 §6)  proved  9 ms",
//         each failed obligation below its line with its counterexample or reason,
//         then "N proved, N refuted, N unknown" (entries and rules).
//   json: {"entries": [{"op", "entry", "verdict", "ms", "effort", "loc", "precondition",
//          "failures": [{"obligation", "verdict", "counterexample", "reason"}]}],
//          "rules": [{"rule", "source", "verdict", "ms", "effort", "failures"}],
//          "summary": {"proved": n, "refuted": n, "unknown": n}}
//   --emit-smt DIR: every obligation as DIR/<file>/<op>_<line>_<entry>_<n>.smt2
//          and DIR/rules/<rule>_<n>.smt2 (SMT-LIB 2; unsat = holds), and
//          DIR/index.tsv, one line "stable name<TAB>file" per obligation
//          (scripts/check-proofs turns it into proofs/manifest.txt).
// Exit 0 when everything is proved, 1 when something is refuted or unknown,
// 2 for bad input (unreadable file, no op matching --op).
//
// `--mutants` runs the mutation test (verify/mutation.h) on the same ops
// instead: every entry corrupted, every mutant proved.
//   text: one line per mutant, "file:3:8 stablehlo.transpose (tile 1) ↪ tile 0 => (tile 0) ↪ tile 0
//         wrong-dim [operand 0: tile 1 -> tile 0]  refuted  9 ms", a survivor's or unknown's
//         reason below it, then "N mutants: R refuted (P%), S equivalent survivors, U unknown"
//         and one line per kind.
//   json: {"mutants": [{"op", "loc", "entry", "mutant", "kind", "description", "verdict", "ms",
//          "counterexample", "reason"}],
//          "mutation": {"mutants", "refuted", "refuted_percent", "equivalent", "vacuous",
//          "unknown", "without_counterexample", "ms", "passed", "by_kind": {"wrong-dim":
//          {"mutants", "refuted", "equivalent", "vacuous", "unknown"}, ...}}}
// Exit 0 when at least 95% are refuted, each with a counterexample, and no
// mutant is vacuous or unknown (every survivor is then a proved, explained
// equivalent); 1 otherwise; 2 for bad input.
//
// `--spec FILE` checks the entries a spec file claims for composites instead
// (tools/spec_command.h).
#pragma once

#include <string>
#include <vector>

#include "tools/time_limit.h"
#include "verify/obligation.h"

namespace partir {

struct VerifyCommandOptions {
  std::vector<std::string> files;
  std::string op;       // "stablehlo.transpose" or "transpose"; empty = all
  std::string smtDir;   // empty = none
  bool json = false;
  bool mutants = false;  // the mutation test instead of the entry proofs
  std::string spec;      // --spec FILE: check a composite spec instead (tools/spec_command.h)
  std::string counterexampleDir;  // --spec: where each refutation's inputs and results go as .npy
  double timeoutSeconds = kDefaultTimeoutSeconds;  // --spec runs decompositions (tools/time_limit.h)
  unsigned resourceLimit = verify::CheckOptions{}.resourceLimit;  // Z3 rlimit per obligation
};

int runVerifyCommand(const VerifyCommandOptions& options);

}  // namespace partir
