// `partir verify [FILE...] [--op NAME] [--emit-smt DIR] [--json] [--rlimit N]`:
// proves every tile-mapping entry of every op (verify/entry_proof.h) of the
// given StableHLO files, or of the bundled catalogue (verify/catalogue.h)
// when none is given.
//
//   text: one line per entry, "file:3:8 stablehlo.transpose (tile 1) ↪ tile 0  proved  12 ms",
//         each failed obligation below it with its counterexample or reason,
//         then "N proved, N refuted, N unknown".
//   json: {"entries": [{"op", "entry", "verdict", "ms", "effort", "loc", "precondition",
//          "failures": [{"obligation", "verdict", "counterexample", "reason"}]}],
//          "summary": {"proved": n, "refuted": n, "unknown": n}}
//   --emit-smt DIR: every obligation as DIR/<file>/<op>_<line>_<entry>_<n>.smt2
//          (SMT-LIB 2; unsat = holds), deterministic names and contents.
// Exit 0 when everything is proved, 1 when something is refuted or unknown,
// 2 for bad input (unreadable file, no op matching --op).
#pragma once

#include <string>
#include <vector>

#include "verify/obligation.h"

namespace partir {

struct VerifyCommandOptions {
  std::vector<std::string> files;
  std::string op;       // "stablehlo.transpose" or "transpose"; empty = all
  std::string smtDir;   // empty = none
  bool json = false;
  unsigned resourceLimit = verify::CheckOptions{}.resourceLimit;  // Z3 rlimit per obligation
};

int runVerifyCommand(const VerifyCommandOptions& options);

}  // namespace partir
